import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearanceQuery } from '../../../contract/clearance.js';
import { registerExport } from '../../lib/export-route.js';
import { CHARGE_DICT, FCR_DICT } from './machine.js';
import { streamClearances } from './repository.js';

/** GET/POST /biz/clearance/export: the list's filters, streamed in batches, statuses labelled. */
export const clearanceExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/biz/clearance/export',
    permission: 'biz:clearance:export',
    tags: ['biz: clearance'],
    query: clearanceQuery,
    sheet: { zh: '清关单证', en: 'clearance' },
    columns: [
      { key: 'clearanceNo', zh: '清关单号', en: 'Clearance no.', width: 18 },
      { key: 'orderNos', zh: '订单号', en: 'Orders', width: 30 },
      { key: 'buyer', zh: '买家', en: 'Buyer', width: 24 },
      { key: 'whetherToCharge', zh: '是否付款', en: 'Paid', width: 10 },
      { key: 'chargeBy', zh: '付款登记人', en: 'Paid marked by', width: 14 },
      { key: 'chargeTime', zh: '付款登记时间', en: 'Paid marked at' },
      { key: 'fcrStatus', zh: 'FCR 状态', en: 'FCR', width: 10 },
      { key: 'invoiceNo', zh: '发票号', en: 'Invoice no.', width: 22 },
      { key: 'incoterm', zh: '贸易术语', en: 'Incoterm', width: 10 },
      { key: 'incotermPlace', zh: '交货地点', en: 'Incoterm place', width: 16 },
      { key: 'mailTo', zh: '收件人', en: 'To', width: 30 },
      { key: 'mailCc', zh: '抄送', en: 'CC', width: 30 },
      { key: 'sentCount', zh: '发送次数', en: 'Sends', width: 8 },
      { key: 'lastSentTime', zh: '最后发送时间', en: 'Last sent' },
      { key: 'createBy', zh: '创建者', en: 'Created by', width: 12 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang, user) =>
      (async function* () {
        const charge = await app.dictCache.labeller(CHARGE_DICT, lang);
        const fcr = await app.dictCache.labeller(FCR_DICT, lang);
        for await (const c of streamClearances(app.db, user, filter)) {
          yield { ...c, whetherToCharge: charge(c.whetherToCharge), fcrStatus: fcr(c.fcrStatus) };
        }
      })(),
  });
};

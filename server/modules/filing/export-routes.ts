import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filingQuery } from '../../../contract/filing.js';
import { registerExport } from '../../lib/export-route.js';
import { streamFilings } from './repository.js';
import { FILING_DICT } from './machine.js';

/** GET/POST /biz/filing/export: the list's filters, streamed in batches, statuses labelled. */
export const filingExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/biz/filing/export',
    permission: 'biz:filing:export',
    tags: ['biz: filing'],
    query: filingQuery,
    sheet: { zh: '报关备案', en: 'filings' },
    columns: [
      { key: 'filingId', zh: '备案编号', en: 'Filing ID', width: 10 },
      { key: 'orderNo', zh: '订单号', en: 'Order number' },
      { key: 'buyer', zh: '买家', en: 'Buyer' },
      { key: 'qdNumber', zh: 'QD号', en: 'QD number' },
      { key: 'customsDeclarationNumber', zh: '报关单号', en: 'Declaration number' },
      { key: 'customsBrokerCode', zh: '报关行代码', en: 'Broker code' },
      { key: 'customsStatus', zh: '报关状态', en: 'Customs status', width: 16 },
      { key: 'reviewNotes', zh: '审核备注', en: 'Review notes', width: 30 },
      { key: 'auditDate', zh: '审核日期', en: 'Audit date' },
      { key: 'confirmDeliveryTime', zh: '确认送货时间', en: 'Confirmed delivery' },
      { key: 'actItemNo', zh: '实际件数', en: 'Actual items', width: 12 },
      { key: 'signTime', zh: '签收时间', en: 'Sign time' },
      { key: 'createBy', zh: '创建者', en: 'Created by', width: 12 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang, user) =>
      (async function* () {
        const customsStatus = await app.dictCache.labeller(FILING_DICT, lang);
        for await (const f of streamFilings(app.db, user, filter)) {
          yield { ...f, customsStatus: customsStatus(f.customsStatus) };
        }
      })(),
  });
};

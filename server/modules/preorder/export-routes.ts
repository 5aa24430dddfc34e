import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preorderQuery } from '../../../contract/preorder.js';
import { registerExport } from '../../lib/export-route.js';
import { importColumns } from '../order/sheet-columns.js';
import { streamPreorders } from './repository.js';
import { CHECK_DICT, tags } from './route-config.js';

/**
 * GET/POST /biz/preorder/export: one row per line with the header repeated, the import's own
 * columns first (so an export can be edited and imported again), then the check and the totals.
 */
export const preorderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/biz/preorder/export',
    permission: 'biz:preorder:export',
    tags,
    query: preorderQuery,
    sheet: { zh: '预订单', en: 'pre-orders' },
    columns: [
      ...importColumns.map(({ key, zh, en, width }) => ({ key, zh, en, width: width ?? 16 })),
      { key: 'totalAmount', zh: '总金额', en: 'Total amount', width: 14 },
      { key: 'checkStatus', zh: '审核状态', en: 'Check status', width: 12 },
      { key: 'checkRemark', zh: '审核意见', en: 'Check remark', width: 24 },
      { key: 'nbOfCartons', zh: '总箱数', en: 'Total cartons', width: 12 },
      { key: 'totalCbm', zh: '总体积', en: 'Total CBM', width: 12 },
      { key: 'grossWeightSum', zh: '总毛重', en: 'Total gross weight', width: 14 },
      { key: 'createBy', zh: '创建人', en: 'Created by', width: 12 },
      { key: 'createTime', zh: '创建时间', en: 'Created', width: 20 },
    ],
    rows: async (filter, lang, user) =>
      (async function* () {
        const status = await app.dictCache.labeller(CHECK_DICT, lang);
        for await (const { lines, ...p } of streamPreorders(app.db, user, filter)) {
          const header = { ...p, checkStatus: status(p.checkStatus) };
          for (const line of lines) yield { ...header, ...line };
        }
      })(),
  });
};

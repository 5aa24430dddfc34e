import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productQuery } from '../../../contract/product.js';
import { registerExport } from '../../lib/export-route.js';
import { productColumns } from './columns.js';
import { streamProducts } from './repository.js';
import { PRODUCT_DICT } from './machine.js';

/** GET/POST /biz/product/export: the list's filters, streamed in batches, statuses labelled. */
export const productExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/biz/product/export',
    permission: 'biz:product:export',
    tags: ['biz: product'],
    query: productQuery,
    sheet: { zh: '商品资料', en: 'products' },
    columns: [
      ...productColumns.map(({ key, zh, en, width }) => ({ key, zh, en, width })),
      { key: 'status', zh: '状态', en: 'Status', width: 14 },
      { key: 'createBy', zh: '创建者', en: 'Created by', width: 12 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang, user) =>
      (async function* () {
        const status = await app.dictCache.labeller(PRODUCT_DICT, lang);
        for await (const p of streamProducts(app.db, user, filter)) {
          yield { ...p, status: status(p.status) };
        }
      })(),
  });
};

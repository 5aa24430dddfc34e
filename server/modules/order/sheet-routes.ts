import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importQuery } from '../../../contract/import.js';
import { orderQuery } from '../../../contract/order.js';
import { importHandler, sendImportReport, sendImportTemplate } from '../../lib/excel-import.js';
import { registerExport } from '../../lib/export-route.js';
import { existingOrders, writeImportedOrders } from './import.js';
import { streamOrderLines } from './query.js';
import { importColumns } from './sheet-columns.js';
import { importOrderSheet } from './sheet-import.js';

const MAX_ROWS = 100_000;
const sheetName = { zh: '订单明细', en: 'order lines' };
const tags = ['biz: order'];
const perm = (action: string) => ({ access: { permission: `biz:order:${action}` } });

/**
 * The orders' own sheet, one row per goods line with the header repeated (as pre-orders have):
 * importData reads it, importTemplate gives it empty, exportLines fills it with the list's
 * orders, so an export can be corrected in Excel and imported again with "update existing".
 */
export const orderSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post('/biz/order/importData', {
    config: { dbGate: 'afterUpload', ...perm('import'), operLog: { title: 'order', businessType: 6 } },
    schema: {
      tags,
      summary: 'Import orders from .xlsx (multipart "file"), one row per goods line; updateSupport=true replaces existing editable orders; keepGood=false refuses the file on any bad row',
      consumes: ['multipart/form-data'],
      querystring: importQuery,
    },
  }, importHandler(async (request, reply) => {
    const { lang } = request;
    const user = request.user!;
    const { sheet, counts } = await importOrderSheet(request, db, app.dictCache, MAX_ROWS, (tx, options) => {
      const existing = existingOrders(tx, user, lang, options.updateSupport);
      return { refuse: existing.refuse, write: (orders) => writeImportedOrders(tx, user, lang, orders, existing.found) };
    });
    return sendImportReport(reply, lang, counts, sheet);
  }));

  const template = (request: { lang: 'zh' | 'en' }, reply: Parameters<typeof sendImportTemplate>[0]) => sendImportTemplate(reply, request.lang, sheetName, importColumns);
  app.get('/biz/order/importTemplate', { config: perm('import'), schema: { tags, summary: 'The import template (.xlsx), headers in the caller\'s language' } }, template);
  app.post('/biz/order/importTemplate', { config: { ...perm('import'), operLog: { title: 'order template', businessType: 0 } }, schema: { tags, summary: 'The import template (.xlsx)' } }, template);

  registerExport(app, {
    url: '/biz/order/exportLines',
    permission: 'biz:order:export',
    tags,
    query: orderQuery,
    sheet: sheetName,
    columns: importColumns.map(({ key, zh, en, width }) => ({ key, zh, en, width: width ?? 16 })),
    rows: async (filter, _lang, user) => streamOrderLines(db, user, filter),
  });
};

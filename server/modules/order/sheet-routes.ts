import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importQuery } from '../../../contract/import.js';
import { orderQuery } from '../../../contract/order.js';
import { mayWrite, importHandler, importStage, readImportInto, sendImportReport, sendImportTemplate, writesUnlessCancelled } from '../../lib/excel-import.js';
import { registerExport } from '../../lib/export-route.js';
import { existingOrders, saveImportedOrders } from './import.js';
import { streamOrderLines } from './query.js';
import { importColumns } from './sheet-columns.js';
import { currencyCodes, groupOrderSheet, settleOrderSheet } from './sheet-plan.js';

const MAX_ROWS = 100_000;
/** The helper only reads the cells; the plan checks the rows and groups them into orders. */
const anyRow = z.record(z.string(), z.string());
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
    const currencies = await currencyCodes(app.dictCache);
    const { sheet, result: grouped } = await readImportInto(request, { columns: importColumns, schema: anyRow, maxRows: MAX_ROWS }, (rows) => groupOrderSheet(lang, rows, currencies));
    const existing = await existingOrders(db, user, lang, sheet.options.updateSupport);
    const plan = await settleOrderSheet(lang, grouped, existing.refuse);
    sheet.errors.push(...plan.errors);
    const write = mayWrite(sheet) && plan.orders.length > 0;
    if (write) importStage(request, 'write');
    const counts = write ? await saveImportedOrders(writesUnlessCancelled(request, db), user, lang, plan.orders.map((o) => o.input), existing.found) : { inserted: 0, updated: 0 };
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

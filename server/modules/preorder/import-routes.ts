import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importQuery } from '../../../contract/import.js';
import { mayWrite, importHandler, importStage, readImportInto, sendImportReport, sendImportTemplate, writesUnlessCancelled } from '../../lib/excel-import.js';
import { importColumns } from '../order/sheet-columns.js';
import { currencyCodes, groupOrderSheet, settleOrderSheet } from '../order/sheet-plan.js';
import { msg } from './messages.js';
import { usedOrderNos } from './repository.js';
import { operLog, perm, tags } from './route-config.js';
import { saveImportedPreorders } from './service.js';

const MAX_ROWS = 100_000;
/** The helper only reads the cells; the rows are checked by the plan, which groups them into pre-orders. */
const anyRow = z.record(z.string(), z.string());
const sheetName = { zh: '预订单', en: 'pre-orders' };

/**
 * POST importData: one sheet row per order line, the header columns repeated on each row; rows
 * are grouped into pre-orders by orderNo. keepGood=true (default) saves the pre-orders whose rows
 * are all good; keepGood=false saves nothing when any row is bad. Bad rows answer 400 with the
 * row-numbered report.
 */
export const preorderImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post('/biz/preorder/importData', {
    config: { dbGate: 'afterUpload', ...perm('import'), ...operLog(6) },
    schema: { tags, summary: 'Import pre-orders from .xlsx (multipart "file"), one row per line; keepGood=false refuses the file on any bad row', consumes: ['multipart/form-data'], querystring: importQuery },
  }, importHandler(async (request, reply) => {
    const { lang } = request;
    const user = request.user!;
    const currencies = await currencyCodes(app.dictCache);
    const { sheet, result: grouped } = await readImportInto(request, { columns: importColumns, schema: anyRow, maxRows: MAX_ROWS }, (rows) => groupOrderSheet(lang, rows, currencies));
    // a pre-order's number must be free of orders and of other pre-orders
    const refuse = async (orderNos: string[]) => new Map([...(await usedOrderNos(db, orderNos))].map((no) => [no, `orderNo: ${msg(lang, 'preorderNoTaken', no)}`]));
    const plan = await settleOrderSheet(lang, grouped, refuse);
    sheet.errors.push(...plan.errors);
    let inserted = 0;
    if (mayWrite(sheet) && plan.orders.length) {
      importStage(request, 'write');
      await saveImportedPreorders(writesUnlessCancelled(request, db), plan.orders.map((o) => o.input), user);
      inserted = plan.orders.length;
    }
    return sendImportReport(reply, lang, { inserted, updated: 0 }, sheet);
  }));

  const template = (request: { lang: 'zh' | 'en' }, reply: Parameters<typeof sendImportTemplate>[0]) => sendImportTemplate(reply, request.lang, sheetName, importColumns);
  app.get('/biz/preorder/importTemplate', { config: perm('import'), schema: { tags, summary: 'The import template (.xlsx), headers in the caller\'s language' } }, template);
  app.post('/biz/preorder/importTemplate', { config: { ...perm('import'), operLog: { title: 'preorder template', businessType: 0 } }, schema: { tags, summary: 'The import template (.xlsx)' } }, template);
};

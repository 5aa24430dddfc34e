import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importQuery } from '../../../contract/import.js';
import { importHandler, sendImportReport, sendImportTemplate } from '../../lib/excel-import.js';
import { importColumns } from '../order/sheet-columns.js';
import { importOrderSheet } from '../order/sheet-import.js';
import { msg } from './messages.js';
import { usedOrderNos } from './repository.js';
import { operLog, perm, tags } from './route-config.js';
import { bulkInsertPreorders } from './bulk-insert.js';

const MAX_ROWS = 100_000;
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
    const { sheet, counts } = await importOrderSheet(request, db, app.dictCache, MAX_ROWS, (tx) => ({
      // a pre-order's number must be free of orders and of other pre-orders
      refuse: async (orderNos) => new Map([...(await usedOrderNos(tx, orderNos))].map((no) => [no, `orderNo: ${msg(lang, 'preorderNoTaken', no)}`])),
      write: async (orders) => {
        await bulkInsertPreorders(tx, orders, user);
        return { inserted: orders.length, updated: 0 };
      },
    }));
    return sendImportReport(reply, lang, counts, sheet);
  }));

  const template = (request: { lang: 'zh' | 'en' }, reply: Parameters<typeof sendImportTemplate>[0]) => sendImportTemplate(reply, request.lang, sheetName, importColumns);
  app.get('/biz/preorder/importTemplate', { config: perm('import'), schema: { tags, summary: 'The import template (.xlsx), headers in the caller\'s language' } }, template);
  app.post('/biz/preorder/importTemplate', { config: { ...perm('import'), operLog: { title: 'preorder template', businessType: 0 } }, schema: { tags, summary: 'The import template (.xlsx)' } }, template);
};

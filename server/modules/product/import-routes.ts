import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importQuery } from '../../../contract/import.js';
import { productImportRow } from '../../../contract/product.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict } from '../../lib/errors.js';
import { mayWrite, importHandler, importStage, readImport, sendImportReport, sendImportTemplate, writesUnlessCancelled } from '../../lib/excel-import.js';
import { msg } from './messages.js';
import { productColumns } from './columns.js';
import { planProductImport } from './import-plan.js';
import { applyProductImport } from './repository.js';

const MAX_ROWS = 100_000;
/**
 * POST /biz/product/importData: new article numbers are added (status to be completed); existing
 * ones are updated from the filled-in cells only with updateSupport, and never when accepted.
 * keepGood=false refuses the whole file when any row is bad. See server/lib/excel-import.ts.
 */
export const productImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['biz: product'];
  const access = { permission: 'biz:product:import' };

  app.post('/biz/product/importData', {
    config: { dbGate: 'afterUpload', access, operLog: { title: 'product', businessType: 6 } },
    schema: { tags, summary: 'Import products from .xlsx (multipart "file", at most 100 000 rows); updateSupport=true updates existing article numbers; keepGood=false refuses the file on any bad row', consumes: ['multipart/form-data'], querystring: importQuery },
  }, importHandler(async (request, reply) => {
    const { lang } = request;
    const caller = request.user!;
    const sheet = await readImport(request, { columns: productColumns, schema: productImportRow, maxRows: MAX_ROWS });
    const plan = await planProductImport(app.db, caller, lang, sheet.rows, sheet.options.updateSupport, sheet.errors);
    if (mayWrite(sheet) && (plan.inserts.length || plan.updates.length)) {
      try {
        importStage(request, 'write');
        await applyProductImport(writesUnlessCancelled(request, app.db), plan, caller);
      } catch (error) {
        // another import or add took an article number meanwhile, or a product moved
        if (isUniqueViolation(error) || (error as { stale?: boolean }).stale) throw conflict(msg(lang, 'productStale'));
        throw error;
      }
    }
    return sendImportReport(reply, lang, { inserted: plan.inserts.length, updated: plan.updates.length }, sheet);
  }));

  const template = async (request: { lang: 'zh' | 'en' }, reply: Parameters<typeof sendImportTemplate>[0]) =>
    sendImportTemplate(reply, request.lang, { zh: '商品资料', en: 'products' }, productColumns);
  app.get('/biz/product/importTemplate', { config: { access }, schema: { tags, summary: 'The import template (.xlsx), headers in the caller\'s language' } }, template);
  app.post('/biz/product/importTemplate', { config: { access, operLog: { title: 'product template', businessType: 0 } }, schema: { tags, summary: 'The import template (.xlsx)' } }, template);
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importQuery } from '../../../contract/import.js';
import { productImportRow } from '../../../contract/product.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict } from '../../lib/errors.js';
import { mayWrite, importHandler, importInBatches, importStage, sendImportReport, sendImportTemplate } from '../../lib/excel-import.js';
import { msg } from './messages.js';
import { productColumns } from './columns.js';
import { acceptProductRow } from './import-accept.js';
import { planProductImport } from './import-plan.js';
import { writeProductImport } from './repository.js';

const MAX_ROWS = 100_000;
/** Rows checked and written at a time: memory holds one batch, whatever the file's size. */
export const PRODUCT_IMPORT_BATCH = 5_000;

/**
 * POST /biz/product/importData: new article numbers are added (status to be completed); existing
 * ones are updated from the filled-in cells only with updateSupport, and never when accepted.
 * keepGood=false refuses the whole file when any row is bad. The rows are checked and written a
 * batch at a time in one transaction, which is rolled back when keepGood=false meets a bad row
 * (the rest are still checked, for the report) or the client hangs up. See server/lib/excel-import.ts.
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
    const counts = { inserted: 0, updated: 0 };
    const seen = new Set<string>();
    try {
      const sheet = await importInBatches(request, app.db, { columns: productColumns, schema: productImportRow, accept: acceptProductRow, maxRows: MAX_ROWS, batch: PRODUCT_IMPORT_BATCH }, async (tx, rows, sheet) => {
        const plan = await planProductImport(tx, caller, lang, rows, sheet.options.updateSupport, sheet.errors, seen);
        if (!mayWrite(sheet)) return;
        await writeProductImport(tx, plan, caller);
        counts.inserted += plan.inserts.length;
        counts.updated += plan.updates.length;
        importStage(request, 'write', counts.inserted + counts.updated);
      });
      return sendImportReport(reply, lang, counts, sheet);
    } catch (error) {
      // another import or add took an article number meanwhile, or a product moved
      if (isUniqueViolation(error) || (error as { stale?: boolean }).stale) throw conflict(msg(lang, 'productStale'));
      throw error;
    }
  }));

  const template = async (request: { lang: 'zh' | 'en' }, reply: Parameters<typeof sendImportTemplate>[0]) =>
    sendImportTemplate(reply, request.lang, { zh: '商品资料', en: 'products' }, productColumns);
  app.get('/biz/product/importTemplate', { config: { access }, schema: { tags, summary: 'The import template (.xlsx), headers in the caller\'s language' } }, template);
  app.post('/biz/product/importTemplate', { config: { access, operLog: { title: 'product template', businessType: 0 } }, schema: { tags, summary: 'The import template (.xlsx)' } }, template);
};

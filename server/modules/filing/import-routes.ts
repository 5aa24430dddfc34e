import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filingImportRow } from '../../../contract/filing.js';
import { importQuery } from '../../../contract/import.js';
import { mayWrite, importHandler, importStage, readImport, sendImportReport, sendImportTemplate, writesUnlessCancelled } from '../../lib/excel-import.js';
import { planFilingImport, saveFilingPlan } from './import.js';
import { importColumns, sheetName } from './sheet.js';

const tags = ['biz: filing'];
const perm = { access: { permission: 'biz:filing:import' } };

/** POST importData / GET importTemplate: filings from Excel, one row per order (import.ts). */
export const filingImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/biz/filing/importData', {
    config: { dbGate: 'afterUpload', ...perm, operLog: { title: 'filing', businessType: 6 } },
    schema: {
      tags,
      summary: 'Import filings from .xlsx (multipart "file"), one row per order; updateSupport=true edits the open filing under the edit rules; keepGood=false refuses the file on any bad row',
      consumes: ['multipart/form-data'],
      querystring: importQuery,
    },
  }, importHandler(async (request, reply) => {
    const ctx = { db: app.db, dict: app.dictCache, user: request.user!, lang: request.lang };
    const sheet = await readImport(request, { columns: importColumns, schema: filingImportRow, maxRows: 100_000 });
    const plan = await planFilingImport(ctx, sheet.rows, sheet.options.updateSupport);
    sheet.errors.push(...plan.errors);
    if (mayWrite(sheet)) importStage(request, 'write');
    const counts = mayWrite(sheet) ? await saveFilingPlan({ ...ctx, db: writesUnlessCancelled(request, app.db) }, plan) : { inserted: 0, updated: 0 };
    return sendImportReport(reply, request.lang, counts, sheet);
  }));

  const template = (request: { lang: 'zh' | 'en' }, reply: Parameters<typeof sendImportTemplate>[0]) => sendImportTemplate(reply, request.lang, sheetName, importColumns);
  app.get('/biz/filing/importTemplate', { config: perm, schema: { tags, summary: 'The import template (.xlsx), headers in the caller\'s language' } }, template);
  app.post('/biz/filing/importTemplate', { config: { ...perm, operLog: { title: 'filing template', businessType: 0 } }, schema: { tags, summary: 'The import template (.xlsx)' } }, template);
};

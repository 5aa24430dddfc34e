import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { importQuery, userImportRow } from '../../../contract/user.js';
import { mayWrite, importHandler, importStage, readImport, sendImportReport, sendImportTemplate, writesUnlessCancelled } from '../../lib/excel-import.js';
import { planImport } from './import-plan.js';
import { importColumns } from './import-sheet.js';
import { applyUserImport } from './repository.js';
import { operLog, perm, tags } from './route-config.js';
import { hashPassword } from '../../lib/password-hash.js';

const MAX_ROWS = 10_000;
/**
 * POST importData: every row is checked; the good rows are saved (in one transaction) and the
 * bad ones reported by sheet row number — or, with keepGood=false, nothing is saved when any row
 * is bad. With updateSupport=true an existing account in the caller's scope is updated from the
 * filled-in cells; otherwise it is a bad row. Any bad row makes the answer 400 (see excel-import).
 */
export const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post('/system/user/importData', {
    config: { dbGate: 'afterUpload', ...perm('import'), ...operLog(6) },
    schema: { tags, summary: 'Import users from .xlsx (multipart "file"); updateSupport=true updates existing accounts; keepGood=false refuses the file on any bad row', consumes: ['multipart/form-data'], querystring: importQuery },
  }, importHandler(async (request, reply) => {
    const { lang } = request;
    const caller = request.user!;
    const sheet = await readImport(request, { columns: importColumns, schema: userImportRow, maxRows: MAX_ROWS });
    const plan = await planImport(db, caller, lang, sheet.rows, sheet.options.updateSupport, sheet.errors);
    if (mayWrite(sheet) && (plan.inserts.length || plan.updates.length)) {
      const initial = (await app.configCache.get('sys.user.initPassword')) || '123456';
      importStage(request, 'write');
      await applyUserImport(writesUnlessCancelled(request, db), plan, plan.inserts.length ? await hashPassword(initial) : '', caller.userName);
    }
    return sendImportReport(reply, lang, { inserted: plan.inserts.length, updated: plan.updates.length }, sheet);
  }));

  const template = async (request: { lang: 'zh' | 'en' }, reply: FastifyReply) => sendImportTemplate(reply, request.lang, { zh: '用户数据', en: 'users' }, importColumns);
  app.get('/system/user/importTemplate', { config: perm('import'), schema: { tags, summary: 'The import template (.xlsx), headers in the caller\'s language' } }, template);
  app.post('/system/user/importTemplate', { config: { ...perm('import'), operLog: { title: 'user template', businessType: 0 } }, schema: { tags, summary: 'The import template (.xlsx)' } }, template);
};

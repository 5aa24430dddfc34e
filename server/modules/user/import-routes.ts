import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importQuery, type ImportReport } from '../../../contract/user.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { sendWorkbook } from '../../lib/excel.js';
import { msg } from '../../lib/messages.js';
import { sysUser } from '../identity/table.js';
import { planImport, type ImportPlan } from './import-plan.js';
import { importColumns, readUserSheet } from './import-sheet.js';
import { operLog, perm, tags } from './route-config.js';

const MAX_ROWS = 10_000;
const INSERT_CHUNK = 500;
const truthy = (v: unknown) => v === 'true' || v === '1' || v === true;

/** Writes the good rows in one transaction; new accounts share one hash of the initial password. */
async function applyImport(db: Db, plan: ImportPlan, hash: string, by: string) {
  await db.transaction(async (tx) => {
    for (let i = 0; i < plan.inserts.length; i += INSERT_CHUNK) {
      const chunk = plan.inserts.slice(i, i + INSERT_CHUNK);
      await tx.insert(sysUser).values(chunk.map((r) => ({ ...r, deptId: r.deptId ?? null, email: r.email ?? '', phonenumber: r.phonenumber ?? '', password: hash, createBy: by })));
    }
    for (const { userId, set: { email, phonenumber, ...rest } } of plan.updates) {
      const contact = { ...(email ? { email } : {}), ...(phonenumber ? { phonenumber } : {}) };
      await tx.update(sysUser).set({ ...rest, ...contact, updateBy: by, updateTime: new Date() }).where(eq(sysUser.userId, userId));
    }
  });
}

/**
 * POST importData: every row is checked; the good rows are saved (in one transaction) and the
 * bad ones reported by sheet row number. With updateSupport=true an existing account in the
 * caller's scope is updated from the filled-in cells; otherwise it is a bad row. Any bad row
 * makes the answer 400, whose `data` says how many rows were saved.
 */
export const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post('/system/user/importData', {
    config: { ...perm('import'), ...operLog(6) },
    schema: { tags, summary: 'Import users from .xlsx (multipart "file"); updateSupport=true updates existing accounts', consumes: ['multipart/form-data'], querystring: importQuery },
  }, async (request, reply) => {
    const { lang } = request;
    const caller = request.user!;
    const part = request.isMultipart() ? await request.file() : undefined;
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw badRequest(`file: ${msg(lang, 'fileMissing')}`, 'file');
    }
    const buffer = await part.toBuffer();
    const field = part.fields.updateSupport as { value?: unknown } | undefined;
    const updateSupport = truthy(request.query.updateSupport ?? field?.value);
    const sheet = buffer.subarray(0, 2).toString() === 'PK' ? await readUserSheet(buffer).catch(() => null) : null;
    if (!sheet) throw badRequest(msg(lang, 'importBadFile'), 'file');
    if (!sheet.known || sheet.rows.length === 0) throw badRequest(msg(lang, 'importEmpty'), 'file');
    if (sheet.rows.length > MAX_ROWS) throw badRequest(msg(lang, 'importTooMany', String(MAX_ROWS)), 'file');

    const plan = await planImport(db, caller, lang, sheet.rows, updateSupport);
    if (plan.inserts.length || plan.updates.length) {
      const initial = (await app.configCache.get('sys.user.initPassword')) || '123456';
      await applyImport(db, plan, plan.inserts.length ? await bcrypt.hash(initial, 10) : '', caller.userName);
    }
    const report: ImportReport = { inserted: plan.inserts.length, updated: plan.updates.length, failed: plan.errors.length, errors: plan.errors };
    const counts = [String(report.inserted), String(report.updated)];
    if (!plan.errors.length) return { code: 200, msg: msg(lang, 'importDone', ...counts), data: report };
    const text = [msg(lang, 'importPartial', ...counts, String(report.failed)), ...plan.errors].join('\n');
    return reply.status(400).send({ code: 400, msg: text, data: report });
  });

  const template = async (request: { lang: 'zh' | 'en' }, reply: Parameters<typeof sendWorkbook>[0]) => {
    const en = request.lang === 'en';
    const columns = importColumns.map((c) => ({ key: c.key, header: en ? c.en : c.zh, width: c.width }));
    return sendWorkbook(reply, en ? 'users' : '用户数据', columns, []);
  };
  app.get('/system/user/importTemplate', { config: perm('import'), schema: { tags, summary: 'The import template (.xlsx), headers in the caller\'s language' } }, template);
  app.post('/system/user/importTemplate', { config: { ...perm('import'), operLog: { title: 'user template', businessType: 0 } }, schema: { tags, summary: 'The import template (.xlsx)' } }, template);
};

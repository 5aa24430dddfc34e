import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importQuery } from '../../../contract/import.js';
import { productImportRow } from '../../../contract/product.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict } from '../../lib/errors.js';
import { mayWrite, readImport, sendImportReport, sendImportTemplate } from '../../lib/excel-import.js';
import { msg } from './messages.js';
import type { LoginUser } from '../../lib/login-user.js';
import { productColumns } from './columns.js';
import { planProductImport, type ProductImportPlan } from './import-plan.js';
import { storedValues } from './repository.js';
import { bizProduct } from './table.js';

const MAX_ROWS = 100_000;
const INSERT_CHUNK = 5000;

/**
 * Writes the plan in one transaction: all of it or, on a conflict, none of it. New rows travel
 * as one JSON parameter per chunk (json_to_recordset): far faster than thousands of bind
 * parameters, and the same on PGlite and PostgreSQL.
 */
async function applyImport(db: Db, plan: ProductImportPlan, caller: LoginUser) {
  await db.transaction(async (tx) => {
    for (let i = 0; i < plan.inserts.length; i += INSERT_CHUNK) {
      const chunk = plan.inserts.slice(i, i + INSERT_CHUNK).map((r) => ({ ...storedValues(r), articleNo: r.articleNo, nameZh: r.nameZh }));
      await tx.execute(sql`
        insert into biz_product (article_no, name_zh, name_en, hscode, length, width, height, gross_weight, net_weight, supplier, status, dept_id, user_id, create_by)
        select r."articleNo", r."nameZh", coalesce(r."nameEn", ''), coalesce(r.hscode, ''), r.length, r.width, r.height, r."grossWeight", r."netWeight",
               coalesce(r.supplier, ''), '0', ${caller.deptId}::bigint, ${caller.userId}::bigint, ${caller.userName}
        from json_to_recordset(${JSON.stringify(chunk)}::json) as r("articleNo" varchar, "nameZh" varchar, "nameEn" varchar, hscode varchar,
             length numeric, width numeric, height numeric, "grossWeight" numeric, "netWeight" numeric, supplier varchar)`);
    }
    for (const u of plan.updates) {
      const done = await tx
        .update(bizProduct)
        .set({ ...u.set, version: sql`${bizProduct.version} + 1`, updateBy: caller.userName, updateTime: new Date() })
        .where(and(eq(bizProduct.productId, u.productId), eq(bizProduct.version, u.version)))
        .returning({ id: bizProduct.productId });
      // accepted or edited since the file was checked: nothing of this import is kept
      if (!done.length) throw Object.assign(new Error('stale'), { stale: true });
    }
  });
}

/**
 * POST /biz/product/importData: new article numbers are added (status to be completed); existing
 * ones are updated from the filled-in cells only with updateSupport, and never when accepted.
 * keepGood=false refuses the whole file when any row is bad. See server/lib/excel-import.ts.
 */
export const productImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['biz: product'];
  const access = { permission: 'biz:product:import' };

  app.post('/biz/product/importData', {
    config: { access, operLog: { title: 'product', businessType: 6 } },
    schema: { tags, summary: 'Import products from .xlsx (multipart "file", at most 100 000 rows); updateSupport=true updates existing article numbers; keepGood=false refuses the file on any bad row', consumes: ['multipart/form-data'], querystring: importQuery },
  }, async (request, reply) => {
    const { lang } = request;
    const caller = request.user!;
    const sheet = await readImport(request, { columns: productColumns, schema: productImportRow, maxRows: MAX_ROWS });
    const plan = await planProductImport(app.db, caller, lang, sheet.rows, sheet.options.updateSupport, sheet.errors);
    if (mayWrite(sheet) && (plan.inserts.length || plan.updates.length)) {
      try {
        await applyImport(app.db, plan, caller);
      } catch (error) {
        // another import or add took an article number meanwhile, or a product moved
        if (isUniqueViolation(error) || (error as { stale?: boolean }).stale) throw conflict(msg(lang, 'productStale'));
        throw error;
      }
    }
    return sendImportReport(reply, lang, { inserted: plan.inserts.length, updated: plan.updates.length }, sheet);
  });

  const template = async (request: { lang: 'zh' | 'en' }, reply: Parameters<typeof sendImportTemplate>[0]) =>
    sendImportTemplate(reply, request.lang, { zh: '商品资料', en: 'products' }, productColumns);
  app.get('/biz/product/importTemplate', { config: { access }, schema: { tags, summary: 'The import template (.xlsx), headers in the caller\'s language' } }, template);
  app.post('/biz/product/importTemplate', { config: { access, operLog: { title: 'product template', businessType: 0 } }, schema: { tags, summary: 'The import template (.xlsx)' } }, template);
};

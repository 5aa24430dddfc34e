import { sql } from 'drizzle-orm';
import type { ProductImportRow } from '../../../contract/product.js';
import type { Db } from '../../db/client.js';
import { inJsonList } from '../../lib/bulk-insert.js';
import type { ImportSheet, RowError } from '../../lib/excel-import.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import type { LoginUser } from '../../lib/login-user.js';
import type { ProductImportKey } from './columns.js';
import { productScope, storedValues } from './repository.js';
import { bizProduct } from './table.js';

export type ProductSheetRow = ImportSheet<ProductImportRow, ProductImportKey>['rows'][number];

export interface ProductImportPlan {
  inserts: ProductImportRow[];
  /** the existing product, its version as read, and only the fields whose cells were filled in */
  updates: { productId: number; version: number; set: ReturnType<typeof storedValues> }[];
}

/** The stored products of a batch's article numbers, and whether the caller may see each. */
async function existing(db: Db, caller: LoginUser, articleNos: string[]) {
  const scope = productScope(caller);
  const rows = await db
    .select({
      productId: bizProduct.productId,
      articleNo: bizProduct.articleNo,
      status: bizProduct.status,
      version: bizProduct.version,
      visible: scope ? sql<boolean>`coalesce(${scope}, false)` : sql<boolean>`true`,
    })
    .from(bizProduct)
    .where(inJsonList(bizProduct.articleNo, articleNos));
  return new Map(rows.map((r) => [r.articleNo, { ...r, visible: Boolean(r.visible) }]));
}

/**
 * Sorts a batch of schema-valid rows into inserts and updates; an article number repeated (in
 * this batch or in `seen`, those of the batches before), an existing one without updateSupport,
 * one outside the caller's scope or an accepted one are bad rows (the same rules as the add and
 * edit endpoints). Nothing is written here.
 */
export async function planProductImport(db: Db, caller: LoginUser, lang: Lang, rows: ProductSheetRow[], updateSupport: boolean, errors: RowError[], seen: Set<string>): Promise<ProductImportPlan> {
  const known = await existing(db, caller, [...new Set(rows.map((r) => r.data.articleNo).filter((no) => !seen.has(no)))]);
  const plan: ProductImportPlan = { inserts: [], updates: [] };
  for (const { rowNumber, data, cells } of rows) {
    const fail = (text: string) => errors.push({ row: rowNumber, text });
    const articleNo = data.articleNo;
    if (seen.has(articleNo)) {
      fail(`articleNo: ${msg(lang, 'productArticleRepeated', articleNo)}`);
      continue;
    }
    seen.add(articleNo);
    const current = known.get(articleNo);
    if (!current) {
      plan.inserts.push(data);
      continue;
    }
    if (!updateSupport) fail(`articleNo: ${msg(lang, 'productArticleExists', articleNo)}`);
    else if (!current.visible) fail(`articleNo: ${msg(lang, 'productNotFound')}`);
    else if (current.status === '3') fail(`articleNo: ${msg(lang, 'productAccepted')}`);
    else {
      const filled = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'articleNo' && cells[key as ProductImportKey] !== undefined));
      plan.updates.push({ productId: current.productId, version: current.version, set: storedValues(filled) });
    }
  }
  return plan;
}

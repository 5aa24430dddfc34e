import type { ProductImportRow } from '../../../contract/product.js';
import type { Db } from '../../db/client.js';
import type { ImportSheet, RowError } from '../../lib/excel-import.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import type { LoginUser } from '../../lib/login-user.js';
import { findInScope } from '../../lib/scoped-rows.js';
import type { ProductImportKey } from './columns.js';
import { productsByArticleNo, storedValues } from './repository.js';

export type ProductSheetRow = ImportSheet<ProductImportRow, ProductImportKey>['rows'][number];

export interface ProductImportPlan {
  inserts: ProductImportRow[];
  /** the existing product, its version as read, and only the fields whose cells were filled in */
  updates: { productId: number; version: number; set: ReturnType<typeof storedValues> }[];
}

/**
 * Sorts a batch of schema-valid rows into inserts and updates; an article number repeated (in
 * this batch or in `seen`, those of the batches before), an existing one without updateSupport,
 * one outside the caller's scope or an accepted one are bad rows (the same rules as the add and
 * edit endpoints). Nothing is written here.
 */
export async function planProductImport(db: Db, caller: LoginUser, lang: Lang, rows: ProductSheetRow[], updateSupport: boolean, errors: RowError[], seen: Set<string>): Promise<ProductImportPlan> {
  const known = await findInScope(db, caller, productsByArticleNo, rows.map((r) => r.data.articleNo).filter((no) => !seen.has(no)));
  const plan: ProductImportPlan = { inserts: [], updates: [] };
  // one function for the batch, not one per row: the bundle names each closure as it is made (keepNames)
  const fail = (row: number, text: string) => errors.push({ row, text });
  for (const { rowNumber, data, cells } of rows) {
    const articleNo = data.articleNo;
    if (seen.has(articleNo)) {
      fail(rowNumber, `articleNo: ${msg(lang, 'productArticleRepeated', articleNo)}`);
      continue;
    }
    seen.add(articleNo);
    const current = known.mine.get(articleNo);
    if (!current && !known.outside.has(articleNo)) {
      plan.inserts.push(data);
      continue;
    }
    if (!updateSupport) fail(rowNumber, `articleNo: ${msg(lang, 'productArticleExists', articleNo)}`);
    else if (!current) fail(rowNumber, `articleNo: ${msg(lang, 'productNotFound')}`);
    else if (current.status === '3') fail(rowNumber, `articleNo: ${msg(lang, 'productAccepted')}`);
    else {
      const filled = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'articleNo' && cells[key as ProductImportKey] !== undefined));
      plan.updates.push({ productId: current.productId, version: current.version, set: storedValues(filled) });
    }
  }
  return plan;
}

import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductInput, ProductQuery, ProductRow, ProductStatus } from '../../../contract/product.js';
import type { Db } from '../../db/client.js';
import { copyRows } from '../../lib/copy-rows.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { num } from '../../lib/coerce.js';
import { keysetRows, pageOf } from '../../lib/list-query.js';
import type { ScopedRows } from '../../lib/scoped-rows.js';
import { formatTime } from '../../lib/time.js';
import type { LoginUser } from '../../lib/login-user.js';
import type { ProductImportPlan } from './import-plan.js';
import { bizProduct } from './table.js';

const filterSpec: FilterSpec = {
  articleNo: [bizProduct.articleNo, 'like'],
  nameZh: [bizProduct.nameZh, 'like'],
  nameEn: [bizProduct.nameEn, 'like'],
  hscode: [bizProduct.hscode, 'like'],
  supplier: [bizProduct.supplier, 'like'],
  status: [bizProduct.status, 'in'],
  createTime: [bizProduct.createTime, 'range'],
};
const sortable = {
  productId: bizProduct.productId,
  articleNo: bizProduct.articleNo,
  nameZh: bizProduct.nameZh,
  nameEn: bizProduct.nameEn,
  hscode: bizProduct.hscode,
  supplier: bizProduct.supplier,
  status: bizProduct.status,
  createTime: bizProduct.createTime,
  updateTime: bizProduct.updateTime,
};

/** Products carry the department and user of their creator (decisions.md §4). */
export const productScope = (user: LoginUser) => dataScopeFilter(user, { dept: bizProduct.deptId, user: bizProduct.userId });
export const productWhere = (user: LoginUser, q: Partial<ProductQuery>, ...extra: SQL[]) => whereOf(filterSpec, q, productScope(user), ...extra);

type Stored = typeof bizProduct.$inferSelect;

export const toProductRow = (p: Stored): ProductRow => ({
  productId: p.productId,
  articleNo: p.articleNo,
  nameZh: p.nameZh,
  nameEn: p.nameEn,
  hscode: p.hscode,
  length: num(p.length),
  width: num(p.width),
  height: num(p.height),
  grossWeight: num(p.grossWeight),
  netWeight: num(p.netWeight),
  supplier: p.supplier,
  status: p.status as ProductStatus,
  version: p.version,
  remark: p.remark,
  deptId: p.deptId,
  userId: p.userId,
  createBy: p.createBy,
  createTime: formatTime(p.createTime),
  updateBy: p.updateBy,
  updateTime: formatTime(p.updateTime),
});

const TEXT_FIELDS = ['articleNo', 'nameZh', 'nameEn', 'hscode', 'supplier', 'remark'] as const;
const DECIMAL_FIELDS = ['length', 'width', 'height', 'grossWeight', 'netWeight'] as const;

/** The stored form of the editable fields; fields left out (undefined) stay as they are. */
export function storedValues(input: Partial<Omit<ProductInput, 'productId' | 'status'>>) {
  const out: Record<string, unknown> = {};
  // a loop, not Object.entries().filter(): an import calls this once a row, 100 000 times
  for (const key of TEXT_FIELDS) if (input[key] !== undefined) out[key] = input[key];
  for (const key of DECIMAL_FIELDS) {
    const v = input[key];
    if (v !== undefined) out[key] = v === null ? null : String(v);
  }
  return out as Partial<typeof bizProduct.$inferInsert>;
}

const selectProducts = (db: Db) => db.select().from(bizProduct).$dynamic();

export const listProducts = (db: Db, user: LoginUser, q: ProductQuery) =>
  pageOf(db, q, {
    select: () => selectProducts(db),
    where: productWhere(user, q),
    sort: { sortable, fallback: [desc(bizProduct.createTime), desc(bizProduct.productId)] },
    total: bizProduct,
    map: toProductRow,
  });

export async function findProduct(db: Db, user: LoginUser, id: number) {
  const [row] = await db.select().from(bizProduct).where(and(eq(bizProduct.productId, id), productScope(user)));
  return row ? toProductRow(row) : undefined;
}

/** A new product (status 0, to be completed) owned by the caller's department and user; its id. */
export async function insertProduct(db: Db, input: ProductInput, user: LoginUser) {
  const [row] = await db
    .insert(bizProduct)
    .values({ ...storedValues(input), articleNo: input.articleNo, nameZh: input.nameZh, status: '0', deptId: user.deptId, userId: user.userId, createBy: user.userName })
    .returning({ productId: bizProduct.productId });
  return row.productId;
}

/** Conditional on the status and version read: a move or edit in between is a conflict (no row), not a silent overwrite. */
export const updateProductIfUnchanged = (db: Db, current: Pick<ProductRow, 'productId' | 'status' | 'version'>, input: Partial<ProductInput>, by: string) =>
  db
    .update(bizProduct)
    .set({ ...storedValues(input), version: current.version + 1, updateBy: by, updateTime: new Date() })
    .where(and(eq(bizProduct.productId, current.productId), eq(bizProduct.status, current.status), eq(bizProduct.version, current.version)))
    .returning({ id: bizProduct.productId });

/** Deletes those of `ids` still to be completed or completed (0, 1); the ids deleted. */
export const deleteEditableProducts = (db: Db, ids: number[]) =>
  db.delete(bizProduct).where(and(inArray(bizProduct.productId, ids), inArray(bizProduct.status, ['0', '1']))).returning({ id: bizProduct.productId });

/** Products by id, for a write over several (lib/scoped-rows.ts). */
export const productsById: ScopedRows<{ productId: number; articleNo: string; status: string }, number> = {
  key: bizProduct.productId,
  keyOf: (p) => p.productId,
  scope: productScope,
  read: (db, where) => db.select({ productId: bizProduct.productId, articleNo: bizProduct.articleNo, status: bizProduct.status }).from(bizProduct).where(where),
};

/** Products by article number, as an import checks them (lib/scoped-rows.ts). */
export const productsByArticleNo: ScopedRows<{ productId: number; articleNo: string; status: string; version: number }, string> = {
  key: bizProduct.articleNo,
  keyOf: (p) => p.articleNo,
  scope: productScope,
  read: (db, where) => db.select({ productId: bizProduct.productId, articleNo: bizProduct.articleNo, status: bizProduct.status, version: bizProduct.version }).from(bizProduct).where(where),
};

/** Every matching product, for the export (keyset batches: exports stay flat in memory). */
export const streamProducts = (db: Db, user: LoginUser, q: Partial<ProductQuery>, batch = 1000) =>
  keysetRows({ select: () => selectProducts(db), where: productWhere(user, q), key: bizProduct.productId, keyOf: (r) => r.productId, map: toProductRow, batch });

/** the columns an import writes, in the order of the values below */
const IMPORT_COLUMNS = ['article_no', 'name_zh', 'name_en', 'hscode', 'length', 'width', 'height', 'gross_weight', 'net_weight', 'supplier', 'status', 'dept_id', 'user_id', 'create_by'];

/**
 * Writes a batch's plan inside the import's transaction (a stale update throws, and the whole
 * import rolls back). New rows go by COPY (copy-rows.ts).
 */
export async function writeProductImport(tx: Db, plan: ProductImportPlan, caller: LoginUser) {
  await copyRows(tx, 'biz_product', IMPORT_COLUMNS, plan.inserts, (r) => [
    r.articleNo, r.nameZh, r.nameEn ?? '', r.hscode ?? '', r.length, r.width, r.height, r.grossWeight, r.netWeight, r.supplier ?? '', '0', caller.deptId, caller.userId, caller.userName,
  ]);
  for (const u of plan.updates) {
    const done = await tx
      .update(bizProduct)
      .set({ ...u.set, version: sql`${bizProduct.version} + 1`, updateBy: caller.userName, updateTime: new Date() })
      .where(and(eq(bizProduct.productId, u.productId), eq(bizProduct.version, u.version)))
      .returning({ id: bizProduct.productId });
    // accepted or edited since the batch was checked: nothing of this import is kept
    if (!done.length) throw Object.assign(new Error('stale'), { stale: true });
  }
}

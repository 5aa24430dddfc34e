import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { ProductInput, ProductQuery, ProductRow, ProductStatus } from '../../../contract/product.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { orderByOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import type { LoginUser } from '../../lib/login-user.js';
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
const num = (v: string | null) => (v === null ? null : Number(v));

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

/** The stored form of the editable fields; fields left out (undefined) stay as they are. */
export function storedValues(input: Partial<Omit<ProductInput, 'productId' | 'status'>>) {
  const dec = (v: number | null | undefined) => (v === undefined ? undefined : v === null ? null : String(v));
  const out = {
    articleNo: input.articleNo,
    nameZh: input.nameZh,
    nameEn: input.nameEn,
    hscode: input.hscode,
    length: dec(input.length),
    width: dec(input.width),
    height: dec(input.height),
    grossWeight: dec(input.grossWeight),
    netWeight: dec(input.netWeight),
    supplier: input.supplier,
    remark: input.remark,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Partial<typeof bizProduct.$inferInsert>;
}

export async function listProducts(db: Db, user: LoginUser, q: ProductQuery) {
  const where = productWhere(user, q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bizProduct)
      .where(where)
      .orderBy(...orderByOf(q, sortable, [desc(bizProduct.createTime), desc(bizProduct.productId)]))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ total: count() }).from(bizProduct).where(where),
  ]);
  return { rows: rows.map(toProductRow), total: Number(total) };
}

export async function findProduct(db: Db, user: LoginUser, id: number) {
  const [row] = await db.select().from(bizProduct).where(and(eq(bizProduct.productId, id), productScope(user)));
  return row ? toProductRow(row) : undefined;
}

export const scopedProducts = (db: Db, user: LoginUser, ids: number[]) =>
  db.select({ productId: bizProduct.productId, articleNo: bizProduct.articleNo, status: bizProduct.status }).from(bizProduct).where(and(inArray(bizProduct.productId, ids), productScope(user)));

/** Every matching product in id order, a batch at a time (keyset): exports stay flat in memory. */
export async function* streamProducts(db: Db, user: LoginUser, q: Partial<ProductQuery>, batch = 1000) {
  let after = 0;
  for (;;) {
    const rows = await db.select().from(bizProduct).where(productWhere(user, q, gt(bizProduct.productId, after))).orderBy(asc(bizProduct.productId)).limit(batch);
    for (const row of rows) yield toProductRow(row);
    if (rows.length < batch) return;
    after = rows[rows.length - 1].productId;
  }
}

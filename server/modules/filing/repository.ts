import { and, asc, count, desc, eq, gt, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { FilingQuery } from '../../../contract/filing.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { orderByOf } from '../../lib/list-query.js';
import { dateRange, formatTime } from '../../lib/time.js';
import type { LoginUser } from '../../lib/login-user.js';
import { bizOrder } from '../order/table.js';
import { bizFiling } from './table.js';

const filterSpec: FilterSpec = {
  qdNumber: [bizFiling.qdNumber, 'like'],
  customsDeclarationNumber: [bizFiling.customsDeclarationNumber, 'like'],
  customsBrokerCode: [bizFiling.customsBrokerCode, 'like'],
  orderNo: [bizOrder.orderNo, 'like'],
  orderId: [bizFiling.orderId, 'eq'],
  customsStatus: [bizFiling.customsStatus, 'in'],
  createTime: [bizFiling.createTime, 'range'],
};
const sortable = {
  filingId: bizFiling.filingId,
  orderNo: bizOrder.orderNo,
  qdNumber: bizFiling.qdNumber,
  customsStatus: bizFiling.customsStatus,
  auditDate: bizFiling.auditDate,
  createTime: bizFiling.createTime,
};

export const filingScope = (user: LoginUser) => dataScopeFilter(user, { dept: bizFiling.deptId, user: bizFiling.userId });

/** The second date range of the list: params[beginAuditDate] / params[endAuditDate]. */
function auditRange(q: Partial<FilingQuery>): SQL[] {
  const { from, to } = dateRange(q['params[beginAuditDate]'], q['params[endAuditDate]']);
  return [from ? gte(bizFiling.auditDate, from) : undefined, to ? lte(bizFiling.auditDate, to) : undefined].filter((c): c is SQL => !!c);
}

export const filingWhere = (user: LoginUser, q: Partial<FilingQuery>, ...extra: SQL[]) =>
  whereOf(filterSpec, q, ...auditRange(q), filingScope(user), ...extra);

const select = (db: Db) =>
  db
    .select({ filing: bizFiling, orderNo: bizOrder.orderNo, buyer: bizOrder.buyer })
    .from(bizFiling)
    .leftJoin(bizOrder, eq(bizOrder.orderId, bizFiling.orderId));
type Selected = Awaited<ReturnType<typeof select>>[number];

export const toFilingRow = ({ filing: f, orderNo, buyer }: Selected) => ({
  filingId: f.filingId,
  orderId: f.orderId,
  orderNo,
  buyer,
  qdNumber: f.qdNumber,
  customsDeclarationNumber: f.customsDeclarationNumber,
  customsBrokerCode: f.customsBrokerCode,
  reviewNotes: f.reviewNotes,
  reviewPhotos: f.reviewPhotos,
  auditDate: formatTime(f.auditDate),
  confirmDeliveryTime: formatTime(f.confirmDeliveryTime),
  actItemNo: f.actItemNo,
  signTime: formatTime(f.signTime),
  customsStatus: f.customsStatus as '0' | '1' | '2' | '3' | '4' | '5',
  version: f.version,
  createBy: f.createBy,
  createTime: formatTime(f.createTime),
  updateBy: f.updateBy,
  updateTime: formatTime(f.updateTime),
});
export type FilingListRow = ReturnType<typeof toFilingRow>;

export async function listFilings(db: Db, user: LoginUser, q: FilingQuery) {
  const where = filingWhere(user, q);
  const [rows, [{ total }]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(...orderByOf(q, sortable, [desc(bizFiling.createTime), desc(bizFiling.filingId)]))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    // the order join only matters when the list filters by order number
    q.orderNo
      ? db.select({ total: count() }).from(bizFiling).leftJoin(bizOrder, eq(bizOrder.orderId, bizFiling.orderId)).where(where)
      : db.select({ total: count() }).from(bizFiling).where(where),
  ]);
  return { rows: rows.map(toFilingRow), total: Number(total) };
}

/** Every matching filing in id order, a batch at a time (keyset): exports stay flat in memory. */
export async function* streamFilings(db: Db, user: LoginUser, q: Partial<FilingQuery>, batch = 1000) {
  let after = 0;
  for (;;) {
    const rows = await select(db).where(filingWhere(user, q, gt(bizFiling.filingId, after))).orderBy(asc(bizFiling.filingId)).limit(batch);
    for (const row of rows) yield toFilingRow(row);
    if (rows.length < batch) return;
    after = rows[rows.length - 1].filing.filingId;
  }
}

/** One filing in the caller's data scope, or undefined. */
export async function findFiling(db: Db, user: LoginUser, filingId: number) {
  const [row] = await select(db).where(and(eq(bizFiling.filingId, filingId), filingScope(user)));
  return row ? toFilingRow(row) : undefined;
}

/** The filings among these ids that the caller may see. */
export const scopedFilings = (db: Db, user: LoginUser, ids: number[]) =>
  db
    .select({ filingId: bizFiling.filingId, customsStatus: bizFiling.customsStatus })
    .from(bizFiling)
    .where(and(inArray(bizFiling.filingId, ids), filingScope(user)));

/** An order the caller may file: in the caller's data scope (of orders). */
export async function scopedOrder(db: Db, user: LoginUser, orderId: number) {
  const [row] = await db
    .select({ orderId: bizOrder.orderId, orderNo: bizOrder.orderNo, overState: bizOrder.overState })
    .from(bizOrder)
    .where(and(eq(bizOrder.orderId, orderId), dataScopeFilter(user, { dept: bizOrder.deptId, user: bizOrder.userId })));
  return row;
}

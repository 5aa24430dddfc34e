import { and, count, desc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { FilingQuery } from '../../../contract/filing.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { keysetRows, pageOf } from '../../lib/list-query.js';
import type { ScopedRows } from '../../lib/scoped-rows.js';
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
    .leftJoin(bizOrder, eq(bizOrder.orderId, bizFiling.orderId))
    .$dynamic();
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

export const listFilings = (db: Db, user: LoginUser, q: FilingQuery) =>
  pageOf(db, q, {
    select: () => select(db),
    where: filingWhere(user, q),
    sort: { sortable, fallback: [desc(bizFiling.createTime), desc(bizFiling.filingId)] },
    // the order join only matters when the list filters by order number
    total: q.orderNo ? () => db.select({ total: count() }).from(bizFiling).leftJoin(bizOrder, eq(bizOrder.orderId, bizFiling.orderId)).$dynamic() : bizFiling,
    map: toFilingRow,
  });

/** Every matching filing, for the export (keyset batches: exports stay flat in memory). */
export const streamFilings = (db: Db, user: LoginUser, q: Partial<FilingQuery>, batch = 1000) =>
  keysetRows({ select: () => select(db), where: filingWhere(user, q), key: bizFiling.filingId, keyOf: (r) => r.filing.filingId, map: toFilingRow, batch });

/** One filing in the caller's data scope, or undefined. */
export async function findFiling(db: Db, user: LoginUser, filingId: number) {
  const [row] = await select(db).where(and(eq(bizFiling.filingId, filingId), filingScope(user)));
  return row ? toFilingRow(row) : undefined;
}

/** Filings by id, for a write over several (lib/scoped-rows.ts). */
export const filingsById: ScopedRows<{ filingId: number; customsStatus: string }, number> = {
  key: bizFiling.filingId,
  keyOf: (f) => f.filingId,
  scope: filingScope,
  read: (db, where) => db.select({ filingId: bizFiling.filingId, customsStatus: bizFiling.customsStatus }).from(bizFiling).where(where),
};

/** An order the caller may file: in the caller's data scope (of orders). */
export async function scopedOrder(db: Db, user: LoginUser, orderId: number) {
  const [row] = await db
    .select({ orderId: bizOrder.orderId, orderNo: bizOrder.orderNo, overState: bizOrder.overState, bondedStatus: bizOrder.bondedStatus })
    .from(bizOrder)
    .where(and(eq(bizOrder.orderId, orderId), dataScopeFilter(user, { dept: bizOrder.deptId, user: bizOrder.userId })));
  return row;
}

/** Locks the order's row until the transaction ends: two adds for one order take turns. */
export const lockOrder = (tx: Db, orderId: number) => tx.select({ id: bizOrder.orderId }).from(bizOrder).where(eq(bizOrder.orderId, orderId)).for('update');

/** Whether the order has a filing that is not rejected (4). */
export async function hasOpenFiling(db: Db, orderId: number) {
  const [open] = await db
    .select({ id: bizFiling.filingId })
    .from(bizFiling)
    .where(and(eq(bizFiling.orderId, orderId), ne(bizFiling.customsStatus, '4')))
    .limit(1);
  return Boolean(open);
}

/** The open (not rejected) filing of an order, by order, as the list shows it (lib/scoped-rows.ts). */
export const openFilingsByOrder: ScopedRows<FilingListRow, number> = {
  key: bizFiling.orderId,
  keyOf: (f) => f.orderId,
  scope: filingScope,
  where: ne(bizFiling.customsStatus, '4'),
  read: async (db, where) => (await select(db).where(where)).map(toFilingRow),
};

export async function insertFiling(db: Db, values: typeof bizFiling.$inferInsert) {
  const [row] = await db.insert(bizFiling).values(values).returning({ filingId: bizFiling.filingId });
  return row.filingId;
}

/** Conditional on the status read: a move in between makes the edit a conflict (no row), not a silent write. */
export const updateFilingIfUnchanged = (db: Db, current: Pick<FilingListRow, 'filingId' | 'customsStatus'>, set: Partial<typeof bizFiling.$inferInsert>) =>
  db
    .update(bizFiling)
    .set(set)
    .where(and(eq(bizFiling.filingId, current.filingId), eq(bizFiling.customsStatus, current.customsStatus)))
    .returning({ id: bizFiling.filingId });

/** Deletes those of `ids` still in draft (0); the ids deleted. */
export const deleteDraftFilings = (db: Db, ids: number[]) =>
  db.delete(bizFiling).where(and(inArray(bizFiling.filingId, ids), eq(bizFiling.customsStatus, '0'))).returning({ id: bizFiling.filingId });

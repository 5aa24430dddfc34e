import { asc, count, desc, eq, gt, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { OrderQuery } from '../../../contract/order.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { notFound } from '../../lib/errors.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { orderByOf } from '../../lib/list-query.js';
import { msg, type Lang } from '../../lib/messages.js';
import { dateRange, formatTime } from '../../lib/time.js';
import type { LoginUser } from '../auth/session.js';
import { bizOrder, bizOrderLine } from './table.js';

const filterSpec: FilterSpec = {
  orderNo: [bizOrder.orderNo, 'like'],
  buyer: [bizOrder.buyer, 'like'],
  vendorDeptName: [bizOrder.vendorDeptName, 'like'],
  da: [bizOrder.da, 'like'],
  customsStatus: [bizOrder.customsStatus, 'eq'],
  transportStatus: [bizOrder.transportStatus, 'eq'],
  overState: [bizOrder.overState, 'eq'],
  bondedStatus: [bizOrder.bondedStatus, 'eq'],
  createTime: [bizOrder.createTime, 'range'],
};
const sortable = {
  orderId: bizOrder.orderId,
  orderNo: bizOrder.orderNo,
  buyer: bizOrder.buyer,
  vendorDeptName: bizOrder.vendorDeptName,
  nbOfCartons: bizOrder.nbOfCartons,
  totalCbm: bizOrder.totalCbm,
  grossWeightSum: bizOrder.grossWeightSum,
  toWarehouseTime: bizOrder.toWarehouseTime,
  createTime: bizOrder.createTime,
};

export const orderScope = (user: LoginUser) => dataScopeFilter(user, { dept: bizOrder.deptId, user: bizOrder.userId });

/** The orders a list or export shows: the filters, both date ranges, the data scope. */
export function orderWhere(user: LoginUser, q: Partial<OrderQuery>, ...extra: SQL[]) {
  const { from, to } = dateRange(q['params[beginToWarehouseTime]'], q['params[endToWarehouseTime]']);
  return whereOf(
    filterSpec,
    q,
    from ? gte(bizOrder.toWarehouseTime, from) : undefined,
    to ? lte(bizOrder.toWarehouseTime, to) : undefined,
    orderScope(user),
    ...extra,
  );
}

type OrderRecord = typeof bizOrder.$inferSelect;
const num = (v: string | null) => (v === null ? null : Number(v));

export const toOrderRow = (r: OrderRecord) => ({
  ...r,
  totalCbm: Number(r.totalCbm),
  keepRecordCbm: Number(r.keepRecordCbm),
  grossWeightSum: Number(r.grossWeightSum),
  specialQtyRate: num(r.specialQtyRate),
  toWarehouseTime: formatTime(r.toWarehouseTime),
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

const toLineRow = (l: typeof bizOrderLine.$inferSelect) => ({
  ...l,
  originalQty: Number(l.originalQty),
  unitPrice: Number(l.unitPrice),
  totalAmount: Number(l.totalAmount),
  cbm: Number(l.cbm),
  grossWeight: Number(l.grossWeight),
});

export async function listOrders(db: Db, user: LoginUser, q: OrderQuery) {
  const where = orderWhere(user, q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bizOrder)
      .where(where)
      .orderBy(...orderByOf(q, sortable, [desc(bizOrder.createTime), desc(bizOrder.orderId)]))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ total: count() }).from(bizOrder).where(where),
  ]);
  return { rows: rows.map(toOrderRow), total: Number(total) };
}

/** Every matching order, a batch at a time in id order (keyset): exports stay flat in memory. */
export async function* streamOrders(db: Db, user: LoginUser, q: Partial<OrderQuery>, batch = 1000) {
  let after = 0;
  for (;;) {
    const rows = await db.select().from(bizOrder).where(orderWhere(user, q, gt(bizOrder.orderId, after))).orderBy(asc(bizOrder.orderId)).limit(batch);
    for (const r of rows) yield toOrderRow(r);
    if (rows.length < batch) return;
    after = rows[rows.length - 1].orderId;
  }
}

/** One order in the caller's data scope (404 otherwise: out of scope reads as not there). */
export async function findOrder(db: Db, user: LoginUser, orderId: number, lang: Lang) {
  const [row] = await db.select().from(bizOrder).where(whereOf({}, {}, eq(bizOrder.orderId, orderId), orderScope(user)));
  if (!row) throw notFound(msg(lang, 'orderNotFound'));
  return row;
}

export async function linesOf(db: Db, orderId: number) {
  const rows = await db.select().from(bizOrderLine).where(eq(bizOrderLine.orderId, orderId)).orderBy(asc(bizOrderLine.lineNo));
  return rows.map(toLineRow);
}

/** Orders of `ids` in the caller's scope, for writes over several at once. */
export const scopedOrders = (db: Db, user: LoginUser, ids: number[]) =>
  db.select().from(bizOrder).where(whereOf({}, {}, inArray(bizOrder.orderId, ids), orderScope(user)));

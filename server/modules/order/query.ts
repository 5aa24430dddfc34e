import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderQuery } from '../../../contract/order.js';
import type { Db } from '../../db/client.js';
import { DATA_SCOPE, dataScopeFilter } from '../../lib/data-scope.js';
import { notFound } from '../../lib/errors.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { orderByOf } from '../../lib/list-query.js';
import { msg, type Lang } from '../../lib/messages.js';
import { dateRange, formatTime } from '../../lib/time.js';
import type { LoginUser } from '../auth/session.js';
import { bizOrder, bizOrderCount, bizOrderLine } from './table.js';

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

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const floorDay = (d: Date) => Math.floor(d.getTime() / DAY) * DAY;
/** Offsets up to this are read straight (cheap); deeper pages start from their day bucket. */
const SHALLOW = 500;

/** A stretch of createTime with its number of matching orders; `lo` inclusive, `hi` exclusive, null = open. */
interface Bucket {
  lo: Date | null;
  hi: Date | null;
  n: number;
  /** the orders without a createTime (they sort as the latest) */
  undated?: boolean;
}

/**
 * Whether biz_order_count can answer the query: status and createTime filters and a data scope by
 * department only (text searches, the warehouse-time range and "own data only" are not in its key).
 */
function countable(user: LoginUser, q: OrderQuery) {
  if (q.orderNo || q.buyer || q.vendorDeptName || q.da) return false;
  if (q['params[beginToWarehouseTime]'] || q['params[endToWarehouseTime]']) return false;
  if (user.roles.includes('admin') || user.dataScopes.some((s) => s.dataScope === DATA_SCOPE.all)) return true;
  return !user.dataScopes.some((s) => s.dataScope === DATA_SCOPE.self);
}

/**
 * The matching orders per stretch of createTime, oldest first: whole UTC days summed from
 * biz_order_count, the partial days at either end of the range counted on the orders' index.
 * Without `perDay` the whole days come as one bucket (enough for a total: no grouping).
 */
async function bucketsOf(db: Db, user: LoginUser, q: OrderQuery, perDay = true): Promise<Bucket[]> {
  const { from, to } = dateRange(q['params[beginTime]'], q['params[endTime]']);
  const c = bizOrderCount;
  const statusWhere = whereOf(
    { customsStatus: [c.customsStatus, 'eq'], transportStatus: [c.transportStatus, 'eq'], overState: [c.overState, 'eq'], bondedStatus: [c.bondedStatus, 'eq'] },
    q,
    dataScopeFilter(user, { dept: c.deptId }),
  );
  const edge = async (lo: Date | null, hi: Date | null, hiInclusive: boolean): Promise<Bucket> => {
    const time = and(lo ? gte(bizOrder.createTime, lo) : undefined, hi ? (hiInclusive ? lte(bizOrder.createTime, hi) : lt(bizOrder.createTime, hi)) : undefined);
    const [{ n }] = await db.select({ n: count() }).from(bizOrder).where(orderWhere(user, { ...q, 'params[beginTime]': undefined, 'params[endTime]': undefined }, ...(time ? [time] : [])));
    return { lo, hi: hi && hiInclusive ? new Date(hi.getTime() + 1) : hi, n: Number(n) };
  };
  const fullStart = from ? Math.ceil(from.getTime() / DAY) * DAY : null;
  const fullEnd = to ? floorDay(to) : null;
  if (from && to && fullStart! >= fullEnd!) return [await edge(from, to, true)];
  const daysWhere = and(
    statusWhere,
    fullStart !== null ? gte(c.day, dayOf(fullStart)) : undefined,
    fullEnd !== null ? lt(c.day, dayOf(fullEnd)) : undefined,
    from || to ? sql`${c.day} < 'infinity'::date` : undefined,
  );
  const days = perDay
    ? db.select({ day: c.day, n: sql<string>`sum(${c.n}::int)` }).from(c).where(daysWhere).groupBy(c.day).having(sql`sum(${c.n}::int) > 0`).orderBy(asc(c.day))
    : db.select({ day: sql<string>`'all'`, n: sql<string>`coalesce(sum(${c.n}::int), 0)` }).from(c).where(daysWhere);
  const [lower, rows, upper] = await Promise.all([
    from && fullStart! > from.getTime() ? edge(from, new Date(fullStart!), false) : undefined,
    days,
    to ? edge(new Date(fullEnd!), to, true) : undefined,
  ]);
  const buckets: Bucket[] = [];
  if (lower) buckets.push(lower);
  for (const r of rows) {
    if (r.day === 'all') buckets.push({ lo: null, hi: null, n: Number(r.n) });
    else if (r.day === 'infinity') buckets.push({ lo: null, hi: null, n: Number(r.n), undated: true });
    else {
      const lo = Date.parse(`${r.day}T00:00:00Z`);
      buckets.push({ lo: new Date(lo), hi: new Date(lo + DAY), n: Number(r.n) });
    }
  }
  if (upper) buckets.push(upper);
  return buckets;
}

/**
 * One page of orders and the total. When biz_order_count can answer, the total is a sum over it
 * and a deep page sorted by createTime starts from the day bucket it falls in (its offset stays
 * within that day); otherwise count(*) and OFFSET, the filters then being selective.
 */
export async function listOrders(db: Db, user: LoginUser, q: OrderQuery) {
  const offset = (q.pageNum - 1) * q.pageSize;
  const orderBy = orderByOf(q, sortable, [desc(bizOrder.createTime), desc(bizOrder.orderId)]);
  const page = (off: number, ...extra: SQL[]) => db.select().from(bizOrder).where(orderWhere(user, q, ...extra)).orderBy(...orderBy).limit(q.pageSize).offset(off);
  if (!countable(user, q)) {
    const [rows, [{ total }]] = await Promise.all([page(offset), db.select({ total: count() }).from(bizOrder).where(orderWhere(user, q))]);
    return { rows: rows.map(toOrderRow), total: Number(total) };
  }
  const byTime = !q.orderByColumn || q.orderByColumn === 'createTime';
  if (offset <= SHALLOW || !byTime) {
    const [rows, buckets] = await Promise.all([page(offset), bucketsOf(db, user, q, false)]);
    return { rows: rows.map(toOrderRow), total: buckets.reduce((t, b) => t + b.n, 0) };
  }
  const buckets = await bucketsOf(db, user, q);
  const total = buckets.reduce((t, b) => t + b.n, 0);
  if (offset >= total) return { rows: [], total };
  // newest first unless createTime is asked ascending; undated orders sort as the latest
  const descending = !q.orderByColumn || q.isAsc === 'descending' || q.isAsc === 'desc';
  const walk = descending ? [...buckets].reverse() : buckets;
  let before = 0;
  let i = 0;
  while (before + walk[i].n <= offset) before += walk[i++].n;
  const b = walk[i];
  let start: SQL | undefined;
  if (i > 0 || !descending) {
    if (descending) start = b.hi ? lt(bizOrder.createTime, b.hi) : undefined;
    // ascending, the undated orders come last: a page may run on into them
    else start = b.undated ? isNull(bizOrder.createTime) : b.lo ? or(gte(bizOrder.createTime, b.lo), isNull(bizOrder.createTime)) : undefined;
  }
  const rows = await page(offset - before, ...(start ? [start] : []));
  return { rows: rows.map(toOrderRow), total };
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

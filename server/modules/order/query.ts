import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderQuery } from '../../../contract/order.js';
import { queryRows, type Db } from '../../db/client.js';
import { DATA_SCOPE, dataScopeFilter } from '../../lib/data-scope.js';
import { notFound } from '../../lib/errors.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { num } from '../../lib/coerce.js';
import { keysetRows, orderByOf, pageOf } from '../../lib/list-query.js';
import type { Lang } from '../../lib/messages.js';
import type { ScopedRows } from '../../lib/scoped-rows.js';
import { msg } from './messages.js';
import { dateRange, formatTime } from '../../lib/time.js';
import type { LoginUser } from '../../lib/login-user.js';
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
 * The pieces of the matching orders per stretch of createTime, unsent: whole UTC days summed
 * from biz_order_count, the partial days at either end of the range counted on the orders'
 * index. The callers send them as one statement with what else they need (the total with its
 * page, the edges beside the day sums): on the embedded database every statement is a round
 * trip of its own, its queries run one at a time anyway, and that was a third of the list's time.
 */
function bucketSql(db: Db, user: LoginUser, q: OrderQuery) {
  const { from, to } = dateRange(q['params[beginTime]'], q['params[endTime]']);
  const c = bizOrderCount;
  const statusWhere = whereOf(
    { customsStatus: [c.customsStatus, 'eq'], transportStatus: [c.transportStatus, 'eq'], overState: [c.overState, 'eq'], bondedStatus: [c.bondedStatus, 'eq'] },
    q,
    dataScopeFilter(user, { dept: c.deptId }),
  );
  /** count(*) of the orders in [lo, hi) (or [lo, hi] when hiInclusive) */
  const edge = (lo: Date | null, hi: Date | null, hiInclusive: boolean) => {
    const time = and(lo ? gte(bizOrder.createTime, lo) : undefined, hi ? (hiInclusive ? lte(bizOrder.createTime, hi) : lt(bizOrder.createTime, hi)) : undefined);
    return db.select({ n: count() }).from(bizOrder).where(orderWhere(user, { ...q, 'params[beginTime]': undefined, 'params[endTime]': undefined }, ...(time ? [time] : [])));
  };
  const fullStart = from ? Math.ceil(from.getTime() / DAY) * DAY : null;
  const fullEnd = to ? floorDay(to) : null;
  // within one day: no whole day, the range is one edge
  if (from && to && fullStart! >= fullEnd!) return { kind: 'single', from, to, single: edge(from, to, true) } as const;
  const daysWhere = and(
    statusWhere,
    fullStart !== null ? gte(c.day, dayOf(fullStart)) : undefined,
    fullEnd !== null ? lt(c.day, dayOf(fullEnd)) : undefined,
    from || to ? sql`${c.day} < 'infinity'::date` : undefined,
  );
  return {
    kind: 'days',
    from,
    to,
    fullStart,
    fullEnd,
    daysWhere,
    lower: from && fullStart! > from.getTime() ? edge(from, new Date(fullStart!), false) : undefined,
    upper: to ? edge(new Date(fullEnd!), to, true) : undefined,
  } as const;
}

/** The total of the buckets as one SQL expression (scalar subqueries: evaluated once). */
function totalSql(db: Db, user: LoginUser, q: OrderQuery): SQL<number> {
  const b = bucketSql(db, user, q);
  if (b.kind === 'single') return sql<number>`(${b.single})::int`.mapWith(Number);
  const c = bizOrderCount;
  const parts = [sql`(select coalesce(sum(${c.n}::int), 0) from ${c} where ${b.daysWhere ?? sql`true`})`];
  if (b.lower) parts.push(sql`(${b.lower})`);
  if (b.upper) parts.push(sql`(${b.upper})`);
  return sql<number>`(${sql.join(parts, sql` + `)})::int`.mapWith(Number);
}

/** The buckets oldest first, in one statement (the edges ride along the day sums in a UNION ALL). */
async function bucketsOf(db: Db, user: LoginUser, q: OrderQuery): Promise<Bucket[]> {
  const b = bucketSql(db, user, q);
  if (b.kind === 'single') {
    const [{ n }] = await b.single;
    return [{ lo: b.from, hi: new Date(b.to.getTime() + 1), n: Number(n) }];
  }
  const c = bizOrderCount;
  // labelled rows, put in order here: lower edge, days, the undated ('infinity'), upper edge
  const rows = await queryRows<{ day: string; n: number | string }>(db, sql`
    select day, n from (
      select ${c.day}::text as day, sum(${c.n}::int) as n from ${c} where ${b.daysWhere ?? sql`true`} group by ${c.day} having sum(${c.n}::int) > 0
      ${b.lower ? sql`union all select 'lower', (${b.lower})` : sql``}
      ${b.upper ? sql`union all select 'upper', (${b.upper})` : sql``}
    ) x`);
  const buckets: Bucket[] = [];
  let lower: Bucket | undefined;
  let upper: Bucket | undefined;
  const days: Bucket[] = [];
  let undated: Bucket | undefined;
  for (const r of rows) {
    const n = Number(r.n);
    if (r.day === 'lower') lower = { lo: b.from!, hi: new Date(b.fullStart!), n };
    else if (r.day === 'upper') upper = { lo: new Date(b.fullEnd!), hi: new Date(b.to!.getTime() + 1), n };
    else if (r.day === 'infinity') undated = { lo: null, hi: null, n, undated: true };
    else {
      const lo = Date.parse(`${r.day}T00:00:00Z`);
      days.push({ lo: new Date(lo), hi: new Date(lo + DAY), n });
    }
  }
  days.sort((x, y) => x.lo!.getTime() - y.lo!.getTime());
  if (lower) buckets.push(lower);
  buckets.push(...days);
  if (undated) buckets.push(undated);
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
  const sort = { sortable, fallback: [desc(bizOrder.createTime), desc(bizOrder.orderId)] };
  const where = orderWhere(user, q);
  const orders = () => db.select().from(bizOrder).$dynamic();
  if (!countable(user, q)) return pageOf(db, q, { select: orders, where, sort, total: bizOrder, map: toOrderRow });
  const byTime = !q.orderByColumn || q.orderByColumn === 'createTime';
  if (offset <= SHALLOW || !byTime) {
    // the page and its total in one statement: the total rides on every row as a scalar
    // subquery (computed once); only a page past the end, with no row, asks for it alone
    const total = totalSql(db, user, q);
    return pageOf(db, q, {
      select: () => db.select({ ...getTableColumns(bizOrder), total }).from(bizOrder).$dynamic(),
      where,
      sort,
      total: { fromRows: async (rows) => Number(rows.length ? rows[0].total : (await queryRows<{ n: number | string }>(db, sql`select ${total} as n`))[0].n) },
      map: ({ total: _, ...r }) => toOrderRow(r),
    });
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
  // not pageOf: the offset is counted from the bucket's start, and the total is known already
  const rows = await orders()
    .where(orderWhere(user, q, ...(start ? [start] : [])))
    .orderBy(...orderByOf(q, sort.sortable, sort.fallback))
    .limit(q.pageSize)
    .offset(offset - before);
  return { rows: rows.map(toOrderRow), total };
}

/** Every matching order, for the exports (keyset batches: exports stay flat in memory). */
export const streamOrders = (db: Db, user: LoginUser, q: Partial<OrderQuery>, batch = 1000) =>
  keysetRows({ select: () => db.select().from(bizOrder).$dynamic(), where: orderWhere(user, q), key: bizOrder.orderId, keyOf: (r) => r.orderId, map: toOrderRow, batch });

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

type OrderRow = typeof bizOrder.$inferSelect;

/** Orders by id, locked until the transaction ends (in id order), for writes over several (lib/scoped-rows.ts). */
export const ordersForUpdate: ScopedRows<OrderRow, number> = {
  key: bizOrder.orderId,
  keyOf: (o) => o.orderId,
  scope: orderScope,
  read: (db, where) => db.select().from(bizOrder).where(where).orderBy(bizOrder.orderId).for('update'),
};

// an import looks up tens of thousands: only what its checks read
const statusColumns = { orderId: bizOrder.orderId, orderNo: bizOrder.orderNo, version: bizOrder.version, customsStatus: bizOrder.customsStatus, editStatus: bizOrder.editStatus, overState: bizOrder.overState, bondedStatus: bizOrder.bondedStatus };

/** Orders by number with their statuses, for the imports that name them (lib/scoped-rows.ts). */
export const ordersByNo: ScopedRows<Pick<OrderRow, keyof typeof statusColumns>, string> = {
  key: bizOrder.orderNo,
  keyOf: (o) => o.orderNo,
  scope: orderScope,
  read: (db, where) => db.select(statusColumns).from(bizOrder).where(where),
};

/** Every goods line of the orders a list or export shows, each with its order's row, order by order. */
export async function* streamOrderLines(db: Db, user: LoginUser, q: Partial<OrderQuery>, batch = 500) {
  let orders: ReturnType<typeof toOrderRow>[] = [];
  const flush = async function* () {
    const lines = await db.select().from(bizOrderLine).where(inArray(bizOrderLine.orderId, orders.map((o) => o.orderId))).orderBy(asc(bizOrderLine.orderId), asc(bizOrderLine.lineNo));
    const byOrder = new Map<number, (typeof lines)[number][]>();
    for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
    for (const order of orders) for (const line of byOrder.get(order.orderId) ?? []) yield { ...order, ...toLineRow(line) };
    orders = [];
  };
  for await (const order of streamOrders(db, user, q, batch)) {
    orders.push(order);
    if (orders.length === batch) yield* flush();
  }
  if (orders.length) yield* flush();
}

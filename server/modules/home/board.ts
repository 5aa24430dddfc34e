import dayjs from 'dayjs';
import { sql, type SQL } from 'drizzle-orm';
import { HOLDS_SLOT } from '../../../contract/appointment.js';
import type { Board, BoardFigure, BoardFigureKey, BoardSection } from '../../../contract/home.js';
import { queryRows, type Db } from '../../db/client.js';
import { DATA_SCOPE, dataScopeFilter } from '../../lib/data-scope.js';
import { hasPermission, type LoginUser } from '../../lib/login-user.js';
import { formatTime } from '../../lib/time.js';
import { bizStatusHistory } from '../../lib/workflow-table.js';
import { appointmentScope } from '../appointment/repository.js';
import { bizAppointment } from '../appointment/table.js';
import { bizFiling } from '../filing/table.js';
import { bizOrder, bizOrderCount } from '../order/table.js';
import { bizPreorder } from '../preorder/table.js';
import { containerScope } from '../inventory/containers.js';
import { palletScope } from '../inventory/repository.js';
import { bizContainer, bizPallet } from '../inventory/table.js';
import { bizWarehouse } from '../warehouse/table.js';

/*
 * The whole board is one statement (one round trip; on the embedded database every statement is
 * one, and its queries run one at a time anyway): a single row, cross-joining one-row parts, each
 * included only when the caller's permissions open it. Every part reads a bounded range of an
 * index, never a whole table:
 *  - today's and this week's bookings per warehouse by slot day (biz_appointment_day_idx);
 *  - this week's arrivals by arrival time (biz_appointment_arrival_idx, pending migration);
 *  - receipts (the moves to received) by time (biz_status_history_received_idx, pending migration);
 *  - the orders waiting for customs or for a booking summed from biz_order_count, as the orders
 *    list does, by customs status (biz_order_count_customs_idx) or by transport status
 *    (biz_order_count_transport_idx, pending migration), unless a role's scope is "own data only",
 *    which that table cannot tell;
 *  - the orders created per day summed from biz_order_count's days where the database's days are
 *    UTC days, else counted on the orders' time index (biz_order_time_idx);
 *  - filings, pre-orders and bookings waiting, by status (their status indexes).
 * The tables the caller's data scope filters keep their own name inside their part: the scope's
 * conditions name them so.
 */

/** The console paths the figures link to (the menus' paths). */
const PAGE = { appointment: '/delivery/appointment', filing: '/biz/filing', order: '/biz/order', preorder: '/biz/preorder', inventory: '/stock/inventory', container: '/stock/container' };
const link = (page: string, query: Record<string, string>) => `${page}?${new URLSearchParams(query).toString()}`;
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const figure = (key: BoardFigureKey, value: unknown, to: string | null, oldest?: unknown): BoardFigure => ({
  key,
  value: n(value),
  link: to,
  ...(oldest !== undefined ? { oldest: formatTime(oldest as Date | string | null) } : {}),
});
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** The server's time zone: slots are booked in local wall-clock time. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const FILING_WAITING = ['0', '1', '2', '3', '4'] as const;
const FILING_KEYS: BoardFigureKey[] = ['filingsToSubmit', 'filingsToAccept', 'filingsToReview', 'filingsDeclaring', 'filingsNotPassed'];
/** constants of our own, inlined: the statuses a booking holds its slot in */
const holds = sql.raw(HOLDS_SLOT.map((s) => `'${s}'`).join(', '));
/** a move to received (the predicate of biz_status_history_received_idx, as literals for the planner to match it) */
const RECEIVED = sql`h.entity = 'appointment' and h.field = 'status' and h.to_status = '8'`;

interface Days {
  today: string;
  weekStart: string;
  weekStartAt: Date;
}

/** The statement's parts: one-row subqueries, cross-joined. */
type Parts = SQL[];

function delivery(parts: Parts, user: LoginUser, d: Days) {
  const scope = appointmentScope(user) ?? sql`true`;
  const a = bizAppointment;
  // bookings by slot day: per warehouse, a range of its day index
  parts.push(sql`(select coalesce(sum(x."bookedToday"), 0) as "bookedToday", coalesce(sum(x."expectedToday"), 0) as "expectedToday",
      coalesce(sum(x."receivedToday"), 0) as "receivedToday", coalesce(sum(x."withDifferences"), 0) as "withDifferences"
    from ${bizWarehouse} w cross join lateral (select
      count(*) filter (where ${a.slotDate} = ${d.today} and ${a.status} in (${holds})) as "bookedToday",
      count(*) filter (where ${a.slotDate} = ${d.today} and ${a.status} = '3') as "expectedToday",
      count(*) filter (where ${a.slotDate} = ${d.today} and ${a.status} = '8') as "receivedToday",
      count(*) filter (where ${a.status} = '8' and ${a.diffFlags} <> '') as "withDifferences"
      from ${a} where ${a.warehouseId} = w.warehouse_id and ${a.slotDate} >= ${d.weekStart} and ${scope}) x) as slot_days`);
  // this week's arrivals, and which came within their slot
  parts.push(sql`(select count(*) as "arrived",
      count(*) filter (where timezone(${ZONE}, ${a.arrivalTime}) between (${a.slotDate} + ${a.slotTime}::time)
        and (${a.slotDate} + ${a.slotTime}::time) + make_interval(mins => w.slot_minutes)) as "onTime"
    from ${a} join ${bizWarehouse} w on w.warehouse_id = ${a.warehouseId}
    where ${a.arrivalTime} >= ${d.weekStartAt} and ${scope}) as arrivals`);
  // from arrival to receipt, over this week's receipts
  parts.push(sql`(select avg(extract(epoch from (h.oper_time - ${a.arrivalTime})) / 60) as "dwellMinutes"
    from ${bizStatusHistory} h join ${a} on ${a.appointmentId} = h.entity_id
    where ${RECEIVED} and h.oper_time >= ${d.weekStartAt} and ${a.arrivalTime} is not null and ${scope}) as dwell`);
}

function deliveryFigures(row: Record<string, unknown>, d: Days): BoardFigure[] {
  const today = { 'params[beginDelivery]': d.today, 'params[endDelivery]': d.today };
  const week = { 'params[beginDelivery]': d.weekStart, 'params[endDelivery]': d.today };
  const arrived = Number(row.arrived);
  return [
    figure('bookedToday', row.bookedToday, link(PAGE.appointment, today)),
    figure('expectedToday', row.expectedToday, link(PAGE.appointment, { ...today, status: '3' })),
    figure('receivedToday', row.receivedToday, link(PAGE.appointment, { ...today, status: '8' })),
    figure('onTimeRate', arrived ? Math.round((Number(row.onTime) / arrived) * 1000) / 10 : null, null),
    figure('avgDwellMinutes', row.dwellMinutes === null || row.dwellMinutes === undefined ? null : Math.round(Number(row.dwellMinutes)), null),
    figure('receiptsWithDifferences', row.withDifferences, link(PAGE.appointment, { ...week, status: '8' })),
  ];
}

/**
 * Whether biz_order_count can answer for the caller: its department key holds every data scope
 * but "own data only" (as for the orders list).
 */
const countsAnswer = (user: LoginUser) =>
  user.roles.includes('admin') || user.dataScopes.some((s) => s.dataScope === DATA_SCOPE.all) || !user.dataScopes.some((s) => s.dataScope === DATA_SCOPE.self);

/** How many orders in the caller's scope have these statuses: a sum over biz_order_count if it can answer, else a count. */
function orderCount(user: LoginUser, where: { customsStatus?: string; transportStatus?: string; overState: string }): SQL {
  if (countsAnswer(user)) {
    const c = bizOrderCount;
    return sql`(select coalesce(sum(${c.n}), 0) from ${c} where ${c.overState} = ${where.overState}
      ${where.customsStatus ? sql`and ${c.customsStatus} = ${where.customsStatus}` : sql``}
      ${where.transportStatus ? sql`and ${c.transportStatus} = ${where.transportStatus}` : sql``}
      and ${dataScopeFilter(user, { dept: c.deptId }) ?? sql`true`})`;
  }
  const o = bizOrder;
  return sql`(select count(*) from ${o} where ${o.overState} = ${where.overState}
    ${where.customsStatus ? sql`and ${o.customsStatus} = ${where.customsStatus}` : sql``}
    ${where.transportStatus ? sql`and ${o.transportStatus} = ${where.transportStatus}` : sql``}
    and ${dataScopeFilter(user, { dept: o.deptId, user: o.userId }) ?? sql`true`})`;
}

function customs(parts: Parts, user: LoginUser) {
  const f = bizFiling;
  const each = FILING_WAITING.map((s, i) => sql`count(*) filter (where ${f.customsStatus} = ${s}) as "f${sql.raw(String(i))}",
      min(${f.createTime}) filter (where ${f.customsStatus} = ${s}) as "f${sql.raw(String(i))}Oldest"`);
  parts.push(sql`(select ${sql.join(each, sql`, `)} from ${f}
    where ${f.customsStatus} in (${sql.join(FILING_WAITING.map((s) => sql`${s}`), sql`, `)})
      and ${dataScopeFilter(user, { dept: f.deptId, user: f.userId }) ?? sql`true`}) as filings`);
  const o = bizOrder;
  parts.push(sql`(select ${orderCount(user, { customsStatus: '0', overState: '0' })} as "ordersAwaitingCustoms",
    (select min(${o.createTime}) from ${o} where ${o.customsStatus} = '0' and ${o.overState} = '0'
      and ${dataScopeFilter(user, { dept: o.deptId, user: o.userId }) ?? sql`true`}) as "ordersAwaitingCustomsOldest") as customs_orders`);
}

function customsFigures(row: Record<string, unknown>): BoardFigure[] {
  return [
    ...FILING_KEYS.map((key, i) => figure(key, row[`f${i}`], link(PAGE.filing, { customsStatus: FILING_WAITING[i] }), row[`f${i}Oldest`] ?? null)),
    figure('ordersAwaitingCustoms', row.ordersAwaitingCustoms, link(PAGE.order, { customsStatus: '0', overState: '0' }), row.ordersAwaitingCustomsOldest ?? null),
  ];
}

function service(parts: Parts, user: LoginUser) {
  const p = bizPreorder;
  parts.push(sql`(select count(*) as "preordersToCheck", min(${p.createTime}) as "preordersOldest" from ${p}
    where ${p.checkStatus} = '0' and ${dataScopeFilter(user, { dept: p.deptId, user: p.userId }) ?? sql`true`}) as preorders`);
  const a = bizAppointment;
  parts.push(sql`(select ${orderCount(user, { transportStatus: '0', overState: '0' })} as "ordersToBook") as service_orders`);
  parts.push(sql`(select count(*) filter (where ${a.status} = '0') as "bookingsToSubmit", count(*) filter (where ${a.status} = '2') as "bookingsToReview"
    from ${a} where ${a.status} in ('0', '2') and ${appointmentScope(user) ?? sql`true`}) as bookings`);
}

function serviceFigures(row: Record<string, unknown>): BoardFigure[] {
  return [
    figure('preordersToCheck', row.preordersToCheck, link(PAGE.preorder, { checkStatus: '0' }), row.preordersOldest ?? null),
    figure('ordersToBook', row.ordersToBook, link(PAGE.order, { transportStatus: '0', overState: '0' })),
    figure('bookingsToSubmit', row.bookingsToSubmit, link(PAGE.appointment, { status: '0' })),
    figure('bookingsToReview', row.bookingsToReview, link(PAGE.appointment, { status: '2' })),
  ];
}

/** Pallets by state (their status index) and containers waiting to be packed or to leave, and gone today. */
function stock(parts: Parts, user: LoginUser, d: Days) {
  const p = bizPallet;
  const c = bizContainer;
  parts.push(sql`(select count(*) filter (where ${p.status} = '0') as "palletsToPutAway", min(${p.receivedTime}) filter (where ${p.status} = '0') as "inboundOldest",
      count(*) filter (where ${p.status} = '1') as "palletsInStock", count(*) filter (where ${p.status} = '2') as "palletsPreassigned"
    from ${p} where ${p.status} in ('0', '1', '2') and ${palletScope(user) ?? sql`true`}) as pallets`);
  parts.push(sql`(select count(*) filter (where ${c.status} = '1') as "containersToPack", count(*) filter (where ${c.status} = '3') as "containersToLeave",
      count(*) filter (where ${c.status} = '4' and ${c.leftTime} >= ${dayjs(d.today).toDate()}) as "containersLeftToday"
    from ${c} where ${c.status} in ('1', '3', '4') and ${containerScope(user) ?? sql`true`}) as containers`);
}

function stockFigures(row: Record<string, unknown>): BoardFigure[] {
  return [
    figure('palletsToPutAway', row.palletsToPutAway, link(PAGE.inventory, { status: '0' }), row.inboundOldest ?? null),
    figure('palletsInStock', row.palletsInStock, link(PAGE.inventory, { status: '1' })),
    figure('palletsPreassigned', row.palletsPreassigned, link(PAGE.inventory, { status: '2' })),
    figure('containersToPack', row.containersToPack, link(PAGE.container, { status: '1' })),
    figure('containersToLeave', row.containersToLeave, link(PAGE.container, { status: '3' })),
    figure('containersLeftToday', row.containersLeftToday, link(PAGE.container, { status: '4' })),
  ];
}

/** Today's booked trucks per warehouse against the places its slots offer (none on a closed weekday). */
function docks(parts: Parts, user: LoginUser, d: Days) {
  const weekday = String(dayjs(d.today).day());
  const a = bizAppointment;
  parts.push(sql`(select coalesce(json_agg(json_build_object(
      'warehouseId', w.warehouse_id,
      'warehouseName', w.warehouse_name,
      'booked', (select count(*) from ${a} where ${a.warehouseId} = w.warehouse_id and ${a.slotDate} = ${d.today}
        and ${a.status} in (${holds}) and ${appointmentScope(user) ?? sql`true`}),
      'capacity', case when ${weekday} = any(string_to_array(w.closed_weekdays, ',')) then 0
        else floor(extract(epoch from (w.close_time::time - w.open_time::time)) / 60 / w.slot_minutes) * w.slot_trucks end
    ) order by w.warehouse_id), '[]'::json) as "docks"
    from ${bizWarehouse} w where w.status = '0') as docks`);
}

/**
 * Orders created and trucks received per day, the last 30 days (the database's days). Orders: a
 * day that is a UTC day (a database in UTC) reads them from biz_order_count; any other (another
 * zone) counts them on the orders' time index, a day at a time when no data scope applies, else
 * (a department or owner to check on each order) in one pass over the 30 days: 30 passes each
 * joining the time index with the department index took hundreds of milliseconds.
 */
function trend(parts: Parts, user: LoginUser, today: string) {
  const o = bizOrder;
  const c = bizOrderCount;
  const a = bizAppointment;
  const orderScope = dataScopeFilter(user, { dept: o.deptId, user: o.userId });
  const fromCounts = countsAnswer(user);
  // per day: from the counts on a UTC day; else, with no scope, on the index; else null (f below)
  const onIndex = orderScope ? sql`null::bigint` : sql`(select count(*) from ${o} where ${o.createTime} >= d.day and ${o.createTime} < d.next)`;
  const counted = fromCounts
    ? sql`case when d.utc then (select coalesce(sum(${c.n}), 0) from ${c} where ${c.day} = d.day_utc::date
        and ${dataScopeFilter(user, { dept: c.deptId }) ?? sql`true`}) else ${onIndex} end`
    : onIndex;
  // the days' orders in one pass, grouped by day (date_trunc to the database's day: [day, next))
  const perDay = orderScope
    ? sql`left join (select date_trunc('day', ${o.createTime}) as day, count(*) as n from ${o}
        where ${o.createTime} >= (${today}::date - 29)::timestamptz and ${o.createTime} < ${today}::date::timestamptz + interval '1 day'
          and ${orderScope} ${fromCounts ? sql`and exists (select 1 from d where not d.utc)` : sql``}
        group by 1) f on f.day = x.day`
    : sql``;
  const scope = appointmentScope(user);
  // per day a range of biz_status_history_received_idx, counted; deleting a booking deletes its
  // history (appointment/booking.ts), so with no scope to apply every move is of a booking that
  // exists: looking each one up would double the part's time for nothing
  const received = sql`(select count(*) from ${bizStatusHistory} h where ${RECEIVED} and h.oper_time >= d.day and h.oper_time < d.next
    ${scope ? sql`and exists (select 1 from ${a} where ${a.appointmentId} = h.entity_id and ${scope})` : sql``})`;
  // the subqueries per day in x, over the 30 days (offset 0: not pulled up into the join with f,
  // whose row estimate would multiply their cost, past jit_above_cost)
  parts.push(sql`(with d as (
      -- utc: the day runs from a UTC midnight to the next
      select day, next, day_utc, day_utc = date_trunc('day', day_utc) and (next at time zone 'UTC') = day_utc + interval '1 day' as utc
      from (select day, day + interval '1 day' as next, day at time zone 'UTC' as day_utc
        -- the days from an integer series: the planner knows it is 30 rows (a series of timestamps is
        -- estimated at 1000, which lifts the statement's cost over jit_above_cost: PostgreSQL then
        -- spends a few hundred milliseconds compiling it)
        from (select (${today}::date - i)::timestamptz as day from generate_series(0, 29) as g(i)) as days) as spans)
    select coalesce(json_agg(json_build_object('day', to_char(x.day, 'YYYY-MM-DD'),
        'orders', ${orderScope ? sql`coalesce(x.counted, f.n, 0)` : sql`x.counted`}, 'received', x.received) order by x.day), '[]'::json) as "trend"
    from (select d.day, ${counted} as counted, ${received} as received from d offset 0) x ${perDay}) as trend`);
}

/** The board of what the caller's permissions cover (an administrator's covers all), in one statement. */
export async function boardOf(db: Db, user: LoginUser, now = new Date()): Promise<Board> {
  const today = dayjs(now).format('YYYY-MM-DD');
  const weekStart = dayjs(now).subtract(6, 'day').format('YYYY-MM-DD');
  const d: Days = { today, weekStart, weekStartAt: dayjs(weekStart).toDate() };
  const may = (p: string) => hasPermission(user, p);
  const open: Record<BoardSection, boolean> = {
    delivery: may('biz:appointment:list'),
    customs: may('biz:filing:list'),
    service: may('biz:preorder:list'),
    stock: may('biz:inventory:list'),
  };
  const withDocks = may('biz:appointment:list');
  const withTrend = may('biz:order:list') || may('biz:appointment:list');
  const parts: Parts = [];
  if (open.delivery) delivery(parts, user, d);
  if (open.customs) customs(parts, user);
  if (open.service) service(parts, user);
  if (open.stock) stock(parts, user, d);
  if (withDocks) docks(parts, user, d);
  if (withTrend) trend(parts, user, today);
  const [row] = parts.length ? await queryRows<Record<string, unknown>>(db, sql`select * from ${sql.join(parts, sql` cross join `)}`) : [{}];
  const sections: Board['sections'] = [];
  if (open.delivery) sections.push({ key: 'delivery', figures: deliveryFigures(row, d) });
  if (open.customs) sections.push({ key: 'customs', figures: customsFigures(row) });
  if (open.service) sections.push({ key: 'service', figures: serviceFigures(row) });
  if (open.stock) sections.push({ key: 'stock', figures: stockFigures(row) });
  return {
    sections,
    docks: withDocks
      ? json<{ warehouseId: unknown; warehouseName: string; booked: unknown; capacity: unknown }[]>(row.docks).map((r) => ({
          warehouseId: Number(r.warehouseId),
          warehouseName: r.warehouseName,
          booked: Number(r.booked),
          capacity: Number(r.capacity),
        }))
      : [],
    trend: withTrend ? json<{ day: string; orders: unknown; received: unknown }[]>(row.trend).map((r) => ({ day: r.day, orders: Number(r.orders), received: Number(r.received) })) : [],
  };
}

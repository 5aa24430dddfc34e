import dayjs from 'dayjs';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { HOLDS_SLOT } from '../../../contract/appointment.js';
import {
  BOARD_FIGURES,
  BOARD_SECTIONS,
  figureLink,
  figureNeeds,
  type Board,
  type BoardDays,
  type BoardFigure,
  type BoardFigureKey,
  type BoardList,
} from '../../../contract/home.js';
import { queryRows, type Db } from '../../db/client.js';
import { DATA_SCOPE, dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf } from '../../lib/list-filter.js';
import { hasPermission, type LoginUser } from '../../lib/login-user.js';
import { formatTime } from '../../lib/time.js';
import { bizStatusHistory } from '../../lib/workflow-table.js';
import { appointmentScope, appointmentWhere } from '../appointment/repository.js';
import { bizAppointment } from '../appointment/table.js';
import { filingWhere } from '../filing/repository.js';
import { bizFiling } from '../filing/table.js';
import { orderWhere } from '../order/query.js';
import { bizOrder, bizOrderCount } from '../order/table.js';
import { preorderWhere } from '../preorder/repository.js';
import { bizPreorder } from '../preorder/table.js';
import { containerWhere } from '../inventory/containers.js';
import { stockWhere } from '../inventory/repository.js';
import { bizContainer, bizPallet } from '../inventory/table.js';
import { bizWarehouse } from '../warehouse/table.js';

/*
 * The whole board is one statement (one round trip; on the embedded database every statement is
 * one, and its queries run one at a time anyway): a single row, cross-joining one-row parts, each
 * included only when the caller's permissions open it.
 *
 * A figure that counts rows is defined once, in contract/home.ts BOARD_FIGURES, as a list and that
 * list's filter: it is counted here with the list route's own WHERE (its filters and the caller's
 * data scope) over that very filter, and it links to the list with it. What a figure says is what
 * its list shows. The orders are summed from biz_order_count, as the orders list sums its total,
 * where that table can answer for the caller.
 *
 * The measures beside them read a bounded range of an index:
 *  - this week's arrivals by arrival time (biz_appointment_arrival_idx);
 *  - receipts (the moves to received) by time (biz_status_history_received_idx);
 *  - the orders created per day summed from biz_order_count's days where the database's days are
 *    UTC days, else counted on the orders' time index (biz_order_time_idx).
 */

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The server's time zone: slots are booked in local wall-clock time. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** constants of our own, inlined: the statuses a booking holds its slot in */
const holds = sql.raw(HOLDS_SLOT.map((s) => `'${s}'`).join(', '));
/** a move to received (the predicate of biz_status_history_received_idx, as literals for the planner to match it) */
const RECEIVED = sql`h.entity = 'appointment' and h.field = 'status' and h.to_status = '8'`;

interface Days extends BoardDays {
  weekStartAt: Date;
}

/** The statement's parts: one-row subqueries, cross-joined. */
type Parts = SQL[];

type Filter = Record<string, string>;

/** Each list a figure opens: its table, the WHERE its list route applies, and when a waiting row began to wait. */
const LISTS: Record<BoardList, { table: PgTable; where: (user: LoginUser, q: Filter) => SQL | undefined; since?: AnyPgColumn }> = {
  appointment: { table: bizAppointment, where: (user, q) => appointmentWhere(user, q) },
  filing: { table: bizFiling, where: (user, q) => filingWhere(user, q), since: bizFiling.createTime },
  order: { table: bizOrder, where: (user, q) => orderWhere(user, q), since: bizOrder.createTime },
  preorder: { table: bizPreorder, where: (user, q) => preorderWhere(user, q), since: bizPreorder.createTime },
  inventory: { table: bizPallet, where: (user, q) => stockWhere(user, q), since: bizPallet.receivedTime },
  container: { table: bizContainer, where: (user, q) => containerWhere(user, q) },
};

/**
 * Whether biz_order_count can answer for the caller: its department key holds every data scope
 * but "own data only" (as for the orders list), and the filter is of its status columns only.
 */
const ORDER_COUNT_FIELDS = ['customsStatus', 'transportStatus', 'overState', 'bondedStatus'];
const countsAnswer = (user: LoginUser) =>
  user.roles.includes('admin') || user.dataScopes.some((s) => s.dataScope === DATA_SCOPE.all) || !user.dataScopes.some((s) => s.dataScope === DATA_SCOPE.self);

/** How many rows the figure's list shows for its filter, as a scalar subquery. */
function countOf(user: LoginUser, list: BoardList, q: Filter): SQL {
  if (list === 'order' && countsAnswer(user) && Object.keys(q).every((k) => ORDER_COUNT_FIELDS.includes(k))) {
    const c = bizOrderCount;
    const where = whereOf(
      { customsStatus: [c.customsStatus, 'eq'], transportStatus: [c.transportStatus, 'eq'], overState: [c.overState, 'eq'], bondedStatus: [c.bondedStatus, 'eq'] },
      q,
      dataScopeFilter(user, { dept: c.deptId }),
    );
    return sql`(select coalesce(sum(${c.n}), 0) from ${c} where ${where ?? sql`true`})`;
  }
  const { table, where } = LISTS[list];
  return sql`(select count(*) from ${table} where ${where(user, q) ?? sql`true`})`;
}

/** When the oldest row of the figure's list began to wait. */
function oldestOf(user: LoginUser, list: BoardList, q: Filter): SQL {
  const { table, where, since } = LISTS[list];
  return sql`(select min(${since!}) from ${table} where ${where(user, q) ?? sql`true`})`;
}

/** The figures the caller may see: every permission its definition names. */
const visibleFigures = (user: LoginUser) =>
  (Object.keys(BOARD_FIGURES) as BoardFigureKey[]).filter((key) => figureNeeds(key).every((p) => hasPermission(user, p)));

/** One part counting every visible figure that counts rows (and its oldest where it waits). */
function counts(parts: Parts, user: LoginUser, d: Days, keys: BoardFigureKey[]) {
  const cols: SQL[] = [];
  for (const key of keys) {
    const def = BOARD_FIGURES[key];
    if (!def.list) continue;
    const q = def.filter(d);
    cols.push(sql`${countOf(user, def.list, q)} as ${sql.identifier(key)}`);
    if (def.oldest) cols.push(sql`${oldestOf(user, def.list, q)} as ${sql.identifier(`${key}Oldest`)}`);
  }
  if (cols.length) parts.push(sql`(select ${sql.join(cols, sql`, `)}) as counts`);
}

/** This week's arrivals, which came within their slot, and from arrival to receipt. */
function deliveryMeasures(parts: Parts, user: LoginUser, d: Days) {
  const scope = appointmentScope(user) ?? sql`true`;
  const a = bizAppointment;
  parts.push(sql`(select count(*) as "arrived",
      count(*) filter (where timezone(${ZONE}, ${a.arrivalTime}) between (${a.slotDate} + ${a.slotTime}::time)
        and (${a.slotDate} + ${a.slotTime}::time) + make_interval(mins => w.slot_minutes)) as "onTime"
    from ${a} join ${bizWarehouse} w on w.warehouse_id = ${a.warehouseId}
    where ${a.arrivalTime} >= ${d.weekStartAt} and ${scope}) as arrivals`);
  // a time in stock is never negative: an arrival recorded after its receipt (a clock ahead, before
  // times were checked against the server's) counts as none
  parts.push(sql`(select avg(greatest(0, extract(epoch from (h.oper_time - ${a.arrivalTime})) / 60)) as "dwellMinutes"
    from ${bizStatusHistory} h join ${a} on ${a.appointmentId} = h.entity_id
    where ${RECEIVED} and h.oper_time >= ${d.weekStartAt} and ${a.arrivalTime} is not null and ${scope}) as dwell`);
}

/** A figure's value (and oldest) from the statement's row, its link from its definition. */
function figureOf(key: BoardFigureKey, row: Record<string, unknown>, d: Days): BoardFigure {
  const def = BOARD_FIGURES[key];
  let value: number | null;
  if (key === 'onTimeRate') {
    const arrived = Number(row.arrived);
    value = arrived ? Math.round((Number(row.onTime) / arrived) * 1000) / 10 : null;
  } else if (key === 'avgDwellMinutes') {
    value = row.dwellMinutes === null || row.dwellMinutes === undefined ? null : Math.round(Number(row.dwellMinutes));
  } else {
    value = n(row[key]);
  }
  return {
    key,
    value,
    link: figureLink(key, d),
    ...(def.oldest ? { oldest: formatTime((row[`${key}Oldest`] ?? null) as Date | string | null) } : {}),
  };
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
function trend(parts: Parts, user: LoginUser, today: string, series: { orders: boolean; received: boolean }) {
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
  const received = !series.received ? sql`null::bigint` : sql`(select count(*) from ${bizStatusHistory} h where ${RECEIVED} and h.oper_time >= d.day and h.oper_time < d.next
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
        'orders', ${orderScope && series.orders ? sql`coalesce(x.counted, f.n, 0)` : sql`x.counted`}, 'received', x.received) order by x.day), '[]'::json) as "trend"
    from (select d.day, ${series.orders ? counted : sql`null::bigint`} as counted, ${received} as received from d offset 0) x ${series.orders ? perDay : sql``}) as trend`);
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/**
 * The board of what the caller's permissions cover (an administrator's covers all), in one
 * statement: a section holds the figures of the work the caller's permissions do (BOARD_FIGURES'
 * needs), and shows when it holds any.
 */
export async function boardOf(db: Db, user: LoginUser, now = new Date()): Promise<Board> {
  const today = dayjs(now).format('YYYY-MM-DD');
  const weekStart = dayjs(now).subtract(6, 'day').format('YYYY-MM-DD');
  const d: Days = { today, weekStart, weekStartAt: dayjs(weekStart).toDate() };
  const may = (p: string) => hasPermission(user, p);
  const visible = new Set(visibleFigures(user));
  // the trend's series: orders created for who lists orders, trucks received for who sees deliveries
  const series = { orders: may('biz:order:list'), received: may('biz:appointment:list') };
  const withDocks = may('biz:appointment:list');
  const withTrend = series.orders || series.received;
  const parts: Parts = [];
  counts(parts, user, d, [...visible]);
  if (visible.has('onTimeRate')) deliveryMeasures(parts, user, d);
  if (withDocks) docks(parts, user, d);
  if (withTrend) trend(parts, user, today, series);
  const [row] = parts.length ? await queryRows<Record<string, unknown>>(db, sql`select * from ${sql.join(parts, sql` cross join `)}`) : [{}];
  const sections: Board['sections'] = [];
  for (const [key, keys] of Object.entries(BOARD_SECTIONS) as [keyof typeof BOARD_SECTIONS, readonly BoardFigureKey[]][]) {
    const figures = keys.filter((k) => visible.has(k)).map((k) => figureOf(k, row, d));
    if (figures.length) sections.push({ key, figures });
  }
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
    trend: withTrend
      ? json<{ day: string; orders: unknown; received: unknown }[]>(row.trend).map((r) => ({
          day: r.day,
          ...(series.orders ? { orders: Number(r.orders) } : {}),
          ...(series.received ? { received: Number(r.received) } : {}),
        }))
      : [],
  };
}

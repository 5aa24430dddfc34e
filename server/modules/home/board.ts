import dayjs from 'dayjs';
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { HOLDS_SLOT } from '../../../contract/appointment.js';
import type { Board, BoardFigure, BoardFigureKey, BoardSection } from '../../../contract/home.js';
import { queryRows, type Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { hasPermission, type LoginUser } from '../../lib/login-user.js';
import { formatTime } from '../../lib/time.js';
import { bizStatusHistory } from '../../lib/workflow-table.js';
import { appointmentScope } from '../appointment/repository.js';
import { bizAppointment } from '../appointment/table.js';
import { bizFiling } from '../filing/table.js';
import { bizOrder } from '../order/table.js';
import { bizPreorder } from '../preorder/table.js';
import { bizWarehouse } from '../warehouse/table.js';

/** The console paths the figures link to (the menus' paths). */
const PAGE = { appointment: '/delivery/appointment', filing: '/biz/filing', order: '/biz/order', preorder: '/biz/preorder' };
const link = (page: string, query: Record<string, string>) => `${page}?${new URLSearchParams(query).toString()}`;
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const figure = (key: BoardFigureKey, value: unknown, to: string | null, oldest?: unknown): BoardFigure => ({
  key,
  value: n(value),
  link: to,
  ...(oldest !== undefined ? { oldest: formatTime(oldest as Date | string | null) } : {}),
});

/** The server's time zone: slots are booked in local wall-clock time. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface Days {
  today: string;
  weekStart: string;
  weekStartAt: Date;
}

async function delivery(db: Db, user: LoginUser, d: Days): Promise<BoardFigure[]> {
  const scope = appointmentScope(user) ?? sql`true`;
  const holds = sql.join(HOLDS_SLOT.map((s) => sql`${s}`), sql`, `);
  const [row] = await queryRows<Record<string, unknown>>(db, sql`
    select
      count(*) filter (where a.slot_date = ${d.today} and a.status in (${holds})) as "bookedToday",
      count(*) filter (where a.slot_date = ${d.today} and a.status = '3') as "expectedToday",
      count(*) filter (where a.slot_date = ${d.today} and a.status = '8') as "receivedToday",
      count(*) filter (where a.arrival_time >= ${d.weekStartAt}) as "arrived",
      count(*) filter (where a.arrival_time >= ${d.weekStartAt}
        and timezone(${ZONE}, a.arrival_time) between (a.slot_date + a.slot_time::time) and (a.slot_date + a.slot_time::time) + make_interval(mins => w.slot_minutes)) as "onTime",
      count(*) filter (where a.status = '8' and a.slot_date >= ${d.weekStart} and a.diff_flags <> '') as "withDifferences"
    from ${bizAppointment} a join ${bizWarehouse} w on w.warehouse_id = a.warehouse_id
    where a.appointment_id in (select ${bizAppointment.appointmentId} from ${bizAppointment} where ${scope})`);
  const [dwell] = await db
    .select({ minutes: sql<string | null>`avg(extract(epoch from (${bizStatusHistory.operTime} - ${bizAppointment.arrivalTime})) / 60)` })
    .from(bizStatusHistory)
    .innerJoin(bizAppointment, eq(bizAppointment.appointmentId, bizStatusHistory.entityId))
    .where(and(eq(bizStatusHistory.entity, 'appointment'), eq(bizStatusHistory.field, 'status'), eq(bizStatusHistory.toStatus, '8'), gte(bizStatusHistory.operTime, d.weekStartAt), sql`${bizAppointment.arrivalTime} is not null`, appointmentScope(user)));
  const today = { 'params[beginDelivery]': d.today, 'params[endDelivery]': d.today };
  const week = { 'params[beginDelivery]': d.weekStart, 'params[endDelivery]': d.today };
  const arrived = Number(row.arrived);
  return [
    figure('bookedToday', row.bookedToday, link(PAGE.appointment, today)),
    figure('expectedToday', row.expectedToday, link(PAGE.appointment, { ...today, status: '3' })),
    figure('receivedToday', row.receivedToday, link(PAGE.appointment, { ...today, status: '8' })),
    figure('onTimeRate', arrived ? Math.round((Number(row.onTime) / arrived) * 1000) / 10 : null, null),
    figure('avgDwellMinutes', dwell?.minutes === null || dwell?.minutes === undefined ? null : Math.round(Number(dwell.minutes)), null),
    figure('receiptsWithDifferences', row.withDifferences, link(PAGE.appointment, { ...week, status: '8' })),
  ];
}

async function customs(db: Db, user: LoginUser): Promise<BoardFigure[]> {
  const waiting = ['0', '1', '2', '3', '4'] as const;
  const rows = await db
    .select({ status: bizFiling.customsStatus, count: sql<string>`count(*)`, oldest: sql<Date | null>`min(${bizFiling.createTime})` })
    .from(bizFiling)
    .where(and(inArray(bizFiling.customsStatus, [...waiting]), dataScopeFilter(user, { dept: bizFiling.deptId, user: bizFiling.userId })))
    .groupBy(bizFiling.customsStatus);
  const of = (s: string) => rows.find((r) => r.status === s);
  const keys: BoardFigureKey[] = ['filingsToSubmit', 'filingsToAccept', 'filingsToReview', 'filingsDeclaring', 'filingsNotPassed'];
  const [orders] = await db
    .select({ count: sql<string>`count(*)`, oldest: sql<Date | null>`min(${bizOrder.createTime})` })
    .from(bizOrder)
    .where(and(eq(bizOrder.customsStatus, '0'), eq(bizOrder.overState, '0'), dataScopeFilter(user, { dept: bizOrder.deptId, user: bizOrder.userId })));
  return [
    ...keys.map((key, i) => figure(key, of(waiting[i])?.count ?? 0, link(PAGE.filing, { customsStatus: waiting[i] }), of(waiting[i])?.oldest ?? null)),
    figure('ordersAwaitingCustoms', orders.count, link(PAGE.order, { customsStatus: '0', overState: '0' }), orders.oldest),
  ];
}

async function service(db: Db, user: LoginUser): Promise<BoardFigure[]> {
  const [pre] = await db
    .select({ count: sql<string>`count(*)`, oldest: sql<Date | null>`min(${bizPreorder.createTime})` })
    .from(bizPreorder)
    .where(and(eq(bizPreorder.checkStatus, '0'), dataScopeFilter(user, { dept: bizPreorder.deptId, user: bizPreorder.userId })));
  const [orders] = await db
    .select({ count: sql<string>`count(*)` })
    .from(bizOrder)
    .where(and(eq(bizOrder.transportStatus, '0'), eq(bizOrder.overState, '0'), dataScopeFilter(user, { dept: bizOrder.deptId, user: bizOrder.userId })));
  const [bookings] = await db
    .select({ toSubmit: sql<string>`count(*) filter (where ${bizAppointment.status} = '0')`, toReview: sql<string>`count(*) filter (where ${bizAppointment.status} = '2')` })
    .from(bizAppointment)
    .where(appointmentScope(user));
  return [
    figure('preordersToCheck', pre.count, link(PAGE.preorder, { checkStatus: '0' }), pre.oldest),
    figure('ordersToBook', orders.count, link(PAGE.order, { transportStatus: '0', overState: '0' })),
    figure('bookingsToSubmit', bookings.toSubmit, link(PAGE.appointment, { status: '0' })),
    figure('bookingsToReview', bookings.toReview, link(PAGE.appointment, { status: '2' })),
  ];
}

/** Today's booked trucks per warehouse against the places its slots offer (none on a closed weekday). */
async function docks(db: Db, user: LoginUser, d: Days): Promise<Board['docks']> {
  const weekday = String(dayjs(d.today).day());
  // the warehouse named in full: inside the subquery a bare column would be the appointment's own
  const booked = sql<string>`(select count(*) from ${bizAppointment} where ${bizAppointment.warehouseId} = "biz_warehouse"."warehouse_id"
    and ${bizAppointment.slotDate} = ${d.today} and ${bizAppointment.status} in (${sql.join(HOLDS_SLOT.map((s) => sql`${s}`), sql`, `)}) and ${appointmentScope(user) ?? sql`true`})`;
  const capacity = sql<string>`case when ${weekday} = any(string_to_array(${bizWarehouse.closedWeekdays}, ',')) then 0
    else floor(extract(epoch from (${bizWarehouse.closeTime}::time - ${bizWarehouse.openTime}::time)) / 60 / ${bizWarehouse.slotMinutes}) * ${bizWarehouse.slotTrucks} end`;
  const rows = await db
    .select({ warehouseId: bizWarehouse.warehouseId, warehouseName: bizWarehouse.warehouseName, booked, capacity })
    .from(bizWarehouse)
    .where(eq(bizWarehouse.status, '0'))
    .orderBy(asc(bizWarehouse.warehouseId));
  return rows.map((r) => ({ warehouseId: r.warehouseId, warehouseName: r.warehouseName, booked: Number(r.booked), capacity: Number(r.capacity) }));
}

/** Orders created and trucks received per day, the last 30 days, in one statement. */
async function trend(db: Db, user: LoginUser, today: string): Promise<Board['trend']> {
  const orderScope = dataScopeFilter(user, { dept: bizOrder.deptId, user: bizOrder.userId }) ?? sql`true`;
  const appointmentsInScope: SQL = appointmentScope(user) ?? sql`true`;
  const rows = await queryRows<{ day: string; orders: string; received: string }>(db, sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      (select count(*) from ${bizOrder} where ${bizOrder.createTime} >= d.day and ${bizOrder.createTime} < d.day + interval '1 day' and ${orderScope}) as orders,
      (select count(*) from ${bizStatusHistory} h where h.entity = 'appointment' and h.field = 'status' and h.to_status = '8'
        and h.oper_time >= d.day and h.oper_time < d.day + interval '1 day'
        and h.entity_id in (select ${bizAppointment.appointmentId} from ${bizAppointment} where ${appointmentsInScope})) as received
    from generate_series(${today}::date - 29, ${today}::date, interval '1 day') as d(day)
    order by d.day`);
  return rows.map((r) => ({ day: r.day, orders: Number(r.orders), received: Number(r.received) }));
}

/** The board of what the caller's permissions cover (an administrator's covers all). */
export async function boardOf(db: Db, user: LoginUser, now = new Date()): Promise<Board> {
  const today = dayjs(now).format('YYYY-MM-DD');
  const weekStart = dayjs(now).subtract(6, 'day').format('YYYY-MM-DD');
  const d: Days = { today, weekStart, weekStartAt: dayjs(weekStart).toDate() };
  const sections: Board['sections'] = [];
  const may = (p: string) => hasPermission(user, p);
  const add = async (key: BoardSection, load: () => Promise<BoardFigure[]>) => sections.push({ key, figures: await load() });
  if (may('biz:appointment:list')) await add('delivery', () => delivery(db, user, d));
  if (may('biz:filing:list')) await add('customs', () => customs(db, user));
  if (may('biz:preorder:list')) await add('service', () => service(db, user));
  return {
    sections,
    docks: may('biz:appointment:list') ? await docks(db, user, d) : [],
    trend: may('biz:order:list') || may('biz:appointment:list') ? await trend(db, user, today) : [],
  };
}

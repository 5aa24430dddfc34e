import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { AT_DOCK, HAS_QR, type AppointmentCountView, type AppointmentOrderRow, type AppointmentQuery, type AppointmentRow, type AppointmentStatus } from '../../../contract/appointment.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { keysetRows, likePattern, orderByOf, pageOf } from '../../lib/list-query.js';
import type { ScopedRows } from '../../lib/scoped-rows.js';
import { dateRange, formatTime } from '../../lib/time.js';
import type { LoginUser } from '../../lib/login-user.js';
import { bizOrder } from '../order/table.js';
import { bizDockDoor, bizWarehouse } from '../warehouse/table.js';
import { bizAppointment, bizAppointmentOrder } from './table.js';

const filterSpec: FilterSpec = {
  reservationNo: [bizAppointment.reservationNo, 'like'],
  plateNo: [bizAppointment.plateNo, 'like'],
  driverName: [bizAppointment.driverName, 'like'],
  warehouseId: [bizAppointment.warehouseId, 'eq'],
  status: [bizAppointment.status, 'in'],
  createTime: [bizAppointment.createTime, 'range'],
};
const sortable = {
  appointmentId: bizAppointment.appointmentId,
  reservationNo: bizAppointment.reservationNo,
  plateNo: bizAppointment.plateNo,
  driverName: bizAppointment.driverName,
  boxes: bizAppointment.boxes,
  cube: bizAppointment.cube,
  arrivalTime: bizAppointment.arrivalTime,
  status: bizAppointment.status,
  createTime: bizAppointment.createTime,
};
const byDeliveryTime = [desc(bizAppointment.slotDate), desc(bizAppointment.slotTime), desc(bizAppointment.appointmentId)];

/** The delivery time is two columns (the slot's date and time): sorting by it sorts by both. */
function sortOf(q: AppointmentQuery): SQL[] {
  if (q.orderByColumn !== 'deliveryTime') return orderByOf(q, sortable, byDeliveryTime);
  const dir = q.isAsc === 'ascending' || q.isAsc === 'asc' ? asc : desc;
  return [dir(bizAppointment.slotDate), dir(bizAppointment.slotTime), desc(bizAppointment.appointmentId)];
}

export const appointmentScope = (user: LoginUser | null) => (user ? dataScopeFilter(user, { dept: bizAppointment.deptId, user: bizAppointment.userId }) : undefined);

/** The order number filter and the delivery date range, beside the declared filters. */
function extraFilters(q: Partial<AppointmentQuery>): SQL[] {
  const out: SQL[] = [];
  if (q.orderNo) {
    out.push(sql`exists (select 1 from ${bizAppointmentOrder} ao join ${bizOrder} o on o.order_id = ao.order_id
      where ao.appointment_id = ${bizAppointment.appointmentId} and o.order_no ilike ${likePattern(q.orderNo)})`);
  }
  if (q['params[beginDelivery]']) out.push(gte(bizAppointment.slotDate, q['params[beginDelivery]']));
  if (q['params[endDelivery]']) out.push(lte(bizAppointment.slotDate, q['params[endDelivery]']));
  // the trucks that came on these days, whatever day they were booked for
  const arrived = dateRange(q['params[beginArrival]'], q['params[endArrival]']);
  if (arrived.from) out.push(gte(bizAppointment.arrivalTime, arrived.from));
  if (arrived.to) out.push(lte(bizAppointment.arrivalTime, arrived.to));
  // the dock's list (issue 46): the day's bookings, and every truck at the dock now, early or late
  if (q.dockDay) out.push(or(eq(bizAppointment.slotDate, q.dockDay), inArray(bizAppointment.status, [...AT_DOCK]))!);
  // received with a difference from the orders: what the receipt step flagged
  if (q.withDifferences === '1') out.push(sql`${bizAppointment.diffFlags} <> ''`);
  // booked by a supplier through its link (issue 38), or by the desk
  if (q.bySupplier === '1') out.push(sql`${bizAppointment.supplierLinkId} is not null`);
  if (q.bySupplier === '0') out.push(sql`${bizAppointment.supplierLinkId} is null`);
  return out;
}

export const appointmentWhere = (user: LoginUser, q: Partial<AppointmentQuery>, ...extra: SQL[]) =>
  whereOf(filterSpec, q, ...extraFilters(q), appointmentScope(user), ...extra);

/** the order numbers of each row in the same statement: no query per row */
const orderNos = sql<string>`coalesce((select string_agg(o.order_no, ',' order by o.order_no) from ${bizAppointmentOrder} ao
  join ${bizOrder} o on o.order_id = ao.order_id where ao.appointment_id = ${bizAppointment.appointmentId}), '')`;
/** the supplier of the link it was booked through; by name, as the supplier-booking module builds on this one */
const supplierName = sql<string | null>`(select l.vendor_dept_name from biz_supplier_link l where l.link_id = ${bizAppointment.supplierLinkId})`;

const select = (db: Db) =>
  db
    .select({ a: bizAppointment, warehouseName: bizWarehouse.warehouseName, slotMinutes: bizWarehouse.slotMinutes, blindCount: bizWarehouse.blindCount, doorName: bizDockDoor.doorName, orderNos, supplierName })
    .from(bizAppointment)
    .leftJoin(bizWarehouse, eq(bizWarehouse.warehouseId, bizAppointment.warehouseId))
    .leftJoin(bizDockDoor, eq(bizDockDoor.doorId, bizAppointment.doorId))
    .$dynamic();
type Selected = Awaited<ReturnType<typeof select>>[number];

export const deliveryTimeOf = (a: { slotDate: string; slotTime: string }) => `${a.slotDate} ${a.slotTime}`;

/**
 * Minutes between an arrival and its booked slot (the slot's local wall-clock start to its end,
 * as the board's on-time rate counts it): negative early, positive late, 0 within; null when the
 * truck has not arrived or its warehouse is gone.
 */
export function arrivalOffsetOf(a: { slotDate: string; slotTime: string; arrivalTime: Date | null }, slotMinutes: number | null): number | null {
  if (!a.arrivalTime || slotMinutes === null) return null;
  const start = new Date(`${a.slotDate}T${a.slotTime}:00`).getTime();
  const at = a.arrivalTime.getTime();
  const end = start + slotMinutes * 60_000;
  if (at < start) return -Math.ceil((start - at) / 60_000);
  if (at > end) return Math.ceil((at - end) / 60_000);
  return 0;
}

export function toAppointmentRow({ a, warehouseName, slotMinutes, blindCount, doorName, orderNos: nos, supplierName: supplier }: Selected): AppointmentRow {
  const status = a.status as AppointmentStatus;
  return {
    appointmentId: a.appointmentId,
    reservationNo: a.reservationNo,
    warehouseId: a.warehouseId,
    warehouseName,
    deliveryTime: deliveryTimeOf(a),
    doorId: a.doorId,
    doorName,
    plateNo: a.plateNo,
    vehicleType: a.vehicleType,
    deliveryType: a.deliveryType,
    driverName: a.driverName,
    driverPhone: a.driverPhone,
    carWeight: a.carWeight,
    boxes: a.boxes,
    grossWeight: a.grossWeight,
    cube: a.cube,
    arrivalTime: formatTime(a.arrivalTime),
    arrivalOffsetMinutes: arrivalOffsetOf(a, slotMinutes),
    unloadEndTime: formatTime(a.unloadEndTime),
    tallyClerk1: a.tallyClerk1,
    tallyClerk2: a.tallyClerk2,
    forkliftDriver1: a.forkliftDriver1,
    forkliftDriver2: a.forkliftDriver2,
    stevedore1: a.stevedore1,
    stevedore2: a.stevedore2,
    stevedore3: a.stevedore3,
    stevedore4: a.stevedore4,
    unloadMemo: a.unloadMemo,
    receivedBoxes: a.receivedBoxes,
    receivedWeight: a.receivedWeight,
    receivedCube: a.receivedCube,
    receivedDims: a.receivedDims,
    actualPcb: a.actualPcb,
    actualSpcb: a.actualSpcb,
    diffFlags: a.diffFlags,
    photos: a.photos,
    status,
    // the QR code is the driver's pass: it exists for the client only once the booking passed review
    qrToken: HAS_QR.includes(status) ? a.qrToken : null,
    version: a.version,
    remark: a.remark,
    orderNos: nos ?? '',
    createBy: a.createBy,
    createTime: formatTime(a.createTime),
    supplierLinkId: a.supplierLinkId,
    supplierName: supplier,
    packingList: a.packingList,
    blindCount: blindCount === '1',
  };
}

export const listAppointments = (db: Db, user: LoginUser, q: AppointmentQuery) =>
  pageOf(db, q, { select: () => select(db), where: appointmentWhere(user, q), sort: sortOf(q), total: bizAppointment, map: toAppointmentRow });

/** Every matching appointment, for the export (keyset batches). */
export const streamAppointments = (db: Db, user: LoginUser, q: Partial<AppointmentQuery>, batch = 1000) =>
  keysetRows({ select: () => select(db), where: appointmentWhere(user, q), key: bizAppointment.appointmentId, keyOf: (r) => r.a.appointmentId, map: toAppointmentRow, batch });

/** The orders of one appointment beside what was received of each, in order number order. */
export async function appointmentOrders(db: Db, appointmentId: number): Promise<AppointmentOrderRow[]> {
  return db
    .select({
      orderId: bizAppointmentOrder.orderId,
      orderNo: bizOrder.orderNo,
      vendorDeptName: bizOrder.vendorDeptName,
      nbOfCartons: bizOrder.nbOfCartons,
      grossWeightSum: bizOrder.grossWeightSum,
      totalCbm: bizOrder.totalCbm,
      receivedBoxes: bizAppointmentOrder.receivedBoxes,
      receivedWeight: bizAppointmentOrder.receivedWeight,
      receivedCube: bizAppointmentOrder.receivedCube,
      boxes: bizAppointmentOrder.boxes,
      grossWeight: bizAppointmentOrder.grossWeight,
      cube: bizAppointmentOrder.cube,
      diffReason: bizAppointmentOrder.diffReason,
      diffNote: bizAppointmentOrder.diffNote,
    })
    .from(bizAppointmentOrder)
    .innerJoin(bizOrder, eq(bizOrder.orderId, bizAppointmentOrder.orderId))
    .where(eq(bizAppointmentOrder.appointmentId, appointmentId))
    .orderBy(asc(bizOrder.orderNo));
}

async function withOrders(db: Db, row: Selected | undefined) {
  if (!row) return undefined;
  return { ...toAppointmentRow(row), orders: await appointmentOrders(db, row.a.appointmentId) };
}

/** One appointment with its orders, in the caller's data scope (null: no scope, for internal reads). */
export async function findAppointment(db: Db, user: LoginUser | null, appointmentId: number) {
  const [row] = await select(db).where(and(eq(bizAppointment.appointmentId, appointmentId), appointmentScope(user)));
  return withOrders(db, row);
}

/** The appointment a driver's QR code names. */
export async function findByQrToken(db: Db, user: LoginUser, token: string) {
  const [row] = await select(db).where(and(eq(bizAppointment.qrToken, token), appointmentScope(user)));
  return withOrders(db, row);
}

/**
 * What the phone counts from (view=count): a blind-counting warehouse's booking without any
 * announced figure until its receipt is saved; any other booking as it is.
 */
export function countView(row: AppointmentRow): AppointmentCountView {
  if (!row.blindCount || row.status === '8') return row;
  return {
    ...row,
    boxes: null,
    grossWeight: null,
    cube: null,
    orders: row.orders?.map((o) => ({ ...o, nbOfCartons: null, grossWeightSum: null, totalCbm: null, boxes: null, grossWeight: null, cube: null })),
  };
}

type Brief = { appointmentId: number; reservationNo: string; status: string };
const brief = { appointmentId: bizAppointment.appointmentId, reservationNo: bizAppointment.reservationNo, status: bizAppointment.status };

/** Appointments by id, for a write over several (lib/scoped-rows.ts). */
export const appointmentsById: ScopedRows<Brief, number> = {
  key: bizAppointment.appointmentId,
  keyOf: (a) => a.appointmentId,
  scope: appointmentScope,
  read: (db, where) => db.select(brief).from(bizAppointment).where(where),
};

/** Appointments by reservation number, for the import that edits them (lib/scoped-rows.ts). */
export const appointmentsByReservationNo: ScopedRows<Brief, string> = {
  key: bizAppointment.reservationNo,
  keyOf: (a) => a.reservationNo,
  scope: appointmentScope,
  read: (db, where) => db.select(brief).from(bizAppointment).where(where),
};

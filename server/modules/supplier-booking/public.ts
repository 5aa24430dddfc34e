import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { HAS_QR, HOLDS_SLOT, type AppointmentStatus } from '../../../contract/appointment.js';
import type { PublicSlotDay, PublicSupplierBooking, PublicSupplierLink, SupplierBookingInput, SupplierRescheduleInput } from '../../../contract/supplier-booking.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { formatTime } from '../../lib/time.js';
import { recordHistory, transition } from '../../lib/workflow.js';
import { bookInto } from '../appointment/booking.js';
import { recheckCartons } from '../appointment/cartons.js';
import { throughSlotGate, type Away } from '../warehouse/slot-gate.js';
import { appointmentMachine, machineMessages, type MoveLabels } from '../appointment/machine.js';
import { followBackToReview, followPassed } from '../appointment/orders.js';
import { bizAppointment } from '../appointment/table.js';
import { afterCancel } from '../appointment/workflow.js';
import { locateUpload } from '../common/storage.js';
import { addDays, slotCalendar } from '../warehouse/calendar.js';
import { msg as warehouseMsg } from '../warehouse/messages.js';
import { checkSlot, localNow, releaseSlot, slotOf, takeSlot, type SlotKey, type Warehouse } from '../warehouse/slots.js';
import { bizWarehouse } from '../warehouse/table.js';
import { byLink, hashToken, linkOrders, stateOf, today } from './links.js';
import { queueSupplierMail } from './mail.js';
import { msg } from './messages.js';
import { cutoffOf, rulesOf } from './rules.js';
import { bizSupplierLink } from './table.js';

export type Link = typeof bizSupplierLink.$inferSelect;
type Appointment = typeof bizAppointment.$inferSelect;

export interface SupplierContext {
  db: Db;
  lang: Lang;
  labels: MoveLabels;
  dataDir: string;
  /** steps aside from the request's database place while a booking waits its slot's turn */
  away?: Away;
}

export const SELF_BOOKED_REMARK = '供应商通过预约链接预约 / booked by the supplier through its link';
const PASSED_AT_ONCE = '仓库无需审核，自动通过 / passed at once: the warehouse needs no approval';
const CANCELLED_REMARK = '供应商取消 / cancelled by the supplier';
/** Any constant of the application's own: with the supplier, serialises one supplier's bookings (the day cap). */
const SUPPLIER_LOCK = 727_301;

/** The link a token opens: 404 unknown, 410 revoked or expired, each with a message the page shows. */
export async function openLink(db: Db, token: string, lang: Lang): Promise<Link> {
  const [link] = await db.select().from(bizSupplierLink).where(eq(bizSupplierLink.tokenHash, hashToken(token)));
  if (!link) throw notFound(msg(lang, 'linkNotFound'));
  const state = stateOf(link);
  if (state === 'revoked') throw new AppError(410, msg(lang, 'linkRevoked', formatTime(link.revokeTime) ?? ''));
  if (state === 'expired') throw new AppError(410, msg(lang, 'linkExpired', link.expiresOn ?? ''));
  return link;
}

/** GET /public/supplier/{token} */
export async function linkPage(db: Db, link: Link): Promise<PublicSupplierLink> {
  const warehouses = await db.select().from(bizWarehouse).where(eq(bizWarehouse.status, '0')).orderBy(bizWarehouse.warehouseId);
  return {
    vendorDeptName: link.vendorDeptName,
    lang: link.lang === 'en' ? 'en' : 'zh',
    expiresOn: link.expiresOn,
    warehouses: warehouses.map((w) => ({ warehouseId: w.warehouseId, warehouseName: w.warehouseName, address: w.address, rules: rulesOf(w) })),
  };
}

async function enabledWarehouse(db: Db, warehouseId: number, lang: Lang) {
  const [w] = await db.select().from(bizWarehouse).where(and(eq(bizWarehouse.warehouseId, warehouseId), eq(bizWarehouse.status, '0')));
  if (!w) throw notFound(warehouseMsg(lang, 'warehouseNotFound'));
  return w;
}

/** GET /public/supplier/{token}/slots: the warehouse's calendar, each slot marked bookable by the supplier now or not. */
export async function supplierSlots(db: Db, lang: Lang, q: { warehouseId: number; from?: string; days?: number }): Promise<PublicSlotDay[]> {
  const w = await enabledWarehouse(db, q.warehouseId, lang);
  const first = today();
  const last = addDays(first, w.bookAheadDays);
  const from = q.from && q.from > first ? q.from : first;
  const days = Math.max(1, Math.min(q.days ?? 31, 31, Math.round((Date.parse(last) - Date.parse(from)) / 86_400_000) + 1));
  const now = localNow();
  return (await slotCalendar(db, w, from, days, lang)).map((day) => ({
    ...day,
    slots: day.slots.map((s) => {
      const room = s.bookedTrucks < s.capacityTrucks && (s.capacityCbm === null || s.bookedCbm < s.capacityCbm);
      return { ...s, bookable: !s.past && room && day.date <= last && now < cutoffOf(w, { slotDate: day.date, slotTime: s.time }) };
    }),
  }));
}

/** The warehouse's rules for a slot the supplier asks for: within bookAheadDays and before its cut-off (400 naming deliveryTime). */
function checkRules(w: Warehouse, key: SlotKey, lang: Lang) {
  const last = addDays(today(), w.bookAheadDays);
  if (key.slotDate > last) throw badRequest(`deliveryTime: ${msg(lang, 'selfBookingAhead', String(w.bookAheadDays), last)}`, 'deliveryTime');
  const cutoff = cutoffOf(w, key);
  if (localNow() >= cutoff) throw badRequest(`deliveryTime: ${msg(lang, 'selfBookingCutoff', cutoff, String(w.cutoffHours))}`, 'deliveryTime');
}

/**
 * The most bookings one supplier holds on one day at one warehouse, over all its links. The
 * advisory lock makes two bookings of the same supplier count each other.
 */
async function checkDayCap(tx: Db, link: Link, w: Warehouse, slotDate: string, lang: Lang, except = 0) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPPLIER_LOCK}, hashtext(${link.vendorDeptName}))`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bizAppointment)
    .innerJoin(bizSupplierLink, eq(bizSupplierLink.linkId, bizAppointment.supplierLinkId))
    .where(
      and(
        eq(bizSupplierLink.vendorDeptName, link.vendorDeptName),
        eq(bizAppointment.warehouseId, w.warehouseId),
        eq(bizAppointment.slotDate, slotDate),
        inArray(bizAppointment.status, [...HOLDS_SLOT]),
        ne(bizAppointment.appointmentId, except),
      ),
    );
  if (Number(row?.n ?? 0) >= w.maxPerSupplierDay) throw badRequest(`deliveryTime: ${msg(lang, 'selfBookingDayCap', slotDate, String(w.maxPerSupplierDay))}`, 'deliveryTime');
}

/** The link, locked for the booking's transaction, still open (it may have been revoked meanwhile). */
async function lockedLink(tx: Db, link: Link, lang: Lang) {
  const [current] = await tx.select().from(bizSupplierLink).where(eq(bizSupplierLink.linkId, link.linkId)).for('update');
  if (!current || stateOf(current) !== 'active') throw new AppError(410, msg(lang, 'linkRevoked', formatTime(current?.revokeTime ?? null) ?? ''));
  return current;
}

/**
 * POST /public/supplier/{token}/bookings: a normal appointment, made by the desk's own booking
 * (bookInto: the orders' rules, the slot's single UPDATE), in review, or passed at once when the
 * warehouse needs no approval. The link's maker owns it for data scope.
 */
export async function bookBySupplier({ db, lang, labels, dataDir, away }: SupplierContext, link: Link, body: SupplierBookingInput): Promise<string> {
  if (!(await locateUpload(dataDir, body.packingList))) throw badRequest(`packingList: ${msg(lang, 'packingListMissing')}`, 'packingList');
  const by = byLink(link);
  return throughSlotGate(db, slotOf(body.warehouseId, body.deliveryTime), lang, () => db.transaction(async (tx) => {
    const current = await lockedLink(tx, link, lang);
    const { warehouse, ...key } = await checkSlot(tx, body.warehouseId, body.deliveryTime, lang);
    checkRules(warehouse, key, lang);
    await checkDayCap(tx, current, warehouse, key.slotDate, lang);
    const id = await bookInto(
      tx,
      { orders: await linkOrders(tx, current), ordersMissing: 'appointmentOrderNotOfLink', deptId: current.deptId, userId: current.userId, by, status: '2', remark: SELF_BOOKED_REMARK, extra: { supplierLinkId: current.linkId, packingList: body.packingList } },
      lang,
      { ...body, deliveryType: '', remark: body.remark ?? null },
    );
    await tx.update(bizSupplierLink).set({ useCount: sql`${bizSupplierLink.useCount} + 1`, lastUsedTime: new Date() }).where(eq(bizSupplierLink.linkId, current.linkId));
    const [a] = await tx.select().from(bizAppointment).where(eq(bizAppointment.appointmentId, id));
    if (warehouse.selfBookingApproval === '0') {
      await transition(tx, appointmentMachine, { id, to: '3', remark: PASSED_AT_ONCE, by }, machineMessages(lang, labels));
      await followPassed(tx, a, by);
      await queueSupplierMail(tx, current, a, '3', '');
    }
    return a.reservationNo;
  }), away);
}

/** One of the link's own bookings, locked; anything else (another link's, a typo) is 404. */
async function ownBooking(tx: Db, link: Link, reservationNo: string, lang: Lang): Promise<Appointment> {
  const [a] = await tx
    .select()
    .from(bizAppointment)
    .where(and(eq(bizAppointment.reservationNo, reservationNo), eq(bizAppointment.supplierLinkId, link.linkId)))
    .for('update');
  if (!a) throw notFound(msg(lang, 'selfBookingNotFound'));
  return a;
}

const CHANGEABLE: readonly string[] = ['2', '3'];

/** Still the supplier's to change: in review or passed, and before its slot's cut-off (409 naming it). */
async function checkChangeable(tx: Db, a: Appointment, labels: MoveLabels, lang: Lang) {
  if (!CHANGEABLE.includes(a.status)) throw conflict(msg(lang, 'selfBookingNotChangeable', labels[a.status] ?? a.status));
  const [w] = await tx.select().from(bizWarehouse).where(eq(bizWarehouse.warehouseId, a.warehouseId));
  const cutoff = cutoffOf(w, a);
  if (localNow() >= cutoff) throw conflict(msg(lang, 'selfBookingCutoff', cutoff, String(w.cutoffHours)));
}

/**
 * PUT /public/supplier/{token}/bookings/{reservationNo}: to another slot under the same rules; the
 * old place is given back and the new one taken in one transaction (a full slot: 409, nothing
 * changed). The target's rules apply again (issue 47 hole 9): its cut-off, day cap, cartons and —
 * a passed booking moved where supplier bookings are reviewed — its review. The history says who
 * moved it from where.
 */
export async function rescheduleBySupplier({ db, lang, labels }: SupplierContext, link: Link, reservationNo: string, body: SupplierRescheduleInput) {
  return db.transaction(async (tx) => {
    const current = await lockedLink(tx, link, lang);
    const a = await ownBooking(tx, current, reservationNo, lang);
    await checkChangeable(tx, a, labels, lang);
    const { warehouse, ...key } = await checkSlot(tx, body.warehouseId ?? a.warehouseId, body.deliveryTime, lang);
    checkRules(warehouse, key, lang);
    await checkDayCap(tx, current, warehouse, key.slotDate, lang, a.appointmentId);
    // every move re-applies the target's rules (issue 47 hole 9): its cartons, under the orders' locks
    // (taken before the slot's row, as a new booking takes them) …
    await recheckCartons(tx, lang, a.appointmentId);
    await releaseSlot(tx, a, Number(a.cube));
    await takeSlot(tx, key, warehouse, Number(a.cube), lang);
    const by = byLink(current);
    // … and its review: passed where no review was needed, it goes back to review where one is —
    // through the machine, its orders no longer on the way (issue 46)
    const status = a.status === '3' && warehouse.selfBookingApproval !== '0' ? '2' : a.status;
    const moved = `${a.slotDate} ${a.slotTime} → ${key.slotDate} ${key.slotTime}`;
    const remark = `供应商改期 / rescheduled by the supplier: ${moved}`;
    if (status !== a.status) {
      await transition(tx, appointmentMachine, { id: a.appointmentId, to: status, remark: `${remark}，目标仓库须审核 / the warehouse reviews supplier bookings`, by }, machineMessages(lang, labels));
      await followBackToReview(tx, a, by);
    } else {
      await recordHistory(tx, { entity: 'appointment', entityId: a.appointmentId, field: 'status', from: a.status, to: status, remark, by });
    }
    await tx
      .update(bizAppointment)
      .set({ ...key, ...(status === a.status ? { version: sql`${bizAppointment.version} + 1` } : {}), updateBy: by, updateTime: new Date() })
      .where(eq(bizAppointment.appointmentId, a.appointmentId));
    return a.appointmentId;
  });
}

/** DELETE /public/supplier/{token}/bookings/{reservationNo}: cancelled through the machine; the place goes back. */
export async function cancelBySupplier({ db, lang, labels }: SupplierContext, link: Link, reservationNo: string) {
  return db.transaction(async (tx) => {
    const current = await lockedLink(tx, link, lang);
    const a = await ownBooking(tx, current, reservationNo, lang);
    await checkChangeable(tx, a, labels, lang);
    const by = byLink(current);
    await transition(tx, appointmentMachine, { id: a.appointmentId, to: '9', remark: CANCELLED_REMARK, by }, machineMessages(lang, labels));
    await afterCancel(tx, a, a.status as AppointmentStatus, by);
    return a.appointmentId;
  });
}

/** The link's bookings as the supplier sees them, newest slot first (at most 200). */
export async function bookingsOfLink(db: Db, link: Link, labels: MoveLabels, reservationNo?: string): Promise<PublicSupplierBooking[]> {
  const rows = await db
    .select({
      a: bizAppointment,
      warehouse: bizWarehouse,
      orderNos: sql<string>`coalesce((select string_agg(o.order_no, ',' order by o.order_no) from biz_appointment_order ao
        join biz_order o on o.order_id = ao.order_id where ao.appointment_id = ${bizAppointment.appointmentId}), '')`,
      reason: sql<string | null>`(select h.remark from biz_status_history h where h.entity = 'appointment' and h.entity_id = ${bizAppointment.appointmentId}
        and h.to_status = '4' order by h.history_id desc limit 1)`,
    })
    .from(bizAppointment)
    .innerJoin(bizWarehouse, eq(bizWarehouse.warehouseId, bizAppointment.warehouseId))
    .where(and(eq(bizAppointment.supplierLinkId, link.linkId), reservationNo ? eq(bizAppointment.reservationNo, reservationNo) : undefined))
    .orderBy(desc(bizAppointment.slotDate), desc(bizAppointment.slotTime), desc(bizAppointment.appointmentId))
    .limit(200);
  const now = localNow();
  return rows.map(({ a, warehouse: w, orderNos, reason }) => {
    const changeUntil = cutoffOf(w, a);
    return {
      reservationNo: a.reservationNo,
      warehouseId: a.warehouseId,
      warehouseName: w.warehouseName,
      deliveryTime: `${a.slotDate} ${a.slotTime}`,
      plateNo: a.plateNo,
      vehicleType: a.vehicleType,
      driverName: a.driverName,
      driverPhone: a.driverPhone,
      boxes: a.boxes,
      cube: Number(a.cube),
      orderNos: orderNos ?? '',
      status: a.status as AppointmentStatus,
      statusLabel: labels[a.status] ?? a.status,
      reason: a.status === '4' ? (reason ?? '') : null,
      qrToken: HAS_QR.includes(a.status as AppointmentStatus) ? a.qrToken : null,
      changeUntil,
      changeable: CHANGEABLE.includes(a.status) && now < changeUntil,
    };
  });
}

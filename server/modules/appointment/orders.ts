import { round3 } from '../../lib/coerce.js';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { HAS_QR } from '../../../contract/appointment-states.js';
import { bookingBlockOf, type BookingBlock } from '../../../contract/order-cartons.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { recordHistory } from '../../lib/workflow.js';
import { bizOrder } from '../order/table.js';
import { bizAppointment, bizAppointmentOrder } from './table.js';
import type { OrderGoods } from './cartons.js';

/** biz_order_transport_status */
export const TRANSPORT = { pending: '0', inDelivery: '1', completed: '2' } as const;

const bookingColumns = {
  orderId: bizOrder.orderId,
  orderNo: bizOrder.orderNo,
  nbOfCartons: bizOrder.nbOfCartons,
  grossWeightSum: bizOrder.grossWeightSum,
  totalCbm: bizOrder.totalCbm,
  overState: bizOrder.overState,
  transportStatus: bizOrder.transportStatus,
  bondedStatus: bizOrder.bondedStatus,
  customsStatus: bizOrder.customsStatus,
};
export type BookedOrder = { orderId: number; orderNo: string; nbOfCartons: number; grossWeightSum: string; totalCbm: string };

const refuse = (lang: Lang, key: Parameters<typeof msg>[1], ...args: string[]) => badRequest(`orderIds: ${msg(lang, key, ...args)}`, 'orderIds');

/**
 * The orders a truck may bring: each within `scope` (the caller's data scope; a supplier link's
 * own orders), not ended, not delivered in
 * full, and — bonded goods enter only after their filing has passed — customs completed when
 * bonded. An order may be in several appointments (partial deliveries): the rule that stops it is
 * "delivered in full", which the receipts decide. Errors are 400 naming orderIds and the order.
 */
export async function checkOrders(tx: Db, scope: SQL | undefined, lang: Lang, orderIds: number[], missing: 'appointmentOrderMissing' | 'appointmentOrderNotOfLink' = 'appointmentOrderMissing'): Promise<BookedOrder[]> {
  const ids = [...new Set(orderIds)];
  const rows = await tx
    .select(bookingColumns)
    .from(bizOrder)
    .where(and(inArray(bizOrder.orderId, ids), scope))
    // locked in id order: the cartons check (reserveCartons) then counts with no booking of these orders in between
    .orderBy(bizOrder.orderId)
    .for('update');
  const absent = ids.filter((id) => !rows.some((r) => r.orderId === id));
  if (absent.length) throw refuse(lang, missing, absent.join(', '));
  for (const o of rows) {
    // the cartons are judged by reserveCartons, with what is left in its message
    const block = bookingBlockOf(o);
    if (block) throw refuse(lang, BLOCKED[block], o.orderNo);
  }
  return rows;
}

/** What a booking is told of an order a truck may not bring, by the shared reason (contract/order-cartons.ts). */
const BLOCKED = {
  over: 'appointmentOrderOver',
  delivered: 'appointmentOrderDelivered',
  notCleared: 'appointmentOrderNotCleared',
  fullyBooked: 'appointmentOrderFullyBooked',
} as const satisfies Record<BookingBlock, Parameters<typeof msg>[1]>;

/** The same rules as a filter (bookingBlockOf's SQL twin, tested against it): the orders checkOrders would let a truck bring. */
export const bookableOrder = and(
  eq(bizOrder.overState, '0'),
  sql`${bizOrder.transportStatus} <> ${TRANSPORT.completed}`,
  sql`(${bizOrder.bondedStatus} <> '1' or ${bizOrder.customsStatus} = '2')`,
)!;


/** What the truck brings of its orders together: the booking's defaults for boxes, weight and cube. */
export function totalsOf(goods: OrderGoods[]) {
  return {
    boxes: goods.reduce((s, o) => s + o.boxes, 0),
    grossWeight: round3(goods.reduce((s, o) => s + Number(o.grossWeight), 0)),
    cube: round3(goods.reduce((s, o) => s + Number(o.cube), 0)),
  };
}

/** Replaces the order links of an appointment, each with what this truck brings of it. */
export async function linkOrders(tx: Db, appointmentId: number, goods: OrderGoods[], fresh = false) {
  // a booking just made has no links to replace: one statement less while it holds its slot's row
  if (!fresh) await tx.delete(bizAppointmentOrder).where(eq(bizAppointmentOrder.appointmentId, appointmentId));
  await tx.insert(bizAppointmentOrder).values(goods.map((g) => ({ appointmentId, ...g })));
}

const linkedOrderIds = async (tx: Db, appointmentId: number) =>
  (await tx.select({ orderId: bizAppointmentOrder.orderId }).from(bizAppointmentOrder).where(eq(bizAppointmentOrder.appointmentId, appointmentId))).map((r) => r.orderId);

/** Moves one order's delivery status in the move's transaction and records it in the order's own history. */
async function setTransport(tx: Db, orderId: number, from: string, to: string, by: string, remark: string, extra: Partial<typeof bizOrder.$inferInsert> = {}) {
  await tx
    .update(bizOrder)
    .set({ transportStatus: to, version: sql`${bizOrder.version} + 1`, updateBy: by, updateTime: new Date(), ...extra })
    .where(eq(bizOrder.orderId, orderId));
  await recordHistory(tx, { entity: 'order', entityId: orderId, field: 'transportStatus', from, to, remark, by });
}

/**
 * Passed review (decisions.md §5): each linked order still pending delivery is now in delivery,
 * due at the warehouse at the booked slot (kept when an earlier appointment already set it).
 */
export async function followPassed(tx: Db, appointment: { appointmentId: number; reservationNo: string; slotDate: string; slotTime: string }, by: string) {
  const ids = await linkedOrderIds(tx, appointment.appointmentId);
  if (!ids.length) return;
  const orders = await tx
    .select({ orderId: bizOrder.orderId, transportStatus: bizOrder.transportStatus, toWarehouseTime: bizOrder.toWarehouseTime })
    .from(bizOrder)
    .where(inArray(bizOrder.orderId, ids))
    .orderBy(bizOrder.orderId)
    .for('update');
  const due = new Date(`${appointment.slotDate}T${appointment.slotTime}:00`);
  for (const o of orders) {
    if (o.transportStatus !== TRANSPORT.pending) continue;
    await setTransport(tx, o.orderId, o.transportStatus, TRANSPORT.inDelivery, by, `预约${appointment.reservationNo}已通过 / appointment ${appointment.reservationNo} passed`, { toWarehouseTime: o.toWarehouseTime ?? due });
  }
}

/**
 * Received: each linked order whose cartons received over all its received appointments reach
 * its carton count is delivered in full. A partial delivery leaves the order in delivery, the rest
 * bookable — or, `close` (the desk's choice on the receipt), delivered as it stands.
 */
export async function followReceived(tx: Db, appointment: { appointmentId: number; reservationNo: string }, by: string, close = false) {
  const ids = await linkedOrderIds(tx, appointment.appointmentId);
  if (!ids.length) return;
  const orders = await tx
    .select({ orderId: bizOrder.orderId, transportStatus: bizOrder.transportStatus, nbOfCartons: bizOrder.nbOfCartons })
    .from(bizOrder)
    .where(inArray(bizOrder.orderId, ids))
    .orderBy(bizOrder.orderId)
    .for('update');
  const sums = await tx
    .select({ orderId: bizAppointmentOrder.orderId, boxes: sql<string>`coalesce(sum(${bizAppointmentOrder.receivedBoxes}), 0)` })
    .from(bizAppointmentOrder)
    .innerJoin(bizAppointment, eq(bizAppointment.appointmentId, bizAppointmentOrder.appointmentId))
    .where(and(inArray(bizAppointmentOrder.orderId, ids), eq(bizAppointment.status, '8')))
    .groupBy(bizAppointmentOrder.orderId);
  const received = new Map(sums.map((s) => [s.orderId, Number(s.boxes)]));
  for (const o of orders) {
    // short, the rest stays bookable unless the desk closes the order with the receipt
    if (o.transportStatus === TRANSPORT.completed || (!close && (received.get(o.orderId) ?? 0) < o.nbOfCartons)) continue;
    await setTransport(tx, o.orderId, o.transportStatus, TRANSPORT.completed, by, `预约${appointment.reservationNo}已收货 / appointment ${appointment.reservationNo} received`);
  }
}

/**
 * A passed booking no longer bringing its orders, in its move's transaction: each linked order it
 * put in delivery goes back to pending unless another booking of it has passed too (HAS_QR: passed
 * or at the dock), so that no order reads "in delivery" with no truck on the way. `what` ends the
 * order's history remark.
 */
async function followWithdrawn(tx: Db, appointment: { appointmentId: number; reservationNo: string }, by: string, what: { zh: string; en: string }) {
  const ids = await linkedOrderIds(tx, appointment.appointmentId);
  if (!ids.length) return;
  const orders = await tx
    .select({ orderId: bizOrder.orderId, transportStatus: bizOrder.transportStatus })
    .from(bizOrder)
    .where(inArray(bizOrder.orderId, ids))
    .orderBy(bizOrder.orderId)
    .for('update');
  const coming = await tx
    .selectDistinct({ orderId: bizAppointmentOrder.orderId })
    .from(bizAppointmentOrder)
    .innerJoin(bizAppointment, eq(bizAppointment.appointmentId, bizAppointmentOrder.appointmentId))
    .where(and(inArray(bizAppointmentOrder.orderId, ids), ne(bizAppointment.appointmentId, appointment.appointmentId), inArray(bizAppointment.status, [...HAS_QR])));
  for (const o of orders) {
    if (o.transportStatus !== TRANSPORT.inDelivery || coming.some((c) => c.orderId === o.orderId)) continue;
    await setTransport(tx, o.orderId, o.transportStatus, TRANSPORT.pending, by, `预约${appointment.reservationNo}${what.zh} / appointment ${appointment.reservationNo} ${what.en}`);
  }
}

/** Cancelled after it passed (issue 38): no truck is bringing its orders now. */
export const followCancelled = (tx: Db, appointment: { appointmentId: number; reservationNo: string }, by: string) =>
  followWithdrawn(tx, appointment, by, { zh: '已取消', en: 'cancelled' });

/** Passed and back to review (issue 46): its orders wait for a truck again until it passes anew (followPassed). */
export const followBackToReview = (tx: Db, appointment: { appointmentId: number; reservationNo: string }, by: string) =>
  followWithdrawn(tx, appointment, by, { zh: '退回待审核', en: 'back to review' });

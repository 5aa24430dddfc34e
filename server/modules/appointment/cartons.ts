import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { remainingOf } from '../../../contract/order-cartons.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { round3 } from '../../lib/coerce.js';
import type { Lang } from '../../lib/messages.js';
import { bizOrder } from '../order/table.js';
import { msg } from './messages.js';
import { bizAppointment, bizAppointmentOrder } from './table.js';

/**
 * The statuses whose cartons are on the way (issue 46): not refused (4), received (8, its
 * received figures count instead) or cancelled (9). Cancelling or refusing gives cartons back by
 * leaving this set, with nothing to undo.
 */
export const BOOKS_CARTONS = ['0', '1', '2', '3', '5', '6', '7'] as const;

/** What a truck brings of one order. */
export interface OrderGoods {
  orderId: number;
  boxes: number;
  grossWeight: string;
  cube: string;
}
export interface GoodsWanted {
  orderId: number;
  boxes?: number | '' | null;
  grossWeight?: number | '' | null;
  cube?: number | '' | null;
}
type OrderFigures = { orderId: number; orderNo: string; nbOfCartons: number; grossWeightSum: string; totalCbm: string };

/** Per order: booked on open appointments (but `except`) and received, from the link rows. */
export async function cartonsOf(tx: Db, orderIds: number[], except = 0) {
  if (!orderIds.length) return new Map<number, { booked: number; received: number }>();
  const rows = await tx
    .select({
      orderId: bizAppointmentOrder.orderId,
      booked: sql<string>`coalesce(sum(case when ${inArray(bizAppointment.status, [...BOOKS_CARTONS])} then ${bizAppointmentOrder.boxes} else 0 end), 0)`,
      received: sql<string>`coalesce(sum(case when ${bizAppointment.status} = '8' then coalesce(${bizAppointmentOrder.receivedBoxes}, 0) else 0 end), 0)`,
    })
    .from(bizAppointmentOrder)
    .innerJoin(bizAppointment, eq(bizAppointment.appointmentId, bizAppointmentOrder.appointmentId))
    .where(and(inArray(bizAppointmentOrder.orderId, orderIds), ne(bizAppointmentOrder.appointmentId, except)))
    .groupBy(bizAppointmentOrder.orderId);
  return new Map(rows.map((r) => [r.orderId, { booked: Number(r.booked), received: Number(r.received) }]));
}

const share = (total: string, part: number, of: number) => String(of > 0 ? round3((Number(total) * part) / of) : 0);

/**
 * THE one check every path that books cartons calls (create, edit, import, supplier link, the
 * moves back to open and to passed), in its transaction. The orders' rows must already be locked
 * FOR UPDATE by the caller (checkOrders does): a second booking of the same order waits here
 * until the first commits and then, under READ COMMITTED, its sums see that booking — two
 * bookings racing for the last cartons: one wins. Each order's line defaults to what remains;
 * more than remains is a 409 naming the order and what is left.
 */
export async function reserveCartons(tx: Db, lang: Lang, orders: OrderFigures[], wanted: GoodsWanted[] | undefined, except = 0): Promise<OrderGoods[]> {
  const asked = new Map((wanted ?? []).map((g) => [g.orderId, g]));
  const stray = [...asked.keys()].filter((id) => !orders.some((o) => o.orderId === id));
  if (stray.length) throw badRequest(`goods: ${msg(lang, 'appointmentGoodsStray', stray.join(', '))}`, 'goods');
  const sums = await cartonsOf(tx, orders.map((o) => o.orderId), except);
  return orders.map((o) => {
    const { booked, received } = sums.get(o.orderId) ?? { booked: 0, received: 0 };
    const left = remainingOf(o.nbOfCartons, booked, received);
    const g = asked.get(o.orderId);
    const boxes = g && g.boxes !== undefined && g.boxes !== null && g.boxes !== '' ? Number(g.boxes) : left;
    if (boxes > left || (left === 0 && boxes === 0 && !g)) {
      throw conflict(msg(lang, 'appointmentCartonsLeft', o.orderNo, String(left), String(o.nbOfCartons), String(booked), String(received)));
    }
    const pick = (v: number | '' | null | undefined, total: string) => (v !== undefined && v !== null && v !== '' ? String(Number(v)) : share(total, boxes, o.nbOfCartons));
    return { orderId: o.orderId, boxes, grossWeight: pick(g?.grossWeight, o.grossWeightSum), cube: pick(g?.cube, o.totalCbm) };
  });
}

/**
 * An appointment's stored lines checked again (4 → 0 takes its cartons back; a pass confirms them):
 * its orders locked in id order, then the same rule as reserveCartons with its own lines.
 */
export async function recheckCartons(tx: Db, lang: Lang, appointmentId: number) {
  const lines = await tx.select().from(bizAppointmentOrder).where(eq(bizAppointmentOrder.appointmentId, appointmentId));
  if (!lines.length) return;
  const orders = await tx
    .select({ orderId: bizOrder.orderId, orderNo: bizOrder.orderNo, nbOfCartons: bizOrder.nbOfCartons, grossWeightSum: bizOrder.grossWeightSum, totalCbm: bizOrder.totalCbm })
    .from(bizOrder)
    .where(inArray(bizOrder.orderId, lines.map((l) => l.orderId)))
    .orderBy(bizOrder.orderId)
    .for('update');
  await reserveCartons(tx, lang, orders, lines.map((l) => ({ orderId: l.orderId, boxes: l.boxes })), appointmentId);
}

import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { HOLDS_SLOT, appointmentMovePermission, type AppointmentInput, type AppointmentStatus } from '../../../contract/appointment.js';
import type { Db } from '../../db/client.js';
import { blank } from '../../lib/coerce.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { msg as warehouseMsg } from '../warehouse/messages.js';
import { recordHistory, transition } from '../../lib/workflow.js';
import { hasPermission, type LoginUser } from '../../lib/login-user.js';
import { bizStatusHistory } from '../../lib/workflow-table.js';
import { nextNumber } from '../../lib/number-sequence.js';
import { checkSlot, localNow, releaseSlot, takeSlot, type SlotKey } from '../warehouse/slots.js';
import { bizWarehouse } from '../warehouse/table.js';
import { orderScope } from '../order/query.js';
import { checkOrders, linkOrders, totalsOf } from './orders.js';
import { reserveCartons, type GoodsWanted, type OrderGoods } from './cartons.js';
import { appointmentScope } from './repository.js';
import { bizAppointment, bizAppointmentOrder } from './table.js';
import { appointmentMachine, machineMessages, type MoveLabels } from './machine.js';

export interface BookingContext {
  db: Db;
  user: LoginUser;
  lang: Lang;
  labels: MoveLabels;
}

/** Remarks of the history entries a booking writes itself, readable in both languages. */
export const BOOKED_REMARK = '新建预约 / booked';
export const EDITED_REMARK = '修改后重新提交 / edited and back to submit';

/**
 * 'YY' + today's yyyyMMdd + a 4-digit sequence of the day, from the day's counter
 * (lib/number-sequence.ts): a deleted booking's number is never handed to another truck.
 */
async function nextReservationNo(tx: Db): Promise<string> {
  const prefix = `YY${localNow().slice(0, 10).replaceAll('-', '')}`;
  // the day's highest number already given, for a day begun before the counter was
  const floor = sql<number>`select max(cast(substr(${bizAppointment.reservationNo}, ${prefix.length + 1}) as integer)) from ${bizAppointment}
    where ${like(bizAppointment.reservationNo, `${prefix}%`)} and ${bizAppointment.reservationNo} ~ ${`^${prefix}[0-9]+$`}`;
  return `${prefix}${String(await nextNumber(tx, prefix, floor)).padStart(4, '0')}`;
}

const decimal = (v: number) => String(v);

/**
 * What the body asks of each order: its goods lines, or — one order and the truck's figures given —
 * those figures for that order; otherwise each order defaults to what remains (reserveCartons).
 */
function goodsWanted(body: AppointmentInput): GoodsWanted[] | undefined {
  if (body.goods) return body.goods;
  const ids = [...new Set(body.orderIds)];
  if (ids.length !== 1 || blank(body.boxes)) return undefined;
  return [{ orderId: ids[0], boxes: body.boxes, grossWeight: body.grossWeight, cube: body.cube }];
}

/** The stored booking fields of a body, with boxes / weight / cube defaulting to the orders' totals. */
function bookingValues(body: AppointmentInput, goods: OrderGoods[], key: SlotKey) {
  const totals = totalsOf(goods);
  return {
    warehouseId: key.warehouseId,
    slotDate: key.slotDate,
    slotTime: key.slotTime,
    plateNo: body.plateNo,
    vehicleType: body.vehicleType,
    deliveryType: body.deliveryType,
    driverName: body.driverName,
    driverPhone: body.driverPhone,
    carWeight: blank(body.carWeight) ? null : decimal(Number(body.carWeight)),
    boxes: blank(body.boxes) ? totals.boxes : Number(body.boxes),
    grossWeight: decimal(blank(body.grossWeight) ? totals.grossWeight : Number(body.grossWeight)),
    cube: decimal(blank(body.cube) ? totals.cube : Number(body.cube)),
    remark: body.remark ?? null,
  };
}

/** Who a booking is made for: the orders it may name, whose data scope it falls in, who made it. */
export interface Booker {
  orders: SQL | undefined;
  /** what an order outside `orders` is called: the desk's "outside your data scope" unless a link's holder books */
  ordersMissing?: 'appointmentOrderNotOfLink';
  deptId: number | null;
  userId: number | null;
  by: string;
  /** the status it starts in: '0' for the desk; a supplier's link books straight into review */
  status: AppointmentStatus;
  remark: string;
  /** what else it stores (a supplier link's id, the packing list) */
  extra?: Partial<typeof bizAppointment.$inferInsert>;
}

/**
 * In the caller's transaction: checks the orders and the slot, takes a place (the single
 * conditional UPDATE: the last place goes to one booking only), numbers the booking.
 */
export async function bookInto(tx: Db, booker: Booker, lang: Lang, body: AppointmentInput, now?: Date): Promise<number> {
  const orders = await checkOrders(tx, booker.orders, lang, body.orderIds, booker.ordersMissing);
  const goods = await reserveCartons(tx, lang, orders, goodsWanted(body));
  const { warehouse, ...key } = await checkSlot(tx, body.warehouseId, body.deliveryTime, lang, now);
  const values = bookingValues(body, goods, key);
  await takeSlot(tx, key, warehouse, Number(values.cube), lang);
  const reservationNo = await nextReservationNo(tx);
  const [row] = await tx
    .insert(bizAppointment)
    .values({
      ...values,
      ...booker.extra,
      reservationNo,
      qrToken: randomBytes(16).toString('hex'),
      status: booker.status,
      deptId: booker.deptId,
      userId: booker.userId,
      createBy: booker.by,
    })
    .returning({ appointmentId: bizAppointment.appointmentId });
  await linkOrders(tx, row.appointmentId, goods, true);
  await recordHistory(tx, { entity: 'appointment', entityId: row.appointmentId, field: 'status', from: '', to: booker.status, remark: booker.remark, by: booker.by });
  return row.appointmentId;
}

/** POST /biz/appointment: checks the orders and the slot, takes a place, numbers the booking. */
export async function createAppointment({ db, user, lang }: BookingContext, body: AppointmentInput): Promise<number> {
  const booker: Booker = { orders: orderScope(user), deptId: user.deptId, userId: user.userId, by: user.userName, status: '0', remark: BOOKED_REMARK };
  return db.transaction(async (tx) => bookInto(tx, booker, lang, body));
}

const sameSlot = (a: SlotKey, b: SlotKey) => a.warehouseId === b.warehouseId && a.slotDate === b.slotDate && a.slotTime === b.slotTime;

/**
 * PUT /biz/appointment: only to submit (0) or not passed (4). A booking that holds its place and
 * changes slot or cube gives the old place back and takes the new one; a not-passed booking
 * (which holds nothing) takes its slot again and returns to "to submit" through the machine.
 * All in one transaction: a full slot answers 409 and nothing changes.
 */
export async function editAppointment({ db, user, lang, labels }: BookingContext, body: AppointmentInput): Promise<number> {
  const id = body.appointmentId;
  if (id === undefined) throw badRequest(`appointmentId: ${msg(lang, 'appointmentIdRequired')}`, 'appointmentId');
  return db.transaction(async (tx) => {
    // the row lock first, as every move takes it first: no lock-order deadlock with a move
    const [current] = await tx
      .select()
      .from(bizAppointment)
      .where(and(eq(bizAppointment.appointmentId, id), appointmentScope(user)))
      .for('update');
    if (!current) throw notFound(msg(lang, 'appointmentNotFound'));
    const status = current.status as AppointmentStatus;
    if (body.version !== undefined && body.version !== current.version) throw conflict(msg(lang, 'appointmentStale'));
    if (status !== '0' && status !== '4') throw conflict(msg(lang, 'appointmentNotEditable', labels[status]));
    // editing a not-passed booking resubmits it: the editor needs that move's permission too
    if (status === '4' && !hasPermission(user, appointmentMovePermission('4', '0'))) throw forbidden(msg(lang, 'appointmentMoveForbidden', labels['4'], labels['0']));
    const orders = await checkOrders(tx, orderScope(user), lang, body.orderIds);
    // its own lines are given back first: an edit may keep, lower or raise what it brings
    const goods = await reserveCartons(tx, lang, orders, goodsWanted(body), id);
    const oldKey: SlotKey = { warehouseId: current.warehouseId, slotDate: current.slotDate, slotTime: current.slotTime };
    const [slotDate, slotTime] = body.deliveryTime.split(' ');
    const wanted: SlotKey = { warehouseId: body.warehouseId, slotDate, slotTime };
    const values = bookingValues(body, goods, wanted);
    const holds = HOLDS_SLOT.includes(status);
    const moves = !sameSlot(oldKey, wanted) || Number(values.cube) !== Number(current.cube);
    if (!holds || moves) {
      // a new slot is checked as a new booking would be; keeping the slot only re-weighs the cube
      const { warehouse } = holds && sameSlot(oldKey, wanted) ? await warehouseOfKeptSlot(tx, wanted, lang) : await checkSlot(tx, body.warehouseId, body.deliveryTime, lang);
      if (holds) await releaseSlot(tx, oldKey, Number(current.cube));
      await takeSlot(tx, wanted, warehouse, Number(values.cube), lang);
    }
    // the move to "to submit" counts the version up itself
    if (status === '4') await transition(tx, appointmentMachine, { id, to: '0', remark: EDITED_REMARK, by: user.userName }, machineMessages(lang, labels));
    const version = status === '4' ? {} : { version: sql`${bizAppointment.version} + 1` };
    await tx
      .update(bizAppointment)
      .set({ ...values, ...version, updateBy: user.userName, updateTime: new Date() })
      .where(eq(bizAppointment.appointmentId, id));
    await linkOrders(tx, id, goods);
    return id;
  });
}

/** The warehouse of a slot a booking keeps: no past or closed-day check, it is already booked. */
async function warehouseOfKeptSlot(tx: Db, key: SlotKey, lang: Lang) {
  const [warehouse] = await tx.select().from(bizWarehouse).where(eq(bizWarehouse.warehouseId, key.warehouseId));
  if (!warehouse) throw badRequest(`warehouseId: ${warehouseMsg(lang, 'warehouseNotFound')}`, 'warehouseId');
  return { warehouse };
}

/** DELETE /biz/appointment/{ids}: bookings to submit or not passed, their places, links and history. */
export async function deleteAppointments({ db, lang }: BookingContext, ids: number[]) {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(bizAppointment)
      .where(and(inArray(bizAppointment.appointmentId, ids), inArray(bizAppointment.status, ['0', '4'])))
      .returning();
    // moved on meanwhile: keep everything
    if (gone.length !== ids.length) throw conflict(msg(lang, 'appointmentStale'));
    for (const a of gone) {
      if (HOLDS_SLOT.includes(a.status as AppointmentStatus)) await releaseSlot(tx, a, Number(a.cube));
    }
    await tx.delete(bizAppointmentOrder).where(inArray(bizAppointmentOrder.appointmentId, ids));
    await tx.delete(bizStatusHistory).where(and(eq(bizStatusHistory.entity, 'appointment'), inArray(bizStatusHistory.entityId, ids)));
  });
}

/** Taking a not-passed booking's slot again on "not passed → to submit": a slot gone by is a 409 that says what to do. */
export async function retakeSlot(tx: Db, a: typeof bizAppointment.$inferSelect, lang: Lang) {
  const deliveryTime = `${a.slotDate} ${a.slotTime}`;
  let checked;
  try {
    checked = await checkSlot(tx, a.warehouseId, deliveryTime, lang);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) throw conflict(msg(lang, 'appointmentRebook', deliveryTime, error.message.replace(/^\w+: /, '')));
    throw error;
  }
  const { warehouse, ...key } = checked;
  await takeSlot(tx, key, warehouse, Number(a.cube), lang);
}

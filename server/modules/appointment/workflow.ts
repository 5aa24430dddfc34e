import dayjs from 'dayjs';
import { and, eq, ne } from 'drizzle-orm';
import { WORK_FIELDS_OF_MOVE, appointmentMovePermission, appointmentNeedsReason, type AppointmentMoveInput, type AppointmentStatus } from '../../../contract/appointment.js';
import type { Db } from '../../db/client.js';
import { blank } from '../../lib/coerce.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { fieldLabel } from '../../lib/field-labels.js';
import { formatTime } from '../../lib/time.js';
import { msg } from './messages.js';
import { canMove, transition } from '../../lib/workflow.js';
import { hasPermission, type LoginUser } from '../../lib/login-user.js';
import type { DictCache } from '../dict/cache.js';
import { releaseSlot } from '../warehouse/slots.js';
import { bizDockDoor, bizWarehouse } from '../warehouse/table.js';
import { retakeSlot } from './booking.js';
import { recheckCartons } from './cartons.js';
import { appointmentMachine, machineMessages, statusLabels, type MoveLabels } from './machine.js';
import { stockFromReceipt } from '../inventory/intake.js';
import { followBackToReview, followCancelled, followPassed, followReceived } from './orders.js';
import { appointmentScope } from './repository.js';
import { checkStaff } from './staff.js';
import { differenceReasons, received } from './receipt.js';
import { bizAppointment } from './table.js';

type Appointment = typeof bizAppointment.$inferSelect;
type Work = NonNullable<AppointmentMoveInput['work']>;
type Values = Partial<typeof bizAppointment.$inferInsert>;

export interface MoveContext {
  db: Db;
  dict: DictCache;
  user: LoginUser;
  lang: Lang;
}

/**
 * What other modules do when a booking moves, in the move's transaction: the supplier-booking
 * module queues the supplier's mail on pass or refusal (issue 38). They register themselves, as
 * that module builds on this one.
 */
export const moveFollowers: ((tx: Db, a: Appointment, to: AppointmentStatus, remark: string) => Promise<void>)[] = [];

/** A booking cancelled (to '9' from `from`), in its move's transaction: its place goes back, and its orders if it had passed. */
export async function afterCancel(tx: Db, a: Appointment, from: AppointmentStatus, by: string) {
  await releaseSlot(tx, a, Number(a.cube));
  if (from === '3') await followCancelled(tx, a, by);
}

/** Whether a move needs its reason: a refusal, a cancel, and a passed booking sent back to review (its driver's pass is withdrawn). */

/** How far a device's clock may run ahead of the server's before its time is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * An event's time (an arrival, the end of unloading): the server's now when not given, and never
 * ahead of it (issue 46: an arrival two days ahead made the board's time in stock negative).
 */
function eventTime(lang: Lang, field: 'arrivalTime' | 'unloadEndTime', value: string | null | undefined): Date {
  const now = new Date();
  if (blank(value)) return now;
  const at = dayjs(value).toDate();
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw badRequest(`work.${field}: ${msg(lang, 'appointmentTimeAhead', fieldLabel(lang, field, 'appointment') ?? field, formatTime(now) ?? '')}`, `work.${field}`);
  }
  return at;
}

/**
 * Work travels with the move it belongs to (WORK_FIELDS_OF_MOVE): a value sent with another move
 * is refused 400 naming the field rather than silently dropped, so a client that thinks it
 * recorded something learns it did not. Empty values are no values.
 */
function checkWorkBelongs(lang: Lang, labels: MoveLabels, input: AppointmentMoveInput) {
  const allowed = WORK_FIELDS_OF_MOVE[input.to] ?? [];
  for (const [field, value] of Object.entries(input.work ?? {})) {
    if (!blank(value) && !allowed.includes(field)) throw badRequest(`work.${field}: ${msg(lang, 'appointmentWorkNotHere', labels[input.to])}`, `work.${field}`);
  }
  if (input.receipt && input.to !== '8') throw badRequest(`receipt: ${msg(lang, 'appointmentReceiptNotHere')}`, 'receipt');
}

/** An enabled door of the appointment's warehouse, locked so that two trucks cannot take it at once. */
async function doorOf(tx: Db, lang: Lang, a: Appointment, doorId: number) {
  const [door] = await tx
    .select()
    .from(bizDockDoor)
    .where(and(eq(bizDockDoor.doorId, doorId), eq(bizDockDoor.warehouseId, a.warehouseId), eq(bizDockDoor.status, '0')))
    .for('update');
  if (!door) {
    const [w] = await tx.select({ name: bizWarehouse.warehouseName }).from(bizWarehouse).where(eq(bizWarehouse.warehouseId, a.warehouseId));
    throw badRequest(`work.doorId: ${msg(lang, 'appointmentDoorInvalid', String(doorId), w?.name ?? String(a.warehouseId))}`, 'work.doorId');
  }
  return door;
}

/** 3 → 5: the truck is at the gate; the door may be assigned now or when unloading starts. */
async function arrival(tx: Db, lang: Lang, a: Appointment, work: Work): Promise<Values> {
  const values: Values = { arrivalTime: eventTime(lang, 'arrivalTime', work.arrivalTime) };
  if (!blank(work.doorId)) values.doorId = (await doorOf(tx, lang, a, Number(work.doorId))).doorId;
  return values;
}

/** 5 → 6: unloading at a door (one truck per door at a time) by staff holding the right posts. */
async function unloading(tx: Db, lang: Lang, a: Appointment, work: Work): Promise<Values> {
  const doorId = blank(work.doorId) ? a.doorId : Number(work.doorId);
  if (doorId === null) throw badRequest(`work.doorId: ${msg(lang, 'appointmentDoorRequired')}`, 'work.doorId');
  const door = await doorOf(tx, lang, a, doorId);
  const [busy] = await tx
    .select({ plateNo: bizAppointment.plateNo })
    .from(bizAppointment)
    .where(and(eq(bizAppointment.doorId, doorId), eq(bizAppointment.status, '6'), ne(bizAppointment.appointmentId, a.appointmentId)))
    .limit(1);
  if (busy) throw conflict(msg(lang, 'appointmentDoorBusy', door.doorName, busy.plateNo));
  await checkStaff(tx, lang, work);
  const staff = WORK_FIELDS_OF_MOVE['6']!.filter((f) => f !== 'doorId' && work[f as keyof Work] !== undefined);
  return { doorId, ...Object.fromEntries(staff.map((f) => [f, work[f as keyof Work] ?? ''])) };
}

/** 6 → 7: unloading done and counted, not before the truck arrived nor ahead of the clock. */
function tallied(lang: Lang, a: Appointment, work: Work): Values {
  const end = eventTime(lang, 'unloadEndTime', work.unloadEndTime);
  if (a.arrivalTime && end < a.arrivalTime) {
    throw badRequest(`work.unloadEndTime: ${msg(lang, 'appointmentTimeBeforeArrival', fieldLabel(lang, 'unloadEndTime', 'appointment') ?? 'unloadEndTime', formatTime(a.arrivalTime) ?? '')}`, 'work.unloadEndTime');
  }
  const values: Values = { unloadEndTime: end };
  if (work.actualPcb !== undefined) values.actualPcb = blank(work.actualPcb) ? null : Number(work.actualPcb);
  if (work.actualSpcb !== undefined) values.actualSpcb = blank(work.actualSpcb) ? null : Number(work.actualSpcb);
  if (work.unloadMemo !== undefined) values.unloadMemo = work.unloadMemo;
  return values;
}

/** 7 → 8: the receipt lines (receipt.ts), the measured dimensions and the photos. */
async function receipt(tx: Db, lang: Lang, reasons: Set<string>, a: Appointment, input: AppointmentMoveInput): Promise<Values> {
  const work = input.work ?? {};
  return {
    ...(await received(tx, lang, reasons, a.appointmentId, input)),
    ...(work.receivedDims !== undefined ? { receivedDims: work.receivedDims } : {}),
    ...(work.photos !== undefined ? { photos: work.photos } : {}),
  };
}

/**
 * PUT /biz/appointment/{id}/status. The move must be legal (409, nothing changed) and the caller
 * must hold that very move's permission (403 naming both statuses). Its work, the slot it gives
 * back or takes again, the orders that follow it and, on receipt, the pallets it puts inbound
 * happen in the move's transaction.
 */
export async function moveAppointment({ db, dict, user, lang }: MoveContext, id: number, input: AppointmentMoveInput) {
  const labels = await statusLabels(dict, lang);
  const remark = input.remark ?? '';
  const reasons = input.to === '8' ? await differenceReasons(dict) : new Set<string>();
  return db.transaction(async (tx) => {
    const [a] = await tx
      .select()
      .from(bizAppointment)
      .where(and(eq(bizAppointment.appointmentId, id), appointmentScope(user)))
      .for('update');
    if (!a) throw notFound(msg(lang, 'appointmentNotFound'));
    const from = a.status as AppointmentStatus;
    const to = input.to;
    if (canMove(appointmentMachine, from, to)) {
      if (!hasPermission(user, appointmentMovePermission(from, to))) throw forbidden(msg(lang, 'appointmentMoveForbidden', labels[from], labels[to]));
      if (appointmentNeedsReason(from, to) && !remark) throw badRequest(`remark: ${msg(lang, 'appointmentRemarkRequired')}`, 'remark');
      checkWorkBelongs(lang, labels, input);
    }
    const moved = await transition(tx, appointmentMachine, { id, to, remark, by: user.userName, version: input.version }, machineMessages(lang, labels));
    const work = input.work ?? {};
    let values: Values = {};
    // back to open takes its cartons again; a pass confirms them (issue 46): the one cartons rule,
    // its orders locked before the slot's row as a new booking locks them (no lock-order deadlock)
    if ((from === '4' && to === '0') || to === '3') await recheckCartons(tx, lang, a.appointmentId);
    if (to === '4') await releaseSlot(tx, a, Number(a.cube));
    else if (to === '9') await afterCancel(tx, a, from, user.userName);
    else if (from === '4' && to === '0') await retakeSlot(tx, a, lang);
    else if (to === '5') values = await arrival(tx, lang, a, work);
    else if (to === '6') values = await unloading(tx, lang, a, work);
    else if (to === '7') values = tallied(lang, a, work);
    else if (to === '8') values = await receipt(tx, lang, reasons, a, input);
    await tx
      .update(bizAppointment)
      .set({ ...values, updateBy: user.userName, updateTime: new Date() })
      .where(eq(bizAppointment.appointmentId, id));
    if (to === '3') await followPassed(tx, a, user.userName);
    // back to review undoes the pass: its orders are no longer on the way (issue 46)
    if (from === '3' && to === '2') await followBackToReview(tx, a, user.userName);
    for (const follow of moveFollowers) await follow(tx, a, to, remark);
    if (to === '8') {
      await followReceived(tx, a, user.userName, input.closeOrders === true);
      await stockFromReceipt(tx, a, input.receipt ?? [], user.userName);
    }
    return moved;
  });
}

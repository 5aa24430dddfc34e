import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { bizClosedDay, bizSlot, bizWarehouse } from './table.js';

export type Warehouse = typeof bizWarehouse.$inferSelect;
export interface SlotKey {
  warehouseId: number;
  slotDate: string;
  slotTime: string;
}

/** `deliveryTime` as a booking gives it ('yyyy-MM-dd HH:mm'): the slot it asks for. */
export function slotOf(warehouseId: number, deliveryTime: string): SlotKey {
  const [slotDate = '', slotTime = ''] = deliveryTime.split(' ');
  return { warehouseId, slotDate, slotTime };
}

/** One slot's name among others (the keys of in-process maps). */
export const slotName = (key: SlotKey) => `${key.warehouseId} ${key.slotDate} ${key.slotTime}`;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The slot starts of a warehouse's day: every slot ends by closing time. */
export function slotTimes(w: Pick<Warehouse, 'openTime' | 'closeTime' | 'slotMinutes'>): string[] {
  const times: string[] = [];
  for (let m = toMinutes(w.openTime); m + w.slotMinutes <= toMinutes(w.closeTime); m += w.slotMinutes) times.push(toHhmm(m));
  return times;
}

/** 0 = Sunday, for a 'yyyy-MM-dd' taken as a calendar date (no time zone involved). */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export const closedOnWeekday = (w: Pick<Warehouse, 'closedWeekdays'>, date: string) =>
  w.closedWeekdays !== '' && w.closedWeekdays.split(',').includes(String(weekdayOf(date)));

/** The local wall-clock now as 'yyyy-MM-dd HH:mm', the form slots are compared in. */
export function localNow(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/**
 * The slot a delivery time names, checked: the warehouse exists and takes bookings, the day is
 * open, the time is one of its slot starts and has not passed. Errors name the field.
 */
export async function checkSlot(db: Db, warehouseId: number, deliveryTime: string, lang: Lang, now = new Date()): Promise<SlotKey & { warehouse: Warehouse }> {
  const [warehouse] = await db.select().from(bizWarehouse).where(eq(bizWarehouse.warehouseId, warehouseId));
  if (!warehouse) throw badRequest(`warehouseId: ${msg(lang, 'warehouseNotFound')}`, 'warehouseId');
  if (warehouse.status !== '0') throw badRequest(`warehouseId: ${msg(lang, 'warehouseDisabled', warehouse.warehouseName)}`, 'warehouseId');
  const { slotDate, slotTime } = slotOf(warehouseId, deliveryTime);
  const closedDay = await db
    .select({ day: bizClosedDay.day })
    .from(bizClosedDay)
    .where(and(eq(bizClosedDay.warehouseId, warehouseId), eq(bizClosedDay.day, slotDate)));
  if (closedOnWeekday(warehouse, slotDate) || closedDay.length > 0) {
    throw badRequest(`deliveryTime: ${msg(lang, 'warehouseClosed', warehouse.warehouseName, slotDate)}`, 'deliveryTime');
  }
  const times = slotTimes(warehouse);
  if (!times.includes(slotTime)) throw badRequest(`deliveryTime: ${msg(lang, 'slotNotOffered', slotTime, times.join(', '))}`, 'deliveryTime');
  if (deliveryTime < localNow(now)) throw badRequest(`deliveryTime: ${msg(lang, 'slotPast', deliveryTime)}`, 'deliveryTime');
  return { warehouseId, slotDate, slotTime, warehouse };
}

/**
 * Takes one place (and `cbm` cubic metres) of a slot inside the caller's transaction, or throws
 * 409. The check and the increment are one conditional UPDATE, so concurrent bookings cannot
 * both see the last place free: the row lock serialises them and the loser's WHERE fails.
 * Before it, a plain read: a slot already full is refused without waiting on its row, and one
 * that exists is not inserted again (an insert waits on the row's open updates as well). In a
 * rush for the last places, hundreds of bookings at once over several processes, the losers
 * then answer at once instead of queueing behind every winner's transaction.
 */
export async function takeSlot(tx: Db, key: SlotKey, warehouse: Pick<Warehouse, 'slotTrucks' | 'slotCbm'>, cbm: number, lang: Lang): Promise<void> {
  const [seen] = await tx.select().from(bizSlot).where(slotWhere(key));
  // trucks only: the volume is compared in numeric by the UPDATE, not in floating point here
  if (seen && seen.bookedTrucks >= warehouse.slotTrucks) throw slotRefusal(key, warehouse, seen, lang);
  if (!seen) await tx.insert(bizSlot).values({ ...key, bookedTrucks: 0, bookedCbm: '0' }).onConflictDoNothing();
  const cbmRoom = warehouse.slotCbm === null ? sql`true` : sql`${bizSlot.bookedCbm} + ${cbm} <= ${warehouse.slotCbm}`;
  const taken = await tx
    .update(bizSlot)
    .set({ bookedTrucks: sql`${bizSlot.bookedTrucks} + 1`, bookedCbm: sql`${bizSlot.bookedCbm} + ${cbm}` })
    .where(and(slotWhere(key), sql`${bizSlot.bookedTrucks} < ${warehouse.slotTrucks}`, cbmRoom))
    .returning({ trucks: bizSlot.bookedTrucks });
  if (taken.length > 0) return;
  const [slot] = await tx.select().from(bizSlot).where(slotWhere(key));
  throw slotRefusal(key, warehouse, slot, lang);
}

const refusals = new WeakSet<object>();
/** A booking's 409 for want of room in its slot (not for any other conflict). */
export const isSlotRefusal = (error: unknown) => typeof error === 'object' && error !== null && refusals.has(error);

/** The 409 of a slot with no room: its volume when trucks are left, else its trucks. */
function slotRefusal(key: SlotKey, warehouse: Pick<Warehouse, 'slotTrucks' | 'slotCbm'>, slot: Pick<typeof bizSlot.$inferSelect, 'bookedTrucks' | 'bookedCbm'> | undefined, lang: Lang) {
  const label = `${key.slotDate} ${key.slotTime}`;
  let refusal;
  if (slot && slot.bookedTrucks < warehouse.slotTrucks && warehouse.slotCbm !== null) {
    const left = Math.max(0, Number(warehouse.slotCbm) - Number(slot.bookedCbm));
    refusal = conflict(msg(lang, 'slotCbmFull', label, String(Number(left.toFixed(3)))));
  } else refusal = conflict(msg(lang, 'slotFull', label, String(warehouse.slotTrucks)));
  refusals.add(refusal);
  return refusal;
}

type Fullness = { bookedTrucks: number; bookedCbm: string; slotTrucks: number } | undefined;
/** the reads of slots under way, per database: requests that ask meanwhile share the answer */
const readsUnderWay = new WeakMap<Db, Map<string, Promise<Fullness>>>();

function readFullness(db: Db, key: SlotKey): Promise<Fullness> {
  let reads = readsUnderWay.get(db);
  if (!reads) readsUnderWay.set(db, (reads = new Map()));
  const name = slotName(key);
  let read = reads.get(name);
  if (!read) {
    read = db
      .select({ bookedTrucks: bizSlot.bookedTrucks, bookedCbm: bizSlot.bookedCbm, slotTrucks: bizWarehouse.slotTrucks })
      .from(bizSlot)
      .innerJoin(bizWarehouse, eq(bizWarehouse.warehouseId, bizSlot.warehouseId))
      .where(slotWhere(key))
      .then(([row]) => row)
      .finally(() => reads.delete(name));
    reads.set(name, read);
  }
  return read;
}

/**
 * Outside any transaction: a slot whose trucks are all booked is refused from a plain read. Any
 * other refusal (no such warehouse, a closed day, room by volume) is left to the booking itself.
 * Requests for one slot that arrive while its read is under way take that read's answer: in a
 * rush, a hundred refusals cost one read, not a hundred (each read answered 409 was most of what
 * a refusal cost).
 */
export async function refuseIfFull(db: Db, key: SlotKey, lang: Lang): Promise<void> {
  const seen = await readFullness(db, key);
  if (seen && seen.bookedTrucks >= seen.slotTrucks) throw slotRefusal(key, { slotTrucks: seen.slotTrucks, slotCbm: null }, seen, lang);
}

/** Gives a place back (a booking deleted, moved to another slot, or not passed). */
export async function releaseSlot(tx: Db, key: SlotKey, cbm: number): Promise<void> {
  await tx
    .update(bizSlot)
    .set({ bookedTrucks: sql`greatest(${bizSlot.bookedTrucks} - 1, 0)`, bookedCbm: sql`greatest(${bizSlot.bookedCbm} - ${cbm}, 0)` })
    .where(slotWhere(key));
}

const slotWhere = (key: SlotKey) =>
  and(eq(bizSlot.warehouseId, key.warehouseId), eq(bizSlot.slotDate, key.slotDate), eq(bizSlot.slotTime, key.slotTime));

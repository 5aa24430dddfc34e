import { and, asc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { WarehouseInput, warehouseQuery } from '../../../contract/warehouse.js';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { num } from '../../lib/coerce.js';
import { keysetRows, pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import { bizClosedDay, bizDockDoor, bizSlot, bizWarehouse } from './table.js';

type WarehouseQuery = z.infer<typeof warehouseQuery>;
type WarehouseRecord = typeof bizWarehouse.$inferSelect;

const filterSpec: FilterSpec = {
  warehouseName: [bizWarehouse.warehouseName, 'like'],
  status: [bizWarehouse.status, 'eq'],
};
const sortable = {
  warehouseId: bizWarehouse.warehouseId,
  warehouseName: bizWarehouse.warehouseName,
  openTime: bizWarehouse.openTime,
  slotMinutes: bizWarehouse.slotMinutes,
  slotTrucks: bizWarehouse.slotTrucks,
  status: bizWarehouse.status,
  createTime: bizWarehouse.createTime,
};
const defaultOrder = [asc(bizWarehouse.warehouseId)];

export const warehouseFilter = (q: Partial<WarehouseQuery>, ...extra: SQL[]) => whereOf(filterSpec, q, ...extra);


export const toWarehouseRow = (w: WarehouseRecord) => ({
  warehouseId: w.warehouseId,
  warehouseName: w.warehouseName,
  address: w.address,
  openTime: w.openTime,
  closeTime: w.closeTime,
  slotMinutes: w.slotMinutes,
  slotTrucks: w.slotTrucks,
  slotCbm: w.slotCbm === null ? null : String(Number(w.slotCbm)),
  closedWeekdays: w.closedWeekdays,
  status: w.status,
  remark: w.remark,
  bookAheadDays: w.bookAheadDays,
  cutoffHours: w.cutoffHours,
  maxPerSupplierDay: w.maxPerSupplierDay,
  selfBookingApproval: w.selfBookingApproval,
  blindCount: w.blindCount,
  createBy: w.createBy,
  createTime: formatTime(w.createTime),
  updateBy: w.updateBy,
  updateTime: formatTime(w.updateTime),
});

export async function listWarehouses(db: Db, q: WarehouseQuery) {
  return pageOf(db, q, { table: bizWarehouse, where: warehouseFilter(q), sort: { sortable: sortable, fallback: defaultOrder }, map: toWarehouseRow });
}

/** Every matching warehouse, for the export (keyset batches). */
export const streamWarehouses = (db: Db, q: Partial<WarehouseQuery>, batch = 500) =>
  keysetRows({ select: () => db.select().from(bizWarehouse).$dynamic(), where: warehouseFilter(q), key: bizWarehouse.warehouseId, keyOf: (w) => w.warehouseId, map: (w) => w, batch });

export const findWarehouse = async (db: Db, warehouseId: number) =>
  (await db.select().from(bizWarehouse).where(eq(bizWarehouse.warehouseId, warehouseId)))[0];

export const doorsOf = (db: Db, warehouseId: number) =>
  db.select().from(bizDockDoor).where(eq(bizDockDoor.warehouseId, warehouseId)).orderBy(asc(bizDockDoor.orderNum), asc(bizDockDoor.doorId));

export const closedDaysOf = (db: Db, warehouseId: number) =>
  db.select({ day: bizClosedDay.day, reason: bizClosedDay.reason }).from(bizClosedDay).where(eq(bizClosedDay.warehouseId, warehouseId)).orderBy(asc(bizClosedDay.day));

/** One warehouse with its doors (in their order) and closed days, or undefined. */
export async function warehouseDetail(db: Db, warehouseId: number) {
  const w = await findWarehouse(db, warehouseId);
  if (!w) return undefined;
  const [doors, closedDays] = await Promise.all([doorsOf(db, warehouseId), closedDaysOf(db, warehouseId)]);
  return { ...toWarehouseRow(w), doors, closedDays };
}

/** Enabled warehouses with their enabled doors: what a booking may choose from. */
export async function warehouseOptions(db: Db) {
  const warehouses = await db.select().from(bizWarehouse).where(eq(bizWarehouse.status, '0')).orderBy(asc(bizWarehouse.warehouseName), asc(bizWarehouse.warehouseId));
  const ids = warehouses.map((w) => w.warehouseId);
  const doors = ids.length
    ? await db
        .select({ doorId: bizDockDoor.doorId, doorName: bizDockDoor.doorName, warehouseId: bizDockDoor.warehouseId })
        .from(bizDockDoor)
        .where(and(inArray(bizDockDoor.warehouseId, ids), eq(bizDockDoor.status, '0')))
        .orderBy(asc(bizDockDoor.orderNum), asc(bizDockDoor.doorId))
    : [];
  return warehouses.map((w) => ({
    warehouseId: w.warehouseId,
    warehouseName: w.warehouseName,
    openTime: w.openTime,
    closeTime: w.closeTime,
    slotMinutes: w.slotMinutes,
    slotTrucks: w.slotTrucks,
    slotCbm: num(w.slotCbm),
    doors: doors.filter((d) => d.warehouseId === w.warehouseId).map(({ doorId, doorName }) => ({ doorId, doorName })),
  }));
}

/** Whether another warehouse already has this name. */
export async function nameTaken(db: Db, input: Pick<WarehouseInput, 'warehouseName' | 'warehouseId'>) {
  const [row] = await db
    .select({ id: bizWarehouse.warehouseId })
    .from(bizWarehouse)
    .where(and(eq(bizWarehouse.warehouseName, input.warehouseName), ne(bizWarehouse.warehouseId, input.warehouseId ?? 0)))
    .limit(1);
  return !!row;
}

/** Names are unique by rule, not by index: writers take turns so two saves cannot both pass the check. */
export const lockWarehouses = (tx: Db) => tx.execute(sql`lock table ${bizWarehouse} in share row exclusive mode`);

/** Weekdays sorted and without repeats: '6,0,6' is stored as '0,6'. */
const normalWeekdays = (list: string) => [...new Set(list.split(',').filter(Boolean))].sort().join(',');

export const storedValues = (input: WarehouseInput) => ({
  warehouseName: input.warehouseName,
  address: input.address,
  openTime: input.openTime,
  closeTime: input.closeTime,
  slotMinutes: input.slotMinutes,
  slotTrucks: input.slotTrucks,
  slotCbm: input.slotCbm === '' || input.slotCbm === null || input.slotCbm === undefined ? null : String(input.slotCbm),
  closedWeekdays: normalWeekdays(input.closedWeekdays),
  status: input.status,
  remark: input.remark ?? null,
  // the self-booking rules (issue 38): a form that leaves them out keeps them
  ...(input.bookAheadDays === undefined ? {} : { bookAheadDays: input.bookAheadDays }),
  ...(input.cutoffHours === undefined ? {} : { cutoffHours: input.cutoffHours }),
  ...(input.maxPerSupplierDay === undefined ? {} : { maxPerSupplierDay: input.maxPerSupplierDay }),
  ...(input.selfBookingApproval === undefined ? {} : { selfBookingApproval: input.selfBookingApproval }),
  ...(input.blindCount === undefined ? {} : { blindCount: input.blindCount }),
});

/** Doors among these that an appointment has taken, with their names. */
export async function insertWarehouse(tx: Db, input: WarehouseInput, by: string) {
  const [row] = await tx.insert(bizWarehouse).values({ ...storedValues(input), createBy: by }).returning({ id: bizWarehouse.warehouseId });
  return row.id;
}

export const updateWarehouse = (tx: Db, warehouseId: number, input: WarehouseInput, by: string) =>
  tx.update(bizWarehouse).set({ ...storedValues(input), updateBy: by, updateTime: new Date() }).where(eq(bizWarehouse.warehouseId, warehouseId));

export const warehousesByIds = (db: Db, ids: number[]) => db.select().from(bizWarehouse).where(inArray(bizWarehouse.warehouseId, ids));

/** The warehouses with their doors, closed days and slots (the caller checked that no appointment names them). */
export async function deleteWarehouses(tx: Db, ids: number[]) {
  await tx.delete(bizDockDoor).where(inArray(bizDockDoor.warehouseId, ids));
  await tx.delete(bizClosedDay).where(inArray(bizClosedDay.warehouseId, ids));
  await tx.delete(bizSlot).where(inArray(bizSlot.warehouseId, ids));
  await tx.delete(bizWarehouse).where(inArray(bizWarehouse.warehouseId, ids));
}

/**
 * Replaces the doors of a warehouse by the given list: doors with an id are updated in place (so
 * appointments keep pointing at them), new ones inserted, the rest deleted. The caller has
 * checked that the ones going away are not booked and that the ids are this warehouse's.
 */
export async function replaceDoors(tx: Db, warehouseId: number, doors: WarehouseInput['doors']) {
  const keep = doors.flatMap((d) => (d.doorId ? [d.doorId] : []));
  await tx
    .delete(bizDockDoor)
    .where(and(eq(bizDockDoor.warehouseId, warehouseId), keep.length ? notInArray(bizDockDoor.doorId, keep) : undefined));
  for (const d of doors) {
    const values = { doorName: d.doorName, orderNum: d.orderNum, status: d.status, remark: d.remark ?? null };
    if (d.doorId) await tx.update(bizDockDoor).set(values).where(and(eq(bizDockDoor.doorId, d.doorId), eq(bizDockDoor.warehouseId, warehouseId)));
    else await tx.insert(bizDockDoor).values({ ...values, warehouseId });
  }
}

export async function replaceClosedDays(tx: Db, warehouseId: number, days: WarehouseInput['closedDays']) {
  await tx.delete(bizClosedDay).where(eq(bizClosedDay.warehouseId, warehouseId));
  if (days.length) await tx.insert(bizClosedDay).values(days.map((d) => ({ warehouseId, day: d.day, reason: d.reason })));
}

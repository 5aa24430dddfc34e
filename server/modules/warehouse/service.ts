import type { WarehouseInput } from '../../../contract/warehouse.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { addDays, slotCalendar } from './calendar.js';
import { msg } from './messages.js';
import * as repo from './repository.js';
import { providedLater } from '../../lib/provided-later.js';

/**
 * Which doors and warehouses bookings name, told by the module that books them (appointment):
 * it imports this one, so this one never imports it. Nothing is booked until it is told.
 */
export interface WarehouseBookings {
  bookedDoors(tx: Db, doorIds: number[]): Promise<{ doorId: number; doorName: string }[]>;
  bookedWarehouses(tx: Db, ids: number[]): Promise<{ warehouseId: number; n: number }[]>;
}
export const warehouseBookings = providedLater<WarehouseBookings>('the bookings of a warehouse');

const isRealDate = (day: string) => addDays(day, 0) === day;

/** What the schema cannot say about a warehouse: real dates, no repeated door names or closed days. */
function checkLists(lang: Lang, input: WarehouseInput) {
  const names = new Set<string>();
  input.doors.forEach((d, i) => {
    if (names.has(d.doorName)) throw badRequest(`doors.${i}.doorName: ${msg(lang, 'doorNameRepeated', d.doorName)}`, `doors.${i}.doorName`);
    names.add(d.doorName);
  });
  const days = new Set<string>();
  input.closedDays.forEach((c, i) => {
    if (!isRealDate(c.day)) throw badRequest(`closedDays.${i}.day: not a date (${c.day})`, `closedDays.${i}.day`);
    if (days.has(c.day)) throw badRequest(`closedDays.${i}.day: ${msg(lang, 'closedDayRepeated', c.day)}`, `closedDays.${i}.day`);
    days.add(c.day);
  });
}

async function checkName(tx: Db, lang: Lang, input: WarehouseInput) {
  if (await repo.nameTaken(tx, input)) throw new AppError(409, `warehouseName: ${msg(lang, 'warehouseNameTaken', input.warehouseName)}`, 'warehouseName');
}

/** One warehouse with its doors and closed days; 404 otherwise. */
export async function warehouseDetailOr404(db: Db, lang: Lang, id: number) {
  const row = await repo.warehouseDetail(db, id);
  if (!row) throw notFound(msg(lang, 'warehouseNotFound'));
  return row;
}

/** The slot calendar from `from` over `days`: per day closed or every slot with capacity and bookings. */
export async function warehouseSlots(db: Db, lang: Lang, id: number, from: string, days: number) {
  if (!isRealDate(from)) throw badRequest(`from: not a date (${from})`, 'from');
  const warehouse = await repo.findWarehouse(db, id);
  if (!warehouse) throw notFound(msg(lang, 'warehouseNotFound'));
  return slotCalendar(db, warehouse, from, days, lang);
}

/** A new warehouse with new doors (ids sent belong to doors of other warehouses) and its closed days. */
export async function addWarehouse(db: Db, lang: Lang, input: WarehouseInput, by: string) {
  const body = { ...input, warehouseId: undefined, doors: input.doors.map((d) => ({ ...d, doorId: undefined })) };
  checkLists(lang, body);
  const warehouseId = await db.transaction(async (tx) => {
    await repo.lockWarehouses(tx);
    await checkName(tx, lang, body);
    const id = await repo.insertWarehouse(tx, body, by);
    await repo.replaceDoors(tx, id, body.doors);
    await repo.replaceClosedDays(tx, id, body.closedDays);
    return id;
  });
  return repo.warehouseDetail(db, warehouseId);
}

/** An edit: doors kept by id, new ones added, dropped ones only when no booking names them. */
export async function editWarehouse(db: Db, lang: Lang, body: WarehouseInput, by: string) {
  const id = body.warehouseId;
  if (!id) throw badRequest('warehouseId: required', 'warehouseId');
  checkLists(lang, body);
  await db.transaction(async (tx) => {
    await repo.lockWarehouses(tx);
    if (!(await repo.findWarehouse(tx, id))) throw notFound(msg(lang, 'warehouseNotFound'));
    await checkName(tx, lang, body);
    const current = await repo.doorsOf(tx, id);
    const currentIds = new Set(current.map((d) => d.doorId));
    body.doors.forEach((d, i) => {
      if (d.doorId && !currentIds.has(d.doorId)) throw badRequest(`doors.${i}.doorId: ${msg(lang, 'doorNotOfWarehouse')}`, `doors.${i}.doorId`);
    });
    const kept = new Set(body.doors.map((d) => d.doorId));
    const [booked] = await warehouseBookings.get().bookedDoors(tx, current.filter((d) => !kept.has(d.doorId)).map((d) => d.doorId));
    if (booked) throw conflict(msg(lang, 'doorInUse', booked.doorName));
    await repo.updateWarehouse(tx, id, body, by);
    await repo.replaceDoors(tx, id, body.doors);
    await repo.replaceClosedDays(tx, id, body.closedDays);
  });
  return repo.warehouseDetail(db, id);
}

/** Deletes warehouses no appointment names, with their doors, closed days and slots; all or none. */
export async function removeWarehouses(db: Db, lang: Lang, idList: number[]) {
  const ids = [...new Set(idList)];
  await db.transaction(async (tx) => {
    // warehouse writes take turns, so an edit cannot re-add doors to a warehouse being deleted
    await repo.lockWarehouses(tx);
    const rows = await repo.warehousesByIds(tx, ids);
    if (rows.length !== ids.length) throw notFound(msg(lang, 'warehouseNotFound'));
    const [inUse] = await warehouseBookings.get().bookedWarehouses(tx, ids);
    if (inUse) throw conflict(msg(lang, 'warehouseInUse', rows.find((r) => r.warehouseId === inUse.warehouseId)!.warehouseName));
    await repo.deleteWarehouses(tx, ids);
  });
}

import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bizAppointment } from '../appointment/table.js';
import { bizDockDoor, bizWarehouse } from '../warehouse/table.js';
import { PASSED_OR_LATER, type PublicBookingRow } from './shape.js';

/** Only what a driver may see: no orders, weights, prices, customers or phone numbers. */
const publicColumns = {
  reservationNo: bizAppointment.reservationNo,
  warehouseName: bizWarehouse.warehouseName,
  warehouseAddress: bizWarehouse.address,
  slotDate: bizAppointment.slotDate,
  slotTime: bizAppointment.slotTime,
  plateNo: bizAppointment.plateNo,
  vehicleType: bizAppointment.vehicleType,
  driverName: bizAppointment.driverName,
  status: bizAppointment.status,
  doorName: bizDockDoor.doorName,
  arrivalTime: bizAppointment.arrivalTime,
  unloadEndTime: bizAppointment.unloadEndTime,
  boxes: bizAppointment.boxes,
  qrToken: bizAppointment.qrToken,
};

const bookings = (db: Db) =>
  db
    .select(publicColumns)
    .from(bizAppointment)
    .leftJoin(bizWarehouse, eq(bizWarehouse.warehouseId, bizAppointment.warehouseId))
    .leftJoin(bizDockDoor, eq(bizDockDoor.doorId, bizAppointment.doorId));

export const enabledWarehouses = (db: Db) =>
  db
    .select({ warehouseId: bizWarehouse.warehouseId, warehouseName: bizWarehouse.warehouseName })
    .from(bizWarehouse)
    .where(eq(bizWarehouse.status, '0'))
    .orderBy(asc(bizWarehouse.warehouseName), asc(bizWarehouse.warehouseId));

export async function enabledWarehouse(db: Db, warehouseId: number) {
  const [row] = await db
    .select({ warehouseId: bizWarehouse.warehouseId })
    .from(bizWarehouse)
    .where(and(eq(bizWarehouse.warehouseId, warehouseId), eq(bizWarehouse.status, '0')));
  return row;
}

/** The booking a QR token names, once it has passed review (the driver gets the link only then). */
export async function passedBookingByToken(db: Db, token: string): Promise<PublicBookingRow | undefined> {
  const [row] = await bookings(db).where(and(eq(bizAppointment.qrToken, token), inArray(bizAppointment.status, [...PASSED_OR_LATER])));
  return row;
}

/**
 * The bookings of one truck and driver from `fromDate` on. Both must match: the phone is compared
 * by its digits only, so "138-0013 8000" finds what was booked as "13800138000".
 */
export function bookingsOfDriver(db: Db, plateNo: string, phoneDigits: string, fromDate: string): Promise<PublicBookingRow[]> {
  return bookings(db)
    .where(
      and(
        eq(bizAppointment.plateNo, plateNo),
        sql`regexp_replace(${bizAppointment.driverPhone}, '[^0-9]', '', 'g') = ${phoneDigits}`,
        gte(bizAppointment.slotDate, fromDate),
      ),
    )
    .orderBy(asc(bizAppointment.slotDate), asc(bizAppointment.slotTime), asc(bizAppointment.appointmentId))
    .limit(50);
}

/** A warehouse's day on the queue board: the trucks that passed review, in slot order. */
export function queueOfDay(db: Db, warehouseId: number, date: string) {
  return db
    .select({
      slotTime: bizAppointment.slotTime,
      plateNo: bizAppointment.plateNo,
      status: bizAppointment.status,
      doorName: bizDockDoor.doorName,
      arrivalTime: bizAppointment.arrivalTime,
    })
    .from(bizAppointment)
    .leftJoin(bizDockDoor, eq(bizDockDoor.doorId, bizAppointment.doorId))
    .where(and(eq(bizAppointment.warehouseId, warehouseId), eq(bizAppointment.slotDate, date), inArray(bizAppointment.status, [...PASSED_OR_LATER])))
    .orderBy(asc(bizAppointment.slotTime), asc(bizAppointment.arrivalTime), asc(bizAppointment.appointmentId));
}

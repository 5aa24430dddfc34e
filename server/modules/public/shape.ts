import { HAS_QR, type AppointmentStatus, type PublicAppointment, type PublicQueueEntry } from '../../../contract/appointment.js';
import { formatTime } from '../../lib/time.js';

/** Statuses the public pages show a booking in: passed review, and every step after it (the driver holds a QR link). */
export const PASSED_OR_LATER: readonly AppointmentStatus[] = HAS_QR;

/**
 * The plate as the public queue board shows it: the province and city letters and the last two
 * characters stay readable (so a driver finds his truck), the middle is starred (so a passer-by
 * cannot copy the full plate): 粤B12345 → 粤B1**45, 粤BD12345 → 粤BD***45, AB123 → AB**3.
 */
export function maskPlate(plate: string): string {
  const chars = [...plate];
  const head = chars.length >= 7 ? 3 : chars.length >= 5 ? 2 : 1;
  const tail = chars.length >= 7 ? 2 : 1;
  if (chars.length <= head + tail) return '*'.repeat(chars.length);
  return chars.slice(0, head).join('') + '*'.repeat(chars.length - head - tail) + chars.slice(chars.length - tail).join('');
}

/** One booking as read for the public pages: only the columns a driver may see are selected. */
export interface PublicBookingRow {
  reservationNo: string;
  warehouseName: string | null;
  warehouseAddress: string | null;
  slotDate: string;
  slotTime: string;
  plateNo: string;
  vehicleType: string;
  driverName: string;
  status: string;
  doorName: string | null;
  arrivalTime: Date | null;
  unloadEndTime: Date | null;
  boxes: number;
  qrToken: string;
}

/** Labels in the request's language: the public pages cannot read the dictionaries themselves. */
export interface Labels {
  status(value: string): string;
  vehicleType(value: string): string;
}

export function toPublicAppointment(row: PublicBookingRow, labels: Labels): PublicAppointment {
  return {
    reservationNo: row.reservationNo,
    warehouseName: row.warehouseName ?? '',
    warehouseAddress: row.warehouseAddress ?? '',
    deliveryTime: `${row.slotDate} ${row.slotTime}`,
    plateNo: row.plateNo,
    vehicleType: row.vehicleType ? labels.vehicleType(row.vehicleType) : '',
    driverName: row.driverName,
    status: row.status as AppointmentStatus,
    statusLabel: labels.status(row.status),
    doorName: row.doorName,
    arrivalTime: formatTime(row.arrivalTime),
    unloadEndTime: formatTime(row.unloadEndTime),
    boxes: row.boxes,
  };
}

export function toQueueEntry(row: Pick<PublicBookingRow, 'slotTime' | 'plateNo' | 'status' | 'doorName' | 'arrivalTime'>, labels: Labels): PublicQueueEntry {
  return {
    slotTime: row.slotTime,
    plateNo: maskPlate(row.plateNo),
    status: row.status as AppointmentStatus,
    statusLabel: labels.status(row.status),
    doorName: row.doorName,
    arrivalTime: formatTime(row.arrivalTime),
  };
}

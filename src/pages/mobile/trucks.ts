import { AT_DOCK } from '../../../contract/appointment-states';
import type { AppointmentRow } from './api';

/** The trucks warehouse staff work on today: expected (passed), arrived, unloading, tallied. */
export const WORK_STATUSES = '3,5,6,7';

/** Plates compared without spaces and case, so "b123" finds 粤B12345. */
const plateKey = (s: string) => s.replace(/\s+/g, '').toUpperCase();

export function filterTrucks(rows: AppointmentRow[], plate: string, warehouseId?: number): AppointmentRow[] {
  const wanted = plateKey(plate);
  return rows
    .filter((r) => (!warehouseId || r.warehouseId === warehouseId) && (!wanted || plateKey(r.plateNo).includes(wanted)))
    .sort((a, b) => a.deliveryTime.localeCompare(b.deliveryTime) || a.appointmentId - b.appointmentId);
}

/** The dock's list in two parts (issue 46): the trucks at the dock now, whatever their booked day, then those still expected. */
export function groupTrucks(rows: AppointmentRow[]): { atDock: AppointmentRow[]; expected: AppointmentRow[] } {
  const here = (r: AppointmentRow) => AT_DOCK.includes(r.status);
  return { atDock: rows.filter(here), expected: rows.filter((r) => !here(r)) };
}

import type { SelfBookingRules } from '../../../contract/supplier-booking.js';
import { localNow, type SlotKey, type Warehouse } from '../warehouse/slots.js';

export const rulesOf = (w: Warehouse): SelfBookingRules => ({
  bookAheadDays: w.bookAheadDays,
  cutoffHours: w.cutoffHours,
  maxPerSupplierDay: w.maxPerSupplierDay,
  needsApproval: w.selfBookingApproval !== '0',
});

/** The last moment the supplier may book, move or cancel a slot: cutoffHours before it starts ('yyyy-MM-dd HH:mm', local). */
export const cutoffOf = (w: Pick<Warehouse, 'cutoffHours'>, key: Pick<SlotKey, 'slotDate' | 'slotTime'>) =>
  localNow(new Date(new Date(`${key.slotDate}T${key.slotTime}:00`).getTime() - w.cutoffHours * 3_600_000));

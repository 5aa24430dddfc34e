import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { DAY, calendarText, pageQuery, statusFlag } from './common.js';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');
const day = calendarText(DAY, 'expected yyyy-MM-dd');

export const dockDoorInput = z.object({
  doorId: z.number().int().positive().max(MAX_INT).optional(),
  doorName: z.string().trim().min(1).max(50),
  orderNum: z.coerce.number().int().min(0).max(9999).default(0),
  status: statusFlag.default('0'),
  remark: z.string().trim().max(500).nullish(),
});
export const closedDayInput = z.object({ day, reason: z.string().trim().max(200).default('') });

/**
 * POST/PUT /biz/warehouse. The day is cut into slots of slotMinutes from openTime to closeTime;
 * each slot takes at most slotTrucks trucks and, when slotCbm is set, that many cubic metres.
 * Doors and closed days travel with the warehouse and are replaced as a whole on PUT.
 */
export const warehouseInput = z
  .object({
    warehouseId: z.number().int().positive().max(MAX_INT).optional(),
    warehouseName: z.string().trim().min(1).max(100),
    address: z.string().trim().max(200).default(''),
    openTime: hhmm,
    closeTime: hhmm,
    slotMinutes: z.coerce.number().int().min(10).max(720),
    slotTrucks: z.coerce.number().int().min(1).max(1000),
    slotCbm: z.union([z.literal(''), z.coerce.number().positive().max(1_000_000)]).nullish(),
    /** comma-separated weekdays, 0 = Sunday */
    closedWeekdays: z.string().regex(/^([0-6](,[0-6])*)?$/, 'expected weekdays 0-6, comma-separated').default(''),
    status: statusFlag.default('0'),
    remark: z.string().trim().max(500).nullish(),
    /** issue 38, self-bookings through supplier links (left out: kept, or 14 / 24 / 3 / '1' when new): how many days ahead may be booked */
    bookAheadDays: z.coerce.number().int().min(0).max(90).optional(),
    /** the supplier may book, reschedule or cancel until this many hours before the slot */
    cutoffHours: z.coerce.number().int().min(0).max(720).optional(),
    /** the most self-bookings one supplier may hold on one day here */
    maxPerSupplierDay: z.coerce.number().int().min(1).max(1000).optional(),
    /** '1': a self-booking waits for the desk's review; '0': passed at once */
    selfBookingApproval: statusFlag.optional(),
    /** issue 46, '1': blind counting, the phone shows no announced figure until the receipt is saved (left out: kept, or '0' when new) */
    blindCount: statusFlag.optional(),
    doors: z.array(dockDoorInput).max(100).default([]),
    closedDays: z.array(closedDayInput).max(366).default([]),
  })
  .refine((w) => w.openTime < w.closeTime, { path: ['closeTime'], message: 'must be later than the opening time' });
export type WarehouseInput = z.infer<typeof warehouseInput>;

export const warehouseQuery = pageQuery.extend({
  warehouseName: z.string().trim().max(100).optional(),
  status: z.union([z.literal(''), statusFlag]).optional(),
});

export const dockDoorRow = z.object({ doorId: z.number(), warehouseId: z.number(), doorName: z.string(), orderNum: z.number(), status: z.string(), remark: z.string().nullable() });
export type DockDoorRow = z.infer<typeof dockDoorRow>;

export const warehouseRow = z.object({
  warehouseId: z.number(),
  warehouseName: z.string(),
  address: z.string(),
  openTime: z.string(),
  closeTime: z.string(),
  slotMinutes: z.number(),
  slotTrucks: z.number(),
  slotCbm: z.string().nullable(),
  closedWeekdays: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  bookAheadDays: z.number().optional(),
  cutoffHours: z.number().optional(),
  maxPerSupplierDay: z.number().optional(),
  selfBookingApproval: z.string().optional(),
  blindCount: z.string().optional(),
  createTime: z.string().nullable(),
  doors: z.array(dockDoorRow).optional(),
  closedDays: z.array(z.object({ day: z.string(), reason: z.string() })).optional(),
});
export type WarehouseRow = z.infer<typeof warehouseRow>;

/** GET /biz/warehouse/{id}/slots?from=yyyy-MM-dd&days=1..31: the calendar. */
export const slotQuery = z.object({ from: day, days: z.coerce.number().int().min(1).max(31).default(7) });

export const slotCell = z.object({
  /** 'HH:mm' */
  time: z.string(),
  capacityTrucks: z.number(),
  bookedTrucks: z.number(),
  capacityCbm: z.number().nullable(),
  bookedCbm: z.number(),
  /** in the past: shown, not bookable */
  past: z.boolean(),
});
export const slotDay = z.object({
  date: z.string(),
  /** closed by weekday or as a closed day; slots is then empty */
  closed: z.boolean(),
  closedReason: z.string(),
  slots: z.array(slotCell),
});
export type SlotDay = z.infer<typeof slotDay>;
export type SlotCell = z.infer<typeof slotCell>;

/** GET /biz/warehouse/options: enabled warehouses with their enabled doors, for selects and the calendar. */
export const warehouseOption = z.object({
  warehouseId: z.number(),
  warehouseName: z.string(),
  openTime: z.string(),
  closeTime: z.string(),
  slotMinutes: z.number(),
  slotTrucks: z.number(),
  slotCbm: z.number().nullable(),
  doors: z.array(z.object({ doorId: z.number(), doorName: z.string() })),
});
export type WarehouseOption = z.infer<typeof warehouseOption>;

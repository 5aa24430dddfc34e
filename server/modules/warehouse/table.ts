import { bigint, bigserial, char, date, index, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

/**
 * A bonded warehouse that takes deliveries: its day is cut into bookable slots of `slotMinutes`
 * from `openTime` to `closeTime` (local wall-clock 'HH:mm'), each taking at most `slotTrucks`
 * trucks and, when set, `slotCbm` cubic metres (decisions.md §6).
 */
export const bizWarehouse = pgTable('biz_warehouse', {
  warehouseId: bigserial({ mode: 'number' }).primaryKey(),
  warehouseName: varchar({ length: 100 }).notNull(),
  address: varchar({ length: 200 }).notNull().default(''),
  openTime: varchar({ length: 5 }).notNull().default('08:00'),
  closeTime: varchar({ length: 5 }).notNull().default('18:00'),
  slotMinutes: integer().notNull().default(60),
  slotTrucks: integer().notNull().default(2),
  slotCbm: numeric({ precision: 12, scale: 3 }),
  /** weekdays the warehouse is shut, comma-separated, 0 = Sunday … 6 = Saturday */
  closedWeekdays: varchar({ length: 20 }).notNull().default(''),
  /** sys_normal_disable: 0 open for booking, 1 disabled */
  status: char({ length: 1 }).notNull().default('0'),
  remark: varchar({ length: 500 }),
  // self-bookings through supplier links (issue 38)
  /** slots may be booked this many days ahead */
  bookAheadDays: integer().notNull().default(14),
  /** the supplier books, reschedules or cancels until this many hours before the slot */
  cutoffHours: integer().notNull().default(24),
  /** the most self-bookings one supplier holds on one day here */
  maxPerSupplierDay: integer().notNull().default(3),
  /** '1': a self-booking waits for the desk's review; '0': passed at once */
  selfBookingApproval: char({ length: 1 }).notNull().default('1'),
  /** '1': blind counting (issue 46): the phone shows no announced figure of a truck until its receipt is saved */
  blindCount: char({ length: 1 }).notNull().default('0'),
  ...auditColumns,
});

/** A dock door of a warehouse, where one truck unloads at a time. */
export const bizDockDoor = pgTable(
  'biz_dock_door',
  {
    doorId: bigserial({ mode: 'number' }).primaryKey(),
    warehouseId: bigint({ mode: 'number' }).notNull(),
    doorName: varchar({ length: 50 }).notNull(),
    orderNum: integer().notNull().default(0),
    status: char({ length: 1 }).notNull().default('0'),
    remark: varchar({ length: 500 }),
  },
  (t) => [index('biz_dock_door_warehouse_idx').on(t.warehouseId)],
);

/** A single day a warehouse is closed (a holiday), besides its closed weekdays. */
export const bizClosedDay = pgTable(
  'biz_closed_day',
  {
    warehouseId: bigint({ mode: 'number' }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    reason: varchar({ length: 200 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.day] })],
);

/**
 * What one slot has taken. A booking adds to it with one conditional UPDATE (… WHERE
 * booked_trucks < capacity), so of two bookings racing for the last place exactly one succeeds.
 */
export const bizSlot = pgTable(
  'biz_slot',
  {
    warehouseId: bigint({ mode: 'number' }).notNull(),
    slotDate: date({ mode: 'string' }).notNull(),
    slotTime: varchar({ length: 5 }).notNull(),
    bookedTrucks: integer().notNull().default(0),
    bookedCbm: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.slotDate, t.slotTime] })],
);

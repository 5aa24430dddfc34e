import { bigint, bigserial, char, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

/**
 * One pallet received at the dock: its goods (order, cartons, kg, CBM) never change after receipt;
 * where it is (status, location, container) changes only together with a ledger entry. The order's
 * number and buyer are copied at receipt so that the stock list filters and counts one table.
 */
export const bizPallet = pgTable(
  'biz_pallet',
  {
    palletId: bigserial({ mode: 'number' }).primaryKey(),
    palletCode: varchar({ length: 40 }).notNull(),
    warehouseId: bigint({ mode: 'number' }).notNull(),
    orderId: bigint({ mode: 'number' }).notNull(),
    orderNo: varchar({ length: 40 }).notNull(),
    buyer: varchar({ length: 100 }).notNull().default(''),
    appointmentId: bigint({ mode: 'number' }),
    boxes: integer().notNull(),
    weight: numeric({ precision: 14, scale: 3 }).notNull(),
    cube: numeric({ precision: 14, scale: 3 }).notNull(),
    location: varchar({ length: 30 }).notNull().default(''),
    /** biz_stock_status: 0 inbound, 1 stock, 2 preassigned, 3 outbound */
    status: char({ length: 1 }).notNull().default('0'),
    containerId: bigint({ mode: 'number' }),
    loadedTime: timestamp({ withTimezone: true }),
    receivedTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(0),
    deptId: bigint({ mode: 'number' }),
    userId: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex('biz_pallet_code_uq').on(t.palletCode),
    // codes, order numbers and locations are searched by their beginning (as typed or scanned): a
    // pattern index answers that at 200 000 pallets where a contains-search reads them all
    index('biz_pallet_code_prefix_idx').on(t.palletCode.op('varchar_pattern_ops')),
    index('biz_pallet_order_no_prefix_idx').on(t.orderNo.op('varchar_pattern_ops')),
    index('biz_pallet_location_prefix_idx').on(t.location.op('varchar_pattern_ops')),
    index('biz_pallet_status_idx').on(t.status, t.receivedTime, t.palletId),
    index('biz_pallet_status_location_idx').on(t.status, t.location, t.receivedTime.desc().nullsFirst(), t.palletId.desc().nullsFirst()),
    index('biz_pallet_warehouse_idx').on(t.warehouseId, t.status, t.receivedTime),
    index('biz_pallet_order_idx').on(t.orderId),
    index('biz_pallet_container_idx').on(t.containerId),
  ],
);

/** Every movement of every pallet: who, when, from, to, and the goods that moved (never updated). */
export const bizStockLedger = pgTable(
  'biz_stock_ledger',
  {
    entryId: bigserial({ mode: 'number' }).primaryKey(),
    palletId: bigint({ mode: 'number' }).notNull(),
    /** biz_stock_movement */
    movement: varchar({ length: 10 }).notNull(),
    /** '' for the receipt that opens the pallet */
    fromStatus: varchar({ length: 1 }).notNull(),
    toStatus: varchar({ length: 1 }).notNull(),
    fromLocation: varchar({ length: 30 }).notNull().default(''),
    toLocation: varchar({ length: 30 }).notNull().default(''),
    fromContainerId: bigint({ mode: 'number' }),
    toContainerId: bigint({ mode: 'number' }),
    boxes: integer().notNull(),
    weight: numeric({ precision: 14, scale: 3 }).notNull(),
    cube: numeric({ precision: 14, scale: 3 }).notNull(),
    remark: varchar({ length: 500 }).notNull().default(''),
    operBy: varchar({ length: 64 }).notNull(),
    operTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('biz_stock_ledger_pallet_idx').on(t.palletId, t.entryId),
    index('biz_stock_ledger_time_idx').on(t.operTime, t.entryId),
    index('biz_stock_ledger_container_idx').on(t.toContainerId),
  ],
);

/** An outbound container order: the box, its voyage, and the truck that takes it out. */
export const bizContainer = pgTable(
  'biz_container',
  {
    containerId: bigserial({ mode: 'number' }).primaryKey(),
    /** the cabinet (PSA) number */
    cabinetNo: varchar({ length: 40 }).notNull().default(''),
    week: integer(),
    vesselVoyage: varchar({ length: 60 }).notNull().default(''),
    billOfLading: varchar({ length: 40 }).notNull().default(''),
    /** ISO 6346, check digit verified; empty until the box is known */
    containerNo: varchar({ length: 11 }).notNull().default(''),
    sealNo: varchar({ length: 40 }).notNull().default(''),
    sealPhoto: text().notNull().default(''),
    /** biz_box_type */
    boxType: varchar({ length: 10 }).notNull().default(''),
    carrier: varchar({ length: 60 }).notNull().default(''),
    destination: varchar({ length: 100 }).notNull().default(''),
    cargoSpace: varchar({ length: 40 }).notNull().default(''),
    packer: varchar({ length: 64 }).notNull().default(''),
    driverName: varchar({ length: 50 }).notNull().default(''),
    plateNo: varchar({ length: 20 }).notNull().default(''),
    warehouseId: bigint({ mode: 'number' }).notNull(),
    /** the day and time the truck is loaded (the outbound board's slot) */
    loadDate: date({ mode: 'string' }),
    loadTime: varchar({ length: 5 }).notNull().default(''),
    /** weighbridge: the loaded truck's gross, and the truck alone */
    grossWeight: numeric({ precision: 12, scale: 3 }),
    truckWeight: numeric({ precision: 12, scale: 3 }),
    /** biz_container_status: 0 waiting to send, 1 to pack, 2 packed, 3 to leave, 4 left, 5 temporary box */
    status: char({ length: 1 }).notNull().default('0'),
    /** '1' locked: nothing about the container or its goods changes */
    locked: char({ length: 1 }).notNull().default('0'),
    leftTime: timestamp({ withTimezone: true }),
    version: integer().notNull().default(0),
    deptId: bigint({ mode: 'number' }),
    userId: bigint({ mode: 'number' }),
    remark: varchar({ length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    index('biz_container_status_idx').on(t.status, t.createTime),
    index('biz_container_day_idx').on(t.warehouseId, t.loadDate, t.loadTime),
    index('biz_container_no_idx').on(t.containerNo),
  ],
);

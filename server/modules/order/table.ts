import { bigint, bigserial, char, date, index, integer, numeric, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

/** The order header fields a pre-order shares with the order it becomes. */
export const orderHeader = {
  orderNo: varchar({ length: 40 }).notNull(),
  buyer: varchar({ length: 100 }).notNull().default(''),
  ope: varchar({ length: 50 }).notNull().default(''),
  /** shown as LOBA NO */
  da: varchar({ length: 50 }).notNull().default(''),
  /** the supplier */
  vendorDeptName: varchar({ length: 100 }).notNull().default(''),
  nbOfCartons: integer().notNull().default(0),
  totalCbm: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
  keepRecordCbm: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
  grossWeightSum: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
  documentary: varchar({ length: 50 }).notNull().default(''),
  orderTaker: varchar({ length: 50 }).notNull().default(''),
  district: varchar({ length: 50 }).notNull().default(''),
  bookingCategory: varchar({ length: 50 }).notNull().default(''),
  docSper: varchar({ length: 50 }).notNull().default(''),
  traficOrder: varchar({ length: 50 }).notNull().default(''),
  traficCode: varchar({ length: 50 }).notNull().default(''),
  /** 'Y' / 'N' */
  isSuit: char({ length: 1 }).notNull().default('N'),
  isSpecial: char({ length: 1 }).notNull().default('N'),
  specialCustoms: varchar({ length: 100 }).notNull().default(''),
  specialUnit: varchar({ length: 20 }).notNull().default(''),
  specialQtyRate: numeric({ precision: 12, scale: 4 }),
  /** biz_bonded_status: 0 non-bonded, 1 bonded */
  bondedStatus: char({ length: 1 }).notNull().default('1'),
  toWarehouseTime: timestamp({ withTimezone: true }),
  /** owner, for data scope */
  deptId: bigint({ mode: 'number' }),
  userId: bigint({ mode: 'number' }),
  remark: varchar({ length: 500 }),
};

export const bizOrder = pgTable(
  'biz_order',
  {
    orderId: bigserial({ mode: 'number' }).primaryKey(),
    ...orderHeader,
    /** biz_order_customs_status: 0 pending customs, 1 in customs, 2 customs completed */
    customsStatus: char({ length: 1 }).notNull().default('0'),
    /** biz_order_transport_status: 0 pending delivery, 1 in delivery, 2 delivery completed */
    transportStatus: char({ length: 1 }).notNull().default('0'),
    /** biz_order_over_state: 0 not over, 1 normal end, 2 delivery ends, 3 abnormal end */
    overState: char({ length: 1 }).notNull().default('0'),
    overReason: varchar({ length: 500 }).notNull().default(''),
    /** biz_edit_status: 0 editable, 1 locked (filed) */
    editStatus: char({ length: 1 }).notNull().default('0'),
    /** the pre-order it came from */
    preorderId: bigint({ mode: 'number' }),
    version: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('biz_order_no_uq').on(t.orderNo),
    index('biz_order_time_idx').on(t.createTime, t.orderId),
    index('biz_order_customs_time_idx').on(t.customsStatus, t.createTime, t.orderId),
    index('biz_order_transport_time_idx').on(t.transportStatus, t.createTime, t.orderId),
    index('biz_order_dept_idx').on(t.deptId),
  ],
);

/**
 * How many orders there are per UTC day of createTime × the list's status filters × department
 * (0 for none), kept exact by statement triggers on biz_order (migration orders_list_speed): the
 * orders list sums a few hundred of these for its total and to find where a deep page starts.
 */
export const bizOrderCount = pgTable(
  'biz_order_count',
  {
    day: date({ mode: 'string' }).notNull(),
    customsStatus: char({ length: 1 }).notNull(),
    transportStatus: char({ length: 1 }).notNull(),
    overState: char({ length: 1 }).notNull(),
    bondedStatus: char({ length: 1 }).notNull(),
    deptId: bigint({ mode: 'number' }).notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.customsStatus, t.transportStatus, t.overState, t.bondedStatus, t.deptId] }),
    // the list filters by customs status most: its day sums come from this index alone (n included)
    index('biz_order_count_customs_idx').on(t.customsStatus, t.day, t.transportStatus, t.overState, t.bondedStatus, t.deptId),
  ],
);

/** An order's goods: one line per article. Header totals are computed from these on the server. */
export const bizOrderLine = pgTable(
  'biz_order_line',
  {
    lineId: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' }).notNull(),
    lineNo: integer().notNull(),
    productId: bigint({ mode: 'number' }),
    itemNo: varchar({ length: 50 }).notNull(),
    originalCategory: varchar({ length: 100 }).notNull().default(''),
    originalQty: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    gifiCode: varchar({ length: 30 }).notNull().default(''),
    unitPrice: numeric({ precision: 14, scale: 4 }).notNull().default('0'),
    totalAmount: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
    currency: varchar({ length: 3 }).notNull().default('USD'),
    customsNameZh: varchar({ length: 200 }).notNull().default(''),
    customsNameEn: varchar({ length: 200 }).notNull().default(''),
    /** commodity inspection, 'Y' / 'N' */
    inspectionFlag: char({ length: 1 }).notNull().default('N'),
    proportionFlag: char({ length: 1 }).notNull().default('N'),
    cartons: integer().notNull().default(0),
    cbm: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    grossWeight: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
  },
  (t) => [index('biz_order_line_order_idx').on(t.orderId)],
);

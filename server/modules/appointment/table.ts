import { bigint, bigserial, char, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

const staff = () => varchar({ length: 64 }).notNull().default('');

/** A delivery appointment: one truck booked into one slot of a warehouse, for one or more orders. */
export const bizAppointment = pgTable(
  'biz_appointment',
  {
    appointmentId: bigserial({ mode: 'number' }).primaryKey(),
    /** the reservation record number, e.g. YY202611220001 */
    reservationNo: varchar({ length: 30 }).notNull(),
    warehouseId: bigint({ mode: 'number' }).notNull(),
    /** the slot taken: local date and 'HH:mm'; the delivery time is the two together */
    slotDate: date({ mode: 'string' }).notNull(),
    slotTime: varchar({ length: 5 }).notNull(),
    doorId: bigint({ mode: 'number' }),
    plateNo: varchar({ length: 20 }).notNull(),
    /** biz_vehicle_type */
    vehicleType: varchar({ length: 20 }).notNull().default(''),
    /** biz_delivery_type */
    deliveryType: varchar({ length: 20 }).notNull().default(''),
    driverName: varchar({ length: 50 }).notNull().default(''),
    driverPhone: varchar({ length: 30 }).notNull().default(''),
    carWeight: numeric({ precision: 12, scale: 3 }),
    /** what the booking announces; defaults to the orders' totals */
    boxes: integer().notNull().default(0),
    grossWeight: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    cube: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    arrivalTime: timestamp({ withTimezone: true }),
    unloadEndTime: timestamp({ withTimezone: true }),
    /** staff user names, chosen by post (tally, forklift, stevedore) */
    tallyClerk1: staff(),
    tallyClerk2: staff(),
    forkliftDriver1: staff(),
    forkliftDriver2: staff(),
    stevedore1: staff(),
    stevedore2: staff(),
    stevedore3: staff(),
    stevedore4: staff(),
    unloadMemo: varchar({ length: 500 }).notNull().default(''),
    /** what was received: sums of the per-order receipt lines, plus the measured dimensions */
    receivedBoxes: integer(),
    receivedWeight: numeric({ precision: 14, scale: 3 }),
    receivedCube: numeric({ precision: 14, scale: 3 }),
    receivedDims: varchar({ length: 500 }).notNull().default(''),
    actualPcb: integer(),
    actualSpcb: integer(),
    /** differences from the orders found at receipt: comma-separated of boxes, weight, cube */
    diffFlags: varchar({ length: 50 }).notNull().default(''),
    /** unloading photos: upload paths, comma-separated */
    photos: text().notNull().default(''),
    /**
     * biz_appointment_status: 0 to submit, 1 to accept, 2 pending review, 3 passed, 4 not passed,
     * 5 in delivery (arrived), 6 unloading, 7 tallied, 8 received, 9 cancelled
     */
    status: char({ length: 1 }).notNull().default('0'),
    /** the secret in the driver's QR code link; public pages find the booking by it */
    qrToken: varchar({ length: 64 }).notNull(),
    version: integer().notNull().default(0),
    deptId: bigint({ mode: 'number' }),
    userId: bigint({ mode: 'number' }),
    remark: varchar({ length: 500 }),
    /** booked by a supplier through this link (biz_supplier_link, issue 38); null: by the desk */
    supplierLinkId: bigint({ mode: 'number' }),
    /** the packing list the supplier uploaded with it, an upload path */
    packingList: varchar({ length: 255 }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('biz_appointment_no_uq').on(t.reservationNo),
    index('biz_appointment_supplier_link_idx').on(t.supplierLinkId, t.slotDate),
    uniqueIndex('biz_appointment_qr_uq').on(t.qrToken),
    index('biz_appointment_day_idx').on(t.warehouseId, t.slotDate, t.slotTime),
    index('biz_appointment_status_idx').on(t.status, t.createTime),
    index('biz_appointment_plate_idx').on(t.plateNo),
  ],
);

/** The orders a truck brings, with what was received of each. */
export const bizAppointmentOrder = pgTable(
  'biz_appointment_order',
  {
    appointmentId: bigint({ mode: 'number' }).notNull(),
    orderId: bigint({ mode: 'number' }).notNull(),
    /** what this truck brings of the order (issue 46): booked while the appointment is open */
    boxes: integer().notNull().default(0),
    grossWeight: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    cube: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    receivedBoxes: integer(),
    receivedWeight: numeric({ precision: 14, scale: 3 }),
    receivedCube: numeric({ precision: 14, scale: 3 }),
    /** why the count differs from what this truck announced (issue 46): biz_receipt_difference_reason, '' when it does not */
    diffReason: varchar({ length: 30 }).notNull().default(''),
    /** the counter's note on it; required with the reason 'other' */
    diffNote: varchar({ length: 500 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.orderId] }), index('biz_appointment_order_order_idx').on(t.orderId)],
);

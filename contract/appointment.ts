import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { DAY, DAY_MINUTE, calendarText, pageQuery } from './common.js';
import { uploadPath } from './filing.js';
import { APPOINTMENT_STATUSES, STAFF_POSTS } from './appointment-states.js';

export * from './appointment-states.js';
export const appointmentStatus = z.enum(APPOINTMENT_STATUSES);
export const staffPost = z.enum(STAFF_POSTS);

/** GET /biz/appointment/staff?post=…: enabled users holding that post. */
export const staffQuery = z.object({ post: staffPost });
export const staffOption = z.object({ userName: z.string(), nickName: z.string() });
export type StaffOption = z.infer<typeof staffOption>;

const text = (max: number) => z.string().trim().max(max);
const num = (max: number) => z.union([z.literal(''), z.coerce.number().min(0).max(max)]).nullish();
const int = (max: number) => z.union([z.literal(''), z.coerce.number().int().min(0).max(max)]).nullish();
const time = z
  .union([z.literal(''), calendarText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'expected yyyy-MM-dd HH:mm:ss')])
  .nullish();
/** a Chinese plate (粤B12345, 粤B D12345 new-energy) or any 4–12 letters/digits for foreign trucks */
export const plateNo = z
  .string()
  .trim()
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^([\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}|[A-Z0-9-]{4,12})$/, 'expected a licence plate such as 粤B12345'));
export const driverPhone = z.string().trim().regex(/^[0-9+\- ]{5,20}$/, 'expected a phone number');
export const photos = z
  .string()
  .trim()
  .max(4000)
  .refine((s) => s === '' || s.split(',').length <= 20, 'at most 20 photos')
  .refine((s) => s === '' || s.split(',').every((p) => uploadPath.safeParse(p.trim()).success), 'expected image paths from /common/upload, comma-separated');

/** One order's share of a truck: cartons, gross weight, m³. */
export const appointmentGoods = z.object({
  orderId: z.coerce.number().int().positive().max(MAX_INT),
  boxes: int(10_000_000),
  grossWeight: num(1_000_000_000),
  cube: num(1_000_000),
});

/**
 * POST/PUT /biz/appointment: booking a truck into a slot. `deliveryTime` is the slot's start,
 * 'yyyy-MM-dd HH:mm'. boxes / grossWeight / cube default to the orders' totals when left out.
 */
export const appointmentInput = z.object({
  appointmentId: z.number().int().positive().max(MAX_INT).optional(),
  warehouseId: z.coerce.number().int().positive().max(MAX_INT),
  deliveryTime: calendarText(DAY_MINUTE, 'expected yyyy-MM-dd HH:mm'),
  orderIds: z.array(z.coerce.number().int().positive().max(MAX_INT)).min(1, 'at least one order').max(50),
  plateNo,
  vehicleType: text(20).default(''),
  deliveryType: text(20).default(''),
  driverName: text(50).min(1),
  driverPhone,
  carWeight: num(1_000_000),
  boxes: int(10_000_000),
  grossWeight: num(1_000_000_000),
  cube: num(1_000_000),
  remark: text(500).nullish(),
  version: z.number().int().min(0).max(MAX_INT).optional(),
  /** what this truck brings of each order (issue 46); an order left out, or a figure left empty, defaults to what remains */
  goods: z.array(appointmentGoods).max(50).optional(),
});
export type AppointmentInput = z.infer<typeof appointmentInput>;

/** Warehouse work, sent with the move it belongs to (PUT {id}/status). */
export const unloadingFields = z.object({
  doorId: z.union([z.literal(''), z.coerce.number().int().positive().max(MAX_INT)]).nullish(),
  arrivalTime: time,
  unloadEndTime: time,
  tallyClerk1: text(64).optional(),
  tallyClerk2: text(64).optional(),
  forkliftDriver1: text(64).optional(),
  forkliftDriver2: text(64).optional(),
  stevedore1: text(64).optional(),
  stevedore2: text(64).optional(),
  stevedore3: text(64).optional(),
  stevedore4: text(64).optional(),
  unloadMemo: text(500).optional(),
  actualPcb: int(10_000_000),
  actualSpcb: int(10_000_000),
  receivedDims: text(500).optional(),
  photos: photos.optional(),
});
export const receiptLine = z.object({
  orderId: z.coerce.number().int().positive().max(MAX_INT),
  receivedBoxes: z.coerce.number().int().min(0).max(10_000_000),
  receivedWeight: z.coerce.number().min(0).max(1_000_000_000),
  receivedCube: z.coerce.number().min(0).max(1_000_000),
  /** pallets the goods stand on, each a stock record; default one per 40 cartons */
  pallets: z.union([z.literal(''), z.coerce.number().int().min(1).max(500)]).nullish(),
  /**
   * why the count differs from what this truck announced of the order (issue 46): a value of
   * RECEIPT_DIFFERENCE_DICT, required when it differs and refused when it does not
   */
  diffReason: text(30).optional(),
  /** the counter's note on the difference; required with the reason 'other' */
  diffNote: text(500).optional(),
});
/** The reasons a count may differ from the announced figures (short, over, damaged, not announced, other). */
export const RECEIPT_DIFFERENCE_DICT = 'biz_receipt_difference_reason';
/** The reason that says nothing by itself: it needs a note. */
export const DIFFERENCE_NEEDS_NOTE = 'other';

/** One figure of an order line that differs: what the truck announced and what was counted. */
export const receiptDifference = z.object({
  field: z.enum(['boxes', 'weight', 'cube']),
  announced: z.number(),
  counted: z.number(),
});
/** POST {id}/receipt/differences: the receipt lines about to be sent, checked and not saved. */
export const receiptCheckInput = z.object({ receipt: z.array(receiptLine).max(50) });
/** Per order line of the receipt checked: what differs (empty when nothing). */
export const receiptLineDifferences = z.object({ orderId: z.number(), orderNo: z.string(), differences: z.array(receiptDifference) });
export type ReceiptLineDifferences = z.infer<typeof receiptLineDifferences>;
/** PUT {id}/status: the move, and the work done with it (receipt lines are required to receive). */
export const appointmentMoveInput = z.object({
  to: appointmentStatus,
  remark: text(500).optional(),
  version: z.number().int().min(0).max(MAX_INT).optional(),
  work: unloadingFields.optional(),
  receipt: z.array(receiptLine).max(50).optional(),
  /** with the receipt: a short delivery closes its orders (nothing more is coming) instead of leaving the rest bookable (issue 46) */
  closeOrders: z.boolean().optional(),
});
export type AppointmentMoveInput = z.infer<typeof appointmentMoveInput>;

export const appointmentQuery = pageQuery.extend({
  reservationNo: text(30).optional(),
  plateNo: text(20).optional(),
  driverName: text(50).optional(),
  warehouseId: z.union([z.literal(''), z.coerce.number().int().positive().max(MAX_INT)]).optional(),
  orderNo: text(40).optional(),
  /** one value or several, comma-separated */
  status: z.string().regex(/^([0-9](,[0-9])*)?$/, 'expected status values 0-9').optional(),
  /** the slot's date range */
  'params[beginDelivery]': calendarText(DAY, 'expected yyyy-MM-dd').optional(),
  'params[endDelivery]': calendarText(DAY, 'expected yyyy-MM-dd').optional(),
  /** the arrival's local date range: the trucks that came on those days, whatever day they were booked for */
  'params[beginArrival]': calendarText(DAY, 'expected yyyy-MM-dd').optional(),
  'params[endArrival]': calendarText(DAY, 'expected yyyy-MM-dd').optional(),
  /**
   * The dock's list of a day (issue 46): that day's bookings and, whatever day they were booked
   * for, every truck at the dock now (AT_DOCK). The status filter applies to both.
   */
  dockDay: calendarText(DAY, 'expected yyyy-MM-dd').optional(),
  /** '1': only bookings received with a difference from their orders (diffFlags set) */
  withDifferences: z.union([z.literal(''), z.enum(['0', '1'])]).optional(),
  /** '1': only bookings a supplier made through its link (issue 38); '0': only the desk's */
  bySupplier: z.union([z.literal(''), z.enum(['0', '1'])]).optional(),
});
export type AppointmentQuery = z.infer<typeof appointmentQuery>;

/** One order of an appointment, beside what was received of it. */
export const appointmentOrderRow = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  vendorDeptName: z.string(),
  nbOfCartons: z.number(),
  grossWeightSum: z.string(),
  totalCbm: z.string(),
  receivedBoxes: z.number().nullable(),
  receivedWeight: z.string().nullable(),
  receivedCube: z.string().nullable(),
  /** what this truck announced of the order (issue 46): what the receipt is counted against */
  boxes: z.number(),
  grossWeight: z.string(),
  cube: z.string(),
  /** why the count differs (RECEIPT_DIFFERENCE_DICT), '' when it does not, and the counter's note */
  diffReason: z.string(),
  diffNote: z.string(),
});
export type AppointmentOrderRow = z.infer<typeof appointmentOrderRow>;

export const appointmentRow = z.object({
  appointmentId: z.number(),
  reservationNo: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string().nullable(),
  /** 'yyyy-MM-dd HH:mm', the slot's start */
  deliveryTime: z.string(),
  doorId: z.number().nullable(),
  doorName: z.string().nullable(),
  plateNo: z.string(),
  vehicleType: z.string(),
  deliveryType: z.string(),
  driverName: z.string(),
  driverPhone: z.string(),
  carWeight: z.string().nullable(),
  boxes: z.number(),
  grossWeight: z.string(),
  cube: z.string(),
  arrivalTime: z.string().nullable(),
  /**
   * How far the arrival was from its booked slot, in minutes (issue 46): negative before the slot
   * began (early), positive after it ended (late), 0 within it; null before the truck arrived.
   */
  arrivalOffsetMinutes: z.number().nullable(),
  unloadEndTime: z.string().nullable(),
  tallyClerk1: z.string(),
  tallyClerk2: z.string(),
  forkliftDriver1: z.string(),
  forkliftDriver2: z.string(),
  stevedore1: z.string(),
  stevedore2: z.string(),
  stevedore3: z.string(),
  stevedore4: z.string(),
  unloadMemo: z.string(),
  receivedBoxes: z.number().nullable(),
  receivedWeight: z.string().nullable(),
  receivedCube: z.string().nullable(),
  receivedDims: z.string(),
  actualPcb: z.number().nullable(),
  actualSpcb: z.number().nullable(),
  /** comma-separated of boxes, weight, cube */
  diffFlags: z.string(),
  photos: z.string(),
  status: appointmentStatus,
  /** for the driver's QR link; present once the booking has passed review */
  qrToken: z.string().nullable(),
  version: z.number(),
  remark: z.string().nullable(),
  orderNos: z.string(),
  orders: z.array(appointmentOrderRow).optional(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  /** the supplier link it was booked through (issue 38); null: booked by the desk */
  supplierLinkId: z.number().nullable().optional(),
  /** that link's supplier (vendorDeptName) */
  supplierName: z.string().nullable().optional(),
  /** the packing list the supplier uploaded (an upload path) */
  packingList: z.string().nullable().optional(),
  /** its warehouse counts blind (issue 46): no announced figure is shown to the counter until the receipt is saved */
  blindCount: z.boolean(),
});
export type AppointmentRow = z.infer<typeof appointmentRow>;

/**
 * GET {id}?view=count and qr/{token}?view=count, what the phone counts from: in a blind-counting
 * warehouse, before the receipt is saved, every announced figure is null (the booking's and each
 * order's), so that the count cannot be copied from them.
 */
const hidden = <T extends z.ZodType>(t: T) => t.nullable();
export const appointmentCountView = appointmentRow.extend({
  boxes: hidden(z.number()),
  grossWeight: hidden(z.string()),
  cube: hidden(z.string()),
  orders: z
    .array(
      appointmentOrderRow.extend({
        nbOfCartons: hidden(z.number()),
        grossWeightSum: hidden(z.string()),
        totalCbm: hidden(z.string()),
        boxes: hidden(z.number()),
        grossWeight: hidden(z.string()),
        cube: hidden(z.string()),
      }),
    )
    .optional(),
});
export type AppointmentCountView = z.infer<typeof appointmentCountView>;
export const countViewQuery = z.object({ view: z.enum(['count']).optional() });

/**
 * What the public pages (no login) may show of a booking: no prices, no customer names, no
 * order numbers, no driver phone. A test lists these fields.
 */
export const publicAppointment = z.object({
  reservationNo: z.string(),
  warehouseName: z.string(),
  warehouseAddress: z.string(),
  deliveryTime: z.string(),
  plateNo: z.string(),
  vehicleType: z.string(),
  driverName: z.string(),
  status: appointmentStatus,
  statusLabel: z.string(),
  doorName: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  unloadEndTime: z.string().nullable(),
  boxes: z.number(),
});
export type PublicAppointment = z.infer<typeof publicAppointment>;
/** One truck of a warehouse's day on the public queue board: plate masked in the middle. */
export const publicQueueEntry = z.object({
  slotTime: z.string(),
  plateNo: z.string(),
  status: appointmentStatus,
  statusLabel: z.string(),
  doorName: z.string().nullable(),
  arrivalTime: z.string().nullable(),
});
export type PublicQueueEntry = z.infer<typeof publicQueueEntry>;

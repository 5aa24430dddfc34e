import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { DAY, DAY_MINUTE, calendarText, pageQuery } from './common.js';
import { appointmentStatus, driverPhone, plateNo } from './appointment.js';
import { slotCell, slotDay } from './warehouse.js';
// zod-free, so that the supplier's page draws without the schema library
import { PACKING_LIST_EXTENSIONS } from './upload-rules.js';

// Issue 38: suppliers book their own deliveries through a link. The desk makes links
// (/biz/supplierLink/...); the supplier's phone page reads and books through /public/supplier/:token/...
// Every answer is the usual envelope { code, msg, data } (lists: { code, msg, rows, total }).

/** The languages a link's mails (and its page's default) are written in. */
export const supplierLang = z.enum(['zh', 'en']);
export type SupplierLang = z.infer<typeof supplierLang>;

/** The public page of a link, inside the SPA's hash router: `#/supplier/<token>`. */
export const supplierLinkPath = (token: string) => `#/supplier/${token}`;

// ---- the desk

/**
 * POST /biz/supplierLink (biz:supplierLink:add): a link for one supplier (the vendorDeptName its
 * orders name), optionally limited to chosen orders of that supplier and to an expiry day.
 */
export const supplierLinkInput = z.object({
  vendorDeptName: z.string().trim().min(1).max(100),
  /** empty or absent: every bookable order of the supplier */
  orderIds: z.array(z.coerce.number().int().positive().max(MAX_INT)).max(200).optional(),
  /** last day the link works (inclusive, the server's local day); absent: no expiry */
  expiresOn: z.union([z.literal(''), calendarText(DAY, 'expected yyyy-MM-dd')]).nullish(),
  /** where the approval / refusal mails go */
  contactEmail: z.string().trim().email().max(254),
  lang: supplierLang.default('zh'),
  remark: z.string().trim().max(500).nullish(),
});
export type SupplierLinkInput = z.infer<typeof supplierLinkInput>;

/** GET /biz/supplierLink/list (biz:supplierLink:list): a paged list, newest first. */
export const supplierLinkQuery = pageQuery.extend({
  vendorDeptName: z.string().trim().max(100).optional(),
  /** 'active' | 'revoked' | 'expired' */
  state: z.union([z.literal(''), z.enum(['active', 'revoked', 'expired'])]).optional(),
});
export type SupplierLinkQuery = z.infer<typeof supplierLinkQuery>;

export const supplierLinkState = z.enum(['active', 'revoked', 'expired']);
export const supplierLinkRow = z.object({
  linkId: z.number(),
  vendorDeptName: z.string(),
  /** empty: every order of the supplier */
  orderIds: z.array(z.number()),
  /** the order numbers of orderIds, comma-separated */
  orderNos: z.string(),
  expiresOn: z.string().nullable(),
  contactEmail: z.string(),
  lang: supplierLang,
  state: supplierLinkState,
  revokeTime: z.string().nullable(),
  revokeBy: z.string().nullable(),
  /** bookings made through the link */
  useCount: z.number(),
  lastUsedTime: z.string().nullable(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type SupplierLinkRow = z.infer<typeof supplierLinkRow>;

/**
 * POST /biz/supplierLink answers the link and, this once, its raw token (only its hash is stored)
 * and the page's path `#/supplier/<token>` (prefix it with the console's origin and base to share).
 */
export const supplierLinkCreated = supplierLinkRow.extend({ token: z.string(), path: z.string() });
export type SupplierLinkCreated = z.infer<typeof supplierLinkCreated>;

/** PUT /biz/supplierLink/{linkId}/revoke (biz:supplierLink:revoke): answers the revoked row; revoking twice is a no-op. */

/** GET /biz/supplierLink/vendors?q= (biz:supplierLink:add): the supplier names the caller's orders name (data: string[], at most 100, by name; q: a prefix), for the create form's select. */
export const supplierVendorsQuery = z.object({ q: z.string().trim().max(100).optional() });

/**
 * GET /biz/supplierLink/orders?vendorDeptName=… (biz:supplierLink:add): that supplier's orders the
 * desk could book now, to limit a new link to some of them. Same row shape as the public orders.
 */
export const supplierOrdersQuery = z.object({ vendorDeptName: z.string().trim().min(1).max(100) });

// appointment list (contract/appointment.ts, additive): query `bySupplier` '' | '0' | '1', and the
// row's `supplierLinkId` (null: typed by the desk), `supplierName` and `packingList` (upload path).

// ---- the public page (no login; rate-limited per address and per link)

/** A warehouse's rules for self-bookings (columns on biz_warehouse, set in the warehouse form). */
export const selfBookingRules = z.object({
  /** slots may be booked up to this many days ahead (today counts as day 0) */
  bookAheadDays: z.number(),
  /** the supplier may book, reschedule or cancel until this many hours before the slot */
  cutoffHours: z.number(),
  /** the most bookings one supplier may hold on one day at this warehouse */
  maxPerSupplierDay: z.number(),
  /** true: a self-booking waits for the desk's review; false: passed at once */
  needsApproval: z.boolean(),
});
export type SelfBookingRules = z.infer<typeof selfBookingRules>;

export const publicSupplierWarehouse = z.object({
  warehouseId: z.number(),
  warehouseName: z.string(),
  address: z.string(),
  rules: selfBookingRules,
});

/**
 * GET /public/supplier/{token}: what the page opens with. A revoked link answers 410, an expired
 * one 410, an unknown token 404, each with `msg` in the reader's language for the page to show.
 */
export const publicSupplierLink = z.object({
  vendorDeptName: z.string(),
  /** the link's language: the page's default */
  lang: supplierLang,
  expiresOn: z.string().nullable(),
  warehouses: z.array(publicSupplierWarehouse),
});
export type PublicSupplierLink = z.infer<typeof publicSupplierLink>;

/** GET /public/supplier/{token}/orders: the supplier's orders that may be booked now (the desk form's rules). */
export const publicSupplierOrder = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  nbOfCartons: z.number(),
  grossWeightSum: z.number(),
  totalCbm: z.number(),
  /** '1' bonded (already cleared, or it would not be listed) */
  bondedStatus: z.string(),
  /** cartons neither booked on an open appointment nor received: what a truck may still bring (issue 46); 0 is not listed */
  remaining: z.number(),
});
export type PublicSupplierOrder = z.infer<typeof publicSupplierOrder>;

/** GET /public/supplier/{token}/slots?warehouseId=&from=&days=: free places from `from` (default today) over `days` (default and at most the warehouse's bookAheadDays + 1). */
export const publicSlotQuery = z.object({
  warehouseId: z.coerce.number().int().positive().max(MAX_INT),
  from: calendarText(DAY, 'expected yyyy-MM-dd').optional(),
  days: z.coerce.number().int().min(1).max(31).optional(),
});
/** A slot as the warehouse's calendar has it, plus whether the supplier may book it now (not past the cut-off, room left). */
export const publicSlotCell = slotCell.extend({ bookable: z.boolean() });
export const publicSlotDay = slotDay.extend({ slots: z.array(publicSlotCell) });
export type PublicSlotDay = z.infer<typeof publicSlotDay>;

/**
 * POST /public/supplier/{token}/packing-list: multipart, field "file" (pdf, xls, xlsx, doc, docx,
 * jpg, jpeg, png; the upload size limit). Answers { code, msg, data: { fileName, originalFilename } };
 * send fileName as the booking's packingList.
 */
export { PACKING_LIST_EXTENSIONS };
export const packingListUpload = z.object({ fileName: z.string(), originalFilename: z.string() });
/** A packing list uploaded through a supplier link. */
export const packingListPath = z.string().regex(/^\/profile\/supplier\/\d{4}\/\d{2}\/\d{2}\/[\w-]+\.(pdf|xlsx?|docx?|jpe?g|png)$/i, 'expected a packing list uploaded through this page');

/**
 * POST /public/supplier/{token}/bookings: book the orders into a slot. Answers the booking,
 * status '2' (pending review) or '3' (passed, when the warehouse needs no approval). A full slot
 * is 409; past the cut-off, beyond bookAheadDays or over the day's cap is 400 naming deliveryTime.
 * Another supplier's (or an unknown) order is 400 naming orderIds as "not found".
 */
export const supplierBookingInput = z.object({
  warehouseId: z.coerce.number().int().positive().max(MAX_INT),
  /** the slot's start, 'yyyy-MM-dd HH:mm' */
  deliveryTime: calendarText(DAY_MINUTE, 'expected yyyy-MM-dd HH:mm'),
  orderIds: z.array(z.coerce.number().int().positive().max(MAX_INT)).min(1, 'at least one order').max(50),
  /** cartons on this truck when only part of the orders comes (the desk form's boxes); default all */
  boxes: z.union([z.literal(''), z.coerce.number().int().min(0).max(10_000_000)]).nullish(),
  plateNo,
  /** biz_vehicle_type value */
  vehicleType: z.string().trim().max(20).default(''),
  driverName: z.string().trim().min(1).max(50),
  driverPhone,
  packingList: packingListPath,
  remark: z.string().trim().max(500).nullish(),
});
export type SupplierBookingInput = z.infer<typeof supplierBookingInput>;

/** A booking as the supplier sees it (its own link's only). */
export const publicSupplierBooking = z.object({
  reservationNo: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string(),
  deliveryTime: z.string(),
  plateNo: z.string(),
  vehicleType: z.string(),
  driverName: z.string(),
  driverPhone: z.string(),
  boxes: z.number(),
  cube: z.number(),
  orderNos: z.string(),
  status: appointmentStatus,
  statusLabel: z.string(),
  /** the refusal's reason when not passed */
  reason: z.string().nullable(),
  /** the driver's QR page token (public /driverQRcode), once passed */
  qrToken: z.string().nullable(),
  /** 'yyyy-MM-dd HH:mm': until then the supplier may reschedule or cancel */
  changeUntil: z.string(),
  /** reschedule / cancel allowed now (before the cut-off, and pending review or passed) */
  changeable: z.boolean(),
});
export type PublicSupplierBooking = z.infer<typeof publicSupplierBooking>;

/** GET /public/supplier/{token}/bookings: the link's bookings, newest slot first. */

/**
 * PUT /public/supplier/{token}/bookings/{reservationNo}: move the booking to another slot (same
 * rules as booking; the old place is given back). After the cut-off: 409 naming the cut-off.
 * A passed booking stays passed (the desk is told in its history).
 */
export const supplierRescheduleInput = z.object({
  warehouseId: z.coerce.number().int().positive().max(MAX_INT).optional(),
  deliveryTime: calendarText(DAY_MINUTE, 'expected yyyy-MM-dd HH:mm'),
});
export type SupplierRescheduleInput = z.infer<typeof supplierRescheduleInput>;

/** DELETE /public/supplier/{token}/bookings/{reservationNo}: cancel (status '9', the place given back); after the cut-off 409. */
export const reservationParam = z.object({ token: z.string().trim().min(1).max(64), reservationNo: z.string().trim().min(1).max(30) });
export const supplierTokenParam = z.object({ token: z.string().trim().min(1).max(64) });

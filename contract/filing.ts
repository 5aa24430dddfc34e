import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { DAY_TIME, calendarText, pageQuery } from './common.js';
import { FILING_STATUSES } from './filing-states.js';

export * from './filing-states.js';
export const filingStatus = z.enum(FILING_STATUSES);

const code = (max: number) => z.string().trim().max(max);
/** 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm(:ss)'; '' or null clears the time. */
const time = z
  .union([z.literal(''), calendarText(DAY_TIME, 'expected yyyy-MM-dd HH:mm:ss')])
  .nullish();
/** One stored upload: what POST /common/upload answers as `fileName`. */
export const uploadPath = z.string().regex(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[\w-]+\.(png|jpe?g|gif|bmp)$/i, 'expected an image path from /common/upload');
/** Upload paths, comma-separated (RuoYi's habit), at most 20 images. */
export const reviewPhotos = z
  .string()
  .trim()
  .max(4000)
  .refine((s) => s === '' || s.split(',').length <= 20, 'at most 20 photos')
  .refine((s) => s === '' || s.split(',').every((p) => uploadPath.safeParse(p.trim()).success), 'expected image paths from /common/upload, comma-separated');

/** The fields a filing's editors fill in (spec §3). */
const filingFields = {
  qdNumber: code(50).optional(),
  customsDeclarationNumber: code(50).optional(),
  customsBrokerCode: code(50).optional(),
  reviewNotes: code(1000).optional(),
  reviewPhotos: reviewPhotos.optional(),
  auditDate: time,
  confirmDeliveryTime: time,
  actItemNo: z.union([z.literal(''), z.coerce.number().int().min(0).max(1_000_000_000)]).nullish(),
  signTime: time,
};
export type FilingFieldName = keyof typeof filingFields;
export const FILING_FIELDS = Object.keys(filingFields) as FilingFieldName[];
/** What the customs role may change while it reviews or declares (status 2 or 3). */
export const CUSTOMS_FIELDS: FilingFieldName[] = ['reviewNotes', 'reviewPhotos', 'auditDate', 'customsDeclarationNumber'];

/** POST: a filing for one order. */
export const filingInput = z.object({ filingId: z.number().int().positive().max(MAX_INT).optional(), orderId: z.coerce.number().int().positive().max(MAX_INT), ...filingFields });
export type FilingInput = z.infer<typeof filingInput>;

/** PUT: the order cannot change; fields left out keep their values. */
export const filingEditInput = z.object({ filingId: z.number().int().positive().max(MAX_INT), orderId: z.unknown().optional(), ...filingFields });
export type FilingEditInput = z.infer<typeof filingEditInput>;

/** One row of a filing import: the order by its number and the typed fields (photos are uploaded, not typed). */
export const filingImportRow = z.object(filingFields).omit({ reviewPhotos: true }).extend({ orderNo: code(40).min(1) });
export type FilingImportRow = z.infer<typeof filingImportRow>;

const date = calendarText(DAY_TIME, 'expected yyyy-MM-dd').optional();

/** createTime range as params[beginTime]/params[endTime]; auditDate as params[beginAuditDate]/params[endAuditDate]. */
export const filingQuery = pageQuery.extend({
  qdNumber: code(50).optional(),
  customsDeclarationNumber: code(50).optional(),
  customsBrokerCode: code(50).optional(),
  orderNo: code(40).optional(),
  orderId: z.union([z.literal(''), z.coerce.number().int().positive().max(MAX_INT)]).optional(),
  /** one value or several, comma-separated */
  customsStatus: z.string().regex(/^([0-5](,[0-5])*)?$/, 'expected status values 0-5').optional(),
  'params[beginAuditDate]': date,
  'params[endAuditDate]': date,
});
export type FilingQuery = z.infer<typeof filingQuery>;

export const filingRow = z.object({
  filingId: z.number(),
  orderId: z.number(),
  orderNo: z.string().nullable(),
  buyer: z.string().nullable(),
  qdNumber: z.string(),
  customsDeclarationNumber: z.string(),
  customsBrokerCode: z.string(),
  reviewNotes: z.string(),
  reviewPhotos: z.string(),
  auditDate: z.string().nullable(),
  confirmDeliveryTime: z.string().nullable(),
  actItemNo: z.number().nullable(),
  signTime: z.string().nullable(),
  customsStatus: filingStatus,
  version: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type FilingRow = z.infer<typeof filingRow>;

/** PUT {id}/status. */
export const filingMoveInput = z.object({
  to: filingStatus,
  remark: z.string().trim().max(500).optional(),
  version: z.number().int().min(0).max(MAX_INT).optional(),
  /** what the move requires (FILING_MOVE_FIELDS), given with it and stored in the same transaction */
  fields: z.object({ customsDeclarationNumber: filingFields.customsDeclarationNumber, auditDate: filingFields.auditDate }).optional(),
});
export type FilingMoveInput = z.infer<typeof filingMoveInput>;


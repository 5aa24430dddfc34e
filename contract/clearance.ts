import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { DAY_TIME, calendarText, pageQuery } from './common.js';
import { CHARGE_STATUSES, FCR_STATUSES } from './clearance-states.js';

export * from './clearance-states.js';
export const chargeStatus = z.enum(CHARGE_STATUSES);
export const fcrStatus = z.enum(FCR_STATUSES);

/** biz_clearance_document_kind: what a document version is. */
export const documentKind = z.enum(['fcr_draft', 'fcr_final', 'invoice']);
export type DocumentKind = z.infer<typeof documentKind>;

/** biz_mail_status: an outbox entry. */
export const MAIL_STATUS = { queued: '0', sent: '1', failed: '2' } as const;
export const mailStatus = z.enum(['0', '1', '2']);
export type MailStatus = z.infer<typeof mailStatus>;

/** biz_incoterm: Incoterms 2020. */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export const incoterm = z.enum(INCOTERMS);

/** biz_mail_template: the language of the mail text. */
export const mailTemplate = z.enum(['zh', 'en']);
export type MailTemplate = z.infer<typeof mailTemplate>;

const text = (max: number) => z.string().trim().max(max);

/** Letters, digits and the usual punctuation of an address; no display names, no angle brackets. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const isEmail = (s: string) => s.length <= 254 && EMAIL.test(s);
/** Addresses separated by commas, semicolons or spaces, as people paste them. */
export const splitAddresses = (s: string) =>
  s
    .split(/[\s,;，；]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** A recipient list: up to 20 addresses, each one checked; answered as "a@x, b@y". */
export const addressList = (required: boolean) =>
  z
    .string()
    .max(2000)
    .transform(splitAddresses)
    .superRefine((list, ctx) => {
      if (required && list.length === 0) ctx.addIssue({ code: 'custom', message: 'at least one e-mail address' });
      if (list.length > 20) ctx.addIssue({ code: 'custom', message: 'at most 20 addresses' });
      const bad = list.find((a) => !isEmail(a));
      if (bad) ctx.addIssue({ code: 'custom', message: `not an e-mail address: ${bad.slice(0, 60)}` });
    })
    .transform((list) => [...new Set(list.map((a) => a.toLowerCase()))].join(', '));

/** One file from POST /common/upload (`fileName`), any kind the upload takes. */
export const uploadedFile = z.string().regex(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[\w-]+\.[A-Za-z0-9]{1,5}$/, 'expected a file path from /common/upload');
/** Upload paths, comma-separated (RuoYi's habit), at most 10 files. */
export const uploadedFiles = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => s === '' || s.split(',').length <= 10, 'at most 10 files')
  .refine((s) => s === '' || s.split(',').every((p) => uploadedFile.safeParse(p.trim()).success), 'expected file paths from /common/upload, comma-separated');

/** The fields a clearance's editor fills in (spec §3: mail from / recipient / CC / template, attachments). */
const clearanceFields = {
  incoterm: incoterm.optional(),
  incotermPlace: text(100).optional(),
  paymentTerms: text(100).optional(),
  origin: text(100).optional(),
  mailFrom: z.union([z.literal(''), z.string().trim().refine(isEmail, 'not an e-mail address')]).optional(),
  mailTo: addressList(false).optional(),
  mailCc: addressList(false).optional(),
  mailTemplate: mailTemplate.optional(),
  attachments: uploadedFiles.optional(),
  remark: text(500).optional(),
};

/** POST: a clearance for one order, or several orders of one buyer. */
export const clearanceInput = z.object({
  orderIds: z.array(z.coerce.number().int().positive().max(MAX_INT)).min(1, 'choose at least one order').max(50, 'at most 50 orders'),
  ...clearanceFields,
});
export type ClearanceInput = z.infer<typeof clearanceInput>;

/** PUT: the orders stay; fields left out keep their values. */
export const clearanceEditInput = z.object({
  clearanceId: z.number().int().positive().max(MAX_INT),
  version: z.number().int().min(0).max(MAX_INT).optional(),
  orderIds: z.unknown().optional(),
  ...clearanceFields,
});
export type ClearanceEditInput = z.infer<typeof clearanceEditInput>;

const date = calendarText(DAY_TIME, 'expected yyyy-MM-dd').optional();

/** createTime as params[beginTime]/params[endTime]; the last send as params[beginLastSentTime]/params[endLastSentTime]. */
export const clearanceQuery = pageQuery.extend({
  clearanceNo: text(30).optional(),
  orderNo: text(40).optional(),
  buyer: text(100).optional(),
  whetherToCharge: z.union([z.literal(''), chargeStatus]).optional(),
  fcrStatus: z.string().regex(/^([0-2](,[0-2])*)?$/, 'expected FCR states 0-2').optional(),
  /** '1' sent at least once, '0' never sent */
  sent: z.union([z.literal(''), z.enum(['0', '1'])]).optional(),
  'params[beginLastSentTime]': date,
  'params[endLastSentTime]': date,
});
export type ClearanceQuery = z.infer<typeof clearanceQuery>;

export const clearanceRow = z.object({
  clearanceId: z.number(),
  clearanceNo: z.string(),
  buyer: z.string(),
  orderIds: z.array(z.number()),
  /** the orders' numbers, comma-separated */
  orderNos: z.string(),
  whetherToCharge: chargeStatus,
  chargeBy: z.string(),
  chargeTime: z.string().nullable(),
  fcrStatus: fcrStatus,
  invoiceNo: z.string(),
  incoterm: z.string(),
  incotermPlace: z.string(),
  paymentTerms: z.string(),
  origin: z.string(),
  mailFrom: z.string(),
  mailTo: z.string(),
  mailCc: z.string(),
  mailTemplate: mailTemplate,
  attachments: z.string(),
  /** mails sent (not queued or failed): the spec's "e-mail times" */
  sentCount: z.number(),
  lastSentTime: z.string().nullable(),
  /** every order's goods received (transport "delivery completed") with a receipt behind it: the final FCR may be issued */
  goodsReceived: z.boolean(),
  /** every goods line has what an invoice needs: the invoice may be made */
  linesComplete: z.boolean(),
  remark: z.string(),
  version: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type ClearanceRow = z.infer<typeof clearanceRow>;

/** PUT {id}/charge: unpaid ↔ paid, with the version the user saw. */
export const chargeMoveInput = z.object({ to: chargeStatus, remark: text(500).optional(), version: z.number().int().min(0).max(MAX_INT).optional() });
export type ChargeMoveInput = z.infer<typeof chargeMoveInput>;

/** POST {id}/documents: make the next version of a document. */
export const documentInput = z.object({ kind: documentKind, remark: text(500).optional() });
export type DocumentInput = z.infer<typeof documentInput>;

export const documentRow = z.object({
  documentId: z.number(),
  clearanceId: z.number(),
  kind: documentKind,
  versionNo: z.number(),
  /** e.g. FCR-CL2026112400001-D1, FCR-CL2026112400001-F2, INV-CL2026112400001-1 */
  docNo: z.string(),
  /** the final FCR this one corrects */
  replacesId: z.number().nullable(),
  byteSize: z.number(),
  remark: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type DocumentRow = z.infer<typeof documentRow>;

/** POST {id}/mail: queue a mail with the chosen document versions and uploaded files attached. */
export const mailInput = z.object({
  mailTo: addressList(true),
  mailCc: addressList(false).optional(),
  subject: text(300).min(1, 'required'),
  body: z.string().max(10_000),
  documentIds: z.array(z.number().int().positive().max(MAX_INT)).max(20, 'at most 20 documents'),
  attachments: uploadedFiles.optional(),
});
export type MailInput = z.infer<typeof mailInput>;

export const mailRow = z.object({
  mailId: z.number(),
  clearanceId: z.number().nullable(),
  status: mailStatus,
  mailFrom: z.string(),
  mailTo: z.string(),
  mailCc: z.string(),
  subject: z.string(),
  documentIds: z.array(z.number()),
  /** the attached versions' numbers, comma-separated */
  documents: z.string(),
  attachments: z.string(),
  attempts: z.number(),
  lastError: z.string(),
  messageId: z.string(),
  nextAttemptTime: z.string().nullable(),
  sentTime: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type MailRow = z.infer<typeof mailRow>;

/** GET {id}/mail/draft?template=: the template filled in for this clearance, to edit before sending. */
export const mailDraftQuery = z.object({ template: mailTemplate.optional() });
export const mailDraft = z.object({ mailFrom: z.string(), mailTo: z.string(), mailCc: z.string(), subject: z.string(), body: z.string() });
export type MailDraft = z.infer<typeof mailDraft>;

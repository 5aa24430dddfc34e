import { bigint, bigserial, char, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The customs clearance of one order, or of several orders of one buyer: its documents and mails. */
export const bizClearance = pgTable(
  'biz_clearance',
  {
    clearanceId: bigserial({ mode: 'number' }).primaryKey(),
    /** CL + yyyyMMdd + the id, e.g. CL2026112400012 */
    clearanceNo: varchar({ length: 30 }).notNull(),
    buyer: varchar({ length: 100 }).notNull().default(''),
    /** biz_clearance_charge: 0 unpaid, 1 paid */
    whetherToCharge: char({ length: 1 }).notNull().default('0'),
    chargeBy: varchar({ length: 64 }).notNull().default(''),
    chargeTime: timestamp({ withTimezone: true }),
    /** biz_clearance_fcr_status: 0 none, 1 draft, 2 final */
    fcrStatus: char({ length: 1 }).notNull().default('0'),
    /** the newest invoice's number; '' until one is made */
    invoiceNo: varchar({ length: 40 }).notNull().default(''),
    incoterm: varchar({ length: 3 }).notNull().default('FOB'),
    incotermPlace: varchar({ length: 100 }).notNull().default(''),
    paymentTerms: varchar({ length: 100 }).notNull().default(''),
    origin: varchar({ length: 100 }).notNull().default(''),
    /** '' sends from the parameter biz.mail.from */
    mailFrom: varchar({ length: 254 }).notNull().default(''),
    mailTo: varchar({ length: 2000 }).notNull().default(''),
    mailCc: varchar({ length: 2000 }).notNull().default(''),
    /** biz_mail_template: zh or en */
    mailTemplate: varchar({ length: 2 }).notNull().default('zh'),
    /** upload paths, comma-separated: files sent along with the documents */
    attachments: text().notNull().default(''),
    sentCount: integer().notNull().default(0),
    lastSentTime: timestamp({ withTimezone: true }),
    remark: varchar({ length: 500 }).notNull().default(''),
    version: integer().notNull().default(0),
    deptId: bigint({ mode: 'number' }),
    userId: bigint({ mode: 'number' }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('biz_clearance_no_uq').on(t.clearanceNo),
    index('biz_clearance_time_idx').on(t.createTime, t.clearanceId),
    index('biz_clearance_buyer_idx').on(t.buyer),
  ],
);

/** The orders of a clearance; an order belongs to one clearance at most. */
export const bizClearanceOrder = pgTable(
  'biz_clearance_order',
  {
    clearanceId: bigint({ mode: 'number' }).notNull(),
    orderId: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clearanceId, t.orderId] }), uniqueIndex('biz_clearance_order_order_uq').on(t.orderId)],
);

/**
 * One version of one document, never overwritten: the PDF as it was issued and the figures it was
 * made from. A corrected final FCR is a new version naming the one it replaces.
 */
export const bizClearanceDocument = pgTable(
  'biz_clearance_document',
  {
    documentId: bigserial({ mode: 'number' }).primaryKey(),
    clearanceId: bigint({ mode: 'number' }).notNull(),
    /** biz_clearance_document_kind: fcr_draft, fcr_final, invoice */
    kind: varchar({ length: 10 }).notNull(),
    versionNo: integer().notNull(),
    docNo: varchar({ length: 50 }).notNull(),
    replacesId: bigint({ mode: 'number' }),
    content: bytea().notNull(),
    byteSize: integer().notNull(),
    /** the figures printed, as they were read */
    data: jsonb().notNull(),
    remark: varchar({ length: 500 }).notNull().default(''),
    createBy: varchar({ length: 64 }).default(''),
    createTime: timestamp({ withTimezone: true }).defaultNow(),
  },
  (t) => [uniqueIndex('biz_clearance_document_version_uq').on(t.clearanceId, t.kind, t.versionNo)],
);

/**
 * Mail waiting to go, and what became of it: written in the request's transaction, sent by the
 * sendMail job task (and a nudge right after the request), so a slow or absent SMTP server never
 * holds a request and a crash loses nothing queued.
 */
export const bizMailOutbox = pgTable(
  'biz_mail_outbox',
  {
    mailId: bigserial({ mode: 'number' }).primaryKey(),
    clearanceId: bigint({ mode: 'number' }),
    /** biz_mail_status: 0 queued, 1 sent, 2 failed (gave up after the last attempt) */
    status: char({ length: 1 }).notNull().default('0'),
    mailFrom: varchar({ length: 254 }).notNull().default(''),
    mailTo: varchar({ length: 2000 }).notNull(),
    mailCc: varchar({ length: 2000 }).notNull().default(''),
    subject: varchar({ length: 300 }).notNull(),
    body: text().notNull().default(''),
    documentIds: jsonb().$type<number[]>().notNull().default([]),
    attachments: text().notNull().default(''),
    attempts: integer().notNull().default(0),
    nextAttemptTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** a sender working on it until then; past it, another may take it (the sender died) */
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: varchar({ length: 1000 }).notNull().default(''),
    messageId: varchar({ length: 300 }).notNull().default(''),
    sentTime: timestamp({ withTimezone: true }),
    createBy: varchar({ length: 64 }).default(''),
    createTime: timestamp({ withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('biz_mail_outbox_due_idx').on(t.status, t.nextAttemptTime),
    index('biz_mail_outbox_clearance_idx').on(t.clearanceId),
    // the hourly caps count one sender's last hour of mail at every send
    index('biz_mail_outbox_sender_time_idx').on(t.createBy, t.createTime),
  ],
);

import { bigint, bigserial, date, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

/**
 * A supplier's booking link (issue 38): whoever holds the token books that supplier's orders into
 * free slots. Only the token's SHA-256 is kept; the raw token is shown once, when it is made.
 * The bookings made through it belong to the link's maker (deptId / userId) for data scope.
 */
export const bizSupplierLink = pgTable(
  'biz_supplier_link',
  {
    linkId: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull(),
    /** the supplier: the vendorDeptName its orders name */
    vendorDeptName: varchar({ length: 100 }).notNull(),
    /** empty: every order of the supplier */
    orderIds: jsonb().$type<number[]>().notNull().default([]),
    /** the last local day it works; null: no expiry */
    expiresOn: date({ mode: 'string' }),
    revokeTime: timestamp({ withTimezone: true }),
    revokeBy: varchar({ length: 64 }),
    contactEmail: varchar({ length: 254 }).notNull(),
    /** 'zh' | 'en': the mails' language and the page's default */
    lang: varchar({ length: 5 }).notNull().default('zh'),
    /** the console's address the link was made at (its Origin): the links in the mails start with it */
    siteUrl: varchar({ length: 300 }).notNull().default(''),
    useCount: integer().notNull().default(0),
    lastUsedTime: timestamp({ withTimezone: true }),
    deptId: bigint({ mode: 'number' }),
    userId: bigint({ mode: 'number' }),
    remark: varchar({ length: 500 }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('biz_supplier_link_token_uq').on(t.tokenHash), index('biz_supplier_link_vendor_idx').on(t.vendorDeptName)],
);

import { bigint, bigserial, char, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

/** A customs filing of one order. */
export const bizFiling = pgTable(
  'biz_filing',
  {
    filingId: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' }).notNull(),
    qdNumber: varchar({ length: 50 }).notNull().default(''),
    customsDeclarationNumber: varchar({ length: 50 }).notNull().default(''),
    customsBrokerCode: varchar({ length: 50 }).notNull().default(''),
    reviewNotes: varchar({ length: 1000 }).notNull().default(''),
    /** upload paths, comma-separated (RuoYi's habit) */
    reviewPhotos: text().notNull().default(''),
    auditDate: timestamp({ withTimezone: true }),
    confirmDeliveryTime: timestamp({ withTimezone: true }),
    actItemNo: integer(),
    signTime: timestamp({ withTimezone: true }),
    /**
     * biz_filing_customs_status: 0 pending submission, 1 pending acceptance, 2 pending review,
     * 3 in customs declaration, 4 not passed, 5 customs passed
     */
    customsStatus: char({ length: 1 }).notNull().default('0'),
    version: integer().notNull().default(0),
    deptId: bigint({ mode: 'number' }),
    userId: bigint({ mode: 'number' }),
    ...auditColumns,
  },
  (t) => [index('biz_filing_order_idx').on(t.orderId), index('biz_filing_status_idx').on(t.customsStatus, t.createTime)],
);

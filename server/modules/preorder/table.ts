import { bigint, bigserial, char, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { orderHeader } from '../order/table.js';

/** A pre-order: an order as entered or imported, before its check. Lines travel as JSON. */
export const bizPreorder = pgTable(
  'biz_preorder',
  {
    preorderId: bigserial({ mode: 'number' }).primaryKey(),
    ...orderHeader,
    lines: jsonb().notNull().default([]),
    /** biz_preorder_check_status: 0 unprocessed, 1 passed, 2 not passed */
    checkStatus: char({ length: 1 }).notNull().default('0'),
    checkRemark: varchar({ length: 500 }).notNull().default(''),
    /** the order a passed pre-order became */
    orderId: bigint({ mode: 'number' }),
    version: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('biz_preorder_no_idx').on(t.orderNo), index('biz_preorder_check_idx').on(t.checkStatus, t.createTime)],
);

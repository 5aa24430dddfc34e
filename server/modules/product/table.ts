import { bigint, bigserial, char, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

/** Product (article) master data. */
export const bizProduct = pgTable(
  'biz_product',
  {
    productId: bigserial({ mode: 'number' }).primaryKey(),
    articleNo: varchar({ length: 50 }).notNull(),
    nameZh: varchar({ length: 200 }).notNull(),
    nameEn: varchar({ length: 200 }).notNull().default(''),
    hscode: varchar({ length: 20 }).notNull().default(''),
    /** centimetres */
    length: numeric({ precision: 10, scale: 2 }),
    width: numeric({ precision: 10, scale: 2 }),
    height: numeric({ precision: 10, scale: 2 }),
    /** kilograms */
    grossWeight: numeric({ precision: 12, scale: 3 }),
    netWeight: numeric({ precision: 12, scale: 3 }),
    supplier: varchar({ length: 100 }).notNull().default(''),
    /** biz_product_status: 0 to be completed, 1 to be accepted, 2 changing, 3 accepted */
    status: char({ length: 1 }).notNull().default('0'),
    /** row version: two people moving the same record cannot both win */
    version: integer().notNull().default(0),
    deptId: bigint({ mode: 'number' }),
    userId: bigint({ mode: 'number' }),
    remark: varchar({ length: 500 }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('biz_product_article_uq').on(t.articleNo), index('biz_product_status_idx').on(t.status)],
);

import { bigint, bigserial, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { GenColumn } from '../../../contract/gen.js';
import { auditColumns } from '../../db/columns.js';

/** A live table imported into the code generator, with how each of its columns is to be generated. */
export const genTable = pgTable(
  'gen_table',
  {
    tableId: bigserial({ mode: 'number' }).primaryKey(),
    tableName: varchar({ length: 63 }).notNull(),
    tableComment: varchar({ length: 200 }).notNull().default(''),
    className: varchar({ length: 63 }).notNull(),
    moduleName: varchar({ length: 40 }).notNull(),
    businessName: varchar({ length: 40 }).notNull(),
    functionNameZh: varchar({ length: 50 }).notNull(),
    functionNameEn: varchar({ length: 50 }).notNull(),
    author: varchar({ length: 50 }).notNull().default(''),
    tplCategory: varchar({ length: 10 }).notNull().default('crud'),
    treeParentColumn: varchar({ length: 63 }).notNull().default(''),
    parentMenuId: bigint({ mode: 'number' }).notNull().default(0),
    permissionPrefix: varchar({ length: 100 }).notNull(),
    /** the roles (by role key, comma-separated) the generated menu is granted to besides the administrator */
    grantRoleKeys: varchar({ length: 500 }).notNull().default(''),
    /** one entry per column, in order (contract/gen.ts GenColumn) */
    columns: jsonb().$type<GenColumn[]>().notNull(),
    remark: varchar({ length: 500 }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('gen_table_name_uq').on(t.tableName)],
);

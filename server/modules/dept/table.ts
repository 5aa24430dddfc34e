import { bigint, bigserial, char, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

export const sysDept = pgTable('sys_dept', {
  deptId: bigserial({ mode: 'number' }).primaryKey(),
  parentId: bigint({ mode: 'number' }).notNull().default(0),
  ancestors: varchar({ length: 500 }).notNull().default('0'),
  deptName: varchar({ length: 50 }).notNull(),
  /** the name in English mode; empty: the Chinese name is shown */
  deptNameEn: varchar({ length: 50 }).notNull().default(''),
  orderNum: integer().notNull().default(0),
  leader: varchar({ length: 20 }),
  phone: varchar({ length: 20 }),
  email: varchar({ length: 50 }),
  status: char({ length: 1 }).notNull().default('0'),
  delFlag: char({ length: 1 }).notNull().default('0'),
  ...auditColumns,
});

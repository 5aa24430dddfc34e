import { bigserial, char, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

export const sysPost = pgTable('sys_post', {
  postId: bigserial({ mode: 'number' }).primaryKey(),
  postCode: varchar({ length: 64 }).notNull(),
  postName: varchar({ length: 50 }).notNull(),
  postSort: integer().notNull(),
  status: char({ length: 1 }).notNull().default('0'),
  remark: varchar({ length: 500 }),
  ...auditColumns,
});

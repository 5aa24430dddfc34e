import { bigint, bigserial, char, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

export const sysPost = pgTable('sys_post', {
  postId: bigserial({ mode: 'number' }).primaryKey(),
  postCode: varchar({ length: 64 }).notNull(),
  postName: varchar({ length: 50 }).notNull(),
  /** the name in English mode; empty: the Chinese name is shown */
  postNameEn: varchar({ length: 50 }).notNull().default(''),
  postSort: integer().notNull(),
  status: char({ length: 1 }).notNull().default('0'),
  remark: varchar({ length: 500 }),
  ...auditColumns,
});

/** Which posts each user holds; kept with the posts so the user module imports post, never the reverse. */
export const sysUserPost = pgTable(
  'sys_user_post',
  { userId: bigint({ mode: 'number' }).notNull(), postId: bigint({ mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

import { bigserial, char, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

export const sysNotice = pgTable(
  'sys_notice',
  {
    noticeId: bigserial({ mode: 'number' }).primaryKey(),
    noticeTitle: varchar({ length: 50 }).notNull(),
    /** 1 notice, 2 announcement (sys_notice_type) */
    noticeType: char({ length: 1 }).notNull(),
    /** sanitized HTML */
    noticeContent: text().notNull().default(''),
    /** 0 open, 1 closed (sys_notice_status) */
    status: char({ length: 1 }).notNull().default('0'),
    remark: varchar({ length: 255 }),
    ...auditColumns,
  },
  (t) => [index('sys_notice_status_idx').on(t.status)],
);

import { bigint, bigserial, char, index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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

/** Who has read which notice (the navbar bell's unread count, the notice's readers). */
export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    noticeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => sysNotice.noticeId, { onDelete: 'cascade' }),
    userId: bigint({ mode: 'number' }).notNull(),
    readTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('sys_notice_read_user_idx').on(t.userId)],
);

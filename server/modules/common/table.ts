import { bigint, bigserial, index, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** One row per stored upload: what the per-user rate and daily volume limits count. */
export const sysUploadLog = pgTable(
  'sys_upload_log',
  {
    uploadId: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' }).notNull(),
    bytes: bigint({ mode: 'number' }).notNull(),
    uploadTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_upload_log_user_time_idx').on(t.userId, t.uploadTime)],
);

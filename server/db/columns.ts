import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** RuoYi's audit columns, on every table that staff edit. */
export const auditColumns = {
  createBy: varchar({ length: 64 }).default(''),
  createTime: timestamp({ withTimezone: true }).defaultNow(),
  updateBy: varchar({ length: 64 }).default(''),
  updateTime: timestamp({ withTimezone: true }),
};

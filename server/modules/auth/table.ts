import { bigserial, char, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const sysCaptcha = pgTable('sys_captcha', {
  uuid: varchar({ length: 64 }).primaryKey(),
  code: varchar({ length: 10 }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

export const sysLogininfor = pgTable(
  'sys_logininfor',
  {
    infoId: bigserial({ mode: 'number' }).primaryKey(),
    userName: varchar({ length: 50 }).notNull().default(''),
    ipaddr: varchar({ length: 128 }).notNull().default(''),
    loginLocation: varchar({ length: 255 }).notNull().default(''),
    browser: varchar({ length: 100 }).notNull().default(''),
    os: varchar({ length: 100 }).notNull().default(''),
    /** 0 success, 1 failure */
    status: char({ length: 1 }).notNull().default('0'),
    msg: varchar({ length: 255 }).notNull().default(''),
    loginTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_logininfor_time_idx').on(t.loginTime)],
);

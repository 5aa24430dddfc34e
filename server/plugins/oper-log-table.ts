import { bigserial, char, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    operId: bigserial({ mode: 'number' }).primaryKey(),
    title: varchar({ length: 50 }).notNull().default(''),
    /** 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 8 gencode, 9 clean */
    businessType: smallint().notNull().default(0),
    method: varchar({ length: 200 }).notNull().default(''),
    requestMethod: varchar({ length: 10 }).notNull().default(''),
    operName: varchar({ length: 50 }).notNull().default(''),
    deptName: varchar({ length: 50 }).notNull().default(''),
    operUrl: varchar({ length: 255 }).notNull().default(''),
    operIp: varchar({ length: 128 }).notNull().default(''),
    operParam: varchar({ length: 2000 }).notNull().default(''),
    jsonResult: varchar({ length: 2000 }).notNull().default(''),
    /** 0 success, 1 failure */
    status: char({ length: 1 }).notNull().default('0'),
    errorMsg: text().notNull().default(''),
    operTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    costTime: integer().notNull().default(0),
  },
  (t) => [index('sys_oper_log_time_idx').on(t.operTime)],
);

import { sql } from 'drizzle-orm';
import { bigint, bigserial, char, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

// a user's roles and posts are assigned with the user
export const sysUser = pgTable(
  'sys_user',
  {
    userId: bigserial({ mode: 'number' }).primaryKey(),
    deptId: bigint({ mode: 'number' }),
    userName: varchar({ length: 30 }).notNull(),
    nickName: varchar({ length: 30 }).notNull(),
    userType: varchar({ length: 2 }).notNull().default('00'),
    email: varchar({ length: 50 }).notNull().default(''),
    phonenumber: varchar({ length: 20 }).notNull().default(''),
    sex: char({ length: 1 }).notNull().default('0'),
    avatar: varchar({ length: 200 }).notNull().default(''),
    password: varchar({ length: 100 }).notNull(),
    status: char({ length: 1 }).notNull().default('0'),
    delFlag: char({ length: 1 }).notNull().default('0'),
    loginIp: varchar({ length: 128 }).notNull().default(''),
    loginDate: timestamp({ withTimezone: true }),
    pwdUpdateDate: timestamp({ withTimezone: true }),
    remark: varchar({ length: 500 }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('sys_user_name_uq').on(sql`lower(${t.userName})`), index('sys_user_dept_idx').on(t.deptId)],
);


/** A user's signed-in session: the token names it, logout, force-logout and disabling the user delete it. */
export const sysSession = pgTable(
  'sys_session',
  {
    sessionId: varchar({ length: 64 }).primaryKey(),
    userId: bigint({ mode: 'number' }).notNull(),
    userName: varchar({ length: 30 }).notNull(),
    deptName: varchar({ length: 50 }),
    ipaddr: varchar({ length: 128 }).notNull().default(''),
    browser: varchar({ length: 100 }).notNull().default(''),
    os: varchar({ length: 100 }).notNull().default(''),
    loginTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAccessTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** set while the console's lock screen is up: the session answers nothing but unlock and logout */
    lockedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sys_session_user_idx').on(t.userId), index('sys_session_access_idx').on(t.lastAccessTime)],
);

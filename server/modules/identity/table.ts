import { bigserial, bigint, char, integer, pgTable, primaryKey, smallint, timestamp, varchar, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

export const sysDept = pgTable('sys_dept', {
  deptId: bigserial({ mode: 'number' }).primaryKey(),
  parentId: bigint({ mode: 'number' }).notNull().default(0),
  ancestors: varchar({ length: 500 }).notNull().default('0'),
  deptName: varchar({ length: 50 }).notNull(),
  orderNum: integer().notNull().default(0),
  leader: varchar({ length: 20 }),
  phone: varchar({ length: 20 }),
  email: varchar({ length: 50 }),
  status: char({ length: 1 }).notNull().default('0'),
  delFlag: char({ length: 1 }).notNull().default('0'),
  ...auditColumns,
});

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
    /** consecutive failed logins; five lock the account until lockedUntil */
    loginFailures: smallint().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    remark: varchar({ length: 500 }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('sys_user_name_uq').on(t.userName), index('sys_user_dept_idx').on(t.deptId)],
);

export const sysRole = pgTable('sys_role', {
  roleId: bigserial({ mode: 'number' }).primaryKey(),
  roleName: varchar({ length: 30 }).notNull(),
  roleKey: varchar({ length: 100 }).notNull(),
  roleSort: integer().notNull().default(0),
  /** 1 all, 2 custom, 3 own dept, 4 own dept and below, 5 own data */
  dataScope: char({ length: 1 }).notNull().default('1'),
  menuCheckStrictly: smallint().notNull().default(1),
  deptCheckStrictly: smallint().notNull().default(1),
  status: char({ length: 1 }).notNull().default('0'),
  delFlag: char({ length: 1 }).notNull().default('0'),
  remark: varchar({ length: 500 }),
  ...auditColumns,
});

export const sysMenu = pgTable('sys_menu', {
  menuId: bigserial({ mode: 'number' }).primaryKey(),
  /** Chinese title; titleEn is the English one (decisions.md §3) */
  menuName: varchar({ length: 50 }).notNull(),
  menuNameEn: varchar({ length: 100 }).notNull().default(''),
  parentId: bigint({ mode: 'number' }).notNull().default(0),
  orderNum: integer().notNull().default(0),
  path: varchar({ length: 200 }).notNull().default(''),
  component: varchar({ length: 255 }),
  query: varchar({ length: 255 }),
  routeName: varchar({ length: 50 }).notNull().default(''),
  /** 0 external link, 1 not */
  isFrame: smallint().notNull().default(1),
  /** 0 cached, 1 not cached */
  isCache: smallint().notNull().default(0),
  /** M directory, C menu, F button */
  menuType: char({ length: 1 }).notNull().default(''),
  visible: char({ length: 1 }).notNull().default('0'),
  status: char({ length: 1 }).notNull().default('0'),
  perms: varchar({ length: 100 }),
  icon: varchar({ length: 100 }).notNull().default('#'),
  remark: varchar({ length: 500 }).default(''),
  ...auditColumns,
});

export const sysPost = pgTable('sys_post', {
  postId: bigserial({ mode: 'number' }).primaryKey(),
  postCode: varchar({ length: 64 }).notNull(),
  postName: varchar({ length: 50 }).notNull(),
  postSort: integer().notNull(),
  status: char({ length: 1 }).notNull().default('0'),
  remark: varchar({ length: 500 }),
  ...auditColumns,
});

export const sysUserRole = pgTable(
  'sys_user_role',
  { userId: bigint({ mode: 'number' }).notNull(), roleId: bigint({ mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  { roleId: bigint({ mode: 'number' }).notNull(), menuId: bigint({ mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const sysRoleDept = pgTable(
  'sys_role_dept',
  { roleId: bigint({ mode: 'number' }).notNull(), deptId: bigint({ mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

export const sysUserPost = pgTable(
  'sys_user_post',
  { userId: bigint({ mode: 'number' }).notNull(), postId: bigint({ mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

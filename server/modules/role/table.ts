import { bigint, bigserial, char, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

// a role's menus and custom data-scope departments are granted with the role
export const sysRole = pgTable('sys_role', {
  roleId: bigserial({ mode: 'number' }).primaryKey(),
  roleName: varchar({ length: 30 }).notNull(),
  /** the name in English mode; empty: the Chinese name is shown */
  roleNameEn: varchar({ length: 50 }).notNull().default(''),
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

export const sysRoleDept = pgTable(
  'sys_role_dept',
  { roleId: bigint({ mode: 'number' }).notNull(), deptId: bigint({ mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

/** Which roles each user holds; kept with the roles so the user module imports role, never the reverse. */
export const sysUserRole = pgTable(
  'sys_user_role',
  { userId: bigint({ mode: 'number' }).notNull(), roleId: bigint({ mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

import { bigint, bigserial, char, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

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

/** Which menus each role grants; kept with the menus so the role module imports menu, never the reverse. */
export const sysRoleMenu = pgTable(
  'sys_role_menu',
  { roleId: bigint({ mode: 'number' }).notNull(), menuId: bigint({ mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

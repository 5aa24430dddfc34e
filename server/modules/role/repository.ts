import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RoleDataScopeInput, RoleInput, RoleRow, roleQuery } from '../../../contract/role.js';
import { firstRow, type Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf } from '../../lib/list-query.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { nameLike, pickName } from '../../lib/local-name.js';
import type { Lang } from '../../lib/messages.js';
import { formatTime } from '../../lib/time.js';
import { msg } from './messages.js';
import { ADMIN_ROLE, type LoginUser } from '../../lib/login-user.js';
import { sysRoleMenu } from '../menu/table.js';
import { sysRole, sysRoleDept, sysUserRole } from './table.js';

type Role = typeof sysRole.$inferSelect;

/** The built-in administrator role of the identity seed. */
export const ADMIN_ROLE_ID = 1;

export const roleSortable = {
  roleId: sysRole.roleId,
  roleName: sysRole.roleName,
  roleKey: sysRole.roleKey,
  roleSort: sysRole.roleSort,
  createTime: sysRole.createTime,
};

export const toRoleRow = (r: Role): RoleRow => ({
  roleId: r.roleId,
  roleName: r.roleName,
  roleNameEn: r.roleNameEn,
  roleKey: r.roleKey,
  roleSort: r.roleSort,
  dataScope: r.dataScope as RoleRow['dataScope'],
  menuCheckStrictly: r.menuCheckStrictly === 1,
  deptCheckStrictly: r.deptCheckStrictly === 1,
  status: r.status as '0' | '1',
  remark: r.remark,
  createTime: formatTime(r.createTime),
  admin: r.roleId === ADMIN_ROLE_ID,
});

/** the name is searched in either language (nameLike in roleFilter) */
const filterSpec: FilterSpec = {
  roleKey: [sysRole.roleKey, 'like'],
  status: [sysRole.status, 'eq'],
  createTime: [sysRole.createTime, 'range'],
};

/** Live roles the caller may see: only the administrator sees the administrator role. */
export function visibleRoles(user: LoginUser): SQL | undefined {
  return and(eq(sysRole.delFlag, '0'), user.roles.includes(ADMIN_ROLE) ? undefined : ne(sysRole.roleId, ADMIN_ROLE_ID));
}

export const roleFilter = (user: LoginUser, q: Partial<z.infer<typeof roleQuery>>) =>
  whereOf(filterSpec, q, visibleRoles(user), nameLike(sysRole.roleName, sysRole.roleNameEn, q.roleName));

export async function listRoles(db: Db, user: LoginUser, q: z.infer<typeof roleQuery>) {
  return pageOf(db, q, { table: sysRole, where: roleFilter(user, q), sort: { sortable: roleSortable, fallback: [asc(sysRole.roleSort), asc(sysRole.roleId)] }, map: toRoleRow });
}

/** Every matching role the caller may see, in role order, for the export. */
export const rolesFor = (db: Db, user: LoginUser, q: Parameters<typeof roleFilter>[1]) =>
  db.select().from(sysRole).where(roleFilter(user, q)).orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));

export const allRoles = (db: Db, user: LoginUser) =>
  db.select().from(sysRole).where(visibleRoles(user)).orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));

export const findVisibleRole = (db: Db, user: LoginUser, id: number) =>
  firstRow(db.select().from(sysRole).where(and(eq(sysRole.roleId, id), visibleRoles(user))).limit(1));

/** Another live role with this name or key (keys compared without case: `admin` is special). */
/** A role the caller may change: it exists for them (404) and is not the administrator role (403). */
export async function changeableRole(db: Db, user: LoginUser, lang: Lang, roleId: number) {
  const role = await findVisibleRole(db, user, roleId);
  if (!role) throw notFound(msg(lang, 'notFound'));
  if (role.roleId === ADMIN_ROLE_ID) throw forbidden(msg(lang, 'adminRoleProtected'));
  return role;
}

export async function clashingRole(db: Db, input: Pick<RoleInput, 'roleName' | 'roleKey'>, exceptId?: number) {
  const live = and(eq(sysRole.delFlag, '0'), exceptId ? ne(sysRole.roleId, exceptId) : undefined);
  const [byName] = await db.select({ id: sysRole.roleId }).from(sysRole).where(and(live, eq(sysRole.roleName, input.roleName))).limit(1);
  if (byName) return 'roleName' as const;
  const [byKey] = await db.select({ id: sysRole.roleId }).from(sysRole).where(and(live, sql`lower(${sysRole.roleKey}) = lower(${input.roleKey})`)).limit(1);
  return byKey ? ('roleKey' as const) : null;
}

const columnsOf = (input: RoleInput) => ({
  roleName: input.roleName,
  roleNameEn: input.roleNameEn ?? '',
  roleKey: input.roleKey,
  roleSort: input.roleSort,
  status: input.status,
  menuCheckStrictly: input.menuCheckStrictly ? 1 : 0,
  deptCheckStrictly: input.deptCheckStrictly ? 1 : 0,
  remark: input.remark ?? null,
});

async function setRoleMenus(tx: Db, roleId: number, menuIds: number[]) {
  await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  const unique = [...new Set(menuIds)];
  if (unique.length) await tx.insert(sysRoleMenu).values(unique.map((menuId) => ({ roleId, menuId })));
}

/** The role and its menus, in one transaction. */
export const insertRole = (db: Db, input: RoleInput, by: string, dataScope: string) =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(sysRole).values({ ...columnsOf(input), dataScope, createBy: by }).returning();
    await setRoleMenus(tx, row.roleId, input.menuIds);
    return row;
  });

/** The role, its menus replaced, in one transaction. */
export const updateRole = (db: Db, id: number, input: RoleInput, by: string) =>
  db.transaction(async (tx) => {
    const [row] = await tx.update(sysRole).set({ ...columnsOf(input), updateBy: by, updateTime: new Date() }).where(eq(sysRole.roleId, id)).returning();
    await setRoleMenus(tx, id, input.menuIds);
    return row;
  });

/** The scope and its departments (only a custom scope keeps any), in one transaction. */
export const updateDataScope = (db: Db, input: RoleDataScopeInput, by: string) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(sysRole)
      .set({ dataScope: input.dataScope, deptCheckStrictly: input.deptCheckStrictly ? 1 : 0, updateBy: by, updateTime: new Date() })
      .where(eq(sysRole.roleId, input.roleId))
      .returning();
    await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, input.roleId));
    const deptIds = input.dataScope === '2' ? [...new Set(input.deptIds)] : [];
    if (deptIds.length) await tx.insert(sysRoleDept).values(deptIds.map((deptId) => ({ roleId: input.roleId, deptId })));
    return row;
  });

export const updateRoleStatus = (db: Db, id: number, status: string, by: string) =>
  db.update(sysRole).set({ status, updateBy: by, updateTime: new Date() }).where(eq(sysRole.roleId, id)).returning();

export async function countHolders(db: Db, roleId: number) {
  const [{ n }] = await db.select({ n: count() }).from(sysUserRole).where(eq(sysUserRole.roleId, roleId));
  return Number(n);
}

/** RuoYi's soft delete: the role is marked, its grants go. */
export async function deleteRoles(tx: Db, ids: number[]) {
  await tx.update(sysRole).set({ delFlag: '2' }).where(inArray(sysRole.roleId, ids));
  await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, ids));
  await tx.delete(sysRoleDept).where(inArray(sysRoleDept.roleId, ids));
}

export async function roleDeptIds(db: Db, roleId: number) {
  const rows = await db.select({ id: sysRoleDept.deptId }).from(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
  return rows.map((r) => r.id);
}

/** Deletes roles the caller may change (changeableRole) that nobody holds (409); all or none. */
export function removeRoles(db: Db, user: LoginUser, lang: Lang, ids: number[]) {
  return db.transaction(async (tx) => {
    for (const id of new Set(ids)) {
      const role = await changeableRole(tx, user, lang, id);
      if (await countHolders(tx, id)) throw conflict(msg(lang, 'roleInUse', pickName(role.roleName, role.roleNameEn, lang)));
    }
    await deleteRoles(tx, ids);
  });
}

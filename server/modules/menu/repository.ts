import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MenuInput, MenuRow, menuQuery } from '../../../contract/menu.js';
import { firstRow, type Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { likePattern } from '../../lib/list-query.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { formatTime } from '../../lib/time.js';
import { ADMIN_ROLE, type LoginUser } from '../../lib/login-user.js';
import { sysMenu, sysRoleMenu } from './table.js';
import { providedLater } from '../../lib/provided-later.js';

type Menu = typeof sysMenu.$inferSelect;

export const menuTitle = (m: Pick<Menu, 'menuName' | 'menuNameEn'>, lang: Lang) =>
  lang === 'en' && m.menuNameEn ? m.menuNameEn : m.menuName;

export const toMenuRow = (m: Menu, lang: Lang): MenuRow => ({
  menuId: m.menuId,
  parentId: m.parentId,
  menuName: m.menuName,
  menuNameEn: m.menuNameEn,
  title: menuTitle(m, lang),
  orderNum: m.orderNum,
  path: m.path,
  component: m.component,
  query: m.query,
  routeName: m.routeName,
  isFrame: String(m.isFrame) as '0' | '1',
  isCache: String(m.isCache) as '0' | '1',
  menuType: m.menuType as MenuRow['menuType'],
  visible: m.visible as '0' | '1',
  status: m.status as '0' | '1',
  perms: m.perms,
  icon: m.icon,
  remark: m.remark,
  createTime: formatTime(m.createTime),
});

/** Menus a caller may see and grant: all for the administrator, else those of their enabled roles. */
export function callerMenus(user: LoginUser): SQL | undefined {
  if (user.roles.includes(ADMIN_ROLE)) return undefined;
  return sql`${sysMenu.menuId} in (select rm.menu_id from sys_role_menu rm
    join sys_user_role ur on ur.role_id = rm.role_id
    join sys_role r on r.role_id = rm.role_id and r.status = '0' and r.del_flag = '0'
    where ur.user_id = ${user.userId})`;
}

const filterSpec: FilterSpec = { visible: [sysMenu.visible, 'eq'], status: [sysMenu.status, 'eq'] };

export function listMenus(db: Db, user: LoginUser, q: Partial<z.infer<typeof menuQuery>> = {}) {
  const name = q.menuName ? or(ilike(sysMenu.menuName, likePattern(q.menuName)), ilike(sysMenu.menuNameEn, likePattern(q.menuName))) : undefined;
  return db
    .select()
    .from(sysMenu)
    .where(whereOf(filterSpec, q, name, callerMenus(user)))
    .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId));
}

export const findMenu = (db: Db, id: number) => firstRow(db.select().from(sysMenu).where(eq(sysMenu.menuId, id)).limit(1));

/** The id → parent id of every menu (a small table): for cycles and tree keys. */
export async function menuParents(db: Db) {
  const rows = await db.select({ id: sysMenu.menuId, parentId: sysMenu.parentId }).from(sysMenu);
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

/** Whether `candidate` lies under `menuId` (so that it cannot become its parent). */
export function isDescendant(parents: Map<number, number>, menuId: number, candidate: number) {
  let current: number | undefined = candidate;
  for (let hops = 0; current !== undefined && current !== 0 && hops <= parents.size; hops++) {
    if (current === menuId) return true;
    current = parents.get(current);
  }
  return false;
}

/** A sibling with the same Chinese or English title. */
export async function siblingNamed(db: Db, input: MenuInput, exceptId?: number) {
  const names = [eq(sysMenu.menuName, input.menuName)];
  if (input.menuNameEn) names.push(eq(sysMenu.menuNameEn, input.menuNameEn));
  const [row] = await db
    .select({ menuId: sysMenu.menuId })
    .from(sysMenu)
    .where(and(eq(sysMenu.parentId, input.parentId), or(...names), exceptId ? ne(sysMenu.menuId, exceptId) : undefined))
    .limit(1);
  return row;
}

export async function routeNameTaken(db: Db, routeName: string, exceptId?: number) {
  if (!routeName) return false;
  const [row] = await db
    .select({ menuId: sysMenu.menuId })
    .from(sysMenu)
    .where(and(eq(sysMenu.routeName, routeName), exceptId ? ne(sysMenu.menuId, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** The stored columns of an input; a button keeps no route. */
function columnsOf(input: MenuInput) {
  const button = input.menuType === 'F';
  return {
    parentId: input.parentId,
    menuName: input.menuName,
    menuNameEn: input.menuNameEn,
    orderNum: input.orderNum,
    menuType: input.menuType,
    path: button ? '' : input.path,
    component: button ? null : input.component || null,
    query: button ? null : input.query || null,
    routeName: button ? '' : input.routeName,
    isFrame: button ? 1 : Number(input.isFrame),
    isCache: button ? 0 : Number(input.isCache),
    visible: input.visible,
    status: input.status,
    perms: input.perms || null,
    icon: button ? '#' : input.icon || '#',
    remark: input.remark ?? '',
  };
}

export async function insertMenu(db: Db, input: MenuInput, by: string) {
  const [row] = await db.insert(sysMenu).values({ ...columnsOf(input), createBy: by }).returning();
  return row;
}

export async function updateMenu(db: Db, id: number, input: MenuInput, by: string) {
  const [row] = await db
    .update(sysMenu)
    .set({ ...columnsOf(input), updateBy: by, updateTime: new Date() })
    .where(eq(sysMenu.menuId, id))
    .returning();
  return row;
}

export async function countChildren(db: Db, id: number) {
  const [{ n }] = await db.select({ n: count() }).from(sysMenu).where(eq(sysMenu.parentId, id));
  return Number(n);
}

export async function countRoleGrants(db: Db, id: number) {
  const [{ n }] = await db.select({ n: count() }).from(sysRoleMenu).where(eq(sysRoleMenu.menuId, id));
  return Number(n);
}

export const deleteMenu = (db: Db, id: number) => db.delete(sysMenu).where(eq(sysMenu.menuId, id));

/** The menu ids a role holds. */
export async function roleMenuIds(db: Db, roleId: number) {
  const rows = await db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  return rows.map((r) => r.id);
}

export const menusByIds = (db: Db, ids: number[]) => (ids.length ? db.select().from(sysMenu).where(inArray(sysMenu.menuId, ids)) : Promise.resolve([]));

/** Of the given ids, those the caller may not grant (unknown, or not among their own menus). */
export async function ungrantableMenus(db: Db, user: LoginUser, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sysMenu.menuId })
    .from(sysMenu)
    .where(and(inArray(sysMenu.menuId, ids), callerMenus(user)));
  const allowed = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !allowed.has(id));
}

/** Deletes a menu with no children (409) granted to no role (409). */
export function removeMenu(db: Db, lang: Lang, id: number) {
  return db.transaction(async (tx) => {
    if (!(await findMenu(tx, id))) throw notFound(msg(lang, 'notFound'));
    if (await countChildren(tx, id)) throw conflict(msg(lang, 'menuHasChildren'));
    if (await countRoleGrants(tx, id)) throw conflict(msg(lang, 'menuAssigned'));
    await deleteMenu(tx, id);
  });
}

/** A role the caller may see, or none. The role module tells how to find one (it imports this module, never the reverse). */
type RoleFinder = (db: Db, user: LoginUser, roleId: number) => Promise<{ roleId: number; menuCheckStrictly: number | null } | undefined>;
export const roleFinder = providedLater<RoleFinder>('finding a role');
export const findVisibleRole: RoleFinder = (db, user, roleId) => roleFinder.get()(db, user, roleId);

import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DATA_SCOPE } from '../../lib/data-scope.js';
import { forbidden } from '../../lib/errors.js';
import { ADMIN_ROLE, type LoginUser } from '../../lib/login-user.js';
import { pickName } from '../../lib/local-name.js';
import type { Lang } from '../../lib/messages.js';
import { roleMenuIds, ungrantableMenus } from '../menu/repository.js';
import { scopedDepts } from './auth-user-repository.js';
import { msg } from './messages.js';
import { roleDeptIds } from './repository.js';
import { sysRole } from './table.js';

/**
 * How much a data scope lets one see, to compare two: own data < own department < department and
 * below < all. A custom scope is judged by its departments instead (each must be one the granter
 * sees).
 */
const SCOPE_RANK: Record<string, number> = { [DATA_SCOPE.self]: 1, [DATA_SCOPE.dept]: 2, [DATA_SCOPE.deptAndBelow]: 3, [DATA_SCOPE.all]: 5 };

const isAdmin = (user: LoginUser) => user.roles.includes(ADMIN_ROLE);
const widestScope = (user: LoginUser) => Math.max(0, ...user.dataScopes.map((s) => (s.dataScope === DATA_SCOPE.custom ? SCOPE_RANK[DATA_SCOPE.dept] : (SCOPE_RANK[s.dataScope] ?? 0))));

/** Whether a scope (with its departments, when custom) is no wider than what the caller sees himself. */
async function scopeWithin(db: Db, caller: LoginUser, scope: string, deptIds: number[]) {
  if (scope === DATA_SCOPE.custom) {
    const seen = new Set((await scopedDepts(db, caller)).map((d) => d.id));
    return deptIds.every((id) => seen.has(id));
  }
  return (SCOPE_RANK[scope] ?? Infinity) <= widestScope(caller);
}

/**
 * Nobody but an administrator may set a data scope wider than his own, on any role (his own
 * included): 403. The rule every data-scope change goes through.
 */
export async function checkScopeGrantable(db: Db, caller: LoginUser, lang: Lang, scope: string, deptIds: number[]) {
  if (isAdmin(caller)) return;
  if (!(await scopeWithin(db, caller, scope, deptIds))) throw forbidden(msg(lang, 'scopeTooWide'));
}

type Role = typeof sysRole.$inferSelect;

/** Whether a role with these menus is no wider than the caller's own rights. */
async function roleWithin(db: Db, caller: LoginUser, role: Role, menuIds: number[]) {
  return role.roleKey !== ADMIN_ROLE &&
    (await ungrantableMenus(db, caller, menuIds)).length === 0 &&
    (await scopeWithin(db, caller, role.dataScope, role.dataScope === DATA_SCOPE.custom ? await roleDeptIds(db, role.roleId) : []));
}

/**
 * Nobody but an administrator may give anyone (himself included) a role that carries a menu he
 * does not hold himself or a data scope wider than his own: 403 naming the role. The rule every
 * grant of a role goes through (user add and edit, authRole, the role's "assign users").
 */
export async function checkRolesGrantable(db: Db, caller: LoginUser, lang: Lang, roleIds: number[]) {
  if (isAdmin(caller) || roleIds.length === 0) return;
  const roles = await db.select().from(sysRole).where(inArray(sysRole.roleId, [...new Set(roleIds)]));
  for (const role of roles) {
    if (!(await roleWithin(db, caller, role, await roleMenuIds(db, role.roleId)))) throw forbidden(msg(lang, 'roleTooWide', pickName(role.roleName, role.roleNameEn, lang)));
  }
}

/**
 * Enabling a disabled role gives its menus and scope to everyone holding it, so it is a grant like
 * any other (issue 47 hole 2): 403 naming the role unless, with the menus it is to have, it is no
 * wider than the caller's own rights. A role already enabled, or left disabled, grants nothing new.
 */
export async function checkRoleEnabling(db: Db, caller: LoginUser, lang: Lang, roleId: number, status: string, menuIds?: number[]) {
  if (isAdmin(caller) || status !== '0') return;
  const [role] = await db.select().from(sysRole).where(eq(sysRole.roleId, roleId));
  if (!role || role.status === '0') return;
  if (!(await roleWithin(db, caller, role, menuIds ?? (await roleMenuIds(db, roleId))))) throw forbidden(msg(lang, 'roleTooWide', pickName(role.roleName, role.roleNameEn, lang)));
}

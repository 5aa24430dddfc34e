import { userNameRule } from '../../../contract/user.js';
import { bcryptCost, hashCostProblem } from '../../lib/password-hash.js';
import type { sysRole } from '../role/table.js';
import { LookAlikes, userNameProblem } from '../user/look-alike.js';
import type { sysUser } from '../user/table.js';
import { menuMapper } from './menus.js';
import type { Ours } from './ours.js';
import { audit, planLink, planMatch, refOf, text, type LinkOp, type RowOp } from './plan.js';
import type { RuoyiData } from './source.js';

export type RoleValues = typeof sysRole.$inferInsert;
export type UserValues = typeof sysUser.$inferInsert;

/** A role is the same as ours when it has the same key; its menus map by permission (menus.ts). */
export function planRoles(ry: RuoyiData, ours: Ours, depts: RowOp<unknown>[]) {
  const byKey = new Map(ours.roles.map((r) => [r.roleKey, r]));
  const seen = new Set<string>();
  const roles = ry.roles.map((r): RowOp<RoleValues> => {
    const label = r.role_key;
    if (r.del_flag !== '0') return { outcome: 'skipped', label, reason: 'deleted in RuoYi', ryId: r.role_id };
    if (seen.has(r.role_key)) return { outcome: 'skipped', label, reason: 'a second role with this key in RuoYi', ryId: r.role_id };
    seen.add(r.role_key);
    const values: RoleValues = {
      roleName: r.role_name, roleKey: r.role_key, roleSort: r.role_sort, dataScope: r.data_scope ?? '1',
      menuCheckStrictly: Number(r.menu_check_strictly ?? 1), deptCheckStrictly: Number(r.dept_check_strictly ?? 1),
      status: r.status, remark: r.remark, ...audit(r),
    };
    const mine = byKey.get(r.role_key);
    if (!mine) return { outcome: 'added', label, ryId: r.role_id, values };
    const compared = ['roleName', 'roleSort', 'dataScope', 'menuCheckStrictly', 'deptCheckStrictly', 'status', 'remark'] as const;
    return planMatch(label, r.role_id, mine.roleId, mine, values, [...compared], [r.create_time, r.update_time]);
  });
  const role = new Map(roles.map((op) => [op.ryId, op]));
  const dept = new Map(depts.map((op) => [op.ryId, op]));
  const roleDepts = ry.roleDepts.map((l) =>
    planLink(`${role.get(l.left)?.label ?? l.left} → ${dept.get(l.right)?.label ?? l.right}`, refOf(role.get(l.left)), refOf(dept.get(l.right)), ours.roleDepts, [
      `role ${l.left} is not imported`, `department ${l.right} is not imported`,
    ]),
  );

  const toOurs = menuMapper(ry.menus, ours.menus);
  const roleMenus: LinkOp[] = [];
  const unmappedMenus: { role: string; menus: string[] }[] = [];
  for (const op of roles) {
    const granted = ry.roleMenus.filter((l) => l.left === op.ryId).map((l) => l.right);
    const ref = refOf(op);
    if (!ref) {
      for (const id of granted) roleMenus.push({ outcome: 'skipped', label: `${op.label} → menu ${id}`, reason: `role ${op.label} is not imported`, left: { ryId: op.ryId }, right: { ryId: id } });
      continue;
    }
    const { ours: menuIds, unmapped } = toOurs(granted);
    for (const menuId of menuIds) roleMenus.push(planLink(`${op.label} → menu ${menuId}`, ref, { ourId: menuId, ryId: 0 }, ours.roleMenus, ['', '']));
    for (const name of unmapped) roleMenus.push({ outcome: 'skipped', label: `${op.label} → ${name}`, reason: 'no counterpart here', left: ref, right: { ryId: 0 } });
    if (unmapped.length) unmappedMenus.push({ role: `${op.label} (${ry.roles.find((r) => r.role_id === op.ryId)?.role_name})`, menus: unmapped });
  }
  return { roles, roleDepts, roleMenus, unmappedMenus };
}

/** A name as the report shows it: invisible and direction characters spelled out. */
const shown = (name: string) => `"${name.replace(/[\p{C}\p{Z}]/gu, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`)}"`;

/**
 * Why a new account may not come in under this name, or undefined: the rules registration and the
 * add dialog apply (issue 47 hole 10) — the contract's (no invisible, direction or markup
 * characters), stored as written (a full-width name is another's once normalised), no mix of
 * scripts, no look-alike of a taken name or of a row above.
 */
function newNameProblem(taken: LookAlikes, userName: string): string | undefined {
  const parsed = userNameRule.safeParse(userName);
  if (!parsed.success) return `the login name ${shown(userName)} is not one registration takes: ${parsed.error.issues[0].message}`;
  if (parsed.data !== userName) return `the login name ${shown(userName)} is written with full-width or other compatibility characters; registration would store it as ${shown(parsed.data)}`;
  return userNameProblem(taken, 'en', userName);
}

/**
 * A user is the same as ours when the name is, whatever its case (as our sign-in compares); a new
 * one passes registration's name rules. The password hash comes as it is, when bcrypt of a cost
 * we compute (RuoYi's are $2a$10$): the first login re-hashes it at ours (lib/password-hash.ts).
 */
export function planUsers(ry: RuoyiData, ours: Ours, depts: RowOp<unknown>[], roles: RowOp<unknown>[], posts: RowOp<unknown>[]) {
  const warnings: string[] = [];
  const byName = new Map(ours.users.map((u) => [u.userName.toLowerCase(), u]));
  const dept = new Map(depts.map((op) => [op.ryId, op]));
  const seen = new Set<string>();
  const taken = new LookAlikes(ours.users.map((u) => u.userName)).indexed();
  const users = ry.users.map((u): RowOp<UserValues> => {
    const label = u.user_name;
    const name = u.user_name.toLowerCase();
    if (u.del_flag !== '0') return { outcome: 'skipped', label, reason: 'deleted in RuoYi', ryId: u.user_id };
    if (seen.has(name)) return { outcome: 'skipped', label, reason: 'a second user with this name in RuoYi', ryId: u.user_id };
    seen.add(name);
    const mine = byName.get(name);
    if (mine?.delFlag && mine.delFlag !== '0') return { outcome: 'skipped', label, reason: 'deleted here', ryId: u.user_id };
    const refused = hashCostProblem(u.password) ?? (mine ? undefined : newNameProblem(taken, u.user_name));
    if (refused) return { outcome: 'skipped', label, reason: refused, ryId: u.user_id };
    if (!mine) taken.add(u.user_name);
    const deptRef = u.dept_id ? (refOf(dept.get(u.dept_id)) ?? null) : null;
    if (u.dept_id && !deptRef) warnings.push(`user ${label}: department ${u.dept_id} is not imported; the user comes without one`);
    if (bcryptCost(u.password) === undefined) warnings.push(`user ${label}: the password is not a bcrypt hash; it cannot sign in until an administrator resets it`);
    const values: UserValues = {
      userName: u.user_name, nickName: u.nick_name, userType: u.user_type ?? '00', email: text(u.email), phonenumber: text(u.phonenumber),
      sex: u.sex ?? '2', password: text(u.password), status: u.status, deptId: deptRef ? deptRef.ourId : null,
      loginIp: text(u.login_ip), loginDate: u.login_date, pwdUpdateDate: u.pwd_update_date ?? null, remark: u.remark, ...audit(u),
    };
    const refs = { deptId: deptRef };
    if (!mine) return { outcome: 'added', label, ryId: u.user_id, values, refs };
    const compared = ['nickName', 'userType', 'email', 'phonenumber', 'sex', 'password', 'status', 'deptId', 'pwdUpdateDate', 'remark'] as const;
    return { ...planMatch(label, u.user_id, mine.userId, mine, values, [...compared], [u.create_time, u.update_time, u.pwd_update_date]), refs };
  });
  const user = new Map(users.map((op) => [op.ryId, op]));
  const links = (pairs: { left: number; right: number }[], others: RowOp<unknown>[], existing: Set<string>, what: string) => {
    const other = new Map(others.map((op) => [op.ryId, op]));
    return pairs.map((l) =>
      planLink(`${user.get(l.left)?.label ?? l.left} → ${other.get(l.right)?.label ?? l.right}`, refOf(user.get(l.left)), refOf(other.get(l.right)), existing, [
        `user ${l.left} is not imported`, `${what} ${l.right} is not imported`,
      ]),
    );
  };
  return {
    users,
    userRoles: links(ry.userRoles, roles, ours.userRoles, 'role'),
    userPosts: links(ry.userPosts, posts, ours.userPosts, 'post'),
    warnings,
  };
}

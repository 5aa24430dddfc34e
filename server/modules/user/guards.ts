import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { msg as deptMsg } from '../dept/messages.js';
import { ADMIN_ROLE, type LoginUser } from '../../lib/login-user.js';
import { deptInScope, findDept } from '../dept/repository.js';
import * as repo from './repository.js';
import { checkRolesGrantable } from '../role/grant-limits.js';

export const callerIsAdmin = (user: LoginUser) => user.roles.includes(ADMIN_ROLE);

/**
 * The checks before any single-user operation: the user exists (404), lies inside the caller's
 * data scope (403), and is not an administrator account unless the caller is one (403).
 */
export async function targetUser(db: Db, caller: LoginUser, lang: Lang, userId: number, opts: { write: boolean }) {
  const row = await repo.findUser(db, userId);
  if (!row) throw notFound(msg(lang, 'notFound'));
  if (!(await repo.userInScope(db, caller, userId))) throw forbidden(msg(lang, 'userScope'));
  if (opts.write && !callerIsAdmin(caller) && (await repo.isAdminAccount(db, userId))) throw forbidden(msg(lang, 'adminAccount'));
  return row;
}

/** A department given for a user must exist and lie inside the caller's scope. */
export async function checkDept(db: Db, caller: LoginUser, lang: Lang, deptId: number | null | undefined) {
  if (!deptId) return;
  if (!(await findDept(db, deptId))) throw badRequest(`deptId: ${msg(lang, 'deptMissing', String(deptId))}`, 'deptId');
  if (!(await deptInScope(db, caller, deptId))) throw forbidden(deptMsg(lang, 'deptScope'));
}

/**
 * Roles must exist; only an administrator may grant the administrator role; and a role the user
 * does not hold yet may be given only when it is no wider than the caller's own rights.
 */
export async function checkRoles(db: Db, caller: LoginUser, lang: Lang, roleIds: number[], alreadyHeld: readonly number[] = []) {
  const found = await repo.rolesByIds(db, roleIds);
  const missing = roleIds.find((id) => !found.some((r) => r.roleId === id));
  if (missing) throw badRequest(`roleIds: ${msg(lang, 'userRoleMissing', String(missing))}`, 'roleIds');
  if (!callerIsAdmin(caller) && found.some((r) => r.roleKey === ADMIN_ROLE)) throw forbidden(msg(lang, 'userAdminRole'));
  await checkRolesGrantable(db, caller, lang, roleIds.filter((id) => !alreadyHeld.includes(id)));
}

export async function checkPosts(db: Db, lang: Lang, postIds: number[]) {
  const found = await repo.postsByIds(db, postIds);
  const missing = postIds.find((id) => !found.some((p) => p.postId === id));
  if (missing) throw badRequest(`postIds: ${msg(lang, 'userPostMissing', String(missing))}`, 'postIds');
}

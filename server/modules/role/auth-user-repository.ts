import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUserRow, authUserQuery } from '../../../contract/role.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import type { LoginUser } from '../../lib/login-user.js';
import { localName } from '../../lib/local-name.js';
import type { Lang } from '../../lib/messages.js';
import { sysDept } from '../dept/table.js';
import { sysUserRole } from './table.js';
import { providedLater } from '../../lib/provided-later.js';

/** Users who hold the role (allocated) or do not (unallocated), and ids that are no live users the caller sees. */
export interface RoleUsers {
  list(db: Db, user: LoginUser, q: z.infer<typeof authUserQuery>, allocated: boolean): Promise<{ rows: AuthUserRow[]; total: number }>;
  unknown(db: Db, user: LoginUser, ids: number[]): Promise<number[]>;
}
/** The user module tells (it imports this module, never the reverse). */
export const roleUsers = providedLater<RoleUsers>('the users of a role');
export const listRoleUsers = (db: Db, user: LoginUser, q: z.infer<typeof authUserQuery>, allocated: boolean) => roleUsers.get().list(db, user, q, allocated);
export const unknownUsers = (db: Db, user: LoginUser, ids: number[]) => roleUsers.get().unknown(db, user, ids);

export async function grantRole(db: Db, roleId: number, userIds: number[]) {
  const unique = [...new Set(userIds)];
  if (unique.length) await db.insert(sysUserRole).values(unique.map((userId) => ({ userId, roleId }))).onConflictDoNothing();
}

export const revokeRole = (db: Db, roleId: number, userIds: number[]) =>
  db.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));

/** Live departments within the caller's data scope, in tree order, labelled in the caller's language. */
export const scopedDepts = (db: Db, user: LoginUser, lang: Lang = 'zh') =>
  db
    .select({ id: sysDept.deptId, parentId: sysDept.parentId, label: localName(sysDept.deptName, sysDept.deptNameEn, lang), status: sysDept.status })
    .from(sysDept)
    .where(and(eq(sysDept.delFlag, '0'), dataScopeFilter(user, { dept: sysDept.deptId })))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));

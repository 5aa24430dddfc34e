import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUserRow, authUserQuery } from '../../../contract/role.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import type { LoginUser } from '../../lib/login-user.js';
import { deptUsers } from '../dept/repository.js';
import { postHolders } from '../post/repository.js';
import { sysUserPost } from '../post/table.js';
import { roleUsers } from '../role/auth-user-repository.js';
import { sysUser } from './table.js';

/*
 * What departments, posts and roles ask about their users. They sit below the user module (it
 * imports them), so the user module tells them how to read users when it is loaded.
 */

deptUsers.provide(async (db: Db, deptId: number) => {
  const [row] = await db.select({ n: count() }).from(sysUser).where(and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0')));
  return Number(row?.n ?? 0);
});

// live users holding the post: such a post cannot be deleted
postHolders.provide(async (db: Db, postId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(sysUserPost)
    .innerJoin(sysUser, and(eq(sysUser.userId, sysUserPost.userId), eq(sysUser.delFlag, '0')))
    .where(eq(sysUserPost.postId, postId));
  return Number(row?.n ?? 0);
});

const filterSpec: FilterSpec = {
  userName: [sysUser.userName, 'like'],
  phonenumber: [sysUser.phonenumber, 'like'],
};

const sortable = { userId: sysUser.userId, userName: sysUser.userName, createTime: sysUser.createTime };

const toAuthUserRow = (u: typeof sysUser.$inferSelect): AuthUserRow => ({
  userId: u.userId,
  deptId: u.deptId,
  userName: u.userName,
  nickName: u.nickName,
  email: u.email,
  phonenumber: u.phonenumber,
  status: u.status as '0' | '1',
  createTime: formatTime(u.createTime),
});

/** Live users the caller's data scope lets them see. */
const scopedUsers = (user: LoginUser) =>
  and(eq(sysUser.delFlag, '0'), dataScopeFilter(user, { dept: sysUser.deptId, user: sysUser.userId }));

/** Users who hold the role (allocated) or do not (unallocated), within the caller's data scope. */
async function listRoleUsers(db: Db, user: LoginUser, q: z.infer<typeof authUserQuery>, allocated: boolean) {
  const holders = sql`(select ur.user_id from sys_user_role ur where ur.role_id = ${q.roleId})`;
  const membership = allocated ? sql`${sysUser.userId} in ${holders}` : sql`${sysUser.userId} not in ${holders}`;
  const where = whereOf(filterSpec, q, scopedUsers(user), membership);
  return pageOf(db, q, { table: sysUser, where: where, sort: { sortable: sortable, fallback: [asc(sysUser.userId)] }, map: toAuthUserRow });
}

/** Of the given ids, those that are not live users within the caller's data scope. */
async function unknownUsers(db: Db, user: LoginUser, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: sysUser.userId }).from(sysUser).where(and(inArray(sysUser.userId, ids), scopedUsers(user)));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

roleUsers.provide({ list: listRoleUsers, unknown: unknownUsers });

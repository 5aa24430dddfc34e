import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { UserEditInput, UserInput, UserQuery } from '../../../contract/user.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { keysetRows, pageOf } from '../../lib/list-query.js';
import type { ScopedRows } from '../../lib/scoped-rows.js';
import { formatTime } from '../../lib/time.js';
import { localName } from '../../lib/local-name.js';
import type { Lang } from '../../lib/messages.js';
import type { ImportPlan } from './import-plan.js';
import { ADMIN_ROLE, type LoginUser } from '../../lib/login-user.js';
import { subtreeOf } from '../dept/repository.js';
import { sysDept } from '../dept/table.js';
import { sysPost, sysUserPost } from '../post/table.js';
import { sysRole, sysUserRole } from '../role/table.js';
import { sysSession, sysUser } from './table.js';
import { changingUsers, forgetUsers } from '../../lib/session-cache.js';

export const liveUser = eq(sysUser.delFlag, '0');
const filterSpec: FilterSpec = {
  userName: [sysUser.userName, 'like'],
  nickName: [sysUser.nickName, 'like'],
  phonenumber: [sysUser.phonenumber, 'like'],
  status: [sysUser.status, 'eq'],
  createTime: [sysUser.createTime, 'range'],
};
const sortable = { userId: sysUser.userId, userName: sysUser.userName, nickName: sysUser.nickName, createTime: sysUser.createTime, loginDate: sysUser.loginDate };

export const userScope = (user: LoginUser) => dataScopeFilter(user, { dept: sysUser.deptId, user: sysUser.userId });

/** Live accounts by id, for the import that updates them (lib/scoped-rows.ts). */
export const liveUsersById: ScopedRows<{ userId: number }, number> = {
  key: sysUser.userId,
  keyOf: (u) => u.userId,
  scope: userScope,
  where: liveUser,
  read: (db, where) => db.select({ userId: sysUser.userId }).from(sysUser).where(where),
};

/** The live users a list or export shows: the filters, the department subtree, the data scope. */
export function userWhere(user: LoginUser, q: Partial<UserQuery>, ...extra: SQL[]) {
  const deptId = typeof q.deptId === 'number' ? q.deptId : undefined;
  return whereOf(filterSpec, q, liveUser, deptId ? subtreeOf(sysUser.deptId, deptId) : undefined, userScope(user), ...extra);
}

/** Never the password hash or the lock counters. */
const columns = {
  userId: sysUser.userId,
  deptId: sysUser.deptId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  email: sysUser.email,
  phonenumber: sysUser.phonenumber,
  sex: sysUser.sex,
  avatar: sysUser.avatar,
  status: sysUser.status,
  loginIp: sysUser.loginIp,
  loginDate: sysUser.loginDate,
  remark: sysUser.remark,
  createBy: sysUser.createBy,
  createTime: sysUser.createTime,
  deptName: sysDept.deptName,
  leader: sysDept.leader,
};
const selectUsers = (db: Db, lang: Lang = 'zh') => db.select({ ...columns, deptName: localName(sysDept.deptName, sysDept.deptNameEn, lang) }).from(sysUser).leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId));
type Selected = Awaited<ReturnType<typeof selectUsers>>[number];

export const toUserRow = ({ deptName, leader, ...r }: Selected) => ({
  ...r,
  sex: r.sex as '0' | '1' | '2',
  status: r.status as '0' | '1',
  loginDate: formatTime(r.loginDate),
  createTime: formatTime(r.createTime),
  dept: r.deptId && deptName ? { deptId: r.deptId, deptName, leader } : null,
});
export type UserListRow = ReturnType<typeof toUserRow>;

export const listUsers = (db: Db, user: LoginUser, q: UserQuery, lang: Lang = 'zh') =>
  pageOf(db, q, { select: () => selectUsers(db, lang).$dynamic(), where: userWhere(user, q), sort: { sortable, fallback: [asc(sysUser.userId)] }, total: sysUser, map: toUserRow });

/** Every matching user, for the export (keyset batches: a 100 000-row export stays flat in memory). */
export const streamUsers = (db: Db, user: LoginUser, q: Partial<UserQuery>, batch = 1000, lang: Lang = 'zh') =>
  keysetRows({ select: () => selectUsers(db, lang).$dynamic(), where: userWhere(user, q), key: sysUser.userId, keyOf: (r) => r.userId, map: toUserRow, batch });

export async function findUser(db: Db, userId: number) {
  const [row] = await selectUsers(db).where(and(eq(sysUser.userId, userId), liveUser));
  return row ? toUserRow(row) : undefined;
}

/** Whether the caller's data scope covers this user (RuoYi's checkUserDataScope). */
export async function userInScope(db: Db, user: LoginUser, userId: number) {
  const scope = userScope(user);
  if (!scope) return true;
  const [row] = await db.select({ id: sysUser.userId }).from(sysUser).where(and(eq(sysUser.userId, userId), liveUser, scope)).limit(1);
  return Boolean(row);
}

/** Any account with this login name, deleted ones included: the name stays reserved. */
/** Names are unique without regard to case (the index is on lower(user_name)). */
export const sameUserName = (userName: string) => sql`lower(${sysUser.userName}) = lower(${userName})`;

export async function findByUserName(db: Db, userName: string) {
  const [row] = await db.select({ userId: sysUser.userId, delFlag: sysUser.delFlag }).from(sysUser).where(sameUserName(userName)).limit(1);
  return row;
}

export async function roleIdsOf(db: Db, userId: number) {
  return (await db.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId))).map((r) => r.id);
}

export async function postIdsOf(db: Db, userId: number) {
  return (await db.select({ id: sysUserPost.postId }).from(sysUserPost).where(eq(sysUserPost.userId, userId))).map((r) => r.id);
}

/** Whether the account holds the administrator role (or is the built-in admin). */
export async function isAdminAccount(db: Db, userId: number) {
  if (userId === 1) return true;
  const [row] = await db
    .select({ n: count() })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.roleKey, ADMIN_ROLE)))
    .where(eq(sysUserRole.userId, userId));
  return Number(row?.n ?? 0) > 0;
}

/** The roles a caller may hand out: never the administrator role unless the caller is one. */
export const roleOptions = (db: Db, includeAdmin: boolean, lang: Lang = 'zh') =>
  db
    .select({ roleId: sysRole.roleId, roleName: localName(sysRole.roleName, sysRole.roleNameEn, lang), roleKey: sysRole.roleKey, status: sysRole.status })
    .from(sysRole)
    .where(and(eq(sysRole.delFlag, '0'), includeAdmin ? undefined : ne(sysRole.roleKey, ADMIN_ROLE)))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));

export const postOptions = (db: Db, lang: Lang = 'zh') =>
  db
    .select({ postId: sysPost.postId, postName: localName(sysPost.postName, sysPost.postNameEn, lang), postCode: sysPost.postCode, status: sysPost.status })
    .from(sysPost)
    .orderBy(asc(sysPost.postSort), asc(sysPost.postId));

export async function rolesByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey }).from(sysRole).where(and(inArray(sysRole.roleId, ids), eq(sysRole.delFlag, '0')));
}

export async function postsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ postId: sysPost.postId }).from(sysPost).where(inArray(sysPost.postId, ids));
}

const profileFields = (input: UserInput | UserEditInput) => ({
  deptId: input.deptId ?? null,
  nickName: input.nickName,
  email: input.email ?? '',
  phonenumber: input.phonenumber ?? '',
  sex: input.sex,
  status: input.status,
  remark: input.remark ?? null,
});

/** Replaces the user's roles, all or none. */
export const replaceRoles = (db: Db, userId: number, roleIds: number[]) => db.transaction((tx) => setRoles(tx, userId, roleIds));

export async function setRoles(db: Db, userId: number, roleIds: number[]) {
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  const unique = [...new Set(roleIds)];
  if (unique.length) await db.insert(sysUserRole).values(unique.map((roleId) => ({ userId, roleId })));
}

export async function setPosts(db: Db, userId: number, postIds: number[]) {
  await db.delete(sysUserPost).where(eq(sysUserPost.userId, userId));
  const unique = [...new Set(postIds)];
  if (unique.length) await db.insert(sysUserPost).values(unique.map((postId) => ({ userId, postId })));
}

export function insertUser(db: Db, input: UserInput, hash: string, by: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sysUser)
      .values({ ...profileFields(input), userName: input.userName, password: hash, createBy: by })
      .returning({ userId: sysUser.userId });
    await setRoles(tx, row.userId, input.roleIds);
    await setPosts(tx, row.userId, input.postIds);
    return row.userId;
  });
}

export function updateUser(db: Db, input: UserEditInput, by: string) {
  return changingUsers([input.userId], db.transaction(async (tx) => {
    await tx.update(sysUser).set({ ...profileFields(input), updateBy: by, updateTime: new Date() }).where(eq(sysUser.userId, input.userId));
    await setRoles(tx, input.userId, input.roleIds);
    await setPosts(tx, input.userId, input.postIds);
  }));
}

/** Ends every session of these users: their next request answers 401. */
export function endSessions(db: Db, userIds: number[]) {
  forgetUsers(userIds);
  return db.delete(sysSession).where(inArray(sysSession.userId, userIds));
}

/** RuoYi's soft delete: the row stays (its name stays reserved), its roles, posts and sessions go. */
export function softDeleteUsers(db: Db, ids: number[], by: string) {
  return changingUsers(ids, db.transaction(async (tx) => {
    await tx.update(sysUser).set({ delFlag: '2', updateBy: by, updateTime: new Date() }).where(inArray(sysUser.userId, ids));
    await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, ids));
    await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, ids));
    await endSessions(tx, ids);
  }));
}

/**
 * An administrator set it: the owner is asked to change it at next sign-in (pwdUpdateDate empty),
 * and every session opened with the old password ends.
 */
export const updatePassword = (db: Db, userId: number, hash: string, by: string) =>
  changingUsers([userId], db.transaction(async (tx) => {
    await tx.update(sysUser).set({ password: hash, pwdUpdateDate: null, updateBy: by, updateTime: new Date() }).where(eq(sysUser.userId, userId));
    await endSessions(tx, [userId]);
  }));

export function updateStatus(db: Db, userId: number, status: '0' | '1', by: string) {
  return changingUsers([userId], db.transaction(async (tx) => {
    await tx.update(sysUser).set({ status, updateBy: by, updateTime: new Date() }).where(eq(sysUser.userId, userId));
    if (status === '1') await endSessions(tx, [userId]);
  }));
}

const INSERT_CHUNK = 500;

/** Writes the good rows in one transaction; new accounts share one hash of the initial password. */
export async function applyUserImport(db: Db, plan: ImportPlan, hash: string, by: string) {
  await changingUsers(plan.updates.map((u) => u.userId), db.transaction(async (tx) => {
    for (let i = 0; i < plan.inserts.length; i += INSERT_CHUNK) {
      const chunk = plan.inserts.slice(i, i + INSERT_CHUNK);
      await tx.insert(sysUser).values(chunk.map((r) => ({ ...r, deptId: r.deptId ?? null, email: r.email ?? '', phonenumber: r.phonenumber ?? '', password: hash, createBy: by })));
    }
    for (const { userId, set: { email, phonenumber, ...rest } } of plan.updates) {
      const contact = { ...(email ? { email } : {}), ...(phonenumber ? { phonenumber } : {}) };
      await tx.update(sysUser).set({ ...rest, ...contact, updateBy: by, updateTime: new Date() }).where(eq(sysUser.userId, userId));
    }
  }));
}

/** Whether another live account already uses this value (compared case-insensitively). */
async function takenByOther(db: Db, column: typeof sysUser.email | typeof sysUser.phonenumber, value: string, userId: number) {
  if (!value) return false;
  const [row] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(sql`lower(${column}) = lower(${value})`, ne(sysUser.userId, userId), eq(sysUser.delFlag, '0')))
    .limit(1);
  return Boolean(row);
}

export const emailTaken = (db: Db, email: string, userId: number) => takenByOther(db, sysUser.email, email, userId);
export const phoneTaken = (db: Db, phone: string, userId: number) => takenByOther(db, sysUser.phonenumber, phone, userId);

import { and, asc, eq, ne } from 'drizzle-orm';
import type { ProfileInput } from '../../../contract/system.js';
import { firstRow, type Db } from '../../db/client.js';
import { sysDept } from '../dept/table.js';
import { sysPost, sysUserPost } from '../post/table.js';
import { sysRole, sysUserRole } from '../role/table.js';
import { sysSession, sysUser } from '../user/table.js';
import { changingUsers, forgetSessions } from '../../lib/session-cache.js';
import { localName } from '../../lib/local-name.js';
import type { Lang } from '../../lib/messages.js';

export const findUser = (db: Db, userId: number) => firstRow(db.select().from(sysUser).where(eq(sysUser.userId, userId)).limit(1));

export async function deptNameOf(db: Db, deptId: number | null, lang: Lang = 'zh') {
  if (!deptId) return null;
  const dept = await firstRow(db.select({ deptName: localName(sysDept.deptName, sysDept.deptNameEn, lang) }).from(sysDept).where(eq(sysDept.deptId, deptId)).limit(1));
  return dept?.deptName ?? null;
}

/** Names of the user's enabled roles, in role order. */
export async function roleNamesOf(db: Db, userId: number, lang: Lang = 'zh') {
  const rows = await db
    .select({ name: localName(sysRole.roleName, sysRole.roleNameEn, lang) })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')))
    .where(eq(sysUserRole.userId, userId))
    .orderBy(asc(sysRole.roleSort));
  return rows.map((r) => r.name);
}

export async function postNamesOf(db: Db, userId: number, lang: Lang = 'zh') {
  const rows = await db
    .select({ name: localName(sysPost.postName, sysPost.postNameEn, lang) })
    .from(sysUserPost)
    .innerJoin(sysPost, and(eq(sysPost.postId, sysUserPost.postId), eq(sysPost.status, '0')))
    .where(eq(sysUserPost.userId, userId))
    .orderBy(asc(sysPost.postSort));
  return rows.map((r) => r.name);
}

export { emailTaken, phoneTaken } from '../user/repository.js';

export async function updateProfile(db: Db, userId: number, input: ProfileInput, by: string) {
  const [row] = await changingUsers(
    [userId],
    db
      .update(sysUser)
      .set({ nickName: input.nickName, email: input.email, phonenumber: input.phonenumber, sex: input.sex, updateBy: by, updateTime: new Date() })
      .where(eq(sysUser.userId, userId))
      .returning(),
  );
  return row;
}

/** One's own change: the session that made it stays, every other one (another browser, a stolen token) ends. */
export const updatePasswordHash = (db: Db, userId: number, hash: string, by: string, keepSessionId: string) =>
  changingUsers([userId], db.transaction(async (tx) => {
    await tx.update(sysUser).set({ password: hash, pwdUpdateDate: new Date(), updateBy: by, updateTime: new Date() }).where(eq(sysUser.userId, userId));
    const ended = await tx.delete(sysSession).where(and(eq(sysSession.userId, userId), ne(sysSession.sessionId, keepSessionId))).returning({ id: sysSession.sessionId });
    forgetSessions(ended.map((s) => s.id));
  }));

export const updateAvatar = (db: Db, userId: number, avatar: string, by: string) =>
  changingUsers([userId], db.update(sysUser).set({ avatar, updateBy: by, updateTime: new Date() }).where(eq(sysUser.userId, userId)));

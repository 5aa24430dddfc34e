import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { readUsersQuery } from '../../../contract/notice.js';
import type { Db } from '../../db/client.js';
import { pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import { localName } from '../../lib/local-name.js';
import type { LoginUser } from '../../lib/login-user.js';
import type { Lang } from '../../lib/messages.js';
import { sysDept } from '../dept/table.js';
import { userScope } from '../user/repository.js';
import { sysUser } from '../user/table.js';
import { openNotices } from './repository.js';
import { sysNotice, sysNoticeRead } from './table.js';

/** The bell: the newest open notices, each read or not by this user, and how many open ones are unread. */
export async function bellOf(db: Db, userId: number, limit = 5) {
  const [notices, [unread]] = await Promise.all([
    openNotices(db, limit),
    db
      .select({ n: count() })
      .from(sysNotice)
      .where(
        and(
          eq(sysNotice.status, '0'),
          sql`not exists (select 1 from ${sysNoticeRead} r where r.notice_id = ${sysNotice.noticeId} and r.user_id = ${userId})`,
        ),
      ),
  ]);
  const read = notices.length
    ? await db
        .select({ noticeId: sysNoticeRead.noticeId })
        .from(sysNoticeRead)
        .where(and(eq(sysNoticeRead.userId, userId), inArray(sysNoticeRead.noticeId, notices.map((n) => n.noticeId))))
    : [];
  const readIds = new Set(read.map((r) => r.noticeId));
  return { data: notices.map((n) => ({ ...n, isRead: readIds.has(n.noticeId) })), unreadCount: Number(unread.n) };
}

/**
 * Marks open notices read by this user (again: no change). Returns the ids that are not open
 * notices, so that the caller can refuse a wrong id instead of recording it.
 */
export async function markRead(db: Db, userId: number, noticeIds: number[]): Promise<number[]> {
  const open = await db
    .select({ noticeId: sysNotice.noticeId })
    .from(sysNotice)
    .where(and(inArray(sysNotice.noticeId, noticeIds), eq(sysNotice.status, '0')));
  const found = new Set(open.map((o) => o.noticeId));
  const missing = noticeIds.filter((id) => !found.has(id));
  if (missing.length) return missing;
  await db
    .insert(sysNoticeRead)
    .values(noticeIds.map((noticeId) => ({ noticeId, userId })))
    .onConflictDoNothing();
  return [];
}

/** The readers of a notice, first reader first: only those the user list shows this caller. */
export function readersOf(db: Db, caller: LoginUser, q: z.infer<typeof readUsersQuery>, lang: Lang = 'zh') {
  const like = q.searchValue ? `%${q.searchValue.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(sysNoticeRead.noticeId, q.noticeId),
    userScope(caller),
    like ? or(ilike(sysUser.userName, like), ilike(sysUser.nickName, like)) : undefined,
  );
  const select = () =>
    db
      .select({ userId: sysUser.userId, userName: sysUser.userName, nickName: sysUser.nickName, deptName: localName(sysDept.deptName, sysDept.deptNameEn, lang), readTime: sysNoticeRead.readTime })
      .from(sysNoticeRead)
      .innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId))
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .$dynamic();
  const total = () => db.select({ total: count() }).from(sysNoticeRead).innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId)).$dynamic();
  return pageOf(db, q, {
    select,
    where,
    total,
    sort: [asc(sysNoticeRead.readTime), desc(sysUser.userId)],
    map: (r) => ({ ...r, deptName: r.deptName ?? null, readTime: formatTime(r.readTime) }),
  });
}

import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { sysSession } from '../user/table.js';
import { ADMIN_ROLE, ALL_PERMISSION, type LoginUser } from '../../lib/login-user.js';
import { GRANTS_TTL_MS, grantsCache, grantsClears } from '../../lib/grants-cache.js';
import { cacheSession, cachedSession, forgetCount, forgetSessions, sessionAging, type CachedSession } from '../../lib/session-cache.js';

/** lastAccessTime is written at most once a minute per session: idle expiry needs no finer grain. */
const TOUCH_INTERVAL_MS = 60_000;

interface SessionRow {
  last_access_time: Date | string;
  locked: boolean;
  user_id: number | string;
  user_name: string;
  nick_name: string;
  dept_id: number | string | null;
  dept_name: string | null;
  dept_name_en: string | null;
  ancestors: string | null;
  must_change: boolean;
}

type Grants = { roles: string[]; permissions: string[]; dataScopes: LoginUser['dataScopes']; until: number };

async function readGrants(db: Db, userId: number): Promise<Grants> {
  const [row] = await queryRows<{ roles: string[] | null; perms: string[] | null; scopes: string[] | null }>(db, sql`
    select
      array(select r.role_id || ':' || r.data_scope from sys_user_role ur join sys_role r on r.role_id = ur.role_id
            where ur.user_id = ${userId} and r.status = '0' and r.del_flag = '0') as scopes,
      array(select r.role_key from sys_user_role ur join sys_role r on r.role_id = ur.role_id
            where ur.user_id = ${userId} and r.status = '0' and r.del_flag = '0' order by r.role_sort) as roles,
      array(select distinct m.perms from sys_user_role ur
              join sys_role r on r.role_id = ur.role_id and r.status = '0' and r.del_flag = '0'
              join sys_role_menu rm on rm.role_id = r.role_id
              join sys_menu m on m.menu_id = rm.menu_id and m.status = '0'
            where ur.user_id = ${userId} and m.perms is not null and m.perms <> '') as perms`);
  const roles = row?.roles ?? [];
  const dataScopes = (row?.scopes ?? []).map((s) => {
    const [roleId, dataScope] = s.split(':');
    return { roleId: Number(roleId), dataScope };
  });
  return { roles, dataScopes, permissions: roles.includes(ADMIN_ROLE) ? [ALL_PERMISSION] : (row?.perms ?? []), until: Date.now() + GRANTS_TTL_MS };
}

/**
 * Reads a cached row again in the background, once per key however many requests ask, so that
 * a busy session's requests never wait on that read (it was the list's tail: one request in a
 * hundred paid it). An error is dropped: the next request past the trusted time reads the row
 * itself and meets it.
 */
function readAheadOnce<K>(pending: Set<K>, key: K, read: () => Promise<unknown>) {
  if (pending.has(key)) return;
  pending.add(key);
  read()
    .catch(() => undefined)
    .finally(() => pending.delete(key));
}

const grantsAhead = new Set<number>();
const sessionsAhead = new Set<string>();

/** A user's grants: cached for GRANTS_TTL_MS and read ahead in its second half; a read begun before this process dropped them is not kept. */
async function grantsOf(db: Db, userId: number, now: number) {
  const hit = grantsCache.get(userId);
  const since = grantsClears();
  const read = async () => {
    const grants = await readGrants(db, userId);
    if (since === grantsClears()) grantsCache.set(userId, grants);
    return grants;
  };
  if (!hit || hit.until <= now) return read();
  if (hit.until - now < GRANTS_TTL_MS / 2) readAheadOnce(grantsAhead, userId, read);
  return hit;
}

/** The session row and its user, from the database. */
async function readSession(db: Db, sessionId: string): Promise<CachedSession | null> {
  const [row] = await queryRows<SessionRow>(db, sql`
    select s.last_access_time, s.locked_at is not null as locked, u.pwd_update_date is null as must_change, u.user_id, u.user_name, u.nick_name, u.dept_id, d.dept_name, d.dept_name_en, d.ancestors
    from sys_session s
    join sys_user u on u.user_id = s.user_id and u.status = '0' and u.del_flag = '0'
    left join sys_dept d on d.dept_id = u.dept_id
    where s.session_id = ${sessionId}`);
  if (!row) return null;
  return { lastAccess: new Date(row.last_access_time).getTime(), locked: row.locked, ...whoOf(row), mustChangePassword: row.must_change };
}

type UserRow = Omit<SessionRow, 'last_access_time' | 'locked' | 'must_change'>;

/** Who a user row names, and where: what a session and an acting user share. */
const whoOf = (row: UserRow) => ({
  userId: Number(row.user_id),
  userName: row.user_name,
  nickName: row.nick_name,
  deptId: row.dept_id === null ? null : Number(row.dept_id),
  deptName: row.dept_name,
  deptNameEn: row.dept_name_en || null,
  deptAncestors: row.ancestors,
});

/**
 * A user as a request of theirs would carry them now (enabled, with their roles' current grants),
 * for what acts on someone's behalf without a session of theirs: a supplier's link acts with its
 * maker's data scope (issue 47). null: the account is disabled or deleted.
 */
export async function actingUser(db: Db, userId: number): Promise<LoginUser | null> {
  const [row] = await queryRows<UserRow>(db, sql`
    select u.user_id, u.user_name, u.nick_name, u.dept_id, d.dept_name, d.dept_name_en, d.ancestors
    from sys_user u left join sys_dept d on d.dept_id = u.dept_id
    where u.user_id = ${userId} and u.status = '0' and u.del_flag = '0'`);
  if (!row) return null;
  const { roles, permissions, dataScopes } = await grantsOf(db, userId, Date.now());
  return { sessionId: '', ...whoOf(row), roles, permissions, dataScopes };
}

/**
 * The session and its user, and whether its screen is locked. The session row is read again when
 * this process last read it more than a second ago (lib/session-cache.ts), so that log-out, force
 * log-out, a lock, idle expiry and a disabled account take effect within a second in every
 * process, at once in this one; the user's grants are cached for a few seconds. A locked session
 * is not kept alive by its requests: nobody unlocking it, it ends at the idle limit.
 */
export async function loadSession(db: Db, sessionId: string, idleMinutes: number): Promise<{ user: LoginUser; locked: boolean } | null> {
  const now = Date.now();
  let session = cachedSession(sessionId, now);
  if (!session) {
    const since = forgetCount();
    const read = await readSession(db, sessionId);
    if (!read) return null;
    session = read;
    cacheSession(sessionId, session, now, since);
  } else if (sessionAging(sessionId, now)) {
    // trusted from when this read began: nothing is trusted longer than SESSION_TTL_MS
    const since = forgetCount();
    readAheadOnce(sessionsAhead, sessionId, async () => {
      const read = await readSession(db, sessionId);
      if (read) cacheSession(sessionId, read, now, since);
      else forgetSessions([sessionId]);
    });
  }
  if (now - session.lastAccess > idleMinutes * 60_000) {
    await deleteSession(db, sessionId);
    return null;
  }
  if (!session.locked && now - session.lastAccess > TOUCH_INTERVAL_MS) {
    // not once another process has locked it since this one read the row
    await db.update(sysSession).set({ lastAccessTime: new Date(now) }).where(and(eq(sysSession.sessionId, sessionId), isNull(sysSession.lockedAt)));
    session.lastAccess = now;
  }
  const { userId } = session;
  const { roles, permissions, dataScopes } = await grantsOf(db, userId, now);
  const user: LoginUser = {
    sessionId,
    userId,
    userName: session.userName,
    nickName: session.nickName,
    deptId: session.deptId,
    deptName: session.deptName,
    deptNameEn: session.deptNameEn,
    deptAncestors: session.deptAncestors,
    roles,
    permissions,
    dataScopes,
    mustChangePassword: session.mustChangePassword,
  };
  return { user, locked: session.locked };
}

/** The lock screen goes up: from now on the session answers only the lock screen's own calls (plugins/access.ts). */
export async function lockSession(db: Db, sessionId: string) {
  await db.update(sysSession).set({ lockedAt: new Date() }).where(and(eq(sysSession.sessionId, sessionId), isNull(sysSession.lockedAt)));
  forgetSessions([sessionId]);
}

/** Unlocked with the right password: the session is in use again. */
export async function unlockSession(db: Db, sessionId: string) {
  await db.update(sysSession).set({ lockedAt: null, lastAccessTime: new Date() }).where(eq(sysSession.sessionId, sessionId));
  forgetSessions([sessionId]);
}

export async function deleteSession(db: Db, sessionId: string) {
  forgetSessions([sessionId]);
  await db.delete(sysSession).where(eq(sysSession.sessionId, sessionId));
}

export async function purgeIdleSessions(db: Db, idleMinutes: number) {
  const cutoff = new Date(Date.now() - idleMinutes * 60_000);
  await db.delete(sysSession).where(and(lt(sysSession.lastAccessTime, cutoff)));
}

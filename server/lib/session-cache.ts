/**
 * How long a process trusts a session row it has read: another process's log-out, force log-out or
 * disabled account is refused here within this time. Ending a session in this process forgets it
 * at once (`forgetSessions`, `forgetUserSessions`).
 */
export const SESSION_TTL_MS = 1_000;
/** Beyond this many sessions read in one second the cache starts over (a bound, not a working size). */
const MAX_ENTRIES = 50_000;

export interface CachedSession {
  lastAccess: number;
  userId: number;
  userName: string;
  nickName: string;
  deptId: number | null;
  deptName: string | null;
}

const sessions = new Map<string, { session: CachedSession; until: number }>();

/** The session as read less than SESSION_TTL_MS ago, else undefined. */
export function cachedSession(sessionId: string, now = Date.now()): CachedSession | undefined {
  const hit = sessions.get(sessionId);
  if (hit && hit.until > now) return hit.session;
  if (hit) sessions.delete(sessionId);
  return undefined;
}

export function cacheSession(sessionId: string, session: CachedSession, now = Date.now()): void {
  if (sessions.size >= MAX_ENTRIES) sessions.clear();
  sessions.set(sessionId, { session, until: now + SESSION_TTL_MS });
}

export function forgetSessions(sessionIds: Iterable<string>): void {
  for (const id of sessionIds) sessions.delete(id);
}

export function forgetUserSessions(userIds: Iterable<number>): void {
  const users = new Set(userIds);
  for (const [id, { session }] of sessions) if (users.has(session.userId)) sessions.delete(id);
}

/**
 * How long a process trusts a session row, or an account row, it has read: another process's
 * log-out, force log-out, disabled account or profile edit shows here within this time. Whatever
 * this process changes it forgets at once (`forgetSessions`, `forgetUsers`).
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

const accounts = new Map<number, { account: unknown; until: number }>();

/** A user's account row as read less than SESSION_TTL_MS ago (what /getInfo shows), else undefined. */
export function cachedAccount<T>(userId: number, now = Date.now()): T | undefined {
  const hit = accounts.get(userId);
  if (hit && hit.until > now) return hit.account as T;
  if (hit) accounts.delete(userId);
  return undefined;
}

export function cacheAccount(userId: number, account: unknown, now = Date.now()): void {
  if (accounts.size >= MAX_ENTRIES) accounts.clear();
  accounts.set(userId, { account, until: now + SESSION_TTL_MS });
}

/** Forgets what was read of these users (their sessions and accounts): after any change to them. */
export function forgetUsers(userIds: Iterable<number>): void {
  const users = new Set(userIds);
  for (const id of users) accounts.delete(id);
  for (const [id, { session }] of sessions) if (users.has(session.userId)) sessions.delete(id);
}

/** Runs a write to these users, then forgets what was read of them (after it, so nothing re-reads the old rows). */
export async function changingUsers<T>(userIds: number[], write: PromiseLike<T>): Promise<T> {
  const done = await write;
  forgetUsers(userIds);
  return done;
}

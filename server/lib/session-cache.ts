/**
 * How long a process trusts a session row, or an account row, it has read: another process's
 * log-out, force log-out, disabled account or profile edit shows here within this time. Whatever
 * this process changes it forgets at once (`forgetSessions`, `forgetUsers`).
 */
export const SESSION_TTL_MS = 1_000;
/** Beyond this many rows read in one second a cache starts over (a bound, not a working size). */
const MAX_ENTRIES = 50_000;

/** Rows read less than SESSION_TTL_MS ago, by key. */
class RecentReads<K, V> {
  readonly rows = new Map<K, { row: V; until: number }>();

  /** Still trusted, but past half its time: a caller may read it again before it runs out. */
  aging(key: K, now = Date.now()): boolean {
    const hit = this.rows.get(key);
    return !!hit && hit.until > now && hit.until - now < SESSION_TTL_MS / 2;
  }

  get(key: K, now = Date.now()): V | undefined {
    const hit = this.rows.get(key);
    if (hit && hit.until > now) return hit.row;
    if (hit) this.rows.delete(key);
    return undefined;
  }

  set(key: K, row: V, now = Date.now()): void {
    if (this.rows.size >= MAX_ENTRIES) this.rows.clear();
    this.rows.set(key, { row, until: now + SESSION_TTL_MS });
  }
}

export interface CachedSession {
  lastAccess: number;
  /** the console's lock screen is up (sys_session.locked_at set) */
  locked: boolean;
  userId: number;
  userName: string;
  nickName: string;
  deptId: number | null;
  deptName: string | null;
  /** its English name, null where none is set */
  deptNameEn: string | null;
  /** the department's ancestor ids, '0,100,101' (RuoYi's sys_dept.ancestors) */
  deptAncestors: string | null;
  /** the password was set by someone else or never changed (sys_user.pwd_update_date empty): it must change first */
  mustChangePassword: boolean;
}

const sessions = new RecentReads<string, CachedSession>();
/**
 * Counts this process's forgetting: a read begun before a log-out here (or a change to its user)
 * must not be kept after it, or the session would be trusted for another second.
 */
let forgotten = 0;
export const forgetCount = () => forgotten;
/** what /getInfo shows of a user, by user id */
const accounts = new RecentReads<number, unknown>();

export const cachedSession = (sessionId: string, now?: number) => sessions.get(sessionId, now);
/** Keeps a session row read at `now`, unless this process forgot sessions since the read began (`since`, a forgetCount()). */
export function cacheSession(sessionId: string, session: CachedSession, now?: number, since = forgotten): void {
  if (since === forgotten) sessions.set(sessionId, session, now);
}
export const sessionAging = (sessionId: string, now?: number) => sessions.aging(sessionId, now);
export const cachedAccount = <T>(userId: number, now?: number) => accounts.get(userId, now) as T | undefined;
export const cacheAccount = (userId: number, account: unknown, now?: number) => accounts.set(userId, account, now);

export function forgetSessions(sessionIds: Iterable<string>): void {
  forgotten++;
  for (const id of sessionIds) sessions.rows.delete(id);
}

/** Forgets what was read of these users (their sessions and accounts): after any change to them. */
export function forgetUsers(userIds: Iterable<number>): void {
  const users = new Set(userIds);
  forgotten++;
  for (const id of users) accounts.rows.delete(id);
  for (const [id, { row }] of sessions.rows) if (users.has(row.userId)) sessions.rows.delete(id);
}

/** Runs a write to these users, then forgets what was read of them (after it, so nothing re-reads the old rows). */
export async function changingUsers<T>(userIds: number[], write: PromiseLike<T>): Promise<T> {
  const done = await write;
  forgetUsers(userIds);
  return done;
}

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { sysTryCounter } from './try-counter-table.js';

/**
 * The one counter behind every limit on tries (issue 47 holes 5, 6, 11): failed sign-ins, lock
 * screen and change-password guesses by account name, and the routes' rate limits. A try is
 * counted in the same statement that reads the count, before anything is checked, so a burst
 * cannot all pass the check before the first failure is counted; and it is counted in the
 * database, so every server process shares one count.
 */
export interface TryLimit {
  /** tries allowed in the window */
  max: number;
  windowMs: number;
  /** once the count reaches max, the row is kept this long from then (a lock), not to the window's end */
  lockMs?: number;
}

export interface Tries {
  /** this try included */
  count: number;
  /** until the count starts again, by the database's clock */
  ttlMs: number;
}

// the column holds 200 characters: a longer key (a long name, an IPv6 route) is counted by its hash
const stored = (key: string) => (key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);
const interval = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;

const PRUNE_EVERY_MS = 60_000;
let prunedAt = 0;

/** Drops the counts that ran out, at most once a minute per process: a row a name or address tried, gone when it no longer counts. */
async function prune(db: Db) {
  if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = Date.now();
  await db.execute(sql`delete from ${sysTryCounter} where ${sysTryCounter.expiresAt} < now()`);
}

/** One more try under key, counted before the caller checks anything; the count it makes, this try included. */
export async function countTry(db: Db, key: string, limit: TryLimit): Promise<Tries> {
  await prune(db);
  const window = interval(limit.windowMs);
  // without a lock the window stays as it began, as a rate limit's does
  const lock = limit.lockMs === undefined ? null : interval(limit.lockMs);
  const [row] = await queryRows<{ count: number; ttl_ms: number }>(
    db,
    sql`insert into ${sysTryCounter} (key, count, expires_at)
        values (${stored(key)}, 1, now() + ${lock && limit.max <= 1 ? lock : window})
        on conflict (key) do update set
          count = case when ${sysTryCounter}.expires_at <= now() then 1 else ${sysTryCounter}.count + 1 end,
          expires_at = case
            when ${sysTryCounter}.expires_at <= now() then excluded.expires_at
            ${lock ? sql`when ${sysTryCounter}.count + 1 = ${limit.max} then now() + ${lock}` : sql``}
            else ${sysTryCounter}.expires_at end
        returning count, (extract(epoch from expires_at - now()) * 1000)::float8 as ttl_ms`,
  );
  return { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl_ms)) };
}

/**
 * A try that succeeded ends the count, unless the count has passed max since the try was counted
 * (a burst's other tries came in while this one was checked): then false, and the lock holds.
 */
export async function settleTries(db: Db, key: string, limit: TryLimit): Promise<boolean> {
  const k = stored(key);
  const [row] = await queryRows<{ settled: boolean; present: boolean }>(
    db,
    sql`with settled as (
          delete from ${sysTryCounter} where key = ${k} and (count <= ${limit.max} or expires_at <= now()) returning 1)
        select exists (select 1 from settled) as settled, exists (select 1 from ${sysTryCounter} where key = ${k}) as present`,
  );
  return row.settled || !row.present;
}

/** The count so far (0 when none or run out), without counting a try. */
export async function triesOf(db: Db, key: string): Promise<Tries> {
  const [row] = await queryRows<{ count: number; ttl_ms: number }>(
    db,
    sql`select count, (extract(epoch from expires_at - now()) * 1000)::float8 as ttl_ms from ${sysTryCounter} where key = ${stored(key)} and expires_at > now()`,
  );
  return row ? { count: Number(row.count), ttlMs: Number(row.ttl_ms) } : { count: 0, ttlMs: 0 };
}

/** Forgets the count (an administrator lifts a lock). */
export async function clearTries(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from ${sysTryCounter} where key = ${stored(key)}`);
}

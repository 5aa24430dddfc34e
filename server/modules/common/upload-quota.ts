import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryRows, type Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { formatTime } from '../../lib/time.js';
import { msg } from './messages.js';
import { discard, type StagedFile } from './storage.js';
import { sysUploadLog } from './table.js';

const MB = 1024 * 1024;
/** Any constant of the application's own; the second key is the user: serialises one user's reservations. */
const UPLOAD_LOCK = 727_201;

export interface UploadLimits {
  perMinute: number;
  dailyMegabytes: number;
}

const int = (v: string | null, fallback: number, max: number) => {
  const n = Number.parseInt(v?.trim() ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** sys.upload.perMinute and sys.upload.dailyMegabytes; a value that is not a whole number ≥ 1 counts as the default. */
export async function uploadLimits(parameter: (key: string) => Promise<string | null>): Promise<UploadLimits> {
  const [perMinute, daily] = await Promise.all([parameter('sys.upload.perMinute'), parameter('sys.upload.dailyMegabytes')]);
  return { perMinute: int(perMinute, 20, 100_000), dailyMegabytes: int(daily, 500, 10_000_000) };
}

interface Window {
  recent: number;
  /** seconds until the minute's count drops below the limit */
  rateWait: number | null;
  dayBytes: number;
}

const lock = (tx: Db, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK}, ${userId % 2_147_483_647}::int)`);

/** The user's uploads of the last minute and bytes of the last 24 hours, leaving out row `except`. */
async function usage(tx: Db, userId: number, perMinute: number, except = 0): Promise<Window> {
  const [w] = await queryRows<Window>(tx, sql`
    select count(*) filter (where upload_time > now() - interval '1 minute')::int as recent,
           ceil(extract(epoch from ((array_agg(upload_time order by upload_time desc) filter (where upload_time > now() - interval '1 minute'))[${perMinute}::int]
             + interval '1 minute' - now())))::int as "rateWait",
           coalesce(sum(bytes), 0)::bigint as "dayBytes"
    from sys_upload_log where user_id = ${userId} and upload_time > now() - interval '1 day' and upload_id <> ${except}`);
  return { ...w, dayBytes: Number(w.dayBytes) };
}

/**
 * When enough of the last 24 hours' uploads (but `except`) have aged out that the total is under
 * the limit again; null when nothing in the window would.
 */
async function freesAt(db: Db, userId: number, dailyBytes: number, except = 0): Promise<string | null> {
  const [row] = await queryRows<{ at: string | Date }>(db, sql`
    select upload_time + interval '1 day' as at from (
      select upload_time, sum(bytes) over (order by upload_time, upload_id) as upto, sum(bytes) over () as total
      from sys_upload_log where user_id = ${userId} and upload_time > now() - interval '1 day' and upload_id <> ${except}) w
    where total - upto < ${dailyBytes}::bigint order by upload_time limit 1`);
  return row ? formatTime(row.at) : null;
}

const megabytes = (bytes: number) => (bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0);

export interface UploadGrant {
  /** the most bytes the file may have: the route's own limit, or less when that is all the day has left */
  maxBytes: number;
  /** the refusal of a file cut short at maxBytes, naming the daily allowance when that was the bound */
  tooLarge(): Promise<AppError>;
  /** counts the checked file in the day's bytes just before it is committed, or discards it and refuses it (413) */
  record(staged: StagedFile): Promise<void>;
}

/**
 * The one guard of every route that keeps a file, a user's or one sent through a supplier's link (counted as its maker's): at most sys.upload.perMinute files a
 * minute and sys.upload.dailyMegabytes MB (of 1 048 576 bytes) in any 24 hours, both windows
 * rolling, counted in sys_upload_log. Before the body is read the upload takes a row of 0 bytes
 * (so uploads in flight count against the rate) and learns the bytes the day has left, at which
 * `store` cuts the stream; `store` calls grant.record with the file's size before committing it.
 * Both steps hold a per-user lock, so parallel uploads of one user see each other's rows and stay
 * within both limits exactly. A file refused before record gives its row back.
 */
export async function withUploadQuota<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  routeMax: number,
  store: (grant: UploadGrant) => Promise<T>,
  /** whose allowance the file counts in: the signed-in user, or for a supplier's link the user who made it */
  userId: number = request.user!.userId,
): Promise<T> {
  const { lang } = request;
  const limits = await uploadLimits((key) => app.configCache.get(key));
  const dailyBytes = limits.dailyMegabytes * MB;
  const quotaFile = async (left: number, id: number) => {
    const at = await freesAt(app.db, userId, dailyBytes, id);
    const base = msg(lang, 'uploadQuotaFile', String(limits.dailyMegabytes), megabytes(Math.max(left, 0)));
    return new AppError(413, at ? `${base}${msg(lang, 'uploadFreesAt', at)}` : base);
  };

  const reserved = await app.db.transaction(async (tx) => {
    await lock(tx, userId);
    // the log keeps two days, enough for both windows; this user's old rows go on the index
    await tx.execute(sql`delete from sys_upload_log where user_id = ${userId} and upload_time < now() - interval '2 days'`);
    const w = await usage(tx, userId, limits.perMinute);
    if (w.recent >= limits.perMinute) {
      const wait = Math.max(w.rateWait ?? 1, 1);
      reply.header('retry-after', String(wait));
      throw new AppError(429, msg(lang, 'uploadRate', String(limits.perMinute), String(wait)));
    }
    const left = dailyBytes - w.dayBytes;
    if (left <= 0) throw new AppError(413, msg(lang, 'uploadQuota', String(limits.dailyMegabytes), (await freesAt(tx, userId, dailyBytes)) ?? ''));
    const [row] = await tx.insert(sysUploadLog).values({ userId, bytes: 0 }).returning({ id: sysUploadLog.uploadId });
    return { id: row.id, left };
  });

  let recorded = false;
  const grant: UploadGrant = {
    maxBytes: Math.min(routeMax, reserved.left),
    tooLarge: async () => (reserved.left < routeMax ? quotaFile(reserved.left, reserved.id) : new AppError(413, msg(lang, 'fileTooLarge'))),
    record: async ({ bytes, tmpPath }) => {
      const refused = await app.db.transaction(async (tx) => {
        await lock(tx, userId);
        const left = dailyBytes - (await usage(tx, userId, limits.perMinute, reserved.id)).dayBytes;
        if (bytes > left) return left;
        await tx.update(sysUploadLog).set({ bytes, uploadTime: sql`now()` }).where(eq(sysUploadLog.uploadId, reserved.id));
        return null;
      });
      if (refused !== null) {
        await discard(tmpPath);
        throw await quotaFile(refused, reserved.id);
      }
      recorded = true;
    },
  };
  try {
    return await store(grant);
  } catch (error) {
    // once recorded, the file may be stored: it stays counted
    if (!recorded) await app.db.delete(sysUploadLog).where(eq(sysUploadLog.uploadId, reserved.id)).catch(() => undefined);
    throw error;
  }
}

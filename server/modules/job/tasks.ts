import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { taskArgs, type TaskName } from '../../../contract/job.js';
import type { AppConfig } from '../../config.js';
import { queryRows, type Database, type Db } from '../../db/client.js';
import { purgeIdleSessions } from '../auth/session.js';
import { backupName, pruneBackups, writeBackup } from '../backup/backup.js';
import { drainOutbox } from '../clearance/outbox.js';

export interface TaskContext {
  db: Db;
  config: Pick<AppConfig, 'sessionIdleMinutes' | 'dataDir' | 'mailClaimSeconds' | 'backupDir'>;
  /** the database as opened (the backup copies the embedded one's files) */
  database: Database;
}

/** What a task did, in a line for the job log. */
type TaskRun<A> = (ctx: TaskContext, args: A) => Promise<string>;
type ArgsOf<N extends TaskName> = (typeof taskArgs)[N] extends z.ZodType ? z.infer<(typeof taskArgs)[N]> : undefined;

/** Claims of fire times older than this are kept for nothing: misfire checks look at the last one only. */
export const CLAIM_KEEP_MS = 24 * 60 * 60_000;

const deletedCount = async (db: Db, query: SQL) =>
  Number((await queryRows<{ n: number | string }>(db, sql`with d as (${query} returning 1) select count(*) as n from d`))[0]?.n ?? 0);

/** Deletes operation, login and job logs older than `days` days, and fire claims older than a day. */
export async function cleanOldLogs(db: Db, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const claimCutoff = new Date(now.getTime() - CLAIM_KEEP_MS).toISOString();
  return {
    operLog: await deletedCount(db, sql`delete from sys_oper_log where oper_time < ${cutoff}::timestamptz`),
    loginLog: await deletedCount(db, sql`delete from sys_logininfor where login_time < ${cutoff}::timestamptz`),
    jobLog: await deletedCount(db, sql`delete from sys_job_log where coalesce(start_time, create_time) < ${cutoff}::timestamptz`),
    jobFire: await deletedCount(db, sql`delete from sys_job_fire where fire_time < ${claimCutoff}::timestamptz`),
  };
}

/** The registry: every task a job may call, by name. A name the contract lists must be here. */
export const tasks: { [N in TaskName]: TaskRun<ArgsOf<N>> } = {
  async expireSessions(ctx) {
    await purgeIdleSessions(ctx.db, ctx.config.sessionIdleMinutes);
    return `sessions idle over ${ctx.config.sessionIdleMinutes} min purged`;
  },
  async cleanLogs(ctx, { days }) {
    const n = await cleanOldLogs(ctx.db, days);
    return `older than ${days} d deleted: sys_oper_log ${n.operLog}, sys_logininfor ${n.loginLog}, sys_job_log ${n.jobLog}, sys_job_fire ${n.jobFire}`;
  },
  async probe() {
    return 'probe ran';
  },
  /**
   * The embedded database runs no autovacuum: the count rows the order triggers keep rewriting
   * leave dead versions behind, and until a VACUUM marks the pages all-visible the orders list's
   * day sums cannot be read from their covering index alone. On PostgreSQL autovacuum does this
   * too; running it there as well is harmless. VACUUM cannot run inside a transaction: plain calls.
   */
  async vacuumCounts(ctx) {
    await ctx.db.execute(sql`vacuum (analyze) biz_order_count`);
    await ctx.db.execute(sql`vacuum (analyze) biz_slot`);
    return 'biz_order_count and biz_slot vacuumed and analyzed';
  },
  /** The mail outbox: what is due is sent, a failure waits longer each time (mail/outbox.ts). */
  async sendMail(ctx) {
    const r = await drainOutbox(ctx.db, { dataDir: ctx.config.dataDir, claimSeconds: ctx.config.mailClaimSeconds });
    return `mail sent ${r.sent}, to retry ${r.retrying}, failed ${r.failed}`;
  },
  /** The embedded database into BACKUP_DIR (backup/backup.ts); on PostgreSQL it fails, naming pg_dump. */
  async backupDatabase(ctx, { keep }) {
    const dir = ctx.config.backupDir;
    const made = await writeBackup(ctx.database, path.join(dir, backupName()), dir);
    const pruned = await pruneBackups(dir, keep);
    return `${path.basename(made.file)}: ${(made.bytes / 1024 / 1024).toFixed(1)} MB, requests held ${made.heldMs} ms; ${pruned.length} older deleted, ${keep} kept`;
  },
};

export async function runTask(ctx: TaskContext, name: TaskName, args: unknown): Promise<string> {
  const run = tasks[name] as TaskRun<unknown>;
  return run(ctx, args);
}

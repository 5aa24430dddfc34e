import { sql } from 'drizzle-orm';
import { parseInvokeTarget } from '../../../contract/job.js';
import { queryRows, type Db } from '../../db/client.js';
import { formatTime } from '../../lib/time.js';
import { sysJobLog, type sysJob } from './table.js';
import { runTask, type TaskContext } from './tasks.js';

/** A run left open this long is taken for one whose process died: it no longer blocks a non-concurrent job. */
export const STALE_RUN_MS = 60 * 60_000;
const STACK_LINES = 12;
const STACK_CHARS = 2000;

export type Job = typeof sysJob.$inferSelect;
/** What started a run: its schedule (at a fire time), a missed firing caught up, or a person. */
export type Trigger = { kind: 'cron' | 'misfire'; fireTime: Date } | { kind: 'manual'; by: string };

export interface ClaimRequest {
  jobId: number;
  fireTime: Date;
  runner: string;
  note: string;
  /** the job forbids concurrent runs: refuse the claim while another run of it is open */
  exclusive: boolean;
}

/**
 * Claims one firing of a job. The primary key (job, fire time) lets exactly one process win the
 * insert, on PGlite as on a shared PostgreSQL; the others get no row back and skip.
 */
export async function claimFiring(db: Db, c: ClaimRequest): Promise<boolean> {
  const fire = c.fireTime.toISOString();
  const staleBefore = new Date(Date.now() - STALE_RUN_MS).toISOString();
  const open = c.exclusive
    ? sql`where not exists (select 1 from sys_job_fire where job_id = ${c.jobId} and finished_at is null and fire_time > ${staleBefore}::timestamptz)`
    : sql``;
  const rows = await queryRows(db, sql`
    insert into sys_job_fire (job_id, fire_time, runner, note)
    select ${c.jobId}, ${fire}::timestamptz, ${c.runner}, ${c.note} ${open}
    on conflict do nothing
    returning job_id`);
  return rows.length === 1;
}

export async function finishFiring(db: Db, jobId: number, fireTime: Date) {
  await db.execute(sql`update sys_job_fire set finished_at = now() where job_id = ${jobId} and fire_time = ${fireTime.toISOString()}::timestamptz`);
}

/** Has this fire time been claimed, or has the job run since (logs outlive the claims)? */
export async function firedSince(db: Db, jobId: number, fireTime: Date): Promise<boolean> {
  const at = fireTime.toISOString();
  const [row] = await queryRows<{ seen: boolean }>(db, sql`
    select exists (select 1 from sys_job_fire where job_id = ${jobId} and fire_time >= ${at}::timestamptz)
        or exists (select 1 from sys_job_log where job_id = ${jobId} and start_time >= ${at}::timestamptz) as seen`);
  return Boolean(row?.seen);
}

const triggerLabel = (t: Trigger) => (t.kind === 'manual' ? `[manual ${t.by}]` : `[${t.kind} ${formatTime(t.fireTime)}]`);

export const trimStack = (error: unknown) => {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.split('\n').slice(0, STACK_LINES).join('\n').slice(0, STACK_CHARS);
};

/** Runs the job's task once and writes its log: start, stop, duration, status, message, error. */
export async function executeJob(db: Db, ctx: TaskContext, job: Job, trigger: Trigger, runner: string) {
  const started = new Date();
  const t0 = performance.now();
  let message: string;
  let error: unknown = null;
  try {
    const target = parseInvokeTarget(job.invokeTarget);
    if (!target.ok) throw new Error(`invokeTarget ${job.invokeTarget}: ${target.problem} ${target.detail ?? ''}`.trim());
    message = await runTask(ctx, target.name, target.args);
  } catch (caught) {
    error = caught;
    message = caught instanceof Error ? caught.message : String(caught);
  }
  const durationMs = Math.round(performance.now() - t0);
  const [row] = await db
    .insert(sysJobLog)
    .values({
      jobId: job.jobId,
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: `${triggerLabel(trigger)} ${message}`.slice(0, 500),
      status: error ? '1' : '0',
      exceptionInfo: error ? trimStack(error) : '',
      startTime: started,
      stopTime: new Date(started.getTime() + durationMs),
      durationMs,
      runner,
    })
    .returning();
  return row;
}

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.js';
import { CRON_OPTIONS, lastFireTime } from './cron.js';
import { findJob } from './repository.js';
import { claimFiring, executeJob, finishFiring, firedSince, type Job, type Trigger } from './run-job.js';
import { CLAIM_KEEP_MS, type TaskContext } from './tasks.js';

export interface SchedulerOptions {
  /** how often sys_job is re-read for changes made by other processes */
  reloadMs?: number;
  /** how often fire claims older than a day are deleted */
  cleanupMs?: number;
}

type JobHead = Pick<Job, 'jobId' | 'cronExpression' | 'status' | 'misfirePolicy' | 'createTime'>;
type Reason = 'start' | 'poll' | 'change';

/**
 * Every server process schedules every enabled job with croner; on each firing the processes race
 * to claim (job, fire time) in sys_job_fire and only the winner runs it (run-job.ts). A change made
 * through the API reschedules at once in the process that made it; the others see it when they
 * next re-read sys_job (every 30 s), and at firing time every process re-reads the job, so a job
 * paused or deleted anywhere never runs again.
 */
export class JobScheduler {
  readonly runner = `${hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`.slice(0, 100);
  /** firings this process won and ran, and those it left to another process (or skipped) */
  readonly stats = { claimed: 0, skipped: 0 };
  private readonly entries = new Map<number, { cron: Cron; pattern: string }>();
  /** each job's status as this process last saw it: paused → normal is a resume */
  private readonly seen = new Map<number, string>();
  private readonly inflight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private lastCleanup = 0;
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly ctx: TaskContext,
    private readonly log: FastifyBaseLogger,
    private readonly options: SchedulerOptions = {},
  ) {}

  get started() {
    return this.running;
  }

  /** Schedules every enabled job; a job that missed its last firing meanwhile follows its misfire policy. */
  async start() {
    if (this.running) return;
    this.running = true;
    await this.reload('start');
    this.timer = setInterval(() => void this.track(this.poll()), this.options.reloadMs ?? 30_000);
    this.timer.unref();
  }

  /** Stops firing, then waits (up to `waitMs`) for runs in progress to write their logs. */
  async stop(waitMs = 5_000) {
    this.running = false;
    clearInterval(this.timer);
    for (const { cron } of this.entries.values()) cron.stop();
    this.entries.clear();
    this.seen.clear();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...this.inflight]), new Promise((r) => (timeout = setTimeout(r, waitMs)))]);
    clearTimeout(timeout);
  }

  /** After a change in this process: reschedule one job (gone or paused: unschedule). */
  async refresh(jobId: number) {
    if (!this.running) return;
    const job = await findJob(this.db, jobId);
    if (job) await this.apply(job, 'change');
    else this.unschedule(jobId);
  }

  /** Runs a job once now, whatever its schedule or status, and returns its log row. */
  async runNow(job: Job, by: string) {
    const fireTime = new Date();
    await claimFiring(this.db, { jobId: job.jobId, fireTime, runner: this.runner, note: `manual ${by}`, exclusive: false });
    try {
      return await this.track(executeJob(this.db, this.ctx, job, { kind: 'manual', by }, this.runner));
    } finally {
      await finishFiring(this.db, job.jobId, fireTime);
    }
  }

  private async reload(reason: Reason) {
    const jobs = await queryRows<{ job_id: string | number; cron_expression: string; status: string; misfire_policy: string; create_time: Date | string | null }>(
      this.db,
      sql`select job_id, cron_expression, status, misfire_policy, create_time from sys_job`,
    );
    const present = new Set<number>();
    for (const j of jobs) {
      const jobId = Number(j.job_id);
      present.add(jobId);
      const createTime = j.create_time ? new Date(j.create_time) : null;
      await this.apply({ jobId, cronExpression: j.cron_expression, status: j.status, misfirePolicy: j.misfire_policy, createTime }, reason);
    }
    for (const jobId of [...this.entries.keys(), ...this.seen.keys()]) if (!present.has(jobId)) this.unschedule(jobId);
  }

  private async poll() {
    if (!this.running) return;
    try {
      await this.reload('poll');
      const now = Date.now();
      if (now - this.lastCleanup > (this.options.cleanupMs ?? 10 * 60_000)) {
        this.lastCleanup = now;
        await this.db.execute(sql`delete from sys_job_fire where fire_time < ${new Date(now - CLAIM_KEEP_MS).toISOString()}::timestamptz`);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'scheduler: re-reading jobs failed');
    }
  }

  private async apply(job: JobHead, reason: Reason) {
    if (!this.running) return;
    const resumed = this.seen.get(job.jobId) === '1' && job.status === '0';
    this.seen.set(job.jobId, job.status);
    const current = this.entries.get(job.jobId);
    if (job.status !== '0') return this.stopCron(job.jobId);
    if (current?.pattern === job.cronExpression) return;
    this.stopCron(job.jobId);
    let cron: Cron;
    try {
      cron = new Cron(job.cronExpression, { ...CRON_OPTIONS, catch: true }, (self) => {
        void this.track(this.fire(job.jobId, { kind: 'cron', fireTime: lastFireTime(self) ?? new Date() }));
      });
    } catch (error) {
      this.log.warn({ err: error, jobId: job.jobId }, 'scheduler: job not scheduled, bad cron expression');
      return;
    }
    this.entries.set(job.jobId, { cron, pattern: job.cronExpression });
    if (reason === 'start' || resumed) await this.catchUp(job, cron);
  }

  /** Misfire policy 1 or 2: the last firing passed while no process ran it, so run it once now. */
  private async catchUp(job: JobHead, cron: Cron) {
    if (job.misfirePolicy !== '1' && job.misfirePolicy !== '2') return;
    const missed = lastFireTime(cron);
    if (!missed || (job.createTime && missed <= job.createTime)) return;
    if (await firedSince(this.db, job.jobId, missed)) return;
    void this.track(this.fire(job.jobId, { kind: 'misfire', fireTime: missed }));
  }

  /** One firing: re-read the job, claim the fire time, run it if this process won. */
  private async fire(jobId: number, trigger: Extract<Trigger, { fireTime: Date }>) {
    try {
      const job = await findJob(this.db, jobId);
      if (!job || job.status !== '0' || !this.running) return;
      const exclusive = job.concurrent !== '0';
      const won = await claimFiring(this.db, { jobId, fireTime: trigger.fireTime, runner: this.runner, note: trigger.kind, exclusive });
      if (!won) {
        this.stats.skipped += 1;
        return;
      }
      this.stats.claimed += 1;
      try {
        const row = await executeJob(this.db, this.ctx, job, trigger, this.runner);
        if (row.status !== '0') this.log.warn({ jobId, jobLogId: row.jobLogId }, `scheduled job failed: ${row.jobMessage}`);
      } finally {
        await finishFiring(this.db, jobId, trigger.fireTime);
      }
    } catch (error) {
      this.log.error({ err: error, jobId }, 'scheduler: firing failed');
    }
  }

  private unschedule(jobId: number) {
    this.stopCron(jobId);
    this.seen.delete(jobId);
  }

  private stopCron(jobId: number) {
    this.entries.get(jobId)?.cron.stop();
    this.entries.delete(jobId);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inflight.add(promise);
    void promise.finally(() => this.inflight.delete(promise)).catch(() => undefined);
    return promise;
  }
}

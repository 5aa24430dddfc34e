import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { pageQuery, statusFlag } from './common.js';
import type { TaskName } from './job-tasks.js';

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const flag = z.enum(['0', '1', '']).optional();

// ---- the tasks a job may call (decisions.md §7: only tasks the code registers by name)
export * from './job-tasks.js';
/** Arguments of each registered task; null: the task takes none. The server runs them, the SPA shows them. */
export const taskArgs = {
  expireSessions: null,
  cleanLogs: z.object({ days: z.number().int().min(1).max(3650) }).strict(),
  probe: null,
  vacuumCounts: null,
  sendMail: null,
  /** keep: how many of the job's backups stay in BACKUP_DIR, the oldest deleted */
  backupDatabase: z.object({ keep: z.number().int().min(1).max(365) }).strict(),
} as const satisfies Record<TaskName, z.ZodType | null>;

export type InvokeTarget =
  | { ok: true; name: TaskName; args: unknown }
  | { ok: false; problem: 'syntax' | 'unknown' | 'args'; name?: string; detail?: string };

const TARGET = /^([A-Za-z_$][\w$]*)\s*(?:\(\s*([\s\S]*?)\s*\))?$/;

/**
 * `name` or `name({json})`: the task and its checked arguments. Arguments are JSON, read with
 * JSON.parse and checked by the task's schema; nothing is ever evaluated.
 */
export function parseInvokeTarget(target: string): InvokeTarget {
  const match = TARGET.exec(target.trim());
  if (!match) return { ok: false, problem: 'syntax' };
  const [, name, rawArgs] = match;
  if (!Object.hasOwn(taskArgs, name)) return { ok: false, problem: 'unknown', name };
  let args: unknown = undefined;
  if (rawArgs) {
    try {
      args = JSON.parse(rawArgs);
    } catch {
      return { ok: false, problem: 'syntax', name };
    }
    if (!args || typeof args !== 'object' || Array.isArray(args)) return { ok: false, problem: 'syntax', name };
  }
  const schema = taskArgs[name as TaskName];
  if (!schema) {
    if (args && Object.keys(args).length) return { ok: false, problem: 'args', name, detail: 'takes no arguments' };
    return { ok: true, name: name as TaskName, args: undefined };
  }
  const parsed = schema.safeParse(args ?? {});
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ');
    return { ok: false, problem: 'args', name, detail };
  }
  return { ok: true, name: name as TaskName, args: parsed.data };
}

// ---- jobs (/monitor/job)
/** 1 run at once after a missed firing, 2 run once (the same here), 3 do nothing; RuoYi's 0 means 3 */
export const misfirePolicy = z.enum(['0', '1', '2', '3']);

export const jobRow = z.object({
  jobId: z.number(),
  jobName: z.string(),
  jobGroup: z.string(),
  invokeTarget: z.string(),
  cronExpression: z.string(),
  misfirePolicy,
  /** 0 concurrent runs allowed, 1 not */
  concurrent: z.enum(['0', '1']),
  /** sys_job_status: 0 normal, 1 paused */
  status: statusFlag,
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  /** the next firing by the cron expression, whether or not the job is paused */
  nextValidTime: z.string().nullable(),
});
export type JobRow = z.infer<typeof jobRow>;

/** RuoYi's job form sends these flags as numbers (misfirePolicy: 3), ours as strings: both are taken. */
const numberAsText = <T extends z.ZodType>(flag: T) => z.preprocess((v) => (typeof v === 'number' ? String(v) : v), flag);

export const jobInput = z.object({
  jobId: z.number().int().positive().max(MAX_INT).optional(),
  jobName: required(64),
  jobGroup: required(64).default('DEFAULT'),
  invokeTarget: required(500),
  cronExpression: required(255),
  misfirePolicy: numberAsText(misfirePolicy).default('3'),
  concurrent: numberAsText(z.enum(['0', '1'])).default('1'),
  status: numberAsText(statusFlag).default('0'),
  remark: text(500).nullish(),
});
export type JobInput = z.infer<typeof jobInput>;

export const jobQuery = pageQuery.extend({
  jobName: text(64).optional(),
  jobGroup: text(64).optional(),
  invokeTarget: text(500).optional(),
  status: flag,
});

export const jobStatusInput = z.object({ jobId: z.coerce.number().int().positive().max(MAX_INT), status: statusFlag });
export const jobRunInput = z.object({ jobId: z.coerce.number().int().positive().max(MAX_INT), jobGroup: text(64).optional() });
export const cronNextQuery = z.object({ cronExpression: z.string().max(255) });
/** GET cronNext's data: the next five fire times, or why croner refuses the expression */
export const cronNextResult = z.object({ next: z.array(z.string()), problem: z.string().nullable() });
export type CronNextResult = z.infer<typeof cronNextResult>;

// ---- job log (/monitor/jobLog)
export const jobLogRow = z.object({
  jobLogId: z.number(),
  jobId: z.number().nullable(),
  jobName: z.string(),
  jobGroup: z.string(),
  invokeTarget: z.string(),
  /** what fired it ([cron time], [misfire time], [manual user]) and what the task reported */
  jobMessage: z.string().nullable(),
  /** sys_common_status: 0 success, 1 failure */
  status: z.enum(['0', '1']),
  exceptionInfo: z.string().nullable(),
  startTime: z.string().nullable(),
  stopTime: z.string().nullable(),
  durationMs: z.number().nullable(),
  /** host:pid of the process that ran it */
  runner: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type JobLogRow = z.infer<typeof jobLogRow>;

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().max(MAX_INT).optional());

export const jobLogQuery = pageQuery.extend({
  jobId: optionalId,
  jobName: text(64).optional(),
  jobGroup: text(64).optional(),
  invokeTarget: text(500).optional(),
  status: flag,
});

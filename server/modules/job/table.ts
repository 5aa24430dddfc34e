import { bigint, bigserial, char, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

export const sysJob = pgTable('sys_job', {
  jobId: bigserial({ mode: 'number' }).primaryKey(),
  jobName: varchar({ length: 64 }).notNull(),
  jobGroup: varchar({ length: 64 }).notNull().default('DEFAULT'),
  /** a task registered in code by name, with its typed arguments, e.g. cleanLogs({"days":90}) */
  invokeTarget: varchar({ length: 500 }).notNull(),
  cronExpression: varchar({ length: 255 }).notNull(),
  /** 1 fire at once after a missed run, 2 fire once, 3 do nothing (RuoYi's misfire policies; 0 default = 3) */
  misfirePolicy: varchar({ length: 20 }).notNull().default('3'),
  /** 0 concurrent runs allowed, 1 not */
  concurrent: char({ length: 1 }).notNull().default('1'),
  /** 0 normal, 1 paused */
  status: char({ length: 1 }).notNull().default('0'),
  remark: varchar({ length: 500 }).default(''),
  ...auditColumns,
});

export const sysJobLog = pgTable(
  'sys_job_log',
  {
    jobLogId: bigserial({ mode: 'number' }).primaryKey(),
    jobId: bigint({ mode: 'number' }),
    jobName: varchar({ length: 64 }).notNull(),
    jobGroup: varchar({ length: 64 }).notNull(),
    invokeTarget: varchar({ length: 500 }).notNull(),
    jobMessage: varchar({ length: 500 }),
    /** 0 success, 1 failure */
    status: char({ length: 1 }).notNull().default('0'),
    exceptionInfo: text().default(''),
    startTime: timestamp({ withTimezone: true }),
    stopTime: timestamp({ withTimezone: true }),
    durationMs: integer(),
    /** which process ran it */
    runner: varchar({ length: 100 }).default(''),
    createTime: timestamp({ withTimezone: true }).defaultNow(),
  },
  (t) => [index('sys_job_log_time_idx').on(t.createTime), index('sys_job_log_job_idx').on(t.jobId)],
);

/**
 * One row per (job, scheduled time): the process whose insert wins runs that firing; the others
 * see the conflict and skip it. Works the same on PGlite and on a shared PostgreSQL.
 */
export const sysJobFire = pgTable(
  'sys_job_fire',
  {
    jobId: bigint({ mode: 'number' }).notNull(),
    fireTime: timestamp({ withTimezone: true }).notNull(),
    runner: varchar({ length: 100 }).notNull().default(''),
    /** set while a run is in progress; a non-concurrent job skips a firing while one is open */
    finishedAt: timestamp({ withTimezone: true }),
    note: text(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.fireTime] })],
);

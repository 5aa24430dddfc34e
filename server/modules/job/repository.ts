import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { JobInput, jobQuery } from '../../../contract/job.js';
import { firstRow, type Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import { nextFireTimes } from './cron.js';
import type { Job } from './run-job.js';
import { sysJob } from './table.js';

type JobQuery = Partial<z.infer<typeof jobQuery>>;

const filter: FilterSpec = {
  jobName: [sysJob.jobName, 'like'],
  jobGroup: [sysJob.jobGroup, 'eq'],
  invokeTarget: [sysJob.invokeTarget, 'like'],
  status: [sysJob.status, 'eq'],
  createTime: [sysJob.createTime, 'range'],
};

export const jobSortable = {
  jobId: sysJob.jobId,
  jobName: sysJob.jobName,
  jobGroup: sysJob.jobGroup,
  createTime: sysJob.createTime,
};

export const toJobRow = (r: Job) => ({
  ...r,
  misfirePolicy: r.misfirePolicy as '0' | '1' | '2' | '3',
  concurrent: r.concurrent as '0' | '1',
  status: r.status as '0' | '1',
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
  nextValidTime: formatTime(nextFireTimes(r.cronExpression, 1)[0]),
});

export const jobFilter = (q: JobQuery) => whereOf(filter, q);

export async function listJobs(db: Db, q: z.infer<typeof jobQuery>) {
  return pageOf(db, q, { table: sysJob, where: jobFilter(q), sort: { sortable: jobSortable, fallback: [desc(sysJob.jobId)] }, map: toJobRow });
}

export const findJob = (db: Db, id: number) => firstRow(db.select().from(sysJob).where(eq(sysJob.jobId, id)).limit(1));

export async function insertJob(db: Db, input: JobInput, by: string) {
  const [row] = await db
    .insert(sysJob)
    .values({ ...input, jobId: undefined, createBy: by })
    .returning();
  return row;
}

export async function updateJob(db: Db, id: number, input: Partial<JobInput>, by: string) {
  const [row] = await db
    .update(sysJob)
    .set({ ...input, jobId: undefined, updateBy: by, updateTime: new Date() })
    .where(eq(sysJob.jobId, id))
    .returning();
  return row;
}

export const deleteJobs = (db: Db, ids: number[]) => db.delete(sysJob).where(inArray(sysJob.jobId, ids)).returning({ jobId: sysJob.jobId });

/** Every matching job, for the export. */
export const jobsFor = (db: Db, q: JobQuery) => db.select().from(sysJob).where(jobFilter(q)).orderBy(asc(sysJob.jobId));

/** Deletes the jobs, all or none (404 when one is missing); the ids deleted. */
export function removeJobs(db: Db, lang: Lang, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = await deleteJobs(tx, ids);
    if (rows.length !== new Set(ids).size) throw notFound(msg(lang, 'notFound'));
    return rows;
  });
}

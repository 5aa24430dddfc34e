import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { jobLogQuery } from '../../../contract/job.js';
import { firstRow, type Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import { sysJobLog } from './table.js';

type JobLogQuery = Partial<z.infer<typeof jobLogQuery>>;

const filter: FilterSpec = {
  jobId: [sysJobLog.jobId, 'eq'],
  jobName: [sysJobLog.jobName, 'like'],
  jobGroup: [sysJobLog.jobGroup, 'eq'],
  invokeTarget: [sysJobLog.invokeTarget, 'like'],
  status: [sysJobLog.status, 'eq'],
  startTime: [sysJobLog.startTime, 'range'],
};

export const jobLogSortable = {
  jobLogId: sysJobLog.jobLogId,
  jobName: sysJobLog.jobName,
  startTime: sysJobLog.startTime,
  durationMs: sysJobLog.durationMs,
};

export const toJobLogRow = (r: typeof sysJobLog.$inferSelect) => ({
  ...r,
  status: r.status as '0' | '1',
  startTime: formatTime(r.startTime),
  stopTime: formatTime(r.stopTime),
  createTime: formatTime(r.createTime),
});

export const jobLogFilter = (q: JobLogQuery) => whereOf(filter, q);

export async function listJobLogs(db: Db, q: z.infer<typeof jobLogQuery>) {
  return pageOf(db, q, { table: sysJobLog, where: jobLogFilter(q), sort: { sortable: jobLogSortable, fallback: [desc(sysJobLog.jobLogId)] }, map: toJobLogRow });
}

export const findJobLog = (db: Db, id: number) => firstRow(db.select().from(sysJobLog).where(eq(sysJobLog.jobLogId, id)).limit(1));

export const deleteJobLogs = (db: Db, ids: number[]) => db.delete(sysJobLog).where(inArray(sysJobLog.jobLogId, ids));

/** RuoYi's "clean": the whole job log. */
export const cleanJobLogs = (db: Db) => db.delete(sysJobLog);

/** Every matching log record, for the export. */
export const jobLogsFor = (db: Db, q: JobLogQuery) => db.select().from(sysJobLog).where(jobLogFilter(q)).orderBy(asc(sysJobLog.jobLogId));

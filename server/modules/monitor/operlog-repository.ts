import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { operLogQuery } from '../../../contract/monitor.js';
import { firstRow, type Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { keysetRows, pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import { sysOperLog } from '../../plugins/oper-log-table.js';

export const operLogSortable = {
  operId: sysOperLog.operId,
  operName: sysOperLog.operName,
  operTime: sysOperLog.operTime,
  costTime: sysOperLog.costTime,
};

export const operLogFilter: FilterSpec = {
  title: [sysOperLog.title, 'like'],
  operName: [sysOperLog.operName, 'like'],
  businessType: [sysOperLog.businessType, 'eq'],
  status: [sysOperLog.status, 'eq'],
  operIp: [sysOperLog.operIp, 'like'],
  operTime: [sysOperLog.operTime, 'range'],
};

export const toOperLogRow = (r: typeof sysOperLog.$inferSelect) => ({
  ...r,
  status: r.status as '0' | '1',
  operTime: formatTime(r.operTime),
});

export async function listOperLogs(db: Db, q: z.infer<typeof operLogQuery>) {
  return pageOf(db, q, { table: sysOperLog, where: whereOf(operLogFilter, q), sort: { sortable: operLogSortable, fallback: [desc(sysOperLog.operId)] }, map: toOperLogRow });
}

export const findOperLog = (db: Db, id: number) => firstRow(db.select().from(sysOperLog).where(eq(sysOperLog.operId, id)).limit(1));

/** Every matching operation record as stored, for the export (keyset batches: a big log keeps memory flat). */
export const streamOperLogs = (db: Db, q: Partial<z.infer<typeof operLogQuery>>) =>
  keysetRows({ select: () => db.select().from(sysOperLog).$dynamic(), where: whereOf(operLogFilter, q), key: sysOperLog.operId, keyOf: (r) => r.operId, map: (r) => r });

export const deleteOperLogs = (db: Db, ids: number[]) => db.delete(sysOperLog).where(inArray(sysOperLog.operId, ids));

/** RuoYi empties the log with truncate: no row-by-row delete of a long history. */
export const cleanOperLogs = (db: Db) => db.execute(sql`truncate table ${sysOperLog}`);

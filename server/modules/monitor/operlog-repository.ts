import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { operLogQuery } from '../../../contract/monitor.js';
import { firstRow, type Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { orderByOf, pageList } from '../../lib/list-query.js';
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
  const orderBy = orderByOf(q, operLogSortable, [desc(sysOperLog.operId)]);
  const { rows, total } = await pageList(db, sysOperLog, whereOf(operLogFilter, q), orderBy, q);
  return { rows: rows.map(toOperLogRow), total };
}

export const findOperLog = (db: Db, id: number) => firstRow(db.select().from(sysOperLog).where(eq(sysOperLog.operId, id)).limit(1));

export const deleteOperLogs = (db: Db, ids: number[]) => db.delete(sysOperLog).where(inArray(sysOperLog.operId, ids));

/** RuoYi empties the log with truncate: no row-by-row delete of a long history. */
export const cleanOperLogs = (db: Db) => db.execute(sql`truncate table ${sysOperLog}`);

import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginLogQuery } from '../../../contract/monitor.js';
import type { Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { keysetRows, pageOf } from '../../lib/list-query.js';
import type { Lang } from '../../lib/messages.js';
import { formatTime } from '../../lib/time.js';
import { sysLogininfor } from '../auth/table.js';
import { sysUser } from '../user/table.js';
import { ipLocation } from './ip-location.js';
import { clearTries } from '../../lib/try-counter.js';
import { passwordKey } from '../auth/password-tries.js';

export const loginLogSortable = {
  infoId: sysLogininfor.infoId,
  userName: sysLogininfor.userName,
  loginTime: sysLogininfor.loginTime,
};

export const loginLogFilter: FilterSpec = {
  ipaddr: [sysLogininfor.ipaddr, 'like'],
  userName: [sysLogininfor.userName, 'like'],
  status: [sysLogininfor.status, 'eq'],
  loginTime: [sysLogininfor.loginTime, 'range'],
};

export const toLoginLogRow = (r: typeof sysLogininfor.$inferSelect, lang: Lang) => ({
  ...r,
  loginLocation: ipLocation(r.ipaddr, r.loginLocation, lang),
  status: r.status as '0' | '1',
  loginTime: formatTime(r.loginTime),
});

export async function listLoginLogs(db: Db, q: z.infer<typeof loginLogQuery>, lang: Lang) {
  return pageOf(db, q, { table: sysLogininfor, where: whereOf(loginLogFilter, q), sort: { sortable: loginLogSortable, fallback: [desc(sysLogininfor.infoId)] }, map: (r) => toLoginLogRow(r, lang) });
}

/** Every matching login record as stored, for the export (keyset batches: a big log keeps memory flat). */
export const streamLoginLogs = (db: Db, q: Partial<z.infer<typeof loginLogQuery>>) =>
  keysetRows({ select: () => db.select().from(sysLogininfor).$dynamic(), where: whereOf(loginLogFilter, q), key: sysLogininfor.infoId, keyOf: (r) => r.infoId, map: (r) => r });

export const deleteLoginLogs = (db: Db, ids: number[]) => db.delete(sysLogininfor).where(inArray(sysLogininfor.infoId, ids));

export const cleanLoginLogs = (db: Db) => db.execute(sql`truncate table ${sysLogininfor}`);

/** Clears the name's count of password guesses and so its lock (auth/password-tries.ts); false when no such user. */
export async function unlockUser(db: Db, userName: string) {
  await clearTries(db, passwordKey(userName));
  const rows = await db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, userName)).limit(1);
  return rows.length > 0;
}

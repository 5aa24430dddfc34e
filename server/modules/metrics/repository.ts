import { count, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysJobLog } from '../job/table.js';
import { sysSession } from '../user/table.js';

/** Job runs the job log holds, by outcome ('0' success, '1' failure): read at each scrape. */
export const jobRunsByStatus = (db: Db) =>
  db.select({ status: sysJobLog.status, runs: count() }).from(sysJobLog).groupBy(sysJobLog.status);

/** Sessions used within the idle limit: an idle one is dead though its row waits for the purge job. */
export async function activeSessions(db: Db, idleMinutes: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sysSession).where(gt(sysSession.lastAccessTime, new Date(Date.now() - idleMinutes * 60_000)));
  return row?.n ?? 0;
}

import { and, desc, gte, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { onlineQuery } from '../../../contract/monitor.js';
import type { Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf } from '../../lib/list-query.js';
import type { Lang } from '../../lib/messages.js';
import { formatTime } from '../../lib/time.js';
import { sysSession } from '../user/table.js';
import { ipLocation } from './ip-location.js';
import { forgetSessions } from '../../lib/session-cache.js';

export const onlineSortable = {
  userName: sysSession.userName,
  loginTime: sysSession.loginTime,
  lastAccessTime: sysSession.lastAccessTime,
};

const onlineFilter: FilterSpec = {
  ipaddr: [sysSession.ipaddr, 'like'],
  userName: [sysSession.userName, 'like'],
};

const toOnlineRow = (r: typeof sysSession.$inferSelect, lang: Lang) => ({
  tokenId: r.sessionId,
  userName: r.userName,
  deptName: r.deptName,
  ipaddr: r.ipaddr,
  loginLocation: ipLocation(r.ipaddr, '', lang),
  browser: r.browser,
  os: r.os,
  loginTime: formatTime(r.loginTime),
  lastAccessTime: formatTime(r.lastAccessTime),
});

/** Live sessions only: one idle past the limit is already over, though not yet purged. */
export async function listOnline(db: Db, q: z.infer<typeof onlineQuery>, idleMinutes: number, lang: Lang) {
  // the same rule as auth/session.ts loadSession, which refuses such a session
  const live = gte(sysSession.lastAccessTime, new Date(Date.now() - idleMinutes * 60_000));
  return pageOf(db, q, { table: sysSession, where: and(whereOf(onlineFilter, q), live), sort: { sortable: onlineSortable, fallback: [desc(sysSession.loginTime)] }, map: (r) => toOnlineRow(r, lang) });
}

/** Ends sessions at once: their next request answers 401. Returns how many there were. */
export async function endSessions(db: Db, sessionIds: string[]) {
  forgetSessions(sessionIds);
  const gone = await db.delete(sysSession).where(inArray(sysSession.sessionId, sessionIds)).returning({ id: sysSession.sessionId });
  return gone.length;
}

import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { sysSession, sysUser } from './modules/user/table.js';
import { deleteSession } from './modules/auth/session.js';
import { signToken } from './lib/token.js';
import { WARM_UP_MARK } from './lib/warm-up-mark.js';

/** What a signed-in user's first page load asks: the account, the menus, a list through the shared list code. */
const FIRST_REQUESTS = ['/getInfo', '/getRouters', '/biz/order/list?pageNum=1&pageSize=10'];

/**
 * Before listening, the first request's costs that no later one pays: the database's first plans
 * and pages, V8's first runs of the request path (hooks, session, grants, handlers, list query,
 * serialiser), the first write (the session's touch). The earliest active user is signed in as a
 * session idle for two minutes, the first page load's requests are sent through the app, and the
 * session is deleted: nothing is left behind. One log line for all of it.
 */
export async function warmUp(app: FastifyInstance) {
  const started = performance.now();
  const { token, sessionId } = signToken(app.config.tokenSecret);
  const [user] = await app.db
    .select({ userId: sysUser.userId, userName: sysUser.userName })
    .from(sysUser)
    .where(and(eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')))
    .orderBy(asc(sysUser.userId))
    .limit(1);
  // without a user, the requests go as far as the session's read and are answered 401
  if (user) await app.db.insert(sysSession).values({ sessionId, ...user, lastAccessTime: new Date(Date.now() - 120_000) });
  const statuses: number[] = [];
  try {
    const headers = { authorization: `Bearer ${token}`, 'x-request-id': 'warm-up', 'x-warm-up': WARM_UP_MARK };
    for (const url of FIRST_REQUESTS) statuses.push((await app.inject({ method: 'GET', url: `${app.config.apiBase}${url}`, headers })).statusCode);
  } finally {
    if (user) await deleteSession(app.db, sessionId);
  }
  app.log.info({ reqId: 'warm-up', as: user?.userName ?? null, statuses, ms: Math.round(performance.now() - started) }, 'warm-up: the first page load answered once before listening');
}

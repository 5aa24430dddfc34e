import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { signToken } from './token.js';

/**
 * Before listening, the first request's costs that no later one pays: the database's first plans
 * over the session, user and department tables, and V8's first runs of the request path (hooks,
 * error envelope, serialiser). A signed token of a session that does not exist goes that way as
 * far as the session's read and is answered 401: nothing is written. Its one log line says
 * `warm-up` as its request id. Then the small tables every signed-in request reads next (grants,
 * account, parameters) are read once, so that their first plans and pages are not the first
 * request's either.
 */
export async function warmUp(app: FastifyInstance) {
  const { token } = signToken(app.config.tokenSecret);
  const headers = { authorization: `Bearer ${token}`, 'x-request-id': 'warm-up' };
  for (const url of ['/getInfo', '/getRouters']) await app.inject({ method: 'GET', url: `${app.config.apiBase}${url}`, headers });
  await app.db.execute(sql`select
    (select count(*) from sys_user_role ur join sys_role r on r.role_id = ur.role_id) as grants,
    (select count(*) from sys_role_menu rm join sys_menu m on m.menu_id = rm.menu_id) as menus,
    (select count(*) from sys_user) as users,
    (select count(*) from sys_config) as parameters`);
}

import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden, locked, unauthorized } from '../lib/errors.js';
import { msg } from '../lib/messages.js';
import { hasPermission, type LoginUser } from '../lib/login-user.js';
import { verifyToken } from '../lib/token.js';

export const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

export interface AccessOptions {
  /** the session a verified token names, or null when it has ended (the auth module's loader, given by app.ts) */
  loadSession(sessionId: string): Promise<{ user: LoginUser; locked: boolean } | null>;
}

/**
 * Authentication, the lock screen and the permission guard. A route that declares no access does
 * not start. A locked session is refused (423) all but the few routes declaring `whileLocked`, the
 * lock screen's own: a new route is covered without a word about it.
 */
export const accessPlugin = fp<AccessOptions>(async (app, { loadSession }) => {
  app.decorateRequest('user', null);
  app.decorate('routeAccess', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(app.config.apiBase) || route.url.startsWith(`${app.config.apiBase}/docs`)) return;
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeAccess.push({ method, url: route.url, access, upload: !!(route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'), whileLocked: !!route.config?.whileLocked, books: !!route.config?.books, grants: !!route.config?.grants });
    }
    if (!access) throw new Error(`route ${methods.join(',')} ${route.url} declares no access`);
  });

  // onRequest, before the body is even read: strangers get 401, not a validation report.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const token = bearer(request);
    const sessionId = token ? verifyToken(app.config.tokenSecret, token) : null;
    const session = sessionId ? await loadSession(sessionId) : null;
    if (!session) throw unauthorized(msg(request.lang, token ? 'sessionExpired' : 'unauthorized'));
    if (session.locked && !request.routeOptions.config.whileLocked) throw locked(msg(request.lang, 'sessionLocked'));
    request.user = session.user;
    // the seeded administrator, an imported or a reset account: its password is known to someone
    // else, so it does nothing before it is changed (sys.account.initPasswordModify '0' turns this off)
    if (session.user.mustChangePassword && !request.routeOptions.config.beforePasswordChange && (await app.configCache.get('sys.account.initPasswordModify')) !== '0') {
      throw forbidden(msg(request.lang, 'passwordMustChange'));
    }
    if ('permission' in access && !hasPermission(request.user, access.permission)) {
      throw forbidden(msg(request.lang, 'forbidden'));
    }
  });
});

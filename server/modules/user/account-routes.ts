import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoleInput, changeStatusInput, resetPwdInput, userIdParam } from '../../../contract/user.js';
import { contractMessage } from '../../../contract/messages.js';
import { zodIn } from '../../lib/zod-locale.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { msg } from './messages.js';
import { ok } from '../../lib/reply.js';
import { clearGrantsCache } from '../../lib/grants-cache.js';
import { ADMIN_ROLE } from '../../lib/login-user.js';
import { callerIsAdmin, checkRoles, targetUser } from './guards.js';
import * as repo from './repository.js';
import { ADMIN_USER_ID, operLog, perm, tags } from './route-config.js';
import { hashPassword } from '../../lib/password-hash.js';

/** Password reset, status switch and role grants of one account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.put('/system/user/resetPwd', { config: { ...perm('resetPwd'), ...operLog(2) }, schema: { tags, body: resetPwdInput } }, async (request) => {
    const { userId, password } = request.body;
    const caller = request.user!;
    await targetUser(db, caller, request.lang, userId, { write: true });
    await repo.updatePassword(db, userId, await hashPassword(password), caller.userName);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.put('/system/user/changeStatus', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: changeStatusInput } }, async (request) => {
    const { userId, status } = request.body;
    const { lang } = request;
    const caller = request.user!;
    await targetUser(db, caller, lang, userId, { write: true });
    if (status === '1' && userId === ADMIN_USER_ID) throw conflict(msg(lang, 'disableAdmin'));
    if (status === '1' && userId === caller.userId) throw conflict(msg(lang, 'disableSelf'));
    await repo.updateStatus(db, userId, status, caller.userName);
    return { code: 200, msg: msg(lang, 'ok') };
  });

  app.get('/system/user/authRole/:userId', { config: perm('query'), schema: { tags, summary: 'The user and every role, flagged when held', params: userIdParam } }, async (request) => {
    const caller = request.user!;
    const user = await targetUser(db, caller, request.lang, request.params.userId, { write: false });
    const held = new Set(await repo.roleIdsOf(db, user.userId));
    const roles = (await repo.roleOptions(db, callerIsAdmin(caller), request.lang)).map((r) => ({ ...r, flag: held.has(r.roleId) }));
    return { ...ok(request), user: { ...user, roleIds: [...held] }, roles };
  });

  // RuoYi sends userId and roleIds as query parameters; a JSON body is read as well.
  app.put('/system/user/authRole', {
    config: { ...perm('edit'), ...operLog(4), grants: true },
    schema: { tags, summary: 'Replace the roles of a user (roleIds "1,2")', querystring: authRoleInput.partial(), body: authRoleInput.partial().nullish() },
  }, async (request) => {
    const { lang } = request;
    const parsed = authRoleInput.safeParse({ ...(request.query as object), ...(request.body ?? {}) }, zodIn(lang));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(`${issue.path.join('.')}: ${contractMessage(lang, issue.message)}`, String(issue.path[0]));
    }
    const { userId, roleIds } = parsed.data;
    const caller = request.user!;
    await targetUser(db, caller, lang, userId, { write: true });
    await checkRoles(db, caller, lang, roleIds, await repo.roleIdsOf(db, userId));
    if (userId === ADMIN_USER_ID && !(await repo.rolesByIds(db, roleIds)).some((r) => r.roleKey === ADMIN_ROLE)) {
      throw badRequest(`roleIds: ${msg(lang, 'userAdminKeepsRole')}`, 'roleIds');
    }
    await repo.replaceRoles(db, userId, roleIds);
    clearGrantsCache();
    return { code: 200, msg: msg(lang, 'ok') };
  });
};

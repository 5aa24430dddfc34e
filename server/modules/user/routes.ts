import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList } from '../../../contract/common.js';
import { userEditInput, userIdParam, userInput, userQuery, type UserEditInput } from '../../../contract/user.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { clearGrantsCache } from '../../lib/grants-cache.js';
import { ADMIN_ROLE, type LoginUser } from '../../lib/login-user.js';
import { deptTree } from '../dept/tree.js';
import { accountRoutes } from './account-routes.js';
import { userExportRoutes } from './export-routes.js';
import { callerIsAdmin, checkDept, checkPosts, checkRoles, targetUser } from './guards.js';
import { userImportRoutes } from './import-routes.js';
import { checkNewUserName } from './look-alike.js';
import * as repo from './repository.js';
import './held-by.js';
import { ADMIN_USER_ID, operLog, perm, tags } from './route-config.js';
import { hashPassword } from '../../lib/password-hash.js';


/** The checks shared by add and edit: department, roles, posts, unique e-mail and phone. */
async function checkFields(db: Db, caller: LoginUser, lang: Lang, input: { deptId?: number | null; roleIds: number[]; postIds: number[]; email?: string | null; phonenumber?: string | null }, userId = 0) {
  await checkDept(db, caller, lang, input.deptId);
  await checkRoles(db, caller, lang, input.roleIds, userId ? await repo.roleIdsOf(db, userId) : []);
  await checkPosts(db, lang, input.postIds);
  if (input.email && (await repo.emailTaken(db, input.email, userId))) throw conflict(msg(lang, 'emailTaken', input.email));
  if (input.phonenumber && (await repo.phoneTaken(db, input.phonenumber, userId))) throw conflict(msg(lang, 'phoneTaken', input.phonenumber));
}

/** /system/user: the accounts, scoped by the caller's data scope. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  /** The dialog's choices: non-administrators never see the administrator role. */
  const choices = async (caller: LoginUser, lang: Lang) => ({
    roles: await repo.roleOptions(db, callerIsAdmin(caller), lang),
    posts: await repo.postOptions(db, lang),
  });

  app.get('/system/user/list', { config: perm('list'), schema: { tags, querystring: userQuery } }, async (request) => {
    const { rows, total } = await repo.listUsers(db, request.user!, request.query, request.lang);
    return page(request, rows, total);
  });

  app.get('/system/user/deptTree', { config: perm('list'), schema: { tags, summary: 'The departments in scope, as a tree' } }, async (request) =>
    ok(request, await deptTree(db, request.user!, request.lang)));

  app.get('/system/user/', { config: perm('query'), schema: { tags, summary: 'Roles and posts for the add dialog' } }, async (request) => ({
    ...ok(request),
    ...(await choices(request.user!, request.lang)),
  }));

  app.get('/system/user/:userId', { config: perm('query'), schema: { tags, params: userIdParam } }, async (request) => {
    const row = await targetUser(db, request.user!, request.lang, request.params.userId, { write: false });
    const [roleIds, postIds] = await Promise.all([repo.roleIdsOf(db, row.userId), repo.postIdsOf(db, row.userId)]);
    return { ...ok(request, { ...row, roleIds, postIds }), roleIds, postIds, ...(await choices(request.user!, request.lang)) };
  });

  app.post('/system/user', { config: { ...perm('add'), ...operLog(1), grants: true }, schema: { tags, body: userInput } }, async (request) => {
    const { body, lang } = request;
    const caller = request.user!;
    if (await repo.findByUserName(db, body.userName)) throw conflict(msg(lang, 'userNameTaken', body.userName));
    await checkNewUserName(db, lang, body.userName);
    await checkFields(db, caller, lang, body);
    const password = body.password || (await app.configCache.get('sys.user.initPassword')) || '123456';
    try {
      const userId = await repo.insertUser(db, body, await hashPassword(password), caller.userName);
      return ok(request, await repo.findUser(db, userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(msg(lang, 'userNameTaken', body.userName));
      throw error;
    }
  });

  app.put('/system/user', { config: { ...perm('edit'), ...operLog(2), grants: true }, schema: { tags, body: userEditInput } }, async (request) => {
    const { lang } = request;
    const body: UserEditInput = request.body;
    const caller = request.user!;
    const current = await targetUser(db, caller, lang, body.userId, { write: true });
    if (body.status === '1' && current.status === '0') {
      if (body.userId === ADMIN_USER_ID) throw conflict(msg(lang, 'disableAdmin'));
      if (body.userId === caller.userId) throw conflict(msg(lang, 'disableSelf'));
    }
    if (body.userId === ADMIN_USER_ID && !(await repo.rolesByIds(db, body.roleIds)).some((r) => r.roleKey === ADMIN_ROLE)) {
      throw badRequest(`roleIds: ${msg(lang, 'userAdminKeepsRole')}`, 'roleIds');
    }
    await checkFields(db, caller, lang, body, body.userId);
    await repo.updateUser(db, body, caller.userName);
    if (body.status === '1') await repo.endSessions(db, [body.userId]);
    clearGrantsCache();
    return ok(request, await repo.findUser(db, body.userId));
  });

  app.delete('/system/user/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const { lang } = request;
    const caller = request.user!;
    const ids = [...new Set(request.params.ids)];
    if (ids.includes(ADMIN_USER_ID)) throw conflict(msg(lang, 'deleteAdmin'));
    if (ids.includes(caller.userId)) throw conflict(msg(lang, 'deleteSelf'));
    for (const id of ids) await targetUser(db, caller, lang, id, { write: true });
    await repo.softDeleteUsers(db, ids, caller.userName);
    clearGrantsCache();
    return { code: 200, msg: msg(lang, 'ok') };
  });

  await app.register(accountRoutes);
  await app.register(userImportRoutes);
  await app.register(userExportRoutes);
};

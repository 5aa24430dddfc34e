import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authUserBatch, authUserCancel, authUserQuery } from '../../../contract/role.js';
import { contractMessage } from '../../../contract/messages.js';
import { zodIn } from '../../lib/zod-locale.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { clearGrantsCache } from '../../lib/grants-cache.js';
import type { LoginUser } from '../../lib/login-user.js';
import { grantRole, listRoleUsers, revokeRole, unknownUsers } from './auth-user-repository.js';
import { ADMIN_ROLE_ID, findVisibleRole } from './repository.js';
import { checkRolesGrantable } from './grant-limits.js';

const tags = ['system: role'];
const list = { access: { permission: 'system:role:list' } };
const edit = { access: { permission: 'system:role:edit' } };
const grantLog = { operLog: { title: 'role users', businessType: 4 } };
/** The administrator account keeps the administrator role, else nobody could administer. */
const ADMIN_USER_ID = 1;

type Caller = { lang: Lang; user: LoginUser | null };

/** RuoYi sends cancelAll / selectAll as query parameters; a JSON body is accepted as well. */
const batchOf = (request: { query: unknown; body: unknown; lang: Lang }) => {
  const parsed = authUserBatch.safeParse({ ...(request.query as object), ...(request.body as object | null) }, zodIn(request.lang));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? 'userIds');
    throw badRequest(`${field}: ${contractMessage(request.lang, issue.message)}`, field);
  }
  const { roleId, userIds } = parsed.data;
  return { roleId, userIds };
};

export const authUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const role = async (request: Caller, roleId: number) => {
    const found = await findVisibleRole(app.db, request.user!, roleId);
    if (!found) throw notFound(msg(request.lang, 'notFound'));
    return found;
  };
  const revoke = async (request: Caller, roleId: number, userIds: number[]) => {
    await role(request, roleId);
    if (roleId === ADMIN_ROLE_ID && userIds.includes(ADMIN_USER_ID)) throw forbidden(msg(request.lang, 'adminKeepsRole'));
    await revokeRole(app.db, roleId, userIds);
    clearGrantsCache();
    return { code: 200, msg: msg(request.lang, 'ok') };
  };

  app.get('/system/role/authUser/allocatedList', { config: list, schema: { tags, summary: 'Users holding the role', querystring: authUserQuery } }, async (request) => {
    await role(request, request.query.roleId);
    const { rows, total } = await listRoleUsers(app.db, request.user!, request.query, true);
    return page(request, rows, total);
  });

  app.get('/system/role/authUser/unallocatedList', { config: list, schema: { tags, summary: 'Users not holding the role', querystring: authUserQuery } }, async (request) => {
    await role(request, request.query.roleId);
    const { rows, total } = await listRoleUsers(app.db, request.user!, request.query, false);
    return page(request, rows, total);
  });

  app.put('/system/role/authUser/cancel', { config: { ...edit, ...grantLog }, schema: { tags, summary: 'Take the role from one user', body: authUserCancel } }, async (request) =>
    revoke(request, request.body.roleId, [request.body.userId]));

  const batchSchema = { tags, querystring: authUserBatch.partial(), body: authUserBatch.partial().nullish() };

  app.put('/system/role/authUser/cancelAll', { config: { ...edit, ...grantLog }, schema: { ...batchSchema, summary: 'Take the role from several users' } }, async (request) => {
    const { roleId, userIds } = batchOf(request);
    return revoke(request, roleId, userIds);
  });

  app.put('/system/role/authUser/selectAll', { config: { ...edit, ...grantLog, grants: true }, schema: { ...batchSchema, summary: 'Give the role to several users' } }, async (request) => {
    const { roleId, userIds } = batchOf(request);
    await role(request, roleId);
    await checkRolesGrantable(app.db, request.user!, request.lang, [roleId]);
    const unknown = await unknownUsers(app.db, request.user!, userIds);
    if (unknown.length) throw badRequest(`userIds: ${msg(request.lang, 'userUnknown', unknown.join(','))}`, 'userIds');
    await grantRole(app.db, roleId, userIds);
    clearGrantsCache();
    return ok(request);
  });
};

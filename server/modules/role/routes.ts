import { MAX_INT } from '../../../contract/constants.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList } from '../../../contract/common.js';
import { roleDataScopeInput, roleInput, roleQuery, roleStatusInput, type RoleInput } from '../../../contract/role.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { pickName } from '../../lib/local-name.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { clearGrantsCache } from '../../lib/grants-cache.js';
import { ADMIN_ROLE, type LoginUser } from '../../lib/login-user.js';
import { DATA_SCOPE } from '../../lib/data-scope.js';
import { menusByIds, menuTitle, roleFinder, roleMenuIds, ungrantableMenus } from '../menu/repository.js';
import { leafKeys, toTreeOptions } from '../menu/tree.js';
import { scopedDepts } from './auth-user-repository.js';
import { checkRoleEnabling, checkScopeGrantable } from './grant-limits.js';
import { authUserRoutes } from './auth-user-routes.js';
import { roleExportRoutes } from './export-routes.js';
import {
  allRoles, changeableRole, clashingRole, findVisibleRole, insertRole, listRoles, removeRoles, roleDeptIds, toRoleRow, updateDataScope,
  updateRole, updateRoleStatus,
} from './repository.js';

// the menu module's role menu tree finds roles through this
roleFinder.provide(findVisibleRole);

const perm = (action: string) => ({ access: { permission: `system:role:${action}` } });
const tags = ['system: role'];
const operLog = (businessType: number) => ({ operLog: { title: 'role', businessType } });
const roleIdParam = z.object({ roleId: z.coerce.number().int().positive().max(MAX_INT) });

export const routes: FastifyPluginAsyncZod = async (app) => {
  const changeable = (db: Db, request: { lang: Lang; user: LoginUser | null }, roleId: number) => changeableRole(db, request.user!, request.lang, roleId);

  const checkInput = async (request: { lang: Lang; user: LoginUser | null }, input: RoleInput, roleId?: number) => {
    const clash = await clashingRole(app.db, input, roleId);
    if (clash) throw conflict(msg(request.lang, clash === 'roleName' ? 'roleNameTaken' : 'roleKeyTaken', input[clash]));
    // menus the role already holds may stay, even those the caller cannot see
    const held = new Set(roleId ? await roleMenuIds(app.db, roleId) : []);
    const refused = (await ungrantableMenus(app.db, request.user!, input.menuIds)).filter((id) => !held.has(id));
    if (refused.length === 0) return;
    // menus that exist but that he does not hold: a grant beyond his rights, named (issue 47 hole 2)
    const known = await menusByIds(app.db, refused);
    if (known.length) throw forbidden(msg(request.lang, 'menuNotGrantable', known.map((m) => `${menuTitle(m, request.lang)} (${m.menuId})`).join(', ')));
    throw badRequest(`menuIds: ${msg(request.lang, 'menuNotGrantable', refused.join(','))}`, 'menuIds');
  };

  app.get('/system/role/list', { config: perm('list'), schema: { tags, querystring: roleQuery } }, async (request) => {
    const { rows, total } = await listRoles(app.db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/system/role/optionselect', { config: perm('query'), schema: { tags, summary: 'Every role the caller may see, for selects (roleName in the caller\'s language)' } }, async (request) =>
    ok(request, (await allRoles(app.db, request.user!)).map((r) => ({ ...toRoleRow(r), roleName: pickName(r.roleName, r.roleNameEn, request.lang) }))));

  app.get('/system/role/deptTree/:roleId', { config: perm('query'), schema: { tags, summary: 'Department tree and the role\'s custom-scope departments', params: roleIdParam } }, async (request) => {
    const role = await findVisibleRole(app.db, request.user!, request.params.roleId);
    if (!role) throw notFound(msg(request.lang, 'notFound'));
    const depts = await scopedDepts(app.db, request.user!, request.lang);
    const ids = await roleDeptIds(app.db, role.roleId);
    const parents = new Map(depts.map((d) => [d.id, d.parentId]));
    const checkedKeys = role.deptCheckStrictly === 1 ? leafKeys(ids, parents) : ids;
    return { ...ok(request), depts: toTreeOptions(depts.map((d) => ({ ...d, disabled: d.status === '1' }))), checkedKeys };
  });

  app.get('/system/role/:roleId', { config: perm('query'), schema: { tags, params: roleIdParam } }, async (request) => {
    const role = await findVisibleRole(app.db, request.user!, request.params.roleId);
    if (!role) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, toRoleRow(role));
  });

  app.post('/system/role', { config: { ...perm('add'), ...operLog(1), grants: true }, schema: { tags, body: roleInput } }, async (request) => {
    await checkInput(request, request.body);
    // a new role sees all data (RuoYi's default) only when the administrator makes it; anyone else's starts at his own data, to widen within his scope
    const scope = request.user!.roles.includes(ADMIN_ROLE) ? DATA_SCOPE.all : DATA_SCOPE.self;
    const row = await insertRole(app.db, request.body, request.user!.userName, scope);
    clearGrantsCache();
    return ok(request, toRoleRow(row));
  });

  app.put('/system/role', { config: { ...perm('edit'), ...operLog(2), grants: true }, schema: { tags, body: roleInput } }, async (request) => {
    const id = request.body.roleId;
    if (!id) throw badRequest('roleId: required', 'roleId');
    await changeable(app.db, request, id);
    await checkInput(request, request.body, id);
    await checkRoleEnabling(app.db, request.user!, request.lang, id, request.body.status, request.body.menuIds);
    const row = await updateRole(app.db, id, request.body, request.user!.userName);
    clearGrantsCache();
    return ok(request, toRoleRow(row));
  });

  app.put('/system/role/dataScope', { config: { ...perm('edit'), ...operLog(4), grants: true }, schema: { tags, body: roleDataScopeInput } }, async (request) => {
    await changeable(app.db, request, request.body.roleId);
    const ids = request.body.dataScope === '2' ? request.body.deptIds : [];
    await checkScopeGrantable(app.db, request.user!, request.lang, request.body.dataScope, ids);
    // departments the role already holds may stay, even those outside the caller's scope
    const known = new Set([...(await scopedDepts(app.db, request.user!)).map((d) => d.id), ...(await roleDeptIds(app.db, request.body.roleId))]);
    const unknown = ids.filter((d) => !known.has(d));
    if (unknown.length) throw badRequest(`deptIds: ${msg(request.lang, 'deptUnknown', unknown.join(','))}`, 'deptIds');
    const row = await updateDataScope(app.db, request.body, request.user!.userName);
    clearGrantsCache();
    return ok(request, toRoleRow(row));
  });

  app.put('/system/role/changeStatus', { config: { ...perm('edit'), ...operLog(2), grants: true }, schema: { tags, body: roleStatusInput } }, async (request) => {
    await changeable(app.db, request, request.body.roleId);
    await checkRoleEnabling(app.db, request.user!, request.lang, request.body.roleId, request.body.status);
    const [row] = await updateRoleStatus(app.db, request.body.roleId, request.body.status, request.user!.userName);
    clearGrantsCache();
    return ok(request, toRoleRow(row));
  });

  app.delete('/system/role/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await removeRoles(app.db, request.user!, request.lang, request.params.ids);
    clearGrantsCache();
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(authUserRoutes);
  await app.register(roleExportRoutes);
};

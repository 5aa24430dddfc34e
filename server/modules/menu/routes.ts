import { MAX_INT } from '../../../contract/constants.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sortBody } from '../../../contract/common.js';
import { menuInput, menuQuery, type MenuInput } from '../../../contract/menu.js';
import { setSortOrder } from '../../lib/sort-order.js';
import { sysMenu } from './table.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok } from '../../lib/reply.js';
import { clearGrantsCache } from '../../lib/grants-cache.js';
import {
  findMenu, findVisibleRole, insertMenu, isDescendant, listMenus, menuParents, menuTitle, removeMenu, roleMenuIds, routeNameTaken,
  siblingNamed, toMenuRow, updateMenu,
} from './repository.js';
import { leafKeys, toTreeOptions } from './tree.js';
import { checkPermsGrantable } from './grant-limits.js';

const perm = (action: string) => ({ access: { permission: `system:menu:${action}` } });
const tags = ['system: menu'];
const operLog = (businessType: number) => ({ operLog: { title: 'menu', businessType } });
const menuIdParam = z.object({ menuId: z.coerce.number().int().positive().max(MAX_INT) });
const roleIdParam = z.object({ roleId: z.coerce.number().int().positive().max(MAX_INT) });

/** The rules the schema cannot state alone (RuoYi's, plus no cycles and no button parents). */
async function checkMenu(db: Db, lang: Lang, input: MenuInput, menuId?: number) {
  if (input.menuType !== 'F') {
    if (!input.path) throw badRequest(`path: ${msg(lang, 'menuPathRequired')}`, 'path');
    if (input.isFrame === '0' && !/^https?:\/\//i.test(input.path)) throw badRequest(`path: ${msg(lang, 'menuExternalPath')}`, 'path');
  }
  if (menuId !== undefined && input.parentId === menuId) throw badRequest(`parentId: ${msg(lang, 'menuParentSelf')}`, 'parentId');
  if (input.parentId !== 0) {
    const parent = await findMenu(db, input.parentId);
    if (!parent || parent.menuType === 'F') throw badRequest(`parentId: ${msg(lang, 'menuParentInvalid')}`, 'parentId');
    if (menuId !== undefined && isDescendant(await menuParents(db), menuId, input.parentId)) {
      throw badRequest(`parentId: ${msg(lang, 'menuParentLoop')}`, 'parentId');
    }
  }
  if (await siblingNamed(db, input, menuId)) throw conflict(msg(lang, 'menuNameTaken', input.menuName));
  if (await routeNameTaken(db, input.routeName, menuId)) throw conflict(msg(lang, 'routeNameTaken', input.routeName));
}

export const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/system/menu/list', { config: perm('list'), schema: { tags, summary: 'Every menu the caller may see, flat (a tree list)', querystring: menuQuery } }, async (request) => {
    const rows = await listMenus(app.db, request.user!, request.query);
    return ok(request, rows.map((m) => toMenuRow(m, request.lang)));
  });

  app.get('/system/menu/treeselect', { config: { access: { login: true } }, schema: { tags, summary: 'The caller\'s menus as tree options' } }, async (request) => {
    const rows = await listMenus(app.db, request.user!);
    return ok(request, toTreeOptions(rows.map((m) => ({ id: m.menuId, parentId: m.parentId, label: menuTitle(m, request.lang) }))));
  });

  app.get('/system/menu/roleMenuTreeselect/:roleId', {
    config: { access: { permission: ['system:role:query', 'system:role:edit'] } },
    schema: { tags, summary: 'The caller\'s menu tree and the role\'s checked menus', params: roleIdParam },
  }, async (request) => {
    const role = await findVisibleRole(app.db, request.user!, request.params.roleId);
    if (!role) throw notFound(msg(request.lang, 'notFound'));
    const rows = await listMenus(app.db, request.user!);
    const ids = await roleMenuIds(app.db, role.roleId);
    const checkedKeys = role.menuCheckStrictly === 1 ? leafKeys(ids, await menuParents(app.db)) : ids;
    const menus = toTreeOptions(rows.map((m) => ({ id: m.menuId, parentId: m.parentId, label: menuTitle(m, request.lang) })));
    return { ...ok(request), menus, checkedKeys };
  });

  app.get('/system/menu/:menuId', { config: perm('query'), schema: { tags, params: menuIdParam } }, async (request) => {
    const row = await findMenu(app.db, request.params.menuId);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, toMenuRow(row, request.lang));
  });

  app.post('/system/menu', { config: { ...perm('add'), ...operLog(1), grants: true }, schema: { tags, body: menuInput } }, async (request) => {
    await checkMenu(app.db, request.lang, request.body);
    checkPermsGrantable(request.user!, request.lang, request.body);
    const row = await insertMenu(app.db, request.body, request.user!.userName);
    clearGrantsCache();
    return ok(request, toMenuRow(row, request.lang));
  });

  app.put('/system/menu', { config: { ...perm('edit'), ...operLog(2), grants: true }, schema: { tags, body: menuInput } }, async (request) => {
    const id = request.body.menuId;
    if (!id) throw badRequest('menuId: required', 'menuId');
    const before = await findMenu(app.db, id);
    if (!before) throw notFound(msg(request.lang, 'notFound'));
    await checkMenu(app.db, request.lang, request.body, id);
    checkPermsGrantable(request.user!, request.lang, request.body, before);
    const row = await updateMenu(app.db, id, request.body, request.user!.userName);
    clearGrantsCache();
    return ok(request, toMenuRow(row, request.lang));
  });

  app.put('/system/menu/updateSort', {
    config: { ...perm('edit'), ...operLog(2) },
    schema: { tags, summary: 'Drag-to-sort: new order numbers for menus ({menuIds, orderNums} as comma lists)', body: sortBody('menuIds') },
  }, async (request) => {
    const missing = await setSortOrder(app.db, sysMenu, sysMenu.menuId, 'orderNum', request.body.menuIds, request.body.orderNums);
    if (missing.length) throw notFound(`${msg(request.lang, 'notFound')}: ${missing.join(',')}`);
    clearGrantsCache();
    return ok(request);
  });

  app.delete('/system/menu/:menuId', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: menuIdParam } }, async (request) => {
    const id = request.params.menuId;
    await removeMenu(app.db, request.lang, id);
    clearGrantsCache();
    return { code: 200, msg: msg(request.lang, 'ok') };
  });
};

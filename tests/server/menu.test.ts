import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../contract/auth.js';
import type { MenuRow, TreeOption } from '../../contract/menu.js';
import { admin, call, t, type Method, useTestApp } from './api.js';
import { loginAs } from './helpers.js';
import { createUser, findRoute, routeTitles } from './role-fixtures.js';

useTestApp({ logins: ['admin'] });

const menus = async (query = '') => (await call('GET', `/system/menu/list${query}`)).json().data as MenuRow[];
const routers = async (headers = admin, language = '1') => (await call('GET', `/getRouters?language=${language}`, undefined, headers)).json().data as RouteRecord[];
const page = { parentId: 1, menuType: 'C', menuName: '月台管理', menuNameEn: 'Docks', orderNum: 20, path: 'dock', component: 'biz/dock/index', perms: 'biz:dock:list', icon: 'tree' };
const create = async (body: object) => {
  const res = await call('POST', '/system/menu', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MenuRow;
};

describe('/system/menu', () => {
  it('GET list answers every menu as data, both titles and one in the request\'s language', async () => {
    const all = await menus();
    expect(all.length).toBeGreaterThan(60);
    expect(all.find((m) => m.menuId === 101)).toMatchObject({ menuName: '角色管理', menuNameEn: 'Roles', title: '角色管理', menuType: 'C', isFrame: '1', isCache: '0', perms: 'system:role:list' });
    const en = (await call('GET', '/system/menu/list', undefined, { ...admin, 'accept-language': 'en' })).json().data as MenuRow[];
    expect(en.find((m) => m.menuId === 101)?.title).toBe('Roles');
  });

  it('GET list filters by title (Chinese or English) and status', async () => {
    expect((await menus(`?menuName=${encodeURIComponent('角色管')}`)).map((m) => m.menuId)).toEqual([101]);
    expect((await menus('?menuName=roles')).map((m) => m.menuId)).toEqual([101]);
    expect(await menus('?status=1')).toEqual([]);
    expect((await call('GET', '/system/menu/list?status=9')).statusCode).toBe(400);
  });

  it('GET {menuId}, and 404 for a missing menu', async () => {
    expect((await call('GET', '/system/menu/102')).json().data).toMatchObject({ menuId: 102, path: 'menu', component: 'system/menu/index' });
    expect((await call('GET', '/system/menu/99999')).statusCode).toBe(404);
    expect((await call('GET', '/system/menu/abc')).statusCode).toBe(400);
  });

  it('GET treeselect answers the caller\'s menus as tree options in their language', async () => {
    const tree = (await call('GET', '/system/menu/treeselect', undefined, { ...admin, 'accept-language': 'en' })).json().data as TreeOption[];
    const system = tree.find((o) => o.id === 1)!;
    expect(system.label).toBe('System');
    const roles = system.children!.find((o) => o.id === 101)!;
    expect(roles.label).toBe('Roles');
    expect(roles.children!.map((o) => o.id)).toEqual([1007, 1008, 1009, 1010, 1011]);
    expect(roles.children![0]).toEqual({ id: 1007, label: 'Query' });
  });

  it('GET roleMenuTreeselect/{roleId} answers the tree and the role\'s checked menus', async () => {
    const role = await call('POST', '/system/role', { roleName: 'Tree test', roleKey: 'tree_test', roleSort: 1, menuIds: [1, 101, 1007], menuCheckStrictly: false });
    const roleId = role.json().data.roleId;
    const strict = (await call('GET', `/system/menu/roleMenuTreeselect/${roleId}`)).json();
    expect(strict.menus.length).toBeGreaterThan(1);
    expect(strict.checkedKeys.sort()).toEqual([1, 1007, 101]);
    await call('PUT', '/system/role', { roleId, roleName: 'Tree test', roleKey: 'tree_test', roleSort: 1, menuIds: [1, 101, 1007], menuCheckStrictly: true });
    expect((await call('GET', `/system/menu/roleMenuTreeselect/${roleId}`)).json().checkedKeys).toEqual([1007]);
    expect((await call('GET', '/system/menu/roleMenuTreeselect/9999')).statusCode).toBe(404);
  });

  it('POST adds a directory, a page and a button; the page shows in /getRouters at once', async () => {
    const dir = await create({ parentId: 0, menuType: 'M', menuName: '仓库', menuNameEn: 'Warehouse', orderNum: 5, path: 'warehouse', icon: 'tree' });
    const child = await create({ ...page, parentId: dir.menuId });
    const button = await create({ parentId: child.menuId, menuType: 'F', menuName: '月台新增', menuNameEn: 'Add', perms: 'biz:dock:add', path: 'ignored', component: 'ignored' });
    expect(button).toMatchObject({ path: '', component: null, icon: '#', menuType: 'F' });
    expect(routeTitles(await routers())).toEqual(expect.arrayContaining(['仓库', '仓库/月台管理']));
    const en = await routers(admin, '0');
    expect(findRoute(en, 'Warehouse')).toMatchObject({ path: '/warehouse', component: 'Layout', alwaysShow: true });
    expect(findRoute(en, 'Docks')).toMatchObject({ path: 'dock', component: 'biz/dock/index', hidden: false, meta: { icon: 'tree', noCache: false } });
  });

  it('PUT edits show in /getRouters at once: rename, hide, disable', async () => {
    const menu = await create({ ...page, menuName: '编辑测试', menuNameEn: 'Edit test', path: 'edit-test', routeName: 'EditTest' });
    const put = (changes: object) => call('PUT', '/system/menu', { ...page, menuName: '编辑测试', menuNameEn: 'Edit test', path: 'edit-test', menuId: menu.menuId, ...changes });
    expect((await put({ menuName: '改名了', menuNameEn: 'Renamed' })).statusCode).toBe(200);
    expect(routeTitles(await routers())).toContain('系统管理/改名了');
    expect(findRoute(await routers(admin, '0'), 'Renamed')).toBeDefined();
    await put({ menuName: '改名了', menuNameEn: 'Renamed', visible: '1' });
    expect(findRoute(await routers(), '改名了')?.hidden).toBe(true);
    await put({ menuName: '改名了', menuNameEn: 'Renamed', visible: '1', status: '1' });
    expect(findRoute(await routers(), '改名了')).toBeUndefined();
    expect((await call('GET', `/system/menu/${menu.menuId}`)).json().data).toMatchObject({ status: '1', visible: '1' });
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const before = (await menus()).length;
    const bad: Array<[object, string]> = [
      [{ ...page, menuName: '' }, 'menuName'],
      [{ ...page, menuType: 'X' }, 'menuType'],
      [{ ...page, path: '' }, 'path'],
      [{ ...page, menuType: 'M', path: '' }, 'path'],
      [{ ...page, isFrame: '0', path: 'www.example.com' }, 'path'],
      [{ ...page, perms: 'not a permission' }, 'perms'],
      [{ ...page, parentId: 1000 }, 'parentId'],
      [{ ...page, parentId: 424242 }, 'parentId'],
      [{ ...page, orderNum: -1 }, 'orderNum'],
      [{ ...page, component: '../../etc' }, 'component'],
    ];
    for (const [payload, field] of bad) {
      const res = await call('POST', '/system/menu', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields?.join(' '), JSON.stringify(payload)).toContain(field);
    }
    expect((await menus()).length).toBe(before);
    const link = await create({ ...page, menuName: '外链', menuNameEn: 'Link', isFrame: '0', path: 'https://example.com' });
    expect(link.isFrame).toBe('0');
  });

  it('PUT refuses a menu as its own parent or under its own sub-menu', async () => {
    const self = await call('PUT', '/system/menu', { menuId: 1, parentId: 1, menuType: 'M', menuName: '系统管理', menuNameEn: 'System', orderNum: 90, path: 'system', icon: 'system' });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields?.join(' ')).toContain('parentId');
    const loop = await call('PUT', '/system/menu', { menuId: 1, parentId: 101, menuType: 'M', menuName: '系统管理', menuNameEn: 'System', orderNum: 90, path: 'system', icon: 'system' });
    expect(loop.statusCode).toBe(400);
    expect((await call('GET', '/system/menu/1')).json().data.parentId).toBe(0);
    expect((await call('PUT', '/system/menu', { ...page, menuId: 999999 })).statusCode).toBe(404);
    expect((await call('PUT', '/system/menu', page)).json().fields?.join(' ')).toContain('menuId');
  });

  it('refuses a name taken under the same parent (409); another parent may use it', async () => {
    const before = (await menus()).length;
    const zh = await call('POST', '/system/menu', { ...page, menuName: '角色管理', menuNameEn: 'Other', path: 'x1' });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toContain('角色管理');
    expect((await call('POST', '/system/menu', { ...page, menuName: '别的', menuNameEn: 'Roles', path: 'x2' })).statusCode).toBe(409);
    expect((await call('POST', '/system/menu', { ...page, menuName: '新的', menuNameEn: 'New', path: 'x3', routeName: 'Role' })).statusCode).toBe(409);
    expect((await menus()).length).toBe(before);
    await create({ ...page, parentId: 2, menuName: '角色管理', menuNameEn: 'Roles', path: 'x4' });
    // renaming a menu to its own name is no clash
    expect((await call('PUT', '/system/menu', { ...page, menuId: 101, menuName: '角色管理', menuNameEn: 'Roles', path: 'role', component: 'system/role/index', routeName: 'Role', perms: 'system:role:list' })).statusCode).toBe(200);
  });

  it('DELETE {menuId} refuses a menu with sub-menus or granted to a role (409), else deletes', async () => {
    const children = await call('DELETE', '/system/menu/1');
    expect(children.statusCode).toBe(409);
    const leaf = await create({ ...page, menuName: '删除测试', menuNameEn: 'Delete test', path: 'delete-test' });
    await call('POST', '/system/role', { roleName: 'Del test', roleKey: 'del_test', roleSort: 1, menuIds: [leaf.menuId] });
    expect((await call('DELETE', `/system/menu/${leaf.menuId}`)).statusCode).toBe(409);
    const free = await create({ ...page, menuName: '删除测试2', menuNameEn: 'Delete test 2', path: 'delete-test-2' });
    expect((await call('DELETE', `/system/menu/${free.menuId}`)).statusCode).toBe(200);
    expect((await call('GET', `/system/menu/${free.menuId}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/system/menu/999999')).statusCode).toBe(404);
  });

  it('a role\'s user sees a menu edit at once, and only their own menus in the lists', async () => {
    const roleRes = await call('POST', '/system/role', { roleName: 'Menu viewer', roleKey: 'menu_viewer', roleSort: 1, menuIds: [1, 102, 1012, 106] });
    const userId = await createUser(t.app, 'menu_viewer');
    await call('PUT', `/system/role/authUser/selectAll?roleId=${roleRes.json().data.roleId}&userIds=${userId}`);
    const viewer = await loginAs(t.app, 'menu_viewer');
    expect(routeTitles(await routers(viewer))).toEqual(['系统管理', '系统管理/菜单管理', '系统管理/参数设置']);
    const visible = (await call('GET', '/system/menu/list', undefined, viewer)).json().data as MenuRow[];
    expect(visible.map((m) => m.menuId).sort((a, b) => a - b)).toEqual([1, 102, 106, 1012]);
    await call('PUT', '/system/menu', { menuId: 106, parentId: 1, menuType: 'C', menuName: '参数', menuNameEn: 'Params', orderNum: 1, path: 'config', component: 'system/config/index', routeName: 'Config', perms: 'system:config:list', icon: 'edit', visible: '1' });
    const after = await routers(viewer);
    expect(routeTitles(after)).toEqual(['系统管理', '系统管理/参数', '系统管理/菜单管理']);
    expect(findRoute(after, '参数')?.hidden).toBe(true);
  });
});

describe('permissions', () => {
  it('answers 403 to a user without the permission, for every guarded endpoint', async () => {
    const lhy = await loginAs(t.app, 'lhy');
    const endpoints: Array<[Method, string, object?]> = [
      ['GET', '/system/menu/list'],
      ['GET', '/system/menu/1'],
      ['GET', '/system/menu/roleMenuTreeselect/2'],
      ['POST', '/system/menu', page],
      ['PUT', '/system/menu', { ...page, menuId: 102 }],
      ['DELETE', '/system/menu/1055'],
    ];
    for (const [method, url, payload] of endpoints) {
      const res = await call(method, url, payload, lhy);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // the tree select shows a signed-in user only their own menus
    const own = await call('GET', '/system/menu/treeselect', undefined, lhy);
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json().data)).not.toContain('"id":102,');
    expect((await call('GET', '/system/menu/1055')).statusCode).toBe(200);
  });
});

// @databases: embedded — who may grant what is decided in the routes, the same on either database
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, call, t, useTestApp, type Headers } from './api.js';
import { firstSignIn } from './helpers.js';
import { sysMenu, sysRoleMenu } from '../../server/modules/menu/table.js';
import { sysRole, sysRoleDept, sysUserRole } from '../../server/modules/role/table.js';

// Issue 47 hole 2: nobody grants a permission, a role or a data scope he does not hold himself.
useTestApp({ logins: ['admin'], lang: 'en' });

/** The granter holds users, roles and menus (query, add, edit) and sees his own department only. */
const GRANTER_MENUS = [1, 100, 1000, 1001, 1002, 101, 1007, 1008, 1009, 102, 1012, 1013, 1014];
let granter: Headers;
let granterId: number;
let granterRole: number;
/** a disabled role the granter holds, carrying the parameters he does not hold */
let dormant: number;

const as = (method: 'POST' | 'PUT', url: string, payload?: object, lang = 'en') => call(method, url, payload, granter, lang);
const json = <T>(res: { statusCode: number; body: string; json: () => { data: T } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const newRole = async (roleName: string, roleKey: string, menuIds: number[], status = '0') =>
  json<{ roleId: number }>(await call('POST', '/system/role', { roleName, roleKey, roleSort: 9, status, menuIds }, admin)).roleId;
const permissions = async (headers: Headers) => (await call('GET', '/getInfo', undefined, headers)).json().permissions as string[];

/** Every grant there is: role menus, user roles, role departments, menus' permissions, roles' scopes. */
async function grants() {
  const db = t.app.db;
  return JSON.stringify([
    await db.select().from(sysRoleMenu).orderBy(sysRoleMenu.roleId, sysRoleMenu.menuId),
    await db.select().from(sysUserRole).orderBy(sysUserRole.userId, sysUserRole.roleId),
    await db.select().from(sysRoleDept).orderBy(sysRoleDept.roleId, sysRoleDept.deptId),
    await db.select({ id: sysMenu.menuId, perms: sysMenu.perms, status: sysMenu.status, parentId: sysMenu.parentId }).from(sysMenu).orderBy(sysMenu.menuId),
    await db.select({ id: sysRole.roleId, scope: sysRole.dataScope, status: sysRole.status, key: sysRole.roleKey, delFlag: sysRole.delFlag }).from(sysRole).orderBy(sysRole.roleId),
  ]);
}

beforeAll(async () => {
  granterRole = await newRole('Granter', 'granter', GRANTER_MENUS);
  expect((await call('PUT', '/system/role/dataScope', { roleId: granterRole, dataScope: '3', deptIds: [] }, admin)).statusCode).toBe(200);
  dormant = await newRole('Dormant', 'dormant', [1, 106, 1031], '1');
  const user = await call('POST', '/system/user', { userName: 'granter', nickName: 'Granter', password: 'demo123', deptId: 103, roleIds: [granterRole, dormant] }, admin);
  granterId = json<{ userId: number }>(user).userId;
  granter = await firstSignIn(t.app, 'granter', 'demo123');
});

type Attempt = { statusCode: number; text: string };
const attempt = (res: { statusCode: number; json: () => { msg: string } }): Attempt => ({ statusCode: res.statusCode, text: res.json().msg });

/**
 * One grant beyond the granter's own rights per route marked `grants` (route config, issue 47):
 * each asks for the parameters (menu 106, `system:config:list`), the customer-service role (2) or
 * all data, none of which he holds.
 */
const drivers: Record<string, () => Promise<Attempt>> = {
  'POST /api/system/menu': async () =>
    attempt(await as('POST', '/system/menu', { parentId: 102, menuName: '偷看参数', menuNameEn: 'Peek', orderNum: 9, menuType: 'F', perms: 'system:config:list' })),
  'PUT /api/system/menu': async () => {
    // the reported hole: a menu he holds, made to carry a permission he does not
    const menu = json<Record<string, unknown>>(await call('GET', '/system/menu/1012', undefined, granter));
    return attempt(await as('PUT', '/system/menu', { ...menu, perms: 'system:config:list' }));
  },
  'POST /api/system/role': async () => attempt(await as('POST', '/system/role', { roleName: 'Sneaky', roleKey: 'sneaky', roleSort: 1, menuIds: [1, 106, 1031] })),
  'PUT /api/system/role': async () =>
    attempt(await as('PUT', '/system/role', { roleId: granterRole, roleName: 'Granter', roleKey: 'granter', roleSort: 9, menuIds: [...GRANTER_MENUS, 106] })),
  'PUT /api/system/role/dataScope': async () => attempt(await as('PUT', '/system/role/dataScope', { roleId: granterRole, dataScope: '1', deptIds: [] })),
  'PUT /api/system/role/changeStatus': async () => attempt(await as('PUT', '/system/role/changeStatus', { roleId: dormant, status: '0' })),
  'PUT /api/system/role/authUser/selectAll': async () => attempt(await as('PUT', '/system/role/authUser/selectAll', { roleId: 2, userIds: String(granterId) })),
  'POST /api/system/user': async () =>
    attempt(await as('POST', '/system/user', { userName: 'granted', nickName: 'x', password: 'demo123', deptId: 103, roleIds: [2] })),
  'PUT /api/system/user': async () => {
    const res = await call('GET', `/system/user/${granterId}`, undefined, granter);
    const { data, postIds } = res.json();
    return attempt(await as('PUT', '/system/user', { ...data, postIds, roleIds: [granterRole, dormant, 2] }));
  },
  'PUT /api/system/user/authRole': async () => attempt(await as('PUT', '/system/user/authRole', { userId: granterId, roleIds: [granterRole, dormant, 2] })),
};

/** Files under server/ whose own text matches, by their path under server/. */
function serverFiles(matches: (text: string) => boolean) {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && matches(readFileSync(path, 'utf8'))) files.push(relative('server', path));
    }
  };
  walk('server');
  return files.sort();
}
const SEED_AND_OPERATOR = /^(demo|modules\/ruoyi-import|modules\/gen\/templates)\//;
/** write a grant table */
const grantWriters = () => serverFiles((text) => /\.(insert|update)\((sysUserRole|sysRoleMenu|sysRoleDept|sysRole|sysMenu)\)/.test(text)).filter((f) => !SEED_AND_OPERATOR.test(f));
/** call the menu, role and user repositories' grant writers from outside those modules */
const grantCallers = () =>
  serverFiles((text) => /from '\.\.\/(user|role|menu)\/(repository|auth-user-repository)\.js'/.test(text) &&
    /\b(insertUser|updateUser|setRoles|replaceRoles|grantRole|insertRole|updateRole|updateDataScope|updateRoleStatus|insertMenu|updateMenu)\(/.test(text))
    .filter((f) => !/^modules\/(user|role|menu)\//.test(f) && !SEED_AND_OPERATOR.test(f));

describe('nobody grants what he does not hold (issue 47 hole 2)', () => {
  it('every route that writes menus\' permissions, role menus, user roles or data scopes is marked `grants`, and each marked route has its drive', () => {
    // writes on the menu, role and user surfaces that grant nothing, and why
    const notGranting = new Set([
      'PUT /api/system/menu/updateSort', // the order of menus
      'DELETE /api/system/menu/:menuId', // refused while a role holds the menu
      'DELETE /api/system/role/:ids', // takes away
      'PUT /api/system/role/authUser/cancel', // takes away
      'PUT /api/system/role/authUser/cancelAll', // takes away
      'POST /api/system/role/export', // a file
      'DELETE /api/system/user/:ids', // takes away
      'PUT /api/system/user/resetPwd', // a password
      'PUT /api/system/user/changeStatus', // lets a user in or out with the roles he was given
      'POST /api/system/user/importData', // imported users come with no role
      'POST /api/system/user/importTemplate', // a file
      'POST /api/system/user/export', // a file
      'PUT /api/system/user/profile', // one's own name, mail, phone
      'PUT /api/system/user/profile/updatePwd', // one's own password
      'POST /api/system/user/profile/avatar', // one's own picture
    ]);
    const writes = t.app.routeAccess.filter((r) => r.method !== 'GET' && /^\/api\/system\/(menu|role|user)\b/.test(r.url));
    const unmarked = writes.filter((r) => !r.grants && !notGranting.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
    expect(unmarked, 'writes on a grant surface but is neither marked grants nor listed as granting nothing').toEqual([]);
    const marked = t.app.routeAccess.filter((r) => r.grants).map((r) => `${r.method} ${r.url}`);
    expect(marked.sort()).toEqual(Object.keys(drivers).sort());
    // only these modules write the grant tables (the seed, the RuoYi import run by the operator and the generator's migration text aside),
    // and outside them only registration calls their writers, with no role
    expect(grantWriters()).toEqual(['modules/menu/repository.ts', 'modules/role/auth-user-repository.ts', 'modules/role/repository.ts', 'modules/user/repository.ts']);
    expect(grantCallers()).toEqual(['modules/auth/register.ts']);
  });

  for (const route of Object.keys(drivers)) {
    it(`${route}: granting beyond one's own rights is refused 403 naming what he lacks, nothing granted`, async () => {
      const before = await grants();
      const { statusCode, text } = await drivers[route]();
      expect(statusCode, text).toBe(403);
      expect(text).toMatch(/system:config:list|Parameters|Customer service|wider than your own/);
      expect(await grants()).toEqual(before);
      expect(await permissions(granter)).not.toContain('system:config:list');
      expect((await call('GET', '/system/config/list', undefined, granter)).statusCode).toBe(403);
    });
  }

  it('the refusal speaks Chinese too; what he holds he may write, and the administrator holds everything', async () => {
    const zh = await as('POST', '/system/menu', { parentId: 102, menuName: '偷看参数', orderNum: 9, menuType: 'F', perms: 'system:config:list' }, 'zh-CN');
    expect(zh.statusCode).toBe(403);
    expect(zh.json().msg).toBe('不能授予自己没有的权限：system:config:list');
    const held = await as('POST', '/system/menu', { parentId: 102, menuName: '再查菜单', orderNum: 9, menuType: 'F', perms: 'system:menu:query' });
    expect(held.statusCode, held.body).toBe(200);
    const mine = await as('PUT', '/system/menu', { ...held.json().data, menuName: '再查菜单2' });
    expect(mine.statusCode, mine.body).toBe(200);
    // enabling a menu he holds that carries a permission he lacks is a grant too
    const off = json<Record<string, unknown> & { menuId: number }>(
      await call('POST', '/system/menu', { parentId: 102, menuName: '停用的参数', orderNum: 9, menuType: 'F', status: '1', perms: 'system:config:query' }, admin),
    );
    const granterForm = { roleId: granterRole, roleName: 'Granter', roleKey: 'granter', roleSort: 9 };
    expect((await call('PUT', '/system/role', { ...granterForm, menuIds: [...GRANTER_MENUS, off.menuId] }, admin)).statusCode).toBe(200);
    const before = await grants();
    const on = await as('PUT', '/system/menu', { ...off, status: '0' });
    expect(on.statusCode, on.body).toBe(403);
    expect(on.json().msg).toBe('You cannot grant a permission you do not hold yourself: system:config:query');
    expect(await grants()).toEqual(before);
    expect((await as('PUT', '/system/menu', { ...off, menuName: '仍停用的参数' })).statusCode).toBe(200);
    // enabling a role through its edit form is a grant too; a role he makes starts at his own data
    const enable = await as('PUT', '/system/role', { roleId: dormant, roleName: 'Dormant', roleKey: 'dormant', roleSort: 9, status: '0', menuIds: [1, 106, 1031] });
    expect(enable.statusCode, enable.body).toBe(403);
    expect(enable.json().msg).toBe('You cannot grant a role wider than your own rights: Dormant');
    const made = await as('POST', '/system/role', { roleName: 'Helper', roleKey: 'helper', roleSort: 1, menuIds: [1, 100, 1000] });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.dataScope).toBe('5');
    const byAdmin = await call('POST', '/system/menu', { parentId: 102, menuName: '管理员按钮', orderNum: 9, menuType: 'F', perms: 'anything:at:all' }, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await call('PUT', '/system/role/changeStatus', { roleId: dormant, status: '0' }, admin)).statusCode).toBe(200);
    expect(await permissions(granter)).toContain('system:config:list');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { admin, call, cs, customs, lhy, t, useTestApp, type Headers } from './api.js';
import { seedBusinessDemo } from '../../server/demo/index.js';
import { sysMenu } from '../../server/modules/menu/table.js';
import { loginAs } from './helpers.js';

/**
 * Every guarded route of the app's own route table × every seeded role: the guard lets through
 * exactly the roles whose permissions name the route, and single rows obey the data scope their
 * list obeys. A route or module added tomorrow is covered without editing this file.
 */
useTestApp({ logins: ['admin', 'cs', 'customs', 'lhy'] });

const GUARD_REFUSAL = /没有权限，请联系管理员授权/;
const concrete = (url: string, id = '1') => url.replace('/api', '').replace(/:(\w+)/g, () => id).replace('*', 'x');
const permissionsOf = async (headers: Headers) => new Set<string>((await call('GET', '/getInfo', undefined, headers)).json().permissions);

describe('single rows obey the data scope of their list', () => {
  let scoped: Headers;
  beforeAll(async () => {
    await seedBusinessDemo(t.app.db);
    // every menu, but "own data only": a list shows this user nothing he did not create
    const menuIds = (await t.app.db.select({ id: sysMenu.menuId }).from(sysMenu)).map((m) => m.id);
    const role = await call('POST', '/system/role', { roleName: 'Own data only', roleKey: 'owndata', roleSort: 9, menuIds }, admin);
    const roleId = role.json().data.roleId;
    await call('PUT', '/system/role/dataScope', { roleId, dataScope: '5', deptIds: [] }, admin);
    await call('POST', '/system/user', { userName: 'ownonly', nickName: 'Own only', password: 'demo123', deptId: 103, roleIds: [roleId] }, admin);
    scoped = await loginAs(t.app, 'ownonly', 'demo123');
  });

  it('answers a row to whoever its list shows it to, and to nobody else', async () => {
    const lists = t.app.routeAccess.filter((r) => r.method === 'GET' && r.url.endsWith('/list'));
    let checked = 0;
    let outside = 0;
    for (const list of lists) {
      const base = list.url.slice(0, -'/list'.length);
      const single = t.app.routeAccess.find((r) => r.method === 'GET' && new RegExp(`^${base}/:\\w+$`).test(r.url));
      if (!single) continue;
      const param = /:(\w+)$/.exec(single.url)![1];
      const rowsOf = (body: { rows?: Record<string, unknown>[]; data?: Record<string, unknown>[] }) => body.rows ?? (Array.isArray(body.data) ? body.data : []);
      const all = rowsOf((await call('GET', `${concrete(list.url)}?pageSize=50`, undefined, admin)).json());
      if (!all?.length) continue;
      const idOf = (row: Record<string, unknown>) => String(row[param] ?? Object.values(row).find((v) => typeof v === 'number'));
      const visible = new Set(rowsOf((await call('GET', `${concrete(list.url)}?pageSize=500`, undefined, scoped)).json()).map(idOf));
      for (const row of all.slice(0, 8)) {
        const id = idOf(row);
        expect((await call('GET', concrete(single.url, id), undefined, admin)).statusCode, `${single.url} ${id} as admin`).toBe(200);
        const res = await call('GET', concrete(single.url, id), undefined, scoped);
        if (visible.has(id)) expect(res.statusCode, `${single.url} ${id}: in the list`).toBe(200);
        else {
          expect([403, 404], `${single.url} ${id}: outside the list`).toContain(res.statusCode);
          outside++;
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
    // the scoped lists (users, orders, products, bookings…) hide most rows of this user
    expect(outside).toBeGreaterThan(30);
  });
});

describe('the permission matrix', () => {
  it('lets each role through exactly the routes its permissions name', async () => {
    const roles: Array<[string, Headers]> = [['admin', admin], ['cs', cs], ['customs', customs], ['lhy', lhy]];
    const held = new Map<string, Set<string>>();
    for (const [name, headers] of roles) held.set(name, await permissionsOf(headers));
    let cells = 0;
    // reads first, then writes: a write that succeeds (admin deleting row 1) must not change what a read is asked
    const guarded = t.app.routeAccess.filter((r) => r.access && 'permission' in r.access).sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const route of guarded) {
      const needed = [(route.access as { permission: string | string[] }).permission].flat();
      for (const [name, headers] of roles) {
        const perms = held.get(name)!;
        const allowed = perms.has('*:*:*') || needed.some((p) => perms.has(p));
        const res = await call(route.method as 'GET', concrete(route.url), route.method === 'GET' || route.method === 'DELETE' ? undefined : {}, headers);
        const label = `${name} ${route.method} ${route.url}`;
        expect(res.statusCode, label).not.toBe(401);
        if (allowed) expect(res.statusCode === 403 && GUARD_REFUSAL.test(res.json().msg), `${label}: refused though permitted`).toBe(false);
        else {
          expect(res.statusCode, `${label}: let through without permission`).toBe(403);
          expect(res.json().msg, label).toMatch(GUARD_REFUSAL);
        }
        cells++;
      }
    }
    expect(cells).toBeGreaterThan(400);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { admin as headers, call, t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';
import { scopedUser } from './scope-fixtures.js';

useTestApp({ logins: ['admin'] });

type Dept = { deptId: number; parentId: number; ancestors: string; deptName: string; status: string };
const list = async (query = '', h = headers) => (await call('GET', `/system/dept/list${query}`, undefined, h)).json().data as Dept[];
const get = async (id: number) => (await call('GET', `/system/dept/${id}`)).json().data as Dept & { parentName: string | null };
const add = async (parentId: number, deptName: string, extra: object = {}) => {
  const res = await call('POST', '/system/dept', { parentId, deptName, orderNum: 1, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Dept;
};
const edit = (dept: Dept, changes: object) => call('PUT', '/system/dept', { ...dept, ...changes });

describe('GET /system/dept/list', () => {
  it('answers every department as data, ordered as a tree, with filters', async () => {
    const body = (await call('GET', '/system/dept/list')).json();
    expect(body).toMatchObject({ code: 200 });
    expect(body.data.map((d: Dept) => d.deptId)).toEqual([100, 101, 102, 103, 104]);
    expect(body.data[1]).toMatchObject({ parentId: 100, ancestors: '0,100', deptName: '客服部', status: '0' });
    expect((await list('?deptName=%E6%8A%A5%E5%85%B3')).map((d) => d.deptId)).toEqual([102]);
    expect(await list('?status=1')).toEqual([]);
  });
});

describe('POST, GET {deptId}, PUT, DELETE {deptId}', () => {
  it('adds under a parent with its ancestors path and reads it back with the parent name', async () => {
    const team = await add(101, 'Night shift', { leader: 'Wu', phone: '13800000001', email: 'night@example.com' });
    expect(team).toMatchObject({ parentId: 101, ancestors: '0,100,101', leader: 'Wu' });
    expect(await get(team.deptId)).toMatchObject({ deptName: 'Night shift', parentName: '客服部', email: 'night@example.com' });
    expect((await call('GET', '/system/dept/99999')).statusCode).toBe(404);
  });

  it('keeps names unique under one parent (409), not across parents', async () => {
    const before = (await list()).length;
    const clash = await call('POST', '/system/dept', { parentId: 100, deptName: '客服部' }, { ...headers, 'accept-language': 'en' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().msg).toContain('客服部');
    await add(102, '客服部');
    expect((await list()).length).toBe(before + 1);
    const renamed = await edit(await get(103), { deptName: '报关部', parentId: 100 });
    expect(renamed.statusCode).toBe(409);
  });

  it('answers 400 naming the field for bad input, storing nothing', async () => {
    const before = (await list()).length;
    for (const [payload, field] of [
      [{ parentId: 100, deptName: '' }, 'deptName'],
      [{ deptName: 'x' }, 'parentId'],
      [{ parentId: 100, deptName: 'x', email: 'nope' }, 'email'],
      [{ parentId: 100, deptName: 'x', phone: 'call me' }, 'phone'],
      [{ parentId: 100, deptName: 'x', orderNum: -1 }, 'orderNum'],
      [{ parentId: 99999, deptName: 'x' }, 'parentId'],
      [{ parentId: 0, deptName: 'second root' }, 'parentId'],
    ] as const) {
      const res = await call('POST', '/system/dept', payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields?.join(' ').replaceAll('/', '.'), field).toContain(field);
    }
    expect((await call('PUT', '/system/dept', { parentId: 100, deptName: 'x' })).json().fields?.join(' ')).toContain('deptId');
    expect((await list()).length).toBe(before);
  });

  it('moving a department rewrites the ancestors of everything below it, in one go', async () => {
    const x = await add(101, 'X');
    const y = await add(x.deptId, 'Y');
    const z = await add(y.deptId, 'Z');
    expect(z.ancestors).toBe(`0,100,101,${x.deptId},${y.deptId}`);
    const moved = await edit(x, { parentId: 102 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await get(x.deptId)).ancestors).toBe('0,100,102');
    expect((await get(y.deptId)).ancestors).toBe(`0,100,102,${x.deptId}`);
    expect((await get(z.deptId)).ancestors).toBe(`0,100,102,${x.deptId},${y.deptId}`);
    // the moved subtree is no longer under 101
    const under101 = (await list()).filter((d) => d.ancestors.split(',').includes('101')).map((d) => d.deptId);
    expect(under101).not.toContain(z.deptId);
  });

  it('refuses a department as its own parent or under its own descendant (400), changing nothing', async () => {
    const a = await add(103, 'A');
    const b = await add(a.deptId, 'B');
    const self = await edit(a, { parentId: a.deptId });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toEqual(['parentId']);
    expect((await edit(a, { parentId: b.deptId })).statusCode).toBe(400);
    expect((await get(a.deptId)).ancestors).toBe('0,100,103');
  });

  it('PUT without parentId keeps the department where it is (the dialog hides it for the root)', async () => {
    const { parentId: _p, ...root } = await get(100);
    const res = await call('PUT', '/system/dept', { ...root, leader: 'Chief' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await get(100)).toMatchObject({ parentId: 0, ancestors: '0', leader: 'Chief' });
  });

  it('list/exclude/{deptId} leaves out the department and its subtree', async () => {
    const a = await add(104, 'Ex A');
    const b = await add(a.deptId, 'Ex B');
    const ids = (await call('GET', `/system/dept/list/exclude/${a.deptId}`)).json().data.map((d: Dept) => d.deptId);
    expect(ids).toContain(104);
    expect(ids).not.toContain(a.deptId);
    expect(ids).not.toContain(b.deptId);
  });

  it('refuses to disable a department with enabled sub-departments (409); enabling one enables its parents', async () => {
    const p = await add(104, 'Parent');
    const c = await add(p.deptId, 'Child');
    expect((await edit(p, { status: '1' })).statusCode).toBe(409);
    expect((await edit(c, { status: '1' })).statusCode).toBe(200);
    expect((await edit(p, { status: '1' })).statusCode).toBe(200);
    // nothing may be added under a disabled department
    expect((await call('POST', '/system/dept', { parentId: p.deptId, deptName: 'late' })).statusCode).toBe(409);
    expect((await edit(await get(c.deptId), { status: '0' })).statusCode).toBe(200);
    expect((await get(p.deptId)).status).toBe('0');
  });

  it('refuses to delete a department with sub-departments or users (409), deletes a bare one', async () => {
    const en = { ...headers, 'accept-language': 'en' };
    const parent = await call('DELETE', '/system/dept/100', undefined, en);
    expect(parent.statusCode).toBe(409);
    expect(parent.json().msg).toMatch(/sub-departments/);
    const leaf = await add(100, 'Leaf');
    const hired = await t.app.inject({ method: 'POST', url: '/api/system/user', headers, payload: { userName: 'leafworker', nickName: 'Leaf worker', deptId: leaf.deptId } });
    expect(hired.statusCode, hired.body).toBe(200);
    const withUser = await call('DELETE', `/system/dept/${leaf.deptId}`, undefined, en);
    expect(withUser.statusCode).toBe(409);
    expect(withUser.json().msg).toMatch(/has users/);
    const bare = await add(100, 'Bare');
    expect((await call('DELETE', `/system/dept/${bare.deptId}`)).statusCode).toBe(200);
    expect((await call('GET', `/system/dept/${bare.deptId}`)).statusCode).toBe(404);
    expect((await list()).map((d) => d.deptId)).not.toContain(bare.deptId);
    // its name is free again under that parent
    await add(100, 'Bare');
  });
});

describe('data scope', () => {
  it('a user scoped to their department and below sees only that subtree; other departments answer 403', async () => {
    const sub = await add(101, 'Scope sub');
    const { headers: h } = await scopedUser(t, { deptId: 101, dataScope: '4' });
    const seen = (await list('', h)).map((d) => d.deptId);
    expect(seen).toContain(101);
    expect(seen).toContain(sub.deptId);
    expect(seen).not.toContain(102);
    expect(seen).not.toContain(100);
    expect((await call('GET', '/system/dept/102', undefined, h)).statusCode).toBe(403);
    expect((await call('PUT', '/system/dept', { ...(await get(102)), deptName: 'taken over' }, h)).statusCode).toBe(403);
    expect((await call('DELETE', '/system/dept/102', undefined, h)).statusCode).toBe(403);
    expect((await call('POST', '/system/dept', { parentId: 102, deptName: 'smuggled' }, h)).statusCode).toBe(403);
    // editing its own top department (whose parent is out of scope) is allowed
    expect((await call('PUT', '/system/dept', { ...(await get(101)), leader: 'Boss' }, h)).statusCode).toBe(200);
    expect((await call('GET', `/system/dept/${sub.deptId}`, undefined, h)).statusCode).toBe(200);
  });

  it('own department only, custom departments and own data only', async () => {
    const own = await scopedUser(t, { deptId: 101, dataScope: '3' });
    expect((await list('', own.headers)).map((d) => d.deptId)).toEqual([101]);
    const custom = await scopedUser(t, { deptId: 101, dataScope: '2', customDepts: [102, 103] });
    expect((await list('', custom.headers)).map((d) => d.deptId).sort()).toEqual([102, 103]);
    const self = await scopedUser(t, { deptId: 101, dataScope: '5' });
    expect(await list('', self.headers)).toEqual([]);
  });
});

it('answers 403 to a user without the department permissions', async () => {
  const lhy = await loginAs(t.app, 'lhy');
  for (const [method, url] of [['GET', '/system/dept/list'], ['GET', '/system/dept/list/exclude/100'], ['GET', '/system/dept/100'], ['POST', '/system/dept'], ['PUT', '/system/dept'], ['DELETE', '/system/dept/104']] as const) {
    const res = await call(method, url, method === 'POST' || method === 'PUT' ? { parentId: 100, deptName: 'x' } : undefined, lhy);
    expect(res.statusCode, `${method} ${url}`).toBe(403);
  }
});

import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { admin as headers, t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';
import { scopedUser } from './scope-fixtures.js';
import { userCalls } from './user-helpers.js';

useTestApp({ logins: ['admin'] });

const u = () => userCalls(t, () => headers);
const en = () => ({ ...headers, 'accept-language': 'en' });
const newUser = (userName: string, extra: object = {}) => ({ userName, nickName: `${userName} nick`, deptId: 101, password: 'secret1', ...extra });
const create = async (userName: string, extra: object = {}) => {
  const res = await u().call('POST', '/system/user', newUser(userName, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { userId: number; userName: string };
};

describe('GET /system/user/list', () => {
  it('pages the live users with their department, never the password', async () => {
    const body = await u().list();
    expect(body).toMatchObject({ code: 200, total: 4 });
    expect(body.rows.map((r) => r.userName)).toEqual(['admin', 'cs', 'customs', 'lhy']);
    expect(body.rows[1]).toMatchObject({ deptId: 101, dept: { deptId: 101, deptName: '客服部' }, status: '0', sex: '0' });
    expect(body.rows[0]).not.toHaveProperty('password');
    expect(body.rows[0]).not.toHaveProperty('loginFailures');
  });

  it('filters by name, phone, status, creation date and department subtree; sorts by whitelist only', async () => {
    const { list } = u();
    expect((await list('?userName=CUST')).rows.map((r) => r.userName)).toEqual(['customs']);
    expect((await list('?status=1')).total).toBe(0);
    expect((await list('?params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).total).toBe(0);
    expect((await list('?deptId=102')).rows.map((r) => r.userName)).toEqual(['customs']);
    // the root department covers everyone below it
    expect((await list('?deptId=100')).total).toBe(4);
    const sub = (await u().call('POST', '/system/dept', { parentId: 102, deptName: 'Customs night' })).json().data.deptId;
    await create('nightbroker', { deptId: sub, phonenumber: '13912345678' });
    expect((await list('?deptId=102')).rows.map((r) => r.userName)).toEqual(['customs', 'nightbroker']);
    expect((await list('?phonenumber=1391234')).rows.map((r) => r.userName)).toEqual(['nightbroker']);
    expect((await list('?orderByColumn=userName&isAsc=descending&pageSize=1')).rows[0].userName).toBe('nightbroker');
    expect((await u().call('GET', '/system/user/list?orderByColumn=password')).statusCode).toBe(400);
    expect((await u().call('GET', '/system/user/list?deptId=abc')).statusCode).toBe(400);
  });
});

describe('GET /system/user/ and GET /system/user/{userId}', () => {
  it('answers the roles and posts for the add dialog', async () => {
    const body = (await u().call('GET', '/system/user/')).json();
    expect(body.roles.map((r: { roleKey: string }) => r.roleKey)).toEqual(['admin', 'cs', 'customs', 'LHY']);
    expect(body.posts).toHaveLength(5);
  });

  it('answers the user with role and post ids, and the choices', async () => {
    const cs = await u().idOf('cs');
    const body = (await u().call('GET', `/system/user/${cs}`)).json();
    expect(body.data).toMatchObject({ userName: 'cs', roleIds: [2], postIds: [1], dept: { deptName: '客服部' } });
    expect(body).toMatchObject({ roleIds: [2], postIds: [1] });
    expect(body.roles).toHaveLength(4);
    expect(body.data).not.toHaveProperty('password');
    expect((await u().call('GET', '/system/user/99999')).statusCode).toBe(404);
    expect((await u().call('GET', '/system/user/abc')).statusCode).toBe(400);
  });
});

describe('POST /system/user', () => {
  it('creates a user with a bcrypt hash, roles and posts; the user can log in', async () => {
    const user = await create('alice', { roleIds: [2], postIds: [1, 2], email: 'alice@example.com', sex: '1' });
    const row = (await u().rowOf('alice'))!;
    expect(row.password).toMatch(/^\$2[aby]\$/);
    expect(await bcrypt.compare('secret1', row.password)).toBe(true);
    expect((await u().call('GET', `/system/user/${user.userId}`)).json().data).toMatchObject({ roleIds: [2], postIds: [1, 2], email: 'alice@example.com', sex: '1', deptId: 101 });
    expect((await u().login('alice', 'secret1')).statusCode).toBe(200);
  });

  it('without a password uses the parameter sys.user.initPassword', async () => {
    await create('bob', { password: '' });
    expect((await u().login('bob', '123456')).statusCode).toBe(200);
  });

  it('refuses a taken login name, e-mail or phone with 409, storing nothing', async () => {
    const before = (await u().list()).total;
    const name = await u().call('POST', '/system/user', newUser('cs'), en());
    expect(name.statusCode).toBe(409);
    expect(name.json().msg).toContain('"cs"');
    expect((await u().call('POST', '/system/user', newUser('carol', { email: 'CS@example.com' }))).statusCode).toBe(409);
    await create('dave', { phonenumber: '13700000000' });
    expect((await u().call('POST', '/system/user', newUser('erin', { phonenumber: '13700000000' }))).statusCode).toBe(409);
    expect((await u().list()).total).toBe(before + 1);
  });

  it('answers 400 naming the field for bad input, storing nothing', async () => {
    const before = (await u().list()).total;
    for (const [payload, field] of [
      [newUser('x'), 'userName'],
      [newUser('has space'), 'userName'],
      [newUser('frank', { nickName: '' }), 'nickName'],
      [newUser('frank', { password: '1234' }), 'password'],
      [newUser('frank', { password: 'x'.repeat(21) }), 'password'],
      [newUser('frank', { email: 'nope' }), 'email'],
      [newUser('frank', { phonenumber: 'call me' }), 'phonenumber'],
      [newUser('frank', { sex: '9' }), 'sex'],
      [newUser('frank', { roleIds: [99999] }), 'roleIds'],
      [newUser('frank', { postIds: [99999] }), 'postIds'],
      [newUser('frank', { deptId: 99999 }), 'deptId'],
    ] as const) {
      const res = await u().call('POST', '/system/user', payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields?.join(' '), field).toContain(field);
    }
    expect((await u().list()).total).toBe(before);
  });
});

describe('PUT /system/user', () => {
  it('updates the fields and replaces roles and posts together; userName and password stay', async () => {
    const user = await create('gina', { roleIds: [2], postIds: [1] });
    const res = await u().call('PUT', '/system/user', { userId: user.userId, userName: 'renamed', password: 'ignored1', nickName: 'Gina', deptId: 102, roleIds: [3, 4], postIds: [2], remark: 'moved' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await u().call('GET', `/system/user/${user.userId}`)).json().data).toMatchObject({ userName: 'gina', nickName: 'Gina', deptId: 102, roleIds: [3, 4], postIds: [2], remark: 'moved' });
    expect((await u().login('gina', 'secret1')).statusCode).toBe(200);
  });

  it('bad input answers 400 and changes nothing, roles included', async () => {
    const user = await create('hank', { roleIds: [2] });
    const res = await u().call('PUT', '/system/user', { userId: user.userId, nickName: 'Hank', roleIds: [3, 99999] });
    expect(res.statusCode).toBe(400);
    expect((await u().call('GET', `/system/user/${user.userId}`)).json().data.roleIds).toEqual([2]);
    expect((await u().call('PUT', '/system/user', { nickName: 'nobody' })).json().fields?.join(' ')).toContain('userId');
  });

  it('the administrator account: admin may edit it, but it keeps its role and cannot be disabled', async () => {
    const base = { userId: 1, nickName: 'Chief', deptId: 104, roleIds: [1], postIds: [] };
    expect((await u().call('PUT', '/system/user', base)).statusCode).toBe(200);
    expect((await u().call('PUT', '/system/user', { ...base, roleIds: [2] })).statusCode).toBe(400);
    expect((await u().call('PUT', '/system/user', { ...base, status: '1' })).statusCode).toBe(409);
    expect((await u().call('GET', '/system/user/1')).json().data).toMatchObject({ nickName: 'Chief', status: '0', roleIds: [1] });
  });

  it('a non-administrator with scope "all" may not touch an administrator account nor grant the admin role (403)', async () => {
    const boss = await scopedUser(t, { deptId: 104, dataScope: '1' });
    const res = await u().call('PUT', '/system/user', { userId: 1, nickName: 'Hijacked', roleIds: [1] }, boss.headers);
    expect(res.statusCode).toBe(403);
    const other = await create('ivan');
    expect((await u().call('PUT', '/system/user', { userId: other.userId, nickName: 'Ivan', roleIds: [1] }, boss.headers)).statusCode).toBe(403);
    expect((await u().call('POST', '/system/user', newUser('judy', { roleIds: [1] }), boss.headers)).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['PUT', '/system/user/resetPwd', { userId: 1, password: 'hacked1' }],
      ['PUT', '/system/user/changeStatus', { userId: 1, status: '1' }],
      ['PUT', '/system/user/authRole?userId=1&roleIds=2', undefined],
      ['DELETE', `/system/user/${(await scopedUser(t, { deptId: 104, dataScope: '1' })).userId}`, undefined],
    ] as const) {
      // a fellow holder of scope "all" is fine to delete; the built-in admin never
      const r = await u().call(method, url, payload, boss.headers);
      expect(r.statusCode, url).toBe(url.startsWith('/system/user/') && method === 'DELETE' ? 200 : 403);
    }
    // the choices never offer the administrator role to a non-administrator
    expect((await u().call('GET', '/system/user/', undefined, boss.headers)).json().roles.map((r: { roleKey: string }) => r.roleKey)).not.toContain('admin');
    expect((await u().call('GET', '/system/user/1')).json().data.nickName).toBe('Chief');
  });
});

describe('DELETE /system/user/{ids}', () => {
  it('soft-deletes: the user leaves the list, cannot log in, and the name stays taken', async () => {
    const user = await create('kate', { roleIds: [2], postIds: [1] });
    const session = await loginAs(t.app, 'kate', 'secret1');
    expect((await u().call('DELETE', `/system/user/${user.userId}`)).statusCode).toBe(200);
    expect((await u().list('?userName=kate')).total).toBe(0);
    expect((await u().call('GET', `/system/user/${user.userId}`)).statusCode).toBe(404);
    expect((await u().login('kate', 'secret1')).statusCode).not.toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: session })).statusCode).toBe(401);
    expect((await u().call('POST', '/system/user', newUser('kate'))).statusCode).toBe(409);
  });

  it('never the administrator nor oneself (409), and nothing of such a batch', async () => {
    const user = await create('leo');
    const admin = await u().call('DELETE', `/system/user/${user.userId},1`, undefined, en());
    expect(admin.statusCode).toBe(409);
    expect(admin.json().msg).toMatch(/administrator account cannot be deleted/);
    const deleter = await scopedUser(t, { deptId: 101, dataScope: '1' });
    const self = await u().call('DELETE', `/system/user/${user.userId},${deleter.userId}`, undefined, { ...deleter.headers, 'accept-language': 'en' });
    expect(self.statusCode).toBe(409);
    expect(self.json().msg).toMatch(/your own account/);
    expect((await u().list('?userName=leo')).total).toBe(1);
    expect((await u().call('DELETE', '/system/user/99999')).statusCode).toBe(404);
  });
});

describe('PUT resetPwd and changeStatus', () => {
  it('resetPwd sets a new password (5-20 characters)', async () => {
    const user = await create('mia');
    expect((await u().call('PUT', '/system/user/resetPwd', { userId: user.userId, password: 'fresh1' })).statusCode).toBe(200);
    expect((await u().login('mia', 'fresh1')).statusCode).toBe(200);
    const short = await u().call('PUT', '/system/user/resetPwd', { userId: user.userId, password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields?.join(' ')).toContain('password');
    expect((await u().login('mia', 'fresh1')).statusCode).toBe(200);
    expect((await u().call('PUT', '/system/user/resetPwd', { userId: 99999, password: 'fresh1' })).statusCode).toBe(404);
  });

  it('disabling ends the user\'s sessions at once; enabling lets them back in', async () => {
    const user = await create('ned');
    const session = await loginAs(t.app, 'ned', 'secret1');
    expect((await u().call('PUT', '/system/user/changeStatus', { userId: user.userId, status: '1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: session })).statusCode).toBe(401);
    expect((await u().login('ned', 'secret1')).statusCode).not.toBe(200);
    expect((await u().list('?userName=ned')).rows[0].status).toBe('1');
    expect((await u().call('PUT', '/system/user/changeStatus', { userId: user.userId, status: '0' })).statusCode).toBe(200);
    expect((await u().login('ned', 'secret1')).statusCode).toBe(200);
    expect((await u().call('PUT', '/system/user/changeStatus', { userId: user.userId, status: '2' })).statusCode).toBe(400);
  });

  it('never disables the administrator or oneself (409)', async () => {
    expect((await u().call('PUT', '/system/user/changeStatus', { userId: 1, status: '1' })).statusCode).toBe(409);
    const me = await scopedUser(t, { deptId: 101, dataScope: '1' });
    expect((await u().call('PUT', '/system/user/changeStatus', { userId: me.userId, status: '1' }, me.headers)).statusCode).toBe(409);
  });
});

describe('GET and PUT authRole', () => {
  it('lists every role flagged when held, and replaces them from the query or a body', async () => {
    const user = await create('olga', { roleIds: [2] });
    const body = (await u().call('GET', `/system/user/authRole/${user.userId}`)).json();
    expect(body.user).toMatchObject({ userName: 'olga' });
    expect(body.roles.filter((r: { flag: boolean }) => r.flag).map((r: { roleId: number }) => r.roleId)).toEqual([2]);
    expect((await u().call('PUT', `/system/user/authRole?userId=${user.userId}&roleIds=3,4`)).statusCode).toBe(200);
    expect((await u().call('GET', `/system/user/${user.userId}`)).json().data.roleIds.sort()).toEqual([3, 4]);
    expect((await u().call('PUT', '/system/user/authRole', { userId: user.userId, roleIds: [2] })).statusCode).toBe(200);
    const info = (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: await loginAs(t.app, 'olga', 'secret1') })).json();
    expect(info.roles).toEqual(['cs']);
    expect((await u().call('PUT', `/system/user/authRole?userId=${user.userId}&roleIds=`)).statusCode).toBe(200);
    expect((await u().call('GET', `/system/user/${user.userId}`)).json().data.roleIds).toEqual([]);
  });

  it('refuses unknown roles (400), bad ids (400) and the admin losing its role (400)', async () => {
    const user = await create('pete', { roleIds: [2] });
    expect((await u().call('PUT', `/system/user/authRole?userId=${user.userId}&roleIds=2,99999`)).statusCode).toBe(400);
    expect((await u().call('PUT', `/system/user/authRole?userId=${user.userId}&roleIds=a,b`)).statusCode).toBe(400);
    expect((await u().call('PUT', '/system/user/authRole?roleIds=2')).statusCode).toBe(400);
    expect((await u().call('PUT', '/system/user/authRole?userId=1&roleIds=2')).statusCode).toBe(400);
    expect((await u().call('GET', `/system/user/${user.userId}`)).json().data.roleIds).toEqual([2]);
  });
});

describe('GET /system/user/deptTree', () => {
  it('answers the departments as a tree of options', async () => {
    const tree = (await u().call('GET', '/system/user/deptTree')).json().data;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: 100, label: '物流公司' });
    expect(tree[0].children.map((c: { id: number }) => c.id)).toEqual([101, 102, 103, 104]);
  });
});

describe('data scope', () => {
  const singleRowCalls = (userId: number) => [
    ['GET', `/system/user/${userId}`, undefined],
    ['PUT', '/system/user', { userId, nickName: 'taken over' }],
    ['DELETE', `/system/user/${userId}`, undefined],
    ['PUT', '/system/user/resetPwd', { userId, password: 'owned1' }],
    ['PUT', '/system/user/changeStatus', { userId, status: '1' }],
    ['GET', `/system/user/authRole/${userId}`, undefined],
    ['PUT', `/system/user/authRole?userId=${userId}&roleIds=2`, undefined],
  ] as const;

  for (const [label, dataScope, custom] of [
    ['own department and below', '4', undefined],
    ['own department', '3', undefined],
    ['custom departments', '2', [101]],
  ] as const) {
    it(`${label}: a user of dept 101 sees only dept 101's users, and gets 403 on dept 102's`, async () => {
      const me = await scopedUser(t, { deptId: 101, dataScope, customDepts: custom ? [...custom] : undefined });
      const seen = await u().list('?pageSize=500', me.headers);
      expect(seen.rows.length).toBeGreaterThan(0);
      expect(seen.rows.every((r) => (r.dept as { deptId: number }).deptId === 101)).toBe(true);
      expect(seen.rows.map((r) => r.userName)).toContain('cs');
      expect(seen.rows.map((r) => r.userName)).not.toContain('customs');
      expect((await u().list('?deptId=102', me.headers)).total).toBe(0);
      const customs = await u().idOf('customs');
      for (const [method, url, payload] of singleRowCalls(customs)) {
        const res = await u().call(method, url, payload, me.headers);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await u().call('GET', `/system/user/${await u().idOf('cs')}`, undefined, me.headers)).statusCode).toBe(200);
      expect((await u().call('POST', '/system/user', newUser(`out${dataScope}`, { deptId: 102 }), me.headers)).statusCode).toBe(403);
      // the customs user is untouched
      expect((await u().list('?userName=customs')).rows[0]).toMatchObject({ nickName: '报关小李', status: '0' });
    });
  }

  it('own data only: sees nobody but oneself', async () => {
    const me = await scopedUser(t, { deptId: 101, dataScope: '5' });
    expect((await u().list('', me.headers)).rows.map((r) => r.userName)).toEqual([me.userName]);
    expect((await u().call('GET', `/system/user/${await u().idOf('cs')}`, undefined, me.headers)).statusCode).toBe(403);
    expect((await u().call('GET', '/system/user/deptTree', undefined, me.headers)).json().data).toEqual([]);
  });

  it('the department tree starts at the scoped department', async () => {
    const me = await scopedUser(t, { deptId: 101, dataScope: '4' });
    const tree = (await u().call('GET', '/system/user/deptTree', undefined, me.headers)).json().data;
    expect(tree.map((n: { id: number }) => n.id)).toEqual([101]);
  });
});

it('answers 403 to a user without the user permissions', async () => {
  const lhy = await loginAs(t.app, 'lhy');
  for (const [method, url] of [
    ['GET', '/system/user/list'], ['GET', '/system/user/'], ['GET', '/system/user/1'], ['POST', '/system/user'], ['PUT', '/system/user'],
    ['DELETE', '/system/user/2'], ['PUT', '/system/user/resetPwd'], ['PUT', '/system/user/changeStatus'], ['GET', '/system/user/authRole/1'],
    ['PUT', '/system/user/authRole'], ['GET', '/system/user/deptTree'], ['GET', '/system/user/export'], ['POST', '/system/user/export'],
    ['POST', '/system/user/importData'], ['GET', '/system/user/importTemplate'], ['POST', '/system/user/importTemplate'],
  ] as const) {
    const res = await u().call(method, url, method === 'POST' || method === 'PUT' ? {} : undefined, lhy);
    expect(res.statusCode, `${method} ${url}`).toBe(403);
  }
});

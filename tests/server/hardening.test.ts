// @databases: embedded — validation, permissions and language of the answers, refused before the database
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/lib/secrets.js';
import { admin, call, cs, t, useTestApp } from './api.js';
import { createTestApp, firstSignIn, loginAs } from './helpers.js';
import { sheetValues } from './xlsx.js';

useTestApp({ logins: ['admin', 'cs'] });

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

describe('input no route can use', () => {
  it('refuses a NUL character anywhere — path, query, body, login name — as a 400 naming the field', async () => {
    const cases = [
      await call('GET', '/system/config/configKey/sys%00x', undefined, admin),
      await call('GET', '/system/config/list?configName=a%00b', undefined, admin),
      await call('POST', '/system/post', { postCode: 'p\u0000', postName: 'x', postSort: 1 }, admin),
      await login('adm\u0000in', 'admin123'),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toMatch(/NUL|空字符/);
    }
    expect(cases[1].json().fields).toEqual(['configName']);
    expect(cases[2].json().fields).toEqual(['postCode']);
    expect(cases[3].json().fields).toEqual(['username']);
  });

  it('refuses dates that do not exist and ids beyond the integer range, naming the field', async () => {
    for (const [url, field] of [
      ['/system/config/list?params%5BbeginTime%5D=2024-02-30', 'params[beginTime]'],
      ['/system/config/list?params%5BendTime%5D=2024-01-01%2025:00:00', 'params[endTime]'],
      ['/system/config/99999999999', 'id'],
      ['/system/post/2147483648', 'postId'],
    ]) {
      const res = await call('GET', url, undefined, admin);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields?.join(' ').replaceAll('/', '.'), url).toContain(field);
    }
    const del = await call('DELETE', '/system/config/1,99999999999', undefined, admin);
    expect(del.statusCode).toBe(400);
    const body = await call('PUT', '/system/user/authRole', { userId: 2, roleIds: [3_000_000_000] }, admin);
    expect(body.statusCode).toBe(400);
    expect(body.json().fields?.join(' ')).toMatch(/roleIds/);
  });
});

describe('sign-in tells nothing about which names exist', () => {
  it('answers a missing name, a wrong password and a disabled account with a wrong password alike', async () => {
    const hired = await call('POST', '/system/user', { userName: 'quitter', nickName: 'Quitter', password: 'demo123', deptId: 103, roleIds: [] }, admin);
    const quitter = (await call('GET', '/system/user/list?userName=quitter', undefined, admin)).json().rows[0].userId;
    expect(hired.statusCode).toBe(200);
    await call('PUT', '/system/user/changeStatus', { userId: quitter, status: '1' }, admin);
    const answers = [await login('nobody-here', 'wrong-pass'), await login('cs', 'wrong-pass'), await login('quitter', 'wrong-pass')];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answers[0].json());
    }
    // the right password of a disabled account is told that it is disabled
    expect((await login('quitter', 'demo123')).statusCode).toBe(403);
  });

  it('costs the same for a missing name as for a wrong password', async () => {
    const median = async (username: string) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        await login(username, `wrong-${i}`);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[1];
    };
    const missing = await median('ghost-user');
    const existing = await median('customs');
    expect(missing / existing).toBeGreaterThan(0.5);
    expect(missing / existing).toBeLessThan(2);
  });

  it('locks a missing name after five failures, as it locks an account', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await login('phantom', 'wrong')).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 403, 403]);
  });
});

describe('secrets', () => {
  it('keeps a secret parameter from users without the configuration permission, and out of exports and the operation log', async () => {
    expect((await call('GET', '/system/config/configKey/sys.user.initPassword', undefined, cs)).statusCode).toBe(403);
    expect((await call('GET', '/system/config/configKey/sys.index.skinName', undefined, cs)).statusCode).toBe(200);
    expect((await call('GET', '/system/config/configKey/sys.user.initPassword', undefined, admin)).json().msg).toBe('123456');

    const exported = await call('GET', '/system/config/export?configKey=sys.user.initPassword', undefined, admin);
    const rows = await sheetValues(exported.rawPayload);
    expect(rows[1]).toContain('******');
    expect(rows.flat()).not.toContain('123456');

    const row = (await call('GET', '/system/config/list?configKey=sys.user.initPassword', undefined, admin)).json().rows[0];
    const edited = await call('PUT', '/system/config', { ...row, configValue: 'Secret-777' }, admin);
    expect(edited.statusCode).toBe(200);
    const log = (await call('GET', '/monitor/operlog/list?title=config&pageSize=1', undefined, admin)).json().rows[0];
    expect(`${log.operParam}${log.jsonResult}`).not.toContain('Secret-777');
  });

  it('redacts secret query parameters from logged URLs', async () => {
    expect(redactUrl('/api/system/user/profile/updatePwd?oldPassword=a1&newPassword=b2&x=1')).toBe('/api/system/user/profile/updatePwd?oldPassword=******&newPassword=******&x=1');
    expect(redactUrl('/api/x?token=abc')).toBe('/api/x?token=******');
    expect(redactUrl('/api/x?name=pass')).toBe('/api/x?name=pass');
  });
});

describe('a password change ends the other sessions', () => {
  it('keeps the session that changed it and ends the rest; a reset by an administrator ends them all', async () => {
    await call('POST', '/system/user', { userName: 'mover', nickName: 'Mover', password: 'demo123', deptId: 103, roleIds: [] }, admin);
    const here = await loginAs(t.app, 'mover', 'demo123');
    const there = await loginAs(t.app, 'mover', 'demo123');
    const changed = await call('PUT', '/system/user/profile/updatePwd', { oldPassword: 'demo123', newPassword: 'demo456' }, here);
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/getInfo', undefined, here)).statusCode).toBe(200);
    expect((await call('GET', '/getInfo', undefined, there)).statusCode).toBe(401);

    const userId = (await call('GET', '/system/user/list?userName=mover', undefined, admin)).json().rows[0].userId;
    expect((await call('PUT', '/system/user/resetPwd', { userId, password: 'demo789' }, admin)).statusCode).toBe(200);
    expect((await call('GET', '/getInfo', undefined, here)).statusCode).toBe(401);
  });
});

describe('exports', () => {
  it('write a stored value that starts like a formula as text', async () => {
    const added = await call('POST', '/system/config', { configName: '=HYPERLINK("http://evil","x")', configKey: 'test.formula', configValue: '@SUM(A1)', configType: 'N' }, admin);
    expect(added.statusCode, added.body).toBe(200);
    const rows = await sheetValues((await call('GET', '/system/config/export?configKey=test.formula', undefined, admin)).rawPayload);
    expect(rows[1]).toContain(`'=HYPERLINK("http://evil","x")`);
    expect(rows[1]).toContain(`'@SUM(A1)`);
  });
});

describe('user names that pass for another', () => {
  it('normalises full-width forms, refuses invisible characters and treats case as the same name', async () => {
    const add = (userName: string) => call('POST', '/system/user', { userName, nickName: 'x', password: 'demo123', deptId: 103, roleIds: [] }, admin);
    expect((await add('ｃｓ')).statusCode).toBe(409);
    expect((await add('CS')).statusCode).toBe(409);
    for (const name of ['c\u200bs', 'c\u202es', 'cs\u0007']) {
      const res = await add(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().fields).toEqual(['userName']);
    }
    expect((await login('ＡＤＭＩＮ', 'admin123')).statusCode).toBe(200);
  });
});

describe('rights nobody may widen', () => {
  it('lets a user administrator grant no role wider than his own, nor widen his role\'s data scope', async () => {
    const menus = [1, 100, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 101, 1007, 1008, 1009, 1010, 1011];
    const role = await call('POST', '/system/role', { roleName: 'User admins', roleKey: 'useradmin', roleSort: 9, menuIds: menus }, admin);
    expect(role.statusCode, role.body).toBe(200);
    const roleId = role.json().data.roleId;
    expect((await call('PUT', '/system/role/dataScope', { roleId, dataScope: '3', deptIds: [] }, admin)).statusCode).toBe(200);
    await call('POST', '/system/user', { userName: 'umgr', nickName: 'Umgr', password: 'demo123', deptId: 103, roleIds: [roleId] }, admin);
    const umgr = await firstSignIn(t.app, 'umgr', 'demo123');
    const self = (await call('GET', '/getInfo', undefined, umgr)).json().user.userId;

    const toSelf = await call('PUT', '/system/user/authRole', { userId: self, roleIds: [roleId, 2] }, umgr);
    expect(toSelf.statusCode).toBe(403);
    expect(toSelf.json().msg).toMatch(/客服|wider|超出/);
    expect((await call('PUT', '/system/role/authUser/selectAll', { roleId: 2, userIds: String(self) }, umgr)).statusCode).toBe(403);
    expect((await call('PUT', '/system/role/dataScope', { roleId, dataScope: '1', deptIds: [] }, umgr)).statusCode).toBe(403);
    expect((await call('POST', '/system/user', { userName: 'umgr2', nickName: 'x', password: 'demo123', deptId: 103, roleIds: [3] }, umgr)).statusCode).toBe(403);
    // what he holds himself he may pass on, and what a user already holds may stay
    expect((await call('PUT', '/system/user/authRole', { userId: self, roleIds: [roleId] }, umgr)).statusCode).toBe(200);
    expect((await call('PUT', '/system/role/dataScope', { roleId, dataScope: '5', deptIds: [] }, umgr)).statusCode).toBe(200);
    const held = (await call('GET', '/getInfo', undefined, umgr)).json().roles;
    expect(held).toEqual(['useradmin']);
  });
});

describe('answers outside the routes', () => {
  it('keeps the envelope for an over-long path parameter, an oversize JSON body and oversize headers', async () => {
    const longParam = await call('GET', `/system/config/configKey/${'k'.repeat(300)}`, undefined, admin);
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json().code).toBe(414);
    const big = await t.app.inject({ method: 'POST', url: '/api/system/config', headers: { ...admin, 'content-type': 'application/json' }, payload: JSON.stringify({ configName: 'x'.repeat(20 * 1024 * 1024) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toMatch(/请求内容过大/);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET /api/health?${'q'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
      let text = '';
      socket.on('data', (c) => (text += c.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1.1 431/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 431 });
  });

  it('sends HSTS on https behind a trusted proxy, never on plain http', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const https = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=/);
      const http = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

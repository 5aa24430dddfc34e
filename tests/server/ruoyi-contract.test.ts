// @databases: embedded — validation, permissions and language of the answers, refused before the database
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, cs, t, useTestApp, type Headers } from './api.js';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

/**
 * The requests RuoYi-Vue's own console makes (their shapes as its public source sends them),
 * answered in the default mode (HTTP statuses) and in RuoYi mode (every failure HTTP 200 with the
 * code in the body), which the parameter sys.api.ruoyiCompat or RUOYI_COMPAT=true turns on.
 */
useTestApp({ logins: ['admin', 'cs'] });

async function setRuoyiMode(on: boolean) {
  const list = await call('GET', '/system/config/list?configKey=sys.api.ruoyiCompat', undefined, admin);
  const [row] = list.json().rows;
  const res = await call('PUT', '/system/config', { ...row, configValue: on ? 'true' : 'false' }, admin);
  expect(res.json().code).toBe(200);
}

/** A failure as each mode answers it: the same body code, HTTP status = code or 200. */
const failures = [
  { what: 'no session', method: 'GET' as const, url: '/getInfo', as: () => ({}), code: 401 },
  { what: 'no permission', method: 'GET' as const, url: '/system/user/list', as: () => cs, code: 403 },
  { what: 'bad input (RuoYi post form without a name)', method: 'POST' as const, url: '/system/post', body: { postCode: 'x', postSort: 1, status: '0' }, as: () => admin, code: 400 },
  { what: 'unknown path', method: 'GET' as const, url: '/system/nothing/here', as: () => admin, code: 404 },
  { what: 'wrong password at login', method: 'POST' as const, url: '/login', body: { username: 'cs', password: 'wrong', code: '', uuid: '' }, as: () => ({}), code: 400 },
];

describe.each([
  { mode: 'default', ruoyi: false },
  { mode: 'RuoYi', ruoyi: true },
])('$mode mode', ({ ruoyi }) => {
  beforeAll(() => setRuoyiMode(ruoyi));
  afterAll(() => setRuoyiMode(false));

  it.each(failures)('answers a failure ($what) with code $code in the body', async ({ method, url, body, as, code }) => {
    const res = await call(method, url, body, as() as Headers);
    expect(res.json()).toMatchObject({ code, msg: expect.any(String) });
    expect(res.statusCode).toBe(ruoyi ? 200 : code);
  });

  it('answers what the console reads at login: captcha, token, user info and routes', async () => {
    const captcha = await call('GET', '/captchaImage', undefined, {});
    expect(captcha.statusCode).toBe(200);
    expect(captcha.json()).toMatchObject({ code: 200, captchaEnabled: false });
    const login = await call('POST', '/login', { username: 'admin', password: 'admin123', code: '', uuid: '' }, {});
    expect(login.json()).toMatchObject({ code: 200, token: expect.any(String) });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const info = (await call('GET', '/getInfo', undefined, headers)).json();
    expect(info).toMatchObject({ code: 200, user: { userName: 'admin' }, roles: ['admin'], permissions: ['*:*:*'] });
    const routers = (await call('GET', '/getRouters', undefined, headers)).json();
    expect(routers.data.find((r: { path: string }) => r.path === '/system')).toMatchObject({ component: 'Layout', children: expect.any(Array) });
  });

  it('ends a session with 401 in the body, which opens RuoYi\'s "log in again" dialog', async () => {
    const headers = await loginAs(t.app, 'cs');
    await call('POST', '/logout', undefined, headers);
    const res = await call('GET', '/system/notice/listTop', undefined, headers);
    expect(res.json().code).toBe(401);
    expect(res.statusCode).toBe(ruoyi ? 200 : 401);
  });
});

describe('language of a client that sends none of ours', () => {
  afterAll(() => setRuoyiMode(false));

  it('follows Accept-Language by default', async () => {
    const res = await call('GET', '/system/user/list', undefined, cs, 'en-US,en;q=0.9');
    expect(res.json().msg).toMatch(/^You do not have permission/);
  });

  it('in RuoYi mode ignores the browser\'s Accept-Language and follows ?lang= or Content-Language', async () => {
    await setRuoyiMode(true);
    const browser = await call('GET', '/system/user/list', undefined, cs, 'en-US,en;q=0.9');
    expect(browser.json().msg).not.toMatch(/[a-z]{4}/);
    const byQuery = await call('GET', '/system/user/list?lang=en_US', undefined, cs);
    expect(byQuery.json().msg).toMatch(/^You do not have permission/);
    const byHeader = await call('GET', '/system/user/list', undefined, { ...cs, 'content-language': 'en' });
    expect(byHeader.json().msg).toMatch(/^You do not have permission/);
  });
});

describe('RUOYI_COMPAT=true', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ ruoyiCompat: true });
  });
  afterAll(() => other?.close());

  it('turns RuoYi mode on for every request, whatever the parameter says', async () => {
    const res = await other.app.inject({ method: 'GET', url: '/api/getInfo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(401);
  });
});

describe('the navbar bell (listTop, markRead, markReadAll, readUsers/list)', () => {
  let first: number;
  let second: number;
  beforeAll(async () => {
    const add = (noticeTitle: string) => call('POST', '/system/notice', { noticeTitle, noticeType: '1', noticeContent: '<p>x</p>', status: '0' }, admin);
    first = (await add('Bell one')).json().data.noticeId;
    second = (await add('Bell two')).json().data.noticeId;
  });

  it('lists the newest open notices with isRead for the caller, and the unread count, in RuoYi\'s shape', async () => {
    const body = (await call('GET', '/system/notice/listTop', undefined, cs)).json();
    expect(body).toMatchObject({ code: 200, unreadCount: expect.any(Number) });
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.data[0]).toMatchObject({ noticeId: second, noticeTitle: 'Bell two', isRead: false });
  });

  it('keeps read state per user: one user marking a notice read changes nothing for another', async () => {
    const before = (await call('GET', '/system/notice/listTop', undefined, admin)).json().unreadCount;
    const csBefore = (await call('GET', '/system/notice/listTop', undefined, cs)).json().unreadCount;
    expect((await call('POST', `/system/notice/markRead?noticeId=${first}`, undefined, cs)).json().code).toBe(200);
    // again: no change, no error
    expect((await call('POST', `/system/notice/markRead?noticeId=${first}`, undefined, cs)).json().code).toBe(200);
    const csAfter = (await call('GET', '/system/notice/listTop', undefined, cs)).json();
    expect(csAfter.unreadCount).toBe(csBefore - 1);
    expect(csAfter.data.find((n: { noticeId: number }) => n.noticeId === first).isRead).toBe(true);
    expect((await call('GET', '/system/notice/listTop', undefined, admin)).json().unreadCount).toBe(before);
  });

  it('marks several read at once, and refuses an unknown or closed notice without recording any', async () => {
    const refused = await call('POST', `/system/notice/markReadAll?ids=${second},999999`, undefined, admin);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toContain('999999');
    const top = (await call('GET', '/system/notice/listTop', undefined, admin)).json();
    expect(top.data.find((n: { noticeId: number }) => n.noticeId === second).isRead).toBe(false);
    const ids = top.data.map((n: { noticeId: number }) => n.noticeId).join(',');
    expect((await call('POST', `/system/notice/markReadAll?ids=${ids}`, undefined, admin)).json().code).toBe(200);
    const after = (await call('GET', '/system/notice/listTop', undefined, admin)).json();
    expect(after.data.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    expect((await call('POST', '/system/notice/markReadAll?ids=1;drop', undefined, admin)).statusCode).toBe(400);
  });

  it('tells who has read a notice and when (with the list permission), searching by name', async () => {
    // cs read it first, then admin (with "all read")
    const body = (await call('GET', `/system/notice/readUsers/list?noticeId=${first}&pageNum=1&pageSize=10`, undefined, admin)).json();
    expect(body).toMatchObject({ code: 200, total: 2 });
    expect(body.rows.map((r: { userName: string }) => r.userName)).toEqual(['cs', 'admin']);
    expect(body.rows[0]).toMatchObject({ nickName: expect.any(String), readTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    const found = (await call('GET', `/system/notice/readUsers/list?noticeId=${first}&searchValue=cs`, undefined, admin)).json();
    expect(found.rows.map((r: { userName: string }) => r.userName)).toEqual(['cs']);
    expect((await call('GET', `/system/notice/readUsers/list?noticeId=${first}&searchValue=nobody`, undefined, admin)).json().total).toBe(0);
    expect((await call('GET', `/system/notice/readUsers/list?noticeId=${first}`, undefined, cs)).statusCode).toBe(403);
  });

  it('forgets who read a notice when the notice is deleted', async () => {
    expect((await call('DELETE', `/system/notice/${first}`, undefined, admin)).json().code).toBe(200);
    expect((await call('GET', `/system/notice/readUsers/list?noticeId=${first}`, undefined, admin)).json().total).toBe(0);
  });
});

describe('drag-to-sort (menu and dept updateSort)', () => {
  it('gives menus their new order numbers from comma lists, all or none', async () => {
    const res = await call('PUT', '/system/menu/updateSort', { menuIds: '100,101', orderNums: '9,8' }, admin);
    expect(res.json().code).toBe(200);
    const menus = (await call('GET', '/system/menu/list', undefined, admin)).json().data as Array<{ menuId: number; orderNum: number }>;
    expect(menus.find((m) => m.menuId === 100)?.orderNum).toBe(9);
    expect(menus.find((m) => m.menuId === 101)?.orderNum).toBe(8);
    expect((await call('PUT', '/system/menu/updateSort', { menuIds: '100,999999', orderNums: '1,2' }, admin)).statusCode).toBe(404);
    expect((await call('GET', '/system/menu/list', undefined, admin)).json().data.find((m: { menuId: number }) => m.menuId === 100).orderNum).toBe(9);
    const uneven = await call('PUT', '/system/menu/updateSort', { menuIds: '100,101', orderNums: '1' }, admin);
    expect(uneven.statusCode).toBe(400);
    expect(uneven.json().msg).toMatch(/orderNums/);
  });

  it('sorts departments in the editor\'s scope and refuses one outside it', async () => {
    expect((await call('PUT', '/system/dept/updateSort', { deptIds: '101,102', orderNums: '5,6' }, admin)).json().code).toBe(200);
    const depts = (await call('GET', '/system/dept/list', undefined, admin)).json().data as Array<{ deptId: number; orderNum: number }>;
    expect(depts.find((d) => d.deptId === 102)?.orderNum).toBe(6);
    expect((await call('PUT', '/system/dept/updateSort', { deptIds: '101', orderNums: '1' }, cs)).statusCode).toBe(403);
  });
});

describe('RuoYi field shapes', () => {
  it('takes a dictionary entry\'s dictLabel as the label of the request\'s language', async () => {
    const add = await call('POST', '/system/dict/data', { dictType: 'sys_yes_no', dictLabel: '也许', dictValue: 'M', dictSort: 3, listClass: '', status: '0' }, admin);
    expect(add.json()).toMatchObject({ code: 200, data: { dictLabel: '也许', dictLabelZh: '也许', dictLabelEn: '也许' } });
    const row = add.json().data;
    const edit = await call('PUT', '/system/dict/data', { ...row, dictLabelZh: undefined, dictLabelEn: undefined, dictLabel: 'Maybe' }, admin, 'en');
    expect(edit.json().data).toMatchObject({ dictLabel: 'Maybe', dictLabelZh: '也许', dictLabelEn: 'Maybe' });
    const none = await call('POST', '/system/dict/data', { dictType: 'sys_yes_no', dictValue: 'Q', status: '0' }, admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields?.join(' ').replaceAll('/', '.')).toMatch(/dictLabelZh/);
  });

  it('takes the job form\'s misfirePolicy and concurrent as numbers', async () => {
    const res = await call('POST', '/monitor/job', { jobName: 'ruoyi form', jobGroup: 'DEFAULT', invokeTarget: 'expireSessions', cronExpression: '0 0 3 * * ?', misfirePolicy: 3, concurrent: 1, status: 1 }, admin);
    expect(res.json()).toMatchObject({ code: 200 });
    const list = (await call('GET', '/monitor/job/list?jobName=ruoyi%20form', undefined, admin)).json();
    expect(list.rows[0]).toMatchObject({ misfirePolicy: '3', concurrent: '1', status: '1' });
  });

  it('answers /monitor/server in RuoYi\'s shape (cpu, mem, jvm as the Node.js process, sys, sysFiles) beside ours', async () => {
    const { data } = (await call('GET', '/monitor/server', undefined, admin)).json();
    expect(data.cpu).toMatchObject({ cpuNum: expect.any(Number), used: expect.any(Number), sys: expect.any(Number), free: expect.any(Number) });
    expect(data.cpu.used + data.cpu.sys + data.cpu.free).toBeGreaterThan(90);
    expect(data.mem).toMatchObject({ total: expect.any(Number), used: expect.any(Number), free: expect.any(Number), usage: expect.any(Number) });
    expect(data.jvm).toMatchObject({ name: 'Node.js', version: process.version, runTime: expect.stringMatching(/天.*小时.*分钟/) });
    expect(data.jvm.used).toBeLessThanOrEqual(data.jvm.total);
    expect(data.sys).toMatchObject({ computerName: expect.any(String), computerIp: expect.any(String), osName: expect.any(String), osArch: process.arch, userDir: process.cwd() });
    expect(data.sysFiles[0]).toMatchObject({ dirName: expect.any(String), total: expect.stringMatching(/[GM]B$/), usage: expect.any(Number) });
    expect(data.node.version).toBe(process.version);
  });
});

describe('the lock screen (POST /unlockscreen)', () => {
  it('unlocks with the password, refuses a wrong one, and counts it toward the lockout that ends the session', async () => {
    const headers = await loginAs(t.app, 'customs');
    expect((await call('POST', '/unlockscreen', { password: 'demo123' }, headers)).json().code).toBe(200);
    for (let i = 1; i <= 3; i++) {
      const wrong = await call('POST', '/unlockscreen', { password: 'nope' }, headers);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual(['password']);
    }
    // one wrong login elsewhere: the fifth failure is the next wrong unlock
    expect((await call('POST', '/login', { username: 'customs', password: 'nope' }, {})).statusCode).toBe(400);
    const fifth = await call('POST', '/unlockscreen', { password: 'nope' }, headers, 'en');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().msg).toMatch(/locked for 10 minutes/);
    expect((await call('GET', '/getInfo', undefined, headers)).statusCode).toBe(401);
    expect((await call('POST', '/login', { username: 'customs', password: 'demo123' }, {})).statusCode).toBe(403);
  });

  it('a right password resets the count', async () => {
    const headers = await loginAs(t.app, 'lhy');
    for (let i = 1; i <= 4; i++) await call('POST', '/unlockscreen', { password: 'nope' }, headers);
    expect((await call('POST', '/unlockscreen', { password: 'demo123' }, headers)).json().code).toBe(200);
    expect((await call('POST', '/unlockscreen', { password: 'nope' }, headers)).statusCode).toBe(400);
    expect((await call('GET', '/getInfo', undefined, headers)).statusCode).toBe(200);
  });
});

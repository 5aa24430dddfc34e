import { beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, call, type Headers, lhy, t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';
import { groupedWriter } from '../../server/plugins/oper-log.js';
import { sysOperLog } from '../../server/plugins/oper-log-table.js';

// a test below changes admin's password and signs in again: `call` follows `headers`
useTestApp({ logins: ['admin', 'lhy'], as: () => headers });
let headers: Headers;
beforeAll(() => {
  headers = admin;
});

type Log = typeof sysOperLog.$inferSelect;
const logs = async () => (await t.app.db.select().from(sysOperLog)) as Log[];
const latest = async () => (await call('GET', '/monitor/operlog/list?pageSize=1')).json().rows[0] as Log;
/** The entry is written once the answer has gone out: wait for it. */
const settled = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 20 });
const latestMatches = (expected: Partial<Log>) => settled(async () => expect(await latest()).toMatchObject(expected));

describe('operation log recording', () => {
  it('records a successful write with module, type, operator, URL, parameters and result', async () => {
    await call('POST', '/system/notice', { noticeTitle: 'recorded', noticeType: '1' });
    await latestMatches({
      title: 'notice',
      businessType: 1,
      requestMethod: 'POST',
      method: 'POST /api/system/notice',
      operName: 'admin',
      operUrl: '/api/system/notice',
      status: '0',
      errorMsg: '',
    });
    const row = await latest();
    expect(JSON.parse(row.operParam)).toMatchObject({ noticeTitle: 'recorded' });
    expect(JSON.parse(row.jsonResult)).toMatchObject({ code: 200, data: { noticeTitle: 'recorded' } });
    expect(row.costTime).toBeGreaterThanOrEqual(0);
  });

  it('records a failure with the message its user saw, not just the status', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/system/notice', headers: { ...headers, 'accept-language': 'en' }, payload: { noticeId: 99999, noticeTitle: 'x', noticeType: '1' } });
    await latestMatches({ status: '1', errorMsg: 'The resource does not exist', businessType: 2 });
    await call('POST', '/system/notice', { noticeTitle: '', noticeType: '1' });
    await settled(async () => expect((await latest()).errorMsg).toMatch(/^公告标题：/));
    await call('PUT', '/system/user/profile/updatePwd', { oldPassword: 'wrong-old', newPassword: 'whatever1' });
    await latestMatches({ status: '1', errorMsg: '修改密码失败，旧密码错误' });
  });

  it('never stores a password: a password change (body or query) is masked', async () => {
    const res = await call('PUT', '/system/user/profile/updatePwd?oldPassword=admin123&newPassword=Query-Secret9', {});
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: '/api/system/user/profile/updatePwd', headers: await loginAs(t.app, 'admin', 'Query-Secret9'), payload: { oldPassword: 'Query-Secret9', newPassword: 'Body-Secret9' } });
    const ofPwd = async () => (await logs()).filter((r) => r.operUrl === '/api/system/user/profile/updatePwd');
    await settled(async () => expect(await ofPwd()).toHaveLength(3));
    const all = JSON.stringify(await logs());
    for (const secret of ['admin123', 'Query-Secret9', 'Body-Secret9', 'wrong-old', 'whatever1']) expect(all).not.toContain(secret);
    const pwd = await ofPwd();
    expect(pwd.every((r) => !r.operUrl.includes('?'))).toBe(true);
    expect(JSON.parse(pwd[pwd.length - 1].operParam)).toEqual({ oldPassword: '******', newPassword: '******' });
    headers = await loginAs(t.app, 'admin', 'Body-Secret9');
  });

  it('never stores a secret parameter, also when its save is refused before the handler runs', async () => {
    const before = (await logs()).length;
    const tooLong = 'x'.repeat(501);
    const refused = [
      await call('PUT', '/system/config', { configId: 24, configName: 'SMTP', configKey: 'biz.mail.password', configValue: 'Smtp-Secret9', configType: 'Y', remark: tooLong }),
      await call('POST', '/system/config', { configName: 'api', configKey: 'biz.partner.apiKey', configValue: 'Api-Secret9', configType: 'N', remark: tooLong }),
      await call('PUT', '/system/config', { configId: 2, configName: 'init', configKey: 'sys.user.initPassword', configValue: 'Init-Secret9', configType: 'Y', remark: tooLong }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    await settled(async () => expect((await logs()).length).toBe(before + 3));
    const stored = JSON.stringify(await logs());
    for (const secret of ['Smtp-Secret9', 'Api-Secret9', 'Init-Secret9']) expect(stored).not.toContain(secret);
    expect(JSON.parse((await latest()).operParam)).toMatchObject({ configKey: 'sys.user.initPassword', configValue: '******' });
    const exported = await call('POST', '/monitor/operlog/export', {});
    expect(exported.rawPayload.includes('Smtp-Secret9')).toBe(false);
  });

  it('never stores a password: adding a user is masked', async (ctx) => {
    if (!t.app.routeAccess.some((r) => r.method === 'POST' && r.url === '/api/system/user')) ctx.skip('POST /system/user is not registered yet');
    await call('POST', '/system/user', { userName: 'masked1', nickName: 'Masked', password: 'User-Secret9', deptId: 100 });
    await settled(async () => expect((await logs()).some((r) => r.operUrl === '/api/system/user')).toBe(true));
    const row = (await logs()).filter((r) => r.operUrl === '/api/system/user').pop();
    expect(JSON.stringify(await logs())).not.toContain('User-Secret9');
    expect(JSON.parse(row!.operParam).password).toBe('******');
  });

  it('masks secrets inside the stored answer, keeping code and msg', async () => {
    const { maskSecrets } = await import('../../server/lib/secrets.js');
    expect(maskSecrets({ code: 200, captchaCode: 'x', postCode: 'ceo', apiKey: 'k', oldPwd: 'p', list: [{ secret: 's' }] })).toEqual({
      code: '******',
      captchaCode: '******',
      postCode: 'ceo',
      apiKey: '******',
      oldPwd: '******',
      list: [{ secret: '******' }],
    });
  });
});

describe('/monitor/operlog', () => {
  it('GET list filters by title, operator, type, status, IP and time, and sorts', async () => {
    await call('DELETE', '/system/notice/99999');
    await latestMatches({ businessType: 3, status: '1' });
    const q = async (s: string) => (await call('GET', `/monitor/operlog/list?${s}`)).json();
    expect((await q('title=notice')).total).toBeGreaterThanOrEqual(3);
    expect((await q('title=notice&businessType=3')).rows.every((r: Log) => r.businessType === 3 && r.title === 'notice')).toBe(true);
    expect((await q('status=1')).rows.every((r: Log) => r.status === '1')).toBe(true);
    expect((await q('status=1')).total).toBeGreaterThanOrEqual(3);
    expect((await q('operName=nobody')).total).toBe(0);
    expect((await q('operName=adm')).total).toBeGreaterThan(0);
    expect((await q('operIp=127.0')).total).toBeGreaterThan(0);
    expect((await q('operIp=10.9.9.9')).total).toBe(0);
    expect((await q('params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).total).toBe(0);
    expect((await q(`params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2999-01-01`)).total).toBeGreaterThan(0);
    const byCost = (await q('orderByColumn=costTime&isAsc=descending')).rows.map((r: Log) => r.costTime);
    expect(byCost).toEqual([...byCost].sort((a, b) => b - a));
    const byTime = (await q('orderByColumn=operTime&isAsc=ascending')).rows.map((r: Log) => r.operTime);
    expect(byTime).toEqual([...byTime].sort());
  });

  it('refuses bad filters and sort columns with 400', async () => {
    for (const s of ['businessType=x', 'status=7', 'orderByColumn=operParam', 'params%5BbeginTime%5D=soon']) {
      const res = await call('GET', `/monitor/operlog/list?${s}`);
      expect(res.statusCode, s).toBe(400);
    }
    expect((await call('GET', '/monitor/operlog/abc')).statusCode).toBe(400);
    expect((await call('DELETE', '/monitor/operlog/1,x')).statusCode).toBe(400);
  });

  it('GET {operId} and DELETE {ids}', async () => {
    const row = await latest();
    expect((await call('GET', `/monitor/operlog/${row.operId}`)).json().data).toMatchObject({ operId: row.operId, operName: 'admin' });
    expect((await call('GET', '/monitor/operlog/999999')).statusCode).toBe(404);
    const ids = (await logs()).slice(0, 2).map((r) => r.operId);
    expect((await call('DELETE', `/monitor/operlog/${ids.join(',')}`)).statusCode).toBe(200);
    expect((await call('GET', `/monitor/operlog/${ids[0]}`)).statusCode).toBe(404);
    // the delete itself is recorded
    await latestMatches({ title: 'operlog', businessType: 3 });
  });

  it('exports an xlsx workbook (GET and POST) with the filters applied', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, '/monitor/operlog/export?status=1', method === 'POST' ? { title: 'notice' } : undefined);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    await latestMatches({ businessType: 5 });
  });

  it('answers 403 to every endpoint without the permission, and changes nothing', async () => {
    const before = (await logs()).length;
    for (const [method, url] of [
      ['GET', '/monitor/operlog/list'],
      ['GET', '/monitor/operlog/1'],
      ['DELETE', '/monitor/operlog/1'],
      ['DELETE', '/monitor/operlog/clean'],
      ['GET', '/monitor/operlog/export'],
      ['POST', '/monitor/operlog/export'],
    ] as const) {
      expect((await call(method, url, method === 'POST' ? {} : undefined, lhy)).statusCode, `${method} ${url}`).toBe(403);
    }
    // refused writes are recorded as failures; nothing was deleted
    expect((await logs()).length).toBeGreaterThanOrEqual(before);
  });

  it('DELETE clean empties the log, then records the clean itself', async () => {
    expect((await call('DELETE', '/monitor/operlog/clean')).statusCode).toBe(200);
    await settled(async () => expect((await logs()).some((r) => r.businessType === 9)).toBe(true));
    const rest = await logs();
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({ title: 'operlog', businessType: 9, status: '0' });
  });
});

describe('operation log writer', () => {
  it('writes the rows that arrive during an insert as one, and is flushed only when all are in', async () => {
    const inserts: string[][] = [];
    const open: Array<() => void> = [];
    const writer = groupedWriter<string>((rows) => (inserts.push(rows), new Promise<void>((resolve) => open.push(resolve))), () => undefined);
    void writer.write('a');
    void writer.write('b');
    void writer.write('c');
    let flushed = false;
    const done = writer.flushed().then(() => (flushed = true));
    expect(inserts).toEqual([['a']]);
    open[0]();
    await expect.poll(() => inserts).toEqual([['a'], ['b', 'c']]);
    expect(flushed).toBe(false); // what a shutdown waits for before it closes the database
    open[1]();
    await done;
    expect(flushed).toBe(true);
  });

  it('still writes the good rows of a group when one of them fails, and reports the bad one', async () => {
    const stored: string[] = [];
    const failures: unknown[] = [];
    const writer = groupedWriter<string>(async (rows) => {
      if (rows.includes('bad')) throw new Error('bad row');
      stored.push(...rows);
    }, (error) => failures.push(error));
    await Promise.all(['ok 1', 'bad', 'ok 2'].map((row) => writer.write(row)));
    await writer.flushed();
    expect(stored.sort()).toEqual(['ok 1', 'ok 2']);
    expect(failures).toHaveLength(1);
  });
});

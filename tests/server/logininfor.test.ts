import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sysLogininfor } from '../../server/modules/auth/table.js';
import { admin as headers, call, lhy, t, useTestApp } from './api.js';
import { passwordKey } from '../../server/modules/auth/password-tries.js';
import { triesOf } from '../../server/lib/try-counter.js';
import { sysOperLog } from '../../server/plugins/oper-log-table.js';

useTestApp({ logins: ['admin', 'lhy'] });

const login = (username: string, password: string, ua = 'Mozilla/5.0 (Windows NT 10.0) Chrome/126.0 Safari/537.36') =>
  t.app.inject({ method: 'POST', url: '/api/login', headers: { 'user-agent': ua }, payload: { username, password } });
const count = async () => (await t.app.db.select().from(sysLogininfor)).length;

describe('/monitor/logininfor', () => {
  it('GET list shows each attempt and filters by user, IP, status and time', async () => {
    await login('customs', 'nope');
    const q = async (s: string) => (await call('GET', `/monitor/logininfor/list?${s}`)).json();
    const all = await q('');
    expect(all.code).toBe(200);
    expect(all.rows[0]).toMatchObject({ userName: 'customs', status: '1', browser: 'Chrome 126', os: 'Windows', ipaddr: '127.0.0.1', loginLocation: '内网IP' });
    expect((await q('userName=custom')).total).toBe(1);
    expect((await q('status=0')).rows.every((r: { status: string }) => r.status === '0')).toBe(true);
    expect((await q('status=0')).total).toBe(2);
    expect((await q('ipaddr=127.0.0')).total).toBe(3);
    expect((await q('ipaddr=192.168')).total).toBe(0);
    expect((await q('params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).total).toBe(0);
    const en = (await t.app.inject({ method: 'GET', url: '/api/monitor/logininfor/list', headers: { ...headers, 'accept-language': 'en' } })).json();
    expect(en.rows[0].loginLocation).toBe('Intranet address');
    const sorted = (await q('orderByColumn=userName&isAsc=ascending')).rows.map((r: { userName: string }) => r.userName);
    expect(sorted).toEqual([...sorted].sort());
  });

  it('refuses bad filters with 400', async () => {
    for (const s of ['status=x', 'orderByColumn=msg', 'pageSize=0', 'params%5BendTime%5D=tomorrow']) {
      expect((await call('GET', `/monitor/logininfor/list?${s}`)).statusCode, s).toBe(400);
    }
    expect((await call('DELETE', '/monitor/logininfor/a,b')).statusCode).toBe(400);
    expect((await call('GET', `/monitor/logininfor/unlock/${'x'.repeat(31)}`)).statusCode).toBe(400);
  });

  it('GET unlock/{userName}: five bad passwords lock the account, unlock lets it log in at once', async () => {
    for (let i = 0; i < 5; i++) await login('cs', 'wrong');
    const locked = await login('cs', 'demo123');
    expect(locked.statusCode).toBe(403);
    expect((await triesOf(t.app.db, passwordKey('cs'))).count).toBe(6);

    const res = await call('GET', '/monitor/logininfor/unlock/cs');
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toContain('cs');
    expect((await triesOf(t.app.db, passwordKey('cs'))).count).toBe(0);
    expect((await login('cs', 'demo123')).statusCode).toBe(200);

    // a GET, but a change: the operation log has it
    await vi.waitFor(async () => {
      const [logged] = await t.app.db.select().from(sysOperLog).where(eq(sysOperLog.operUrl, '/api/monitor/logininfor/unlock/cs'));
      expect(logged).toMatchObject({ title: 'logininfor', businessType: 0, status: '0', requestMethod: 'GET' });
    });
    expect((await call('GET', '/monitor/logininfor/unlock/nobody')).statusCode).toBe(404);
  });

  it('DELETE {ids} deletes those entries', async () => {
    const rows = (await call('GET', '/monitor/logininfor/list?pageSize=2')).json().rows as { infoId: number }[];
    const before = await count();
    expect((await call('DELETE', `/monitor/logininfor/${rows.map((r) => r.infoId).join(',')}`)).statusCode).toBe(200);
    expect(await count()).toBe(before - 2);
  });

  it('exports an xlsx workbook (GET and POST)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, '/monitor/logininfor/export?status=1', method === 'POST' ? { userName: 'cs' } : undefined);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('answers 403 to every endpoint without the permission, and changes nothing', async () => {
    for (let i = 0; i < 5; i++) await login('customs', 'wrong');
    const before = await count();
    for (const [method, url] of [
      ['GET', '/monitor/logininfor/list'],
      ['DELETE', '/monitor/logininfor/1'],
      ['DELETE', '/monitor/logininfor/clean'],
      ['GET', '/monitor/logininfor/unlock/customs'],
      ['GET', '/monitor/logininfor/export'],
      ['POST', '/monitor/logininfor/export'],
    ] as const) {
      expect((await call(method, url, method === 'POST' ? {} : undefined, lhy)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await count()).toBe(before);
    expect((await login('customs', 'demo123')).statusCode).toBe(403);
  });

  it('DELETE clean empties the login log', async () => {
    expect((await call('DELETE', '/monitor/logininfor/clean')).statusCode).toBe(200);
    expect(await count()).toBe(0);
    expect((await call('GET', '/monitor/logininfor/list')).json()).toMatchObject({ rows: [], total: 0 });
  });
});

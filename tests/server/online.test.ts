import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sysSession } from '../../server/modules/user/table.js';
import { admin as headers, call as api, lhy, t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';
import { sysOperLog } from '../../server/plugins/oper-log-table.js';

useTestApp({ logins: ['admin', 'lhy'] });

// this file's calls carry no body: the third argument is whose headers
const call = (method: 'GET' | 'DELETE', url: string, as = headers) => api(method, url, undefined, as);
const getInfo = (as: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/getInfo', headers: as });
interface Online {
  tokenId: string;
  userName: string;
}
const online = async (q = '') => (await call('GET', `/monitor/online/list?${q}`)).json() as { rows: Online[]; total: number };
const tokensOf = async (userName: string) => (await online(`userName=${userName}`)).rows.filter((r) => r.userName === userName).map((r) => r.tokenId);

describe('/monitor/online', () => {
  it('GET list shows live sessions with who, where and when, filtered by user and IP', async () => {
    await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1' }, payload: { username: 'cs', password: 'demo123' } });
    const all = await online();
    expect(all.total).toBe(3);
    const cs = all.rows.find((r) => r.userName === 'cs');
    expect(cs).toMatchObject({ deptName: expect.any(String), ipaddr: '127.0.0.1', loginLocation: '内网IP', browser: 'Safari', os: 'iOS' });
    expect((cs as unknown as { loginTime: string }).loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cs!.tokenId).toMatch(/^[\w-]{20,}$/);
    expect((await online('userName=cs')).total).toBe(1);
    expect((await online('ipaddr=127.0')).total).toBe(3);
    expect((await online('ipaddr=10.1.1.1')).total).toBe(0);
    expect((await online('orderByColumn=userName&isAsc=ascending')).rows.map((r) => r.userName)).toEqual(['admin', 'cs', 'lhy']);
  });

  it('leaves out sessions idle past the limit', async () => {
    const [token] = await tokensOf('cs');
    await t.app.db.update(sysSession).set({ lastAccessTime: new Date(Date.now() - (t.config.sessionIdleMinutes + 1) * 60_000) }).where(eq(sysSession.sessionId, token));
    expect(await tokensOf('cs')).toEqual([]);
  });

  it('refuses bad input with 400', async () => {
    expect((await call('GET', '/monitor/online/list?orderByColumn=tokenId')).statusCode).toBe(400);
    expect((await call('DELETE', '/monitor/online/bad.token')).statusCode).toBe(400);
    expect((await call('DELETE', '/monitor/online/batchLogout/a;b')).statusCode).toBe(400);
    expect((await call('DELETE', '/monitor/online/no-such-session')).statusCode).toBe(404);
  });

  it('DELETE {tokenId} forces a user out: their next request gets 401', async () => {
    const cs = await loginAs(t.app, 'cs');
    expect((await getInfo(cs)).statusCode).toBe(200);
    const [token] = await tokensOf('cs');
    const res = await call('DELETE', `/monitor/online/${token}`);
    expect(res.statusCode).toBe(200);
    const next = await getInfo(cs);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe(401);
    expect(await tokensOf('cs')).toEqual([]);
    await vi.waitFor(async () => {
      const [logged] = await t.app.db.select().from(sysOperLog).where(eq(sysOperLog.operUrl, `/api/monitor/online/******`)).orderBy(desc(sysOperLog.operId)).limit(1);
      expect(logged).toMatchObject({ title: 'online', businessType: 7, status: '0' });
    });
    expect((await getInfo(headers)).statusCode).toBe(200);
  });

  it('DELETE batchLogout/{tokenIds} forces several sessions out at once', async () => {
    const one = await loginAs(t.app, 'customs');
    const two = await loginAs(t.app, 'customs');
    const tokens = await tokensOf('customs');
    expect(tokens).toHaveLength(2);
    const res = await call('DELETE', `/monitor/online/batchLogout/${tokens.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect((await getInfo(one)).statusCode).toBe(401);
    expect((await getInfo(two)).statusCode).toBe(401);
    expect((await getInfo(headers)).statusCode).toBe(200);
  });

  it('answers 403 to every endpoint without the permission, ending no session', async () => {
    const [admin] = await tokensOf('admin');
    for (const url of ['/monitor/online/list'] as const) expect((await call('GET', url, lhy)).statusCode).toBe(403);
    expect((await call('DELETE', `/monitor/online/${admin}`, lhy)).statusCode).toBe(403);
    expect((await call('DELETE', `/monitor/online/batchLogout/${admin}`, lhy)).statusCode).toBe(403);
    expect((await getInfo(headers)).statusCode).toBe(200);
  });
});

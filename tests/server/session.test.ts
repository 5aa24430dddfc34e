import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
import { SESSION_TTL_MS, cacheSession, cachedSession, forgetCount, forgetSessions, sessionAging, type CachedSession } from '../../server/lib/session-cache.js';
import { t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';

useTestApp();

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, headers: { 'accept-language': 'en' } });

describe('POST /login lockout', () => {
  it('locks the account for ten minutes after five wrong passwords, even for the right one', async () => {
    for (let i = 1; i <= 4; i++) expect((await login('customs', 'wrong')).statusCode).toBe(400);
    const fifth = await login('customs', 'wrong');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().msg).toMatch(/locked for 10 minutes/);
    expect((await login('customs', 'demo123')).statusCode).toBe(403);
    const [row] = await queryRows<{ ok: boolean }>(t.app.db, sql`select expires_at > now() + interval '9 minutes' as ok from sys_try_counter where key = 'password:customs'`);
    expect(row.ok).toBe(true);
  });

  it('lets the user in again once the lock has run out, and resets the count', async () => {
    await t.app.db.execute(sql`update sys_try_counter set expires_at = now() - interval '1 second' where key = 'password:customs'`);
    expect((await login('customs', 'demo123')).statusCode).toBe(200);
    expect((await login('customs', 'wrong')).statusCode).toBe(400);
  });

  it('records each attempt in the login log', async () => {
    const rows = await queryRows(t.app.db, sql`select status, count(*)::int as n from sys_logininfor where user_name = 'customs' group by status order by status`);
    expect(rows).toEqual([{ status: '0', n: 1 }, { status: '1', n: 7 }]);
  });
});

/** Another process ends cs's session (its row gone): asking every `everyMs`, this one refuses it within a second. */
async function endedElsewhereIsRefused(headers: Record<string, string>, everyMs: number) {
  await t.app.db.execute(sql`delete from sys_session where user_name = 'cs'`);
  const ended = Date.now();
  let status = 200;
  while (status === 200 && Date.now() - ended < 3_000) {
    status = (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode;
    if (status === 200) await new Promise((r) => setTimeout(r, everyMs));
  }
  expect(status).toBe(401);
  expect(Date.now() - ended).toBeLessThan(SESSION_TTL_MS + 250);
}

describe('sessions', () => {
  it('ends with POST /logout', async () => {
    const headers = await loginAs(t.app, 'cs');
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/getInfo', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(401);
  });

  it('expires after 30 idle minutes', async () => {
    const headers = await loginAs(t.app, 'lhy');
    await t.app.db.execute(sql`update sys_session set last_access_time = now() - interval '31 minutes' where user_name = 'lhy'`);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(401);
  });

  it('stays alive while used within 30 minutes', async () => {
    const headers = await loginAs(t.app, 'lhy');
    await t.app.db.execute(sql`update sys_session set last_access_time = now() - interval '29 minutes' where user_name = 'lhy'`);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(200);
  });

  it('ended by another process (its row gone), is refused here within a second', async () => {
    const headers = await loginAs(t.app, 'cs');
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(200);
    await endedElsewhereIsRefused(headers, 50);
  });

  it('a read begun before a log-out here is not kept after it; a row past half its time is due to be read ahead', () => {
    const row: CachedSession = { lastAccess: Date.now(), locked: false, userId: 1, userName: 'x', nickName: 'x', deptId: null, deptName: null, deptNameEn: null, deptAncestors: null, mustChangePassword: false };
    const since = forgetCount();
    forgetSessions(['logged-out']);
    cacheSession('logged-out', row, Date.now(), since);
    expect(cachedSession('logged-out')).toBeUndefined();
    const now = Date.now();
    cacheSession('busy', row, now);
    expect(sessionAging('busy', now + SESSION_TTL_MS / 4)).toBe(false);
    expect(sessionAging('busy', now + (SESSION_TTL_MS * 3) / 4)).toBe(true);
    expect(cachedSession('busy', now + (SESSION_TTL_MS * 3) / 4)).toBe(row);
  });

  it('a busy session ended by another process is refused within a second, read ahead or not', async () => {
    const headers = await loginAs(t.app, 'cs');
    const started = Date.now();
    // requests every 20 ms: the session is read ahead in the background, its requests never wait on that read
    while (Date.now() - started < SESSION_TTL_MS * 1.5) expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(200);
    await endedElsewhereIsRefused(headers, 20);
  });

  it('ends when the account is disabled', async () => {
    const headers = await loginAs(t.app, 'cs');
    await t.app.db.execute(sql`update sys_user set status = '1' where user_name = 'cs'`);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(401);
    await t.app.db.execute(sql`update sys_user set status = '0' where user_name = 'cs'`);
  });
});

describe('GET /captchaImage', () => {
  it('says the captcha is off when CAPTCHA_ENABLED=false', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captchaImage' });
    expect(res.json()).toMatchObject({ code: 200, captchaEnabled: false });
  });
});

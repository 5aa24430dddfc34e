import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
import { SESSION_TTL_MS } from '../../server/lib/session-cache.js';
import { verifyToken } from '../../server/lib/token.js';
import { call, t, useTestApp, type Headers } from './api.js';
import { loginAs } from './helpers.js';

/** What a locked session may still call: the lock screen's own needs. Adding one here is a reviewed decision. */
const WHILE_LOCKED = ['GET /api/getInfo', 'POST /api/unlockscreen'];

useTestApp();

const LOCKED = 423;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Past the time this process trusts a session row it has read: the next request reads the row again. */
const forgotten = () => sleep(SESSION_TTL_MS + 50);
const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => (name === 'ids' || name === 'id' || name === 'dictId' ? '1' : 'x')).replace('*', 'x');
const sessionOf = (headers: Headers) => verifyToken(t.config.tokenSecret, headers.authorization.slice(7))!;

async function sessionRow(headers: Headers) {
  const [row] = await queryRows<{ locked: boolean; idle_seconds: number }>(t.app.db, sql`
    select locked_at is not null as locked, extract(epoch from now() - last_access_time)::int as idle_seconds
    from sys_session where session_id = ${sessionOf(headers)}`);
  return row;
}

async function lock(headers: Headers) {
  const res = await call('POST', '/lockscreen', undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /lockscreen', () => {
  it('leaves a locked session only the routes on the list', () => {
    expect(t.app.routeAccess.filter((r) => r.whileLocked).map((r) => `${r.method} ${r.url}`).sort()).toEqual(WHILE_LOCKED);
  });

  it('locks the session on the server: every signed-in route answers 423 but the lock screen\'s own, and logging out still works', async () => {
    const headers = await loginAs(t.app);
    const other = await loginAs(t.app);
    await lock(headers);
    expect(await sessionRow(headers)).toMatchObject({ locked: true });

    const gated = t.app.routeAccess.filter((r) => r.access && !('public' in r.access));
    expect(gated.length).toBeGreaterThan(50);
    for (const route of gated) {
      const name = `${route.method} ${route.url}`;
      if (WHILE_LOCKED.includes(name)) continue;
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, name).toBe(LOCKED);
      expect(res.json().code, name).toBe(LOCKED);
    }
    expect((await call('GET', '/getInfo', undefined, headers)).statusCode).toBe(200);
    // the lock is the session's, not the user's: his other session goes on
    expect((await call('GET', '/system/user/list', undefined, other)).statusCode).toBe(200);

    expect((await call('POST', '/logout', undefined, headers)).statusCode).toBe(200);
    expect((await call('GET', '/getInfo', undefined, headers)).statusCode).toBe(401);
  });

  it('says so in Chinese and in English, apart from an expired session', async () => {
    const headers = await loginAs(t.app, 'cs');
    await lock(headers);
    expect((await call('GET', '/system/notice/listTop', undefined, headers)).json()).toEqual({ code: LOCKED, msg: '屏幕已锁定，请输入密码解锁' });
    expect((await call('GET', '/system/notice/listTop', undefined, headers, 'en')).json()).toEqual({ code: LOCKED, msg: 'The screen is locked: enter your password to unlock it' });
  });

  it('in RuoYi mode answers the refusal as RuoYi does, HTTP 200 with the code in the body', async () => {
    const headers = await loginAs(t.app, 'cs');
    await lock(headers);
    await t.app.db.execute(sql`update sys_config set config_value = 'true' where config_key = 'sys.api.ruoyiCompat'`);
    t.app.configCache.clear();
    try {
      const res = await call('GET', '/system/notice/listTop', undefined, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe(LOCKED);
    } finally {
      await t.app.db.execute(sql`update sys_config set config_value = 'false' where config_key = 'sys.api.ruoyiCompat'`);
      t.app.configCache.clear();
    }
  });
});

describe('POST /unlockscreen on a locked session', () => {
  it('keeps it locked on a wrong password and opens it again on the right one', async () => {
    const headers = await loginAs(t.app, 'lhy');
    await lock(headers);
    expect((await call('POST', '/unlockscreen', { password: 'nope' }, headers)).statusCode).toBe(400);
    expect((await call('GET', '/system/notice/listTop', undefined, headers)).statusCode).toBe(LOCKED);
    expect((await call('POST', '/unlockscreen', { password: 'demo123' }, headers)).statusCode).toBe(200);
    expect(await sessionRow(headers)).toMatchObject({ locked: false });
    expect((await call('GET', '/system/notice/listTop', undefined, headers)).statusCode).toBe(200);
  });
});

describe('a locked session is not kept alive', () => {
  it('leaves last_access_time where it was, whatever it calls, until it is unlocked', async () => {
    const headers = await loginAs(t.app, 'cs');
    await lock(headers);
    await t.app.db.execute(sql`update sys_session set last_access_time = now() - interval '10 minutes' where session_id = ${sessionOf(headers)}`);
    await forgotten();
    expect((await call('GET', '/system/notice/listTop', undefined, headers)).statusCode).toBe(LOCKED);
    expect((await call('GET', '/getInfo', undefined, headers)).statusCode).toBe(200);
    await forgotten();
    expect((await call('GET', '/getInfo', undefined, headers)).statusCode).toBe(200);
    expect((await sessionRow(headers)).idle_seconds).toBeGreaterThanOrEqual(600);

    expect((await call('POST', '/unlockscreen', { password: 'demo123' }, headers)).statusCode).toBe(200);
    expect((await sessionRow(headers)).idle_seconds).toBeLessThan(5);
  });

  it('ends at the idle limit when nobody unlocks it', async () => {
    const headers = await loginAs(t.app, 'customs');
    await lock(headers);
    await t.app.db.execute(sql`update sys_session set last_access_time = now() - interval '29 minutes' where session_id = ${sessionOf(headers)}`);
    await forgotten();
    expect((await call('GET', '/getInfo', undefined, headers)).statusCode).toBe(200);
    expect((await call('GET', '/system/notice/listTop', undefined, headers)).statusCode).toBe(LOCKED);
    // two minutes later, as far as the session row can tell
    await t.app.db.execute(sql`update sys_session set last_access_time = last_access_time - interval '2 minutes' where session_id = ${sessionOf(headers)}`);
    await forgotten();
    const res = await call('GET', '/getInfo', undefined, headers, 'en');
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toMatch(/session has expired/);
    expect(await sessionRow(headers)).toBeUndefined();
  });
});

describe('a lock set by another server process', () => {
  it('is refused here within a second', async () => {
    const headers = await loginAs(t.app, 'lhy');
    expect((await call('GET', '/system/notice/listTop', undefined, headers)).statusCode).toBe(200);
    await t.app.db.execute(sql`update sys_session set locked_at = now() where session_id = ${sessionOf(headers)}`);
    const locked = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - locked < 3_000) {
      status = (await call('GET', '/system/notice/listTop', undefined, headers)).statusCode;
      if (status === 200) await sleep(50);
    }
    expect(status).toBe(LOCKED);
    expect(Date.now() - locked).toBeLessThan(SESSION_TTL_MS + 250);
  });
});

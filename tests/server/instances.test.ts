// @databases: postgres — several processes on one PostgreSQL
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triesOf } from '../../server/lib/try-counter.js';
import { passwordKey } from '../../server/modules/auth/password-tries.js';
import { createTestApp, loginAs, SEEDED_PARAMETERS, type TestApp } from './helpers.js';

// Several server processes on one PostgreSQL (decisions.md §1): scripts/test.mjs runs this file in
// the PostgreSQL pass only, since an embedded database belongs to one process.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('this file needs DATABASE_URL (PostgreSQL)');
  a = await createTestApp();
  b = await createTestApp({}, a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('two server processes sharing one PostgreSQL', () => {
  it('migrated and seeded once: the second start found the schema in place', async () => {
    const res = await b.app.inject({ method: 'GET', url: '/api/system/config/list', headers: await loginAs(b.app) });
    expect(res.json().total).toBe(SEEDED_PARAMETERS);
  });

  it('honour each other\'s sessions, and a log-out on one ends the session on the other', async () => {
    const headers = await loginAs(a.app, 'cs');
    expect((await b.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(200);
    await b.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect((await a.app.inject({ method: 'GET', url: '/api/getInfo', headers })).statusCode).toBe(401);
  });

  it('count login failures together: five across both lock the account', async () => {
    const wrong = { username: 'customs', password: 'nope' };
    for (const app of [a, b, a, b]) expect((await app.app.inject({ method: 'POST', url: '/api/login', payload: wrong })).statusCode).toBe(400);
    expect((await b.app.inject({ method: 'POST', url: '/api/login', payload: wrong })).statusCode).toBe(403);
    expect((await a.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'customs', password: 'demo123' } })).statusCode).toBe(403);
  });

  it('count an unknown name\'s failures together, answering as for a real name (issue 47 hole 11)', async () => {
    const answers = async (username: string) => {
      const seen: string[] = [];
      for (const app of [a, b, a, b, b, a]) {
        const res = await app.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'nope' } });
        seen.push(`${res.statusCode} ${res.json().msg}`);
      }
      return seen;
    };
    const real = await answers('lhy');
    expect(real.slice(3, 5).map((s) => s.slice(0, 3))).toEqual(['400', '403']);
    expect(await answers('nobody-at-all')).toEqual(real);
    // both apps here share one module's memory, where the unknown names were counted before: the
    // count must be in the database, where another process reads it
    expect((await triesOf(b.app.db, passwordKey('nobody-at-all'))).count).toBe(6);
  });

  it('share the rate limits: two processes allow what one does (issue 47)', async () => {
    const [x, y] = [await createTestApp({ loginRateLimit: 3 }, a), await createTestApp({ loginRateLimit: 3 }, a)];
    try {
      const send = (app: TestApp) => app.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y' }, remoteAddress: '10.0.47.1' });
      for (const app of [x, y, x]) expect((await send(app)).statusCode).toBe(400);
      const limited = await send(y);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await y.close();
      await x.close();
    }
  });

  it('check a captcha issued by the other', async () => {
    const { queryRows } = await import('../../server/db/client.js');
    const { sql } = await import('drizzle-orm');
    const withCaptcha = await createTestApp({ captchaEnabled: true }, a);
    try {
      const { uuid } = (await withCaptcha.app.inject({ method: 'GET', url: '/api/captchaImage' })).json();
      const [{ code }] = await queryRows<{ code: string }>(a.app.db, sql`select code from sys_captcha where uuid = ${uuid}`);
      const other = await createTestApp({ captchaEnabled: true }, a);
      try {
        const res = await other.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123', uuid, code } });
        expect(res.statusCode).toBe(200);
      } finally {
        await other.close();
      }
    } finally {
      await withCaptcha.close();
    }
  });
});

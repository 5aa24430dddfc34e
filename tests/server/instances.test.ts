// @databases: postgres — several processes on one PostgreSQL
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

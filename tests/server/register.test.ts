import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, t, useTestApp } from './api.js';
import { createTestApp } from './helpers.js';

useTestApp({ lang: 'en' });

const register = (body: object) => call('POST', '/register', body, {});
const setRegistration = (on: boolean) => t.app.db.execute(sql`update sys_config set config_value = ${String(on)} where config_key = 'sys.account.registerUser'`).then(() => t.app.configCache.clear());

describe('POST /register', () => {
  it('is refused while the parameter sys.account.registerUser is off (the default)', async () => {
    const res = await register({ username: 'newbie', password: 'secret1', confirmPassword: 'secret1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('Registration is not open on this system');
  });

  it('opens an account without roles under the rules of an added one, once switched on', async () => {
    await setRegistration(true);
    expect((await register({ username: 'newbie', password: 'secret1', confirmPassword: 'other1' })).json().fields).toEqual(['confirmPassword']);
    expect((await register({ username: 'n', password: 'secret1', confirmPassword: 'secret1' })).json().fields).toEqual(['username']);
    expect((await register({ username: 'newbie', password: 'abc', confirmPassword: 'abc' })).json().fields).toEqual(['password']);
    const done = await register({ username: 'newbie', password: 'secret1', confirmPassword: 'secret1' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await register({ username: 'NEWBIE', password: 'secret1', confirmPassword: 'secret1' })).statusCode).toBe(409);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'newbie', password: 'secret1' } });
    expect(login.statusCode).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(info.json()).toMatchObject({ roles: ['ROLE_DEFAULT'], permissions: [] });
  });

  it('asks for the captcha when the captcha is on', async () => {
    const guarded = await createTestApp({ captchaEnabled: true });
    try {
      await guarded.app.db.execute(sql`update sys_config set config_value = 'true' where config_key = 'sys.account.registerUser'`);
      const res = await guarded.app.inject({ method: 'POST', url: '/api/register', payload: { username: 'robot', password: 'secret1', confirmPassword: 'secret1' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual(['code']);
    } finally {
      await guarded.close();
    }
  });
});

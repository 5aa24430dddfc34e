import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
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

  it('refuses a name that looks like a taken one (аdmin, admın) or mixes scripts, naming the field and the look-alike, storing nothing', async () => {
    await setRegistration(true);
    const count = async () => Number((await queryRows<{ n: string }>(t.app.db, sql`select count(*) as n from sys_user`))[0].n);
    const before = await count();
    for (const [username, like] of [
      ['\u0430dmin', 'admin'], // Cyrillic а
      ['adm\u0131n', 'admin'], // Latin dotless ı
      ['\u13AAdmin', 'admin'], // Cherokee Ꭺ, which only looks like A in upper case
      ['\u0441s', 'cs'], // Cyrillic с, one script: caught by its skeleton
      ['ADMIN', null], // the same name in another case: taken, not a look-alike
    ] as const) {
      const res = await register({ username, password: 'secret1', confirmPassword: 'secret1' });
      if (like === null) {
        expect(res.statusCode, username).toBe(409);
        continue;
      }
      expect(res.statusCode, username).toBe(400);
      expect(res.json().fields, username).toEqual(['username']);
      expect(res.json().msg, username).toMatch(new RegExp(`: The login name "${username}" looks like the existing account "${like}"; choose another$`));
    }
    const mixed = await register({ username: 'p\u0430ypal', password: 'secret1', confirmPassword: 'secret1' });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ fields: ['username'], msg: expect.stringMatching(/^[^:]+: The login name "p\u0430ypal" mixes scripts \(such as Latin and Cyrillic letters\)$/) });
    const zh = await call('POST', '/register', { username: '\u0430dmin', password: 'secret1', confirmPassword: 'secret1' }, {}, 'zh');
    expect(zh.json().msg).toMatch(/^[^：]+：登录账号"\u0430dmin"与已有账号"admin"看起来相同，请换一个$/);
    expect(await count()).toBe(before);
    // names a Chinese user writes still pass: Latin with Han
    expect((await register({ username: 'wang王', password: 'secret1', confirmPassword: 'secret1' })).statusCode).toBe(200);
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

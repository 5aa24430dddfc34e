import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
import { t, useTestApp } from './api.js';

useTestApp({ config: { captchaEnabled: true } });

const captcha = async () => (await t.app.inject({ method: 'GET', url: '/api/captchaImage' })).json();
const codeOf = async (uuid: string) =>
  (await queryRows<{ code: string }>(t.app.db, sql`select code from sys_captcha where uuid = ${uuid}`))[0]?.code;

describe('GET /captchaImage and POST /login with the captcha on', () => {
  it('answers an SVG image and a uuid', async () => {
    const body = await captcha();
    expect(body).toMatchObject({ code: 200, captchaEnabled: true });
    expect(Buffer.from(body.img, 'base64').toString()).toMatch(/^<svg/);
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a login without the code, then with a wrong one, naming the field', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual(['code']);
    const { uuid } = await captcha();
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123', uuid, code: 'zzzz' } });
    expect(wrong.statusCode).toBe(400);
  });

  it('accepts the right code once, case-insensitively', async () => {
    const { uuid } = await captcha();
    const code = (await codeOf(uuid)).toUpperCase();
    const ok = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123', uuid, code } });
    expect(ok.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123', uuid, code } });
    expect(replay.statusCode).toBe(400);
  });

  it('is turned off by the parameter sys.account.captchaEnabled', async () => {
    await t.app.db.execute(sql`update sys_config set config_value = 'false' where config_key = 'sys.account.captchaEnabled'`);
    t.app.configCache.clear();
    expect((await captcha()).captchaEnabled).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123' } });
    expect(res.statusCode).toBe(200);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cs, t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';
import { sysOperLog } from '../../server/plugins/oper-log-table.js';
import { sysUser } from '../../server/modules/user/table.js';
import { JPEG, multipart, PNG } from './multipart.js';
import { firstRow } from '../../server/db/client.js';

useTestApp({ logins: ['cs'] });

const userRow = (userName: string) => firstRow(t.app.db.select().from(sysUser).where(eq(sysUser.userName, userName)).limit(1));
const profile = async (headers = cs) => (await t.app.inject({ method: 'GET', url: '/api/system/user/profile', headers })).json();
const put = (url: string, payload: object | undefined, headers = cs) =>
  t.app.inject({ method: 'PUT', url: `/api/system/user/profile${url}`, headers, ...(payload ? { payload } : {}) });
const avatar = (filename: string, content: Buffer | string, headers = cs, field = 'avatarfile') => {
  const body = multipart(field, filename, content);
  return t.app.inject({ method: 'POST', url: '/api/system/user/profile/avatar', payload: body.payload, headers: { ...headers, ...body.headers } });
};

describe('GET /system/user/profile', () => {
  it('answers the user, role names and post names', async () => {
    const body = await profile();
    expect(body).toMatchObject({ code: 200, roleGroup: '客服', postGroup: '跟单员' });
    expect(body.data).toMatchObject({ userName: 'cs', nickName: '客服小王', email: 'cs@example.com', dept: { deptId: 101, deptName: '客服部' } });
    expect(body.data).not.toHaveProperty('password');
    expect(body.data.loginDate).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect((await profile(await loginAs(t.app))).roleGroup).toBe('超级管理员');
  });
});

describe('PUT /system/user/profile', () => {
  const input = { nickName: 'Wang', email: 'wang@example.com', phonenumber: '13800000000', sex: '1' };
  it('changes one\'s own name, e-mail, phone and sex', async () => {
    const res = await put('', input);
    expect(res.statusCode).toBe(200);
    expect((await profile()).data).toMatchObject(input);
  });

  it('shows the change in /getInfo at once, though the account was read a moment before', async () => {
    const info = async () => (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: cs })).json().user;
    expect((await info()).nickName).toBe('Wang');
    expect((await put('', { ...input, nickName: 'Wang Two' })).statusCode).toBe(200);
    expect((await info()).nickName).toBe('Wang Two');
    expect((await put('', input)).statusCode).toBe(200);
  });

  it('answers 409 when another user has the e-mail or phone, and 400 for bad input; nothing changes', async () => {
    const taken = await put('', { ...input, email: 'ADMIN@example.com' }, { ...cs, 'accept-language': 'en' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toContain('ADMIN@example.com');
    const customs = await loginAs(t.app, 'customs');
    const phone = await put('', { nickName: 'Li', email: '', phonenumber: '13800000000', sex: '0' }, customs);
    expect(phone.statusCode).toBe(409);
    const badEmail = await put('', { ...input, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toContain('email');
    const noNick = await put('', { ...input, nickName: '' });
    expect(noNick.statusCode).toBe(400);
    expect(noNick.json().fields?.join(' ')).toContain('nickName');
    expect((await profile()).data).toMatchObject(input);
  });
});

describe('PUT /system/user/profile/updatePwd', () => {
  it('refuses a wrong old password and an unchanged one, then changes it', async () => {
    const lhy = await loginAs(t.app, 'lhy');
    const wrong = await put('/updatePwd', { oldPassword: 'nope', newPassword: 'fresh123' }, { ...lhy, 'accept-language': 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('The old password is wrong');
    const same = await put('/updatePwd', { oldPassword: 'demo123', newPassword: 'demo123' }, lhy);
    expect(same.statusCode).toBe(400);
    expect(same.json().msg).toBe('新密码不能与旧密码相同');
    const short = await put('/updatePwd', { oldPassword: 'demo123', newPassword: '123' }, lhy);
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toContain('newPassword');
    const missing = await put('/updatePwd', { newPassword: 'fresh123' }, lhy);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields?.join(' ')).toContain('oldPassword');
    await loginAs(t.app, 'lhy', 'demo123');

    const before = (await userRow('lhy'))!.pwdUpdateDate!.getTime();
    const ok = await put('/updatePwd', { oldPassword: 'demo123', newPassword: 'fresh123' }, lhy);
    expect(ok.statusCode).toBe(200);
    await expect(loginAs(t.app, 'lhy', 'demo123')).rejects.toThrow();
    await loginAs(t.app, 'lhy', 'fresh123');
    const after = (await userRow('lhy'))!;
    expect(after.pwdUpdateDate!.getTime()).toBeGreaterThan(before);
    expect(after.password).toMatch(/^\$2[aby]\$10\$/);
  });

  it('also reads the passwords from the query string (RuoYi clients), never logging them', async () => {
    const customs = await loginAs(t.app, 'customs');
    const res = await put('/updatePwd?oldPassword=demo123&newPassword=query123', undefined, customs);
    expect(res.statusCode).toBe(200);
    await loginAs(t.app, 'customs', 'query123');
    const logged = await t.app.db.select().from(sysOperLog);
    const text = JSON.stringify(logged);
    expect(text).toContain('updatePwd');
    expect(text).not.toContain('query123');
  });
});

describe('POST /system/user/profile/avatar', () => {
  it('stores an image proven by its bytes and points the user at it', async () => {
    const res = await avatar('blob', PNG);
    expect(res.statusCode).toBe(200);
    const { imgUrl } = res.json();
    expect(imgUrl).toMatch(/^\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect((await profile()).data.avatar).toBe(imgUrl);
    const served = await t.app.inject({ method: 'GET', url: `/api${imgUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = (await avatar('me.jpg', JPEG)).json().imgUrl;
    expect(second).toMatch(/\.jpg$/);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', imgUrl.slice('/profile/'.length)))).toBe(false);
  });

  it('refuses what is no image, a wrong field and anything over 2 MB', async () => {
    const before = (await profile()).data.avatar;
    expect((await avatar('face.png', 'plain text')).statusCode).toBe(400);
    expect((await avatar('face.pdf', '%PDF-1.4')).statusCode).toBe(400);
    expect((await avatar('face.png', PNG, cs, 'file')).statusCode).toBe(400);
    const big = await avatar('face.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect((await profile()).data.avatar).toBe(before);
  });
});

describe('access to /system/user/profile', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/system/user/profile' })).statusCode).toBe(401);
    expect((await put('', { nickName: 'x', email: '', phonenumber: '', sex: '0' }, {})).statusCode).toBe(401);
    expect((await put('/updatePwd', { oldPassword: 'a', newPassword: 'bbbbbb' }, {})).statusCode).toBe(401);
    expect((await avatar('a.png', PNG, {})).statusCode).toBe(401);
  });
});

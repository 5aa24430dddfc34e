// @databases: embedded — who may call what is decided before any SQL differs
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, call, t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';
import { sysUser } from '../../server/modules/user/table.js';

/**
 * Issue 47 hole 3: an account whose password someone else knows (the seeded administrator of a
 * real install, an imported one, one an administrator reset) can call nothing but who it is, its
 * menu, the change itself and signing out, until it has changed it. Generated from the route table.
 */
useTestApp({ logins: ['admin'], lang: 'en' });

const ALLOWED = ['GET /api/getInfo', 'GET /api/getRouters', 'GET /api/system/user/profile', 'PUT /api/system/user/profile/updatePwd', 'POST /api/unlockscreen', 'GET /api/system/notice/listTop'];

describe('an account whose password must change', () => {
  it('is refused every signed-in route but the change, naming it, until the change is made', async () => {
    const made = await call('POST', '/system/user', { userName: 'fresh_hire', nickName: 'Fresh hire', password: 'Start123', roleIds: [2], status: '0' }, admin);
    expect(made.statusCode, made.body).toBe(200);
    const headers = await loginAs(t.app, 'fresh_hire', 'Start123');
    const info = (await call('GET', '/getInfo', undefined, headers)).json();
    expect(info).toMatchObject({ mustChangePassword: true, isDefaultModifyPwd: true });

    const signedIn = t.app.routeAccess.filter((r) => r.access && !('public' in r.access));
    expect(signedIn.length).toBeGreaterThan(100);
    const marked = signedIn.filter((r) => !ALLOWED.includes(`${r.method} ${r.url}`));
    for (const route of marked) {
      const url = route.url.replace(/:\w+/g, '1');
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: { ...headers, 'accept-language': 'en' } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().msg, `${route.method} ${route.url}`).toContain('Change your password first');
    }
    const zh = await t.app.inject({ method: 'GET', url: '/api/biz/order/list', headers: { ...headers, 'accept-language': 'zh' } });
    expect(zh.json().msg).toContain('请先修改密码');
    // the routes it may call are exactly those marked
    expect(signedIn.filter((r) => !marked.includes(r)).map((r) => `${r.method} ${r.url}`).sort()).toEqual([...ALLOWED].sort());

    const changed = await call('PUT', '/system/user/profile/updatePwd', { oldPassword: 'Start123', newPassword: 'Mine4567' }, headers);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/biz/order/list', undefined, headers)).statusCode).toBe(200);
    expect((await call('GET', '/getInfo', undefined, headers)).json().mustChangePassword).toBe(false);
  });

  it('holds the administrator of a real install (no demo) and an account reset by an administrator', async () => {
    await t.app.db.update(sysUser).set({ pwdUpdateDate: null }).where(eq(sysUser.userName, 'customs'));
    const customs = await loginAs(t.app, 'customs');
    expect((await call('GET', '/biz/filing/list', undefined, customs)).statusCode).toBe(403);
    const id = (await call('GET', '/system/user/list?userName=lhy', undefined, admin)).json().rows[0].userId as number;
    expect((await call('PUT', '/system/user/resetPwd', { userId: id, password: 'Reset123' }, admin)).statusCode).toBe(200);
    const lhy = await loginAs(t.app, 'lhy', 'Reset123');
    expect((await call('GET', '/biz/appointment/list', undefined, lhy)).statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';

useTestApp();

describe('POST /login and GET /getInfo', () => {
  it('logs admin in and answers the user, roles and permissions', async () => {
    const headers = await loginAs(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/getInfo', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.user.userName).toBe('admin');
    expect(body.user).not.toHaveProperty('password');
    expect(body.roles).toEqual(['admin']);
    expect(body.permissions).toEqual(['*:*:*']);
    // the demo's administrator is a demo account: not held at the password change (password-gate.test.ts)
    expect(body).toMatchObject({ isDefaultModifyPwd: false, mustChangePassword: false });
  });

  it("answers the user's department with its ancestors, as RuoYi does", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: await loginAs(t.app, 'cs') });
    expect(res.json().user.dept).toEqual({ deptId: 101, deptName: '客服部', ancestors: '0,100' });
  });

  it('refuses a wrong password with 400 and no token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'cs', password: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
    expect(res.json().token).toBeUndefined();
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo' })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: { authorization: 'Bearer abc.def' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 401 });
  });
});

describe('GET /getRouters', () => {
  it('builds the RuoYi route tree in the asked language', async () => {
    const headers = await loginAs(t.app);
    const zh = (await t.app.inject({ method: 'GET', url: '/api/getRouters?language=1', headers })).json();
    const system = zh.data.find((r: { path: string }) => r.path === '/system');
    expect(system).toMatchObject({ component: 'Layout', alwaysShow: true, redirect: 'noRedirect', meta: { title: '系统管理' } });
    expect(system.children.map((c: { component: string }) => c.component)).toEqual([
      'system/user/index',
      'system/role/index',
      'system/menu/index',
      'system/dept/index',
      'system/post/index',
      'system/dict/index',
      'system/config/index',
      'system/notice/index',
    ]);
    const monitor = zh.data.find((r: { path: string }) => r.path === '/monitor');
    expect(monitor.children.map((c: { meta: { title: string } }) => c.meta.title)).toEqual(['在线用户', '定时任务', '服务监控', '操作日志', '登录日志']);
    const en = (await t.app.inject({ method: 'GET', url: '/api/getRouters?language=0', headers })).json();
    expect(en.data.find((r: { path: string }) => r.path === '/system').meta.title).toBe('System');
    expect(en.data.find((r: { path: string }) => r.path === '/biz').children.map((c: { meta: { title: string } }) => c.meta.title)).toEqual([
      'Products',
      'Pre-orders',
      'Orders',
      'Customs filings',
      'Clearance',
    ]);
  });
});

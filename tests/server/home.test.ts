import { describe, expect, it } from 'vitest';
import { HOME_FIGURE_KEYS } from '../../contract/home.js';
import { t, useTestApp } from './api.js';
import { loginAs, SEEDED_PARAMETERS } from './helpers.js';

useTestApp();

const summary = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/index/summary', headers });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { ...body, figure: (key: string) => body.data.figures.find((f: { key: string }) => f.key === key)?.value };
};

describe('GET /index/summary', () => {
  it('answers who is signed in and every figure by its stable key', async () => {
    const s = await summary(await loginAs(t.app, 'cs'));
    expect(s.code).toBe(200);
    expect(s.data.user).toMatchObject({ userName: 'cs', nickName: '客服小王', deptName: '客服部', roles: ['客服'] });
    expect(s.data.user.loginIp).toBeTruthy();
    expect(s.data.user.loginDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(s.data.figures.map((f: { key: string }) => f.key)).toEqual([...HOME_FIGURE_KEYS]);
    expect(s.figure('users')).toBe(4);
    expect(s.figure('roles')).toBe(4);
    expect(s.figure('depts')).toBe(5);
    expect(s.figure('dictTypes')).toBe(34);
    expect(s.figure('configs')).toBe(SEEDED_PARAMETERS);
  });

  it('counts live: a login, a session and an operation move the figures', async () => {
    const admin = await loginAs(t.app);
    const before = await summary(admin);
    await loginAs(t.app, 'customs');
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'customs', password: 'wrong' } });
    await t.app.inject({ method: 'POST', url: '/api/system/dict/type', headers: admin, payload: { dictName: 'x', dictType: 'home_test' } });
    const after = await summary(admin);
    expect(after.figure('loginsToday')).toBe(before.figure('loginsToday') + 1);
    expect(after.figure('onlineUsers')).toBe(before.figure('onlineUsers') + 1);
    expect(after.figure('dictTypes')).toBe(before.figure('dictTypes') + 1);
    expect(after.figure('operationsToday')).toBeGreaterThan(before.figure('operationsToday'));
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/index/summary' })).statusCode).toBe(401);
  });
});

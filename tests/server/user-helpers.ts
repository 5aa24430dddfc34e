import { eq } from 'drizzle-orm';
import { sysUser } from '../../server/db/schema.js';
import { call } from './api.js';
import type { TestApp } from './helpers.js';

/** Calls and look-ups the user tests share (their files `call` as admin by default). */
export function userCalls(t: TestApp, admin: () => Record<string, string>) {
  return {
    call,
    list: async (query = '', headers = admin()) => (await call('GET', `/system/user/list${query}`, undefined, headers)).json() as { total: number; rows: Array<Record<string, unknown> & { userName: string; userId: number }> },
    idOf: async (userName: string) => (await t.app.db.query.sysUser.findFirst({ where: eq(sysUser.userName, userName) }))!.userId,
    rowOf: (userName: string) => t.app.db.query.sysUser.findFirst({ where: eq(sysUser.userName, userName) }),
    login: (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } }),
  };
}

import { eq } from 'drizzle-orm';
import { call } from './api.js';
import { sysUser } from '../../server/modules/user/table.js';
import type { TestApp } from './helpers.js';
import { firstRow } from '../../server/db/client.js';

/** Calls and look-ups the user tests share (their files `call` as admin by default). */
export function userCalls(t: TestApp, admin: () => Record<string, string>) {
  return {
    call,
    list: async (query = '', headers = admin()) => (await call('GET', `/system/user/list${query}`, undefined, headers)).json() as { total: number; rows: Array<Record<string, unknown> & { userName: string; userId: number }> },
    idOf: async (userName: string) => (await firstRow(t.app.db.select().from(sysUser).where(eq(sysUser.userName, userName)).limit(1)))!.userId,
    rowOf: (userName: string) => firstRow(t.app.db.select().from(sysUser).where(eq(sysUser.userName, userName)).limit(1)),
    login: (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } }),
  };
}

import { eq } from 'drizzle-orm';
import { sysUser } from '../../server/modules/user/table.js';
import type { TestApp } from './helpers.js';
import { firstRow } from '../../server/db/client.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls and look-ups the user tests share. */
export function userCalls(t: TestApp, admin: () => Record<string, string>) {
  const call = (method: Method, url: string, payload?: object, headers = admin()) => t.app.inject({ method, url: `/api${url}`, headers, payload });
  return {
    call,
    list: async (query = '', headers = admin()) => (await call('GET', `/system/user/list${query}`, undefined, headers)).json() as { total: number; rows: Array<Record<string, unknown> & { userName: string; userId: number }> },
    idOf: async (userName: string) => (await firstRow(t.app.db.select().from(sysUser).where(eq(sysUser.userName, userName)).limit(1)))!.userId,
    rowOf: (userName: string) => firstRow(t.app.db.select().from(sysUser).where(eq(sysUser.userName, userName)).limit(1)),
    login: (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } }),
  };
}

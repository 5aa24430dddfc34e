import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import type { RouteRecord } from '../../contract/auth.js';
import { sysUser } from '../../server/modules/user/table.js';

/** A live account straight in the table (the users module is not what these tests are about). */
export async function createUser(app: FastifyInstance, userName: string, deptId = 103) {
  const password = await bcrypt.hash('demo123', 4);
  const [row] = await app.db
    .insert(sysUser)
    .values({ userName, nickName: userName, deptId, password, pwdUpdateDate: new Date(), createBy: 'test' })
    .returning();
  return row.userId;
}

/** "System/Roles" style paths of every titled route, depth first. */
export function routeTitles(routes: RouteRecord[], prefix = ''): string[] {
  return routes.flatMap((r) => {
    const title = r.meta?.title ?? '';
    const here = title ? `${prefix}${title}` : prefix.replace(/\/$/, '');
    const mine = title ? [here] : [];
    return [...mine, ...routeTitles(r.children ?? [], title ? `${here}/` : prefix)];
  });
}

export function findRoute(routes: RouteRecord[], title: string): RouteRecord | undefined {
  for (const r of routes) {
    if (r.meta?.title === title) return r;
    const inner = findRoute(r.children ?? [], title);
    if (inner) return inner;
  }
  return undefined;
}

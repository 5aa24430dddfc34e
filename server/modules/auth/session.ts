import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { sysSession } from './table.js';

export interface LoginUser {
  sessionId: string;
  userId: number;
  userName: string;
  nickName: string;
  deptId: number | null;
  deptName: string | null;
  roles: string[];
  permissions: string[];
}

export const ADMIN_ROLE = 'admin';
export const ALL_PERMISSION = '*:*:*';
/** lastAccessTime is written at most once a minute per session: idle expiry needs no finer grain. */
const TOUCH_INTERVAL_MS = 60_000;

interface SessionRow {
  session_id: string;
  last_access_time: Date | string;
  user_id: number | string;
  user_name: string;
  nick_name: string;
  dept_id: number | string | null;
  dept_name: string | null;
  roles: string[] | null;
  perms: string[] | null;
}

/** The session and its user's live roles and permissions, in one round trip. */
export async function loadSession(db: Db, sessionId: string, idleMinutes: number): Promise<LoginUser | null> {
  const [row] = await queryRows<SessionRow>(db, sql`
    select s.session_id, s.last_access_time, u.user_id, u.user_name, u.nick_name, u.dept_id, d.dept_name,
      array(select r.role_key from sys_user_role ur join sys_role r on r.role_id = ur.role_id
            where ur.user_id = u.user_id and r.status = '0' and r.del_flag = '0' order by r.role_sort) as roles,
      array(select distinct m.perms from sys_user_role ur
              join sys_role r on r.role_id = ur.role_id and r.status = '0' and r.del_flag = '0'
              join sys_role_menu rm on rm.role_id = r.role_id
              join sys_menu m on m.menu_id = rm.menu_id and m.status = '0'
            where ur.user_id = u.user_id and m.perms is not null and m.perms <> '') as perms
    from sys_session s
    join sys_user u on u.user_id = s.user_id and u.status = '0' and u.del_flag = '0'
    left join sys_dept d on d.dept_id = u.dept_id
    where s.session_id = ${sessionId}`);
  if (!row) return null;
  const lastAccess = new Date(row.last_access_time).getTime();
  const now = Date.now();
  if (now - lastAccess > idleMinutes * 60_000) {
    await db.delete(sysSession).where(eq(sysSession.sessionId, sessionId));
    return null;
  }
  if (now - lastAccess > TOUCH_INTERVAL_MS) {
    await db.update(sysSession).set({ lastAccessTime: new Date(now) }).where(eq(sysSession.sessionId, sessionId));
  }
  const roles = row.roles ?? [];
  return {
    sessionId,
    userId: Number(row.user_id),
    userName: row.user_name,
    nickName: row.nick_name,
    deptId: row.dept_id === null ? null : Number(row.dept_id),
    deptName: row.dept_name,
    roles,
    permissions: roles.includes(ADMIN_ROLE) ? [ALL_PERMISSION] : (row.perms ?? []),
  };
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sysSession).where(eq(sysSession.sessionId, sessionId));
}

export async function purgeIdleSessions(db: Db, idleMinutes: number) {
  const cutoff = new Date(Date.now() - idleMinutes * 60_000);
  await db.delete(sysSession).where(and(lt(sysSession.lastAccessTime, cutoff)));
}

export function hasPermission(user: LoginUser, needed: string | string[]): boolean {
  if (user.roles.includes(ADMIN_ROLE) || user.permissions.includes(ALL_PERMISSION)) return true;
  const list = Array.isArray(needed) ? needed : [needed];
  return list.some((p) => user.permissions.includes(p));
}

import type { SessionUser } from '../../../contract/auth.js';
import { formatTime } from '../../lib/time.js';
import type { sysUser } from '../user/table.js';

/** What a user may see of an account: never the password hash or the lock counters. */
export function toSessionUser(row: typeof sysUser.$inferSelect, deptName: string | null, ancestors: string | null = null): SessionUser {
  return {
    userId: row.userId,
    userName: row.userName,
    nickName: row.nickName,
    avatar: row.avatar,
    email: row.email,
    phonenumber: row.phonenumber,
    sex: row.sex,
    deptId: row.deptId,
    dept: row.deptId && deptName ? { deptId: row.deptId, deptName, ancestors: ancestors ?? '' } : null,
    createTime: formatTime(row.createTime),
    loginIp: row.loginIp || null,
    loginDate: formatTime(row.loginDate),
    pwdUpdateDate: formatTime(row.pwdUpdateDate),
  };
}

import bcrypt from 'bcryptjs';
import type { TestApp } from './helpers.js';
import { loginAs } from './helpers.js';
import { sysRoleMenu } from '../../server/modules/menu/table.js';
import { sysRole, sysRoleDept, sysUserRole } from '../../server/modules/role/table.js';
import { sysUser } from '../../server/modules/user/table.js';

/** The user, department and post menus with every button under them (migration 0003). */
export const ADMIN_MENUS = [1, 100, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 103, 1016, 1017, 1018, 1019, 104, 1020, 1021, 1022, 1023, 1024];

let serial = 0;
let hash: string | undefined;

/**
 * A role with the given data scope (1 all, 2 custom, 3 own department, 4 and below, 5 own data)
 * and the administration menus, a user of that role in `deptId`, and that user's bearer header.
 * Written straight to the tables: the role API is another module's.
 */
export async function scopedUser(t: TestApp, opts: { deptId: number; dataScope: string; customDepts?: number[]; menus?: number[] }) {
  serial += 1;
  const db = t.app.db;
  hash ??= await bcrypt.hash('demo123', 4);
  const [role] = await db
    .insert(sysRole)
    .values({ roleName: `scope ${opts.dataScope} #${serial}`, roleKey: `scope${opts.dataScope}_${serial}`, roleSort: 50 + serial, dataScope: opts.dataScope })
    .returning({ roleId: sysRole.roleId });
  const menus = opts.menus ?? ADMIN_MENUS;
  if (menus.length) await db.insert(sysRoleMenu).values(menus.map((menuId) => ({ roleId: role.roleId, menuId })));
  if (opts.customDepts?.length) await db.insert(sysRoleDept).values(opts.customDepts.map((deptId) => ({ roleId: role.roleId, deptId })));
  const userName = `scoped${serial}_${opts.dataScope}`;
  const [user] = await db
    .insert(sysUser)
    .values({ userName, nickName: userName, deptId: opts.deptId, password: hash, pwdUpdateDate: new Date() })
    .returning({ userId: sysUser.userId });
  await db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  return { userId: user.userId, userName, roleId: role.roleId, headers: await loginAs(t.app, userName, 'demo123') };
}

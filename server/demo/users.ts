import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sysUserPost } from '../modules/post/table.js';
import { sysUserRole } from '../modules/role/table.js';
import { sysUser } from '../modules/user/table.js';
import { hashPassword } from '../lib/password-hash.js';

export const DEMO_PASSWORD = 'demo123';

/** Role ids and departments of the identity seed migration (0001). */
const demoUsers = [
  { userName: 'cs', nickName: '客服小王', deptId: 101, roleId: 2, postId: 1, email: 'cs@example.com' },
  { userName: 'customs', nickName: '报关小李', deptId: 102, roleId: 3, postId: 2, email: 'customs@example.com' },
  { userName: 'lhy', nickName: '理货小张', deptId: 103, roleId: 4, postId: 3, email: 'lhy@example.com' },
];

/** The demo accounts of decisions.md §4, on a fresh database only (SEED_DEMO=false skips them). */
export async function seedDemo(db: Db): Promise<void> {
  const password = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const u of demoUsers) {
      const [row] = await tx
        .insert(sysUser)
        .values({ userName: u.userName, nickName: u.nickName, deptId: u.deptId, email: u.email, password, pwdUpdateDate: new Date(), createBy: 'admin', remark: '演示账号' })
        .onConflictDoNothing()
        .returning({ userId: sysUser.userId });
      if (!row) continue;
      await tx.insert(sysUserRole).values({ userId: row.userId, roleId: u.roleId });
      await tx.insert(sysUserPost).values({ userId: row.userId, postId: u.postId });
    }
    // the demo's administrator is a demo account like the others (its password is on the first
    // screen of the README): it is not held at the password change a real install starts with
    await tx.update(sysUser).set({ pwdUpdateDate: new Date() }).where(and(eq(sysUser.userId, 1), isNull(sysUser.pwdUpdateDate)));
  });
}

import type { Db } from '../../db/client.js';
import { sysConfig } from '../config/table.js';
import { sysDept } from '../dept/table.js';
import { sysDictData, sysDictType } from '../dict/table.js';
import { sysJob } from '../job/table.js';
import { sysMenu, sysRoleMenu } from '../menu/table.js';
import { sysNotice, sysNoticeRead } from '../notice/table.js';
import { sysPost, sysUserPost } from '../post/table.js';
import { sysRole, sysRoleDept, sysUserRole } from '../role/table.js';
import { sysUser } from '../user/table.js';

/** What this database holds of the tables the import writes, read once before planning. */
export async function readOurs(db: Db) {
  const pairs = async (rows: Promise<{ a: number; b: number }[]>) => new Set((await rows).map((r) => `${r.a}:${r.b}`));
  return {
    depts: await db.select().from(sysDept),
    posts: await db.select().from(sysPost),
    roles: await db.select().from(sysRole),
    users: await db.select().from(sysUser),
    menus: await db.select({ menuId: sysMenu.menuId, parentId: sysMenu.parentId, menuType: sysMenu.menuType, path: sysMenu.path, perms: sysMenu.perms }).from(sysMenu),
    userRoles: await pairs(db.select({ a: sysUserRole.userId, b: sysUserRole.roleId }).from(sysUserRole)),
    userPosts: await pairs(db.select({ a: sysUserPost.userId, b: sysUserPost.postId }).from(sysUserPost)),
    roleDepts: await pairs(db.select({ a: sysRoleDept.roleId, b: sysRoleDept.deptId }).from(sysRoleDept)),
    roleMenus: await pairs(db.select({ a: sysRoleMenu.roleId, b: sysRoleMenu.menuId }).from(sysRoleMenu)),
    dictTypes: await db.select().from(sysDictType),
    dictData: await db.select().from(sysDictData),
    configs: await db.select().from(sysConfig),
    notices: await db.select().from(sysNotice),
    noticeReads: await pairs(db.select({ a: sysNoticeRead.noticeId, b: sysNoticeRead.userId }).from(sysNoticeRead)),
    jobs: await db.select().from(sysJob),
  };
}

export type Ours = Awaited<ReturnType<typeof readOurs>>;

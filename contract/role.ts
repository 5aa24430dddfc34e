import { z } from 'zod';
import { DATA_SCOPES, MAX_INT } from './constants.js';
import { idList, pageQuery, statusFlag } from './common.js';
import type { TreeOption } from './menu.js';

const text = (max: number) => z.string().trim().max(max);
const id = z.number().int().positive().max(MAX_INT);
const ids = z.array(id).max(10_000);


export const roleRow = z.object({
  roleId: z.number(),
  roleName: z.string(),
  /** shown in English mode when set */
  roleNameEn: z.string(),
  roleKey: z.string(),
  roleSort: z.number(),
  dataScope: z.enum(DATA_SCOPES),
  /** true: the menu tree links parents and children (RuoYi's naming) */
  menuCheckStrictly: z.boolean(),
  deptCheckStrictly: z.boolean(),
  status: statusFlag,
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
  /** the built-in administrator role (id 1): it cannot be changed */
  admin: z.boolean(),
});
export type RoleRow = z.infer<typeof roleRow>;

export const roleInput = z.object({
  roleId: id.optional(),
  roleName: z.string().trim().min(1).max(30),
  roleNameEn: z.string().trim().max(50).optional().default(''),
  roleKey: z.string().trim().min(1).max(100).regex(/^[\w:.-]+$/, 'letters, digits, _ : . - only'),
  roleSort: z.number().int().min(0).max(9999),
  status: statusFlag.default('0'),
  menuCheckStrictly: z.boolean().default(true),
  deptCheckStrictly: z.boolean().default(true),
  /** every checked menu, half-checked parents included: the role's menus are replaced by these */
  menuIds: ids.default([]),
  remark: text(500).nullish(),
});
export type RoleInput = z.infer<typeof roleInput>;

export const roleQuery = pageQuery.extend({
  /** either language's name */
  roleName: text(50).optional(),
  roleKey: text(100).optional(),
  status: z.enum(['0', '1', '']).optional(),
});

export const roleDataScopeInput = z.object({
  roleId: id,
  dataScope: z.enum(DATA_SCOPES),
  deptCheckStrictly: z.boolean().default(true),
  /** the departments of a custom scope ('2'); ignored otherwise */
  deptIds: ids.default([]),
});
export type RoleDataScopeInput = z.infer<typeof roleDataScopeInput>;

export const roleStatusInput = z.object({ roleId: id, status: statusFlag });

export const authUserQuery = pageQuery.extend({
  roleId: z.coerce.number().int().positive().max(MAX_INT),
  userName: text(30).optional(),
  phonenumber: text(20).optional(),
});

export const authUserRow = z.object({
  userId: z.number(),
  deptId: z.number().nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  status: statusFlag,
  createTime: z.string().nullable(),
});
export type AuthUserRow = z.infer<typeof authUserRow>;

export const authUserCancel = z.object({ roleId: id, userId: id });

/** cancelAll / selectAll: RuoYi sends these as query parameters; userIds "1,2,3". */
export const authUserBatch = z.object({
  roleId: z.coerce.number().int().positive().max(MAX_INT),
  userIds: z.union([idList, ids]),
});

/** GET /system/role/deptTree/{roleId}, RuoYi's shape (top-level fields). */
export interface RoleDeptTree {
  code: number;
  msg: string;
  depts: TreeOption[];
  checkedKeys: number[];
}

import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { idList, pageQuery, statusFlag } from './common.js';
import { optionalEmail, optionalPhone } from './dept.js';

const text = (max: number) => z.string().trim().max(max);

/**
 * A user name as it is stored: NFKC-normalised (a full-width ａｄｍｉｎ is admin) and free of spaces,
 * markup characters and invisible or direction-control characters (\p{C}), so that no name can
 * pass for another. Uniqueness is case-insensitive (the database's index is on lower(user_name)).
 */
export const userNameRule = z
  .string()
  .trim()
  .transform((s) => s.normalize('NFKC'))
  .pipe(z.string().min(2).max(30).regex(/^[^\s<>"'\\|\p{C}]+$/u, 'no spaces, invisible characters or < > " \' \\ |'));
/** RuoYi's rule for a password an administrator sets: 5-20 characters. */
export const userPassword = z.string().min(5).max(20).regex(/^[^<>"'|\\]+$/, 'must not contain < > " \' \\ |');
const sex = z.enum(['0', '1', '2']);
const ids = z.array(z.number().int().positive().max(MAX_INT)).max(200);

// ---- users (/system/user)
export const userRow = z.object({
  userId: z.number(),
  deptId: z.number().nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex,
  avatar: z.string(),
  status: statusFlag,
  loginIp: z.string(),
  loginDate: z.string().nullable(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  dept: z.object({ deptId: z.number(), deptName: z.string(), leader: z.string().nullable() }).nullable(),
  /** GET {userId} only */
  roleIds: z.array(z.number()).optional(),
  postIds: z.array(z.number()).optional(),
});
export type UserRow = z.infer<typeof userRow>;

/**
 * The add/edit body. userName and password are read on add only (RuoYi's dialog shows them
 * there); an empty password on add means the parameter sys.user.initPassword.
 */
export const userInput = z.object({
  userId: z.number().int().positive().max(MAX_INT).optional(),
  userName: userNameRule,
  password: z.union([z.literal(''), userPassword]).optional(),
  nickName: z.string().trim().min(1).max(30),
  deptId: z.number().int().positive().max(MAX_INT).nullish(),
  email: optionalEmail,
  phonenumber: optionalPhone,
  sex: sex.default('0'),
  status: statusFlag.default('0'),
  remark: text(500).nullish(),
  roleIds: ids.default([]),
  postIds: ids.default([]),
});
export type UserInput = z.infer<typeof userInput>;

/** PUT: the same fields; userName may be left out, password is ignored (resetPwd changes it). */
export const userEditInput = userInput.extend({ userId: z.number().int().positive().max(MAX_INT), userName: userNameRule.optional() });
export type UserEditInput = z.infer<typeof userEditInput>;

const optionalId = z.union([z.literal(''), z.coerce.number().int().positive().max(MAX_INT)]).optional();

export const userQuery = pageQuery.extend({
  userName: text(30).optional(),
  nickName: text(30).optional(),
  phonenumber: text(20).optional(),
  status: z.enum(['0', '1', '']).optional(),
  /** this department and every department below it */
  deptId: optionalId,
});
export type UserQuery = z.infer<typeof userQuery>;

export const userIdParam = z.object({ userId: z.coerce.number().int().positive().max(MAX_INT) });

export const resetPwdInput = z.object({ userId: z.number().int().positive().max(MAX_INT), password: userPassword });
export const changeStatusInput = z.object({ userId: z.number().int().positive().max(MAX_INT), status: statusFlag });

/** PUT authRole: RuoYi sends userId and roleIds ("1,2") as query parameters; a JSON body works too. */
export const authRoleInput = z.object({
  userId: z.coerce.number().int().positive().max(MAX_INT),
  roleIds: z
    .union([z.array(z.coerce.number().int().positive().max(MAX_INT)), z.literal('').transform(() => []), idList])
    .default([]),
});

/**
 * One row of the import sheet (the template's columns). Sex and status take the code or the
 * label in either language; the server maps labels to codes before this schema sees them.
 */
export const userImportRow = z.object({
  deptId: z.coerce.number().int().positive().max(MAX_INT).nullish(),
  userName: userNameRule,
  nickName: z.string().trim().min(1).max(30),
  email: optionalEmail,
  phonenumber: optionalPhone,
  sex: sex.default('0'),
  status: statusFlag.default('0'),
});
export type UserImportRow = z.infer<typeof userImportRow>;

// the import flags and report are shared by every importer
export { importQuery, importReport, type ImportReport } from './import.js';

/** A role or post as the user dialog lists them. */
export const roleOption = z.object({ roleId: z.number(), roleName: z.string(), roleKey: z.string(), status: statusFlag, flag: z.boolean().optional() });
export const postOption = z.object({ postId: z.number(), postName: z.string(), postCode: z.string(), status: statusFlag });
export type RoleOption = z.infer<typeof roleOption>;
export type PostOption = z.infer<typeof postOption>;

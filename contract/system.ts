import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { sessionUser } from './auth.js';
import { pageQuery, statusFlag } from './common.js';

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const remark = text(500).nullish();

// ---- config parameters (/system/config)
export const configRow = z.object({
  configId: z.number(),
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  configType: z.enum(['Y', 'N']),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type ConfigRow = z.infer<typeof configRow>;

export const configInput = z.object({
  configId: z.number().int().positive().max(MAX_INT).optional(),
  configName: required(100),
  configKey: required(100).regex(/^[\w.-]+$/, 'letters, digits, dot, dash or underscore only'),
  /** may be empty: an unset SMTP host or account is a value too */
  configValue: text(500),
  configType: z.enum(['Y', 'N']).default('N'),
  remark,
});
export type ConfigInput = z.infer<typeof configInput>;

export const configQuery = pageQuery.extend({
  configName: text(100).optional(),
  configKey: text(100).optional(),
  configType: z.enum(['Y', 'N', '']).optional(),
});

// ---- dictionary types (/system/dict/type)
export const dictTypeRow = z.object({
  dictId: z.number(),
  dictName: z.string(),
  dictType: z.string(),
  status: statusFlag,
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type DictTypeRow = z.infer<typeof dictTypeRow>;

export const dictTypeInput = z.object({
  dictId: z.number().int().positive().max(MAX_INT).optional(),
  dictName: required(100),
  dictType: required(100).regex(/^[a-z][a-z0-9_]*$/, 'must start with a letter; lower-case letters, digits and underscore only'),
  status: statusFlag.default('0'),
  remark,
});
export type DictTypeInput = z.infer<typeof dictTypeInput>;

export const dictTypeQuery = pageQuery.extend({
  dictName: text(100).optional(),
  dictType: text(100).optional(),
  status: z.enum(['0', '1', '']).optional(),
});

// ---- dictionary data (/system/dict/data); labels come in both languages
export const dictDataRow = z.object({
  dictCode: z.number(),
  dictSort: z.number(),
  /** the label in the request's language */
  dictLabel: z.string(),
  dictLabelZh: z.string(),
  dictLabelEn: z.string(),
  dictValue: z.string(),
  dictType: z.string(),
  cssClass: z.string().nullable(),
  listClass: z.string().nullable(),
  isDefault: z.enum(['Y', 'N']),
  status: statusFlag,
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type DictDataRow = z.infer<typeof dictDataRow>;

export const listClasses = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

export const dictDataInput = z.object({
  dictCode: z.number().int().positive().max(MAX_INT).optional(),
  dictSort: z.number().int().min(0).max(9999).default(0),
  dictLabelZh: required(100),
  dictLabelEn: required(100),
  dictValue: required(100),
  dictType: required(100),
  cssClass: text(100).nullish(),
  /** '' (as older rows and RuoYi forms send it) means none */
  listClass: z.union([z.enum(listClasses), z.literal('')]).nullish(),
  isDefault: z.enum(['Y', 'N']).default('N'),
  status: statusFlag.default('0'),
  remark,
});
export type DictDataInput = z.infer<typeof dictDataInput>;

/**
 * What the API takes for an entry: our two labels, or RuoYi's single `dictLabel`, read as the
 * label in the request's language (a new entry gets it in both until someone translates it).
 */
export const dictDataBody = dictDataInput.extend({
  dictLabelZh: required(100).optional(),
  dictLabelEn: required(100).optional(),
  dictLabel: required(100).optional(),
});
export type DictDataBody = z.infer<typeof dictDataBody>;

export const dictDataQuery = pageQuery.extend({
  dictType: text(100).optional(),
  dictLabel: text(100).optional(),
  status: z.enum(['0', '1', '']).optional(),
});

// ---- personal centre (/system/user/profile)
export const profileInput = z.object({
  nickName: required(30),
  email: z.union([z.literal(''), z.email().max(50)]),
  phonenumber: z.union([z.literal(''), z.string().regex(/^1[3-9]\d{9}$|^\+?[\d -]{6,20}$/, 'invalid phone number')]),
  sex: z.enum(['0', '1', '2']),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const passwordInput = z.object({
  oldPassword: z.string().min(1).max(64),
  newPassword: z.string().min(6).max(20).regex(/^[^<>"'|\\]+$/, 'must not contain < > " \' \\ |'),
});
export type PasswordInput = z.infer<typeof passwordInput>;

export const profileResult = z.object({
  code: z.number(),
  msg: z.string(),
  data: sessionUser,
  /** role names joined by ',' */
  roleGroup: z.string(),
  /** post names joined by ',' */
  postGroup: z.string(),
});
export type ProfileResult = z.infer<typeof profileResult>;

import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { pageQuery, statusFlag } from './common.js';

// ---- posts (/system/post): a job title a user holds, e.g. tally clerk
export const postRow = z.object({
  postId: z.number(),
  postCode: z.string(),
  postName: z.string(),
  /** shown in English mode when set */
  postNameEn: z.string(),
  postSort: z.number(),
  status: statusFlag,
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type PostRow = z.infer<typeof postRow>;

export const postInput = z.object({
  postId: z.number().int().positive().max(MAX_INT).optional(),
  postCode: z.string().trim().min(1).max(64),
  postName: z.string().trim().min(1).max(50),
  postNameEn: z.string().trim().max(50).optional().default(''),
  postSort: z.number().int().min(0).max(9999),
  status: statusFlag.default('0'),
  remark: z.string().trim().max(500).nullish(),
});
export type PostInput = z.infer<typeof postInput>;

export const postQuery = pageQuery.extend({
  postCode: z.string().trim().max(64).optional(),
  /** either language's name */
  postName: z.string().trim().max(50).optional(),
  status: z.enum(['0', '1', '']).optional(),
});

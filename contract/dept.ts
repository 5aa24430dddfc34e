import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { statusFlag } from './common.js';

const text = (max: number) => z.string().trim().max(max);

/** A phone number as RuoYi's forms take it: a mainland mobile or an international/landline number. */
export const phoneNumber = z.string().trim().regex(/^1[3-9]\d{9}$|^\+?[\d -]{6,20}$/, 'invalid phone number');
export const optionalPhone = z.union([z.literal(''), phoneNumber]).nullish();
export const optionalEmail = z.union([z.literal(''), z.email().max(50)]).nullish();

// ---- departments (/system/dept): a tree by parentId; ancestors is the comma path from the root
export const deptRow = z.object({
  deptId: z.number(),
  parentId: z.number(),
  ancestors: z.string(),
  deptName: z.string(),
  /** shown in English mode when set */
  deptNameEn: z.string(),
  orderNum: z.number(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: statusFlag,
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  /** GET {deptId} only */
  parentName: z.string().nullable().optional(),
});
export type DeptRow = z.infer<typeof deptRow>;

export const deptInput = z.object({
  deptId: z.number().int().positive().max(MAX_INT).optional(),
  /** 0 only for the existing root */
  parentId: z.number().int().min(0).max(MAX_INT),
  deptName: z.string().trim().min(1).max(50),
  deptNameEn: z.string().trim().max(50).optional().default(''),
  orderNum: z.number().int().min(0).max(9999).default(0),
  leader: text(20).nullish(),
  phone: optionalPhone,
  email: optionalEmail,
  status: statusFlag.default('0'),
});
export type DeptInput = z.infer<typeof deptInput>;

/** PUT: without parentId the department stays where it is (the dialog hides it for the root). */
export const deptEditInput = deptInput.extend({ deptId: z.number().int().positive().max(MAX_INT), parentId: z.number().int().min(0).max(MAX_INT).optional() });

export const deptQuery = z.object({
  /** either language's name */
  deptName: text(50).optional(),
  status: z.enum(['0', '1', '']).optional(),
});

export const deptIdParam = z.object({ deptId: z.coerce.number().int().positive().max(MAX_INT) });

/** A department as a tree-select option (RuoYi's TreeSelect). */
export interface DeptOption {
  id: number;
  label: string;
  disabled?: boolean;
  children?: DeptOption[];
}
export const deptOption: z.ZodType<DeptOption> = z.lazy(() =>
  z.object({ id: z.number(), label: z.string(), disabled: z.boolean().optional(), children: z.array(deptOption).optional() }),
);

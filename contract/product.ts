import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { pageQuery } from './common.js';
import { PRODUCT_STATUSES } from './product-states.js';

export * from './product-states.js';
export const productStatus = z.enum(PRODUCT_STATUSES);

/** What must be filled in before a product goes to acceptance (0→1, 2→1). */
export const PRODUCT_COMPLETE_FIELDS = ['nameEn', 'hscode', 'length', 'width', 'height', 'grossWeight', 'netWeight', 'supplier'] as const;

const text = (max: number) => z.string().trim().max(max);
/** '' (a cleared form field) and null clear the value; otherwise a number ≥ 0 within the column's precision. */
const measure = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.coerce.number('expected a number').min(0, 'must be ≥ 0').max(max, `must be ≤ ${max}`).nullish());

const productFields = {
  articleNo: z.string().trim().min(1, 'required').max(50).regex(/^\S+$/, 'no spaces'),
  nameZh: z.string().trim().min(1, 'required').max(200),
  nameEn: text(200).optional(),
  hscode: text(20).regex(/^[\d.]*$/, 'digits only').optional(),
  /** centimetres */
  length: measure(99_999_999),
  width: measure(99_999_999),
  height: measure(99_999_999),
  /** kilograms */
  grossWeight: measure(999_999_999),
  netWeight: measure(999_999_999),
  supplier: text(100).optional(),
  remark: text(500).nullish(),
};

const netWithinGross = <T extends { grossWeight?: number | null; netWeight?: number | null }>(p: T, ctx: z.RefinementCtx) => {
  if (p.grossWeight != null && p.netWeight != null && p.netWeight > p.grossWeight)
    ctx.addIssue({ code: 'custom', path: ['netWeight'], message: 'must not exceed the gross weight' });
};

/** POST: a new product starts "to be completed"; its status only moves through PUT {id}/status. */
export const productInput = z.object({ productId: z.unknown().optional(), status: z.unknown().optional(), ...productFields }).superRefine(netWithinGross);
export type ProductInput = z.infer<typeof productInput>;

/** PUT: version (optional) is the one the editor saw; a move or edit in between → 409. */
export const productEditInput = z
  .object({ productId: z.coerce.number().int().positive().max(MAX_INT), version: z.number().int().min(0).max(MAX_INT).optional(), status: z.unknown().optional(), ...productFields })
  .superRefine(netWithinGross);
export type ProductEditInput = z.infer<typeof productEditInput>;

/** One import row: the template's columns (status is not imported: new products start at 0). */
export const productImportRow = z.object(productFields).omit({ remark: true }).superRefine(netWithinGross);
export type ProductImportRow = z.infer<typeof productImportRow>;

export const productQuery = pageQuery.extend({
  articleNo: text(50).optional(),
  nameZh: text(200).optional(),
  nameEn: text(200).optional(),
  hscode: text(20).optional(),
  supplier: text(100).optional(),
  /** one value or several, comma-separated */
  status: z.string().regex(/^([0-3](,[0-3])*)?$/, 'expected status values 0-3').optional(),
});
export type ProductQuery = z.infer<typeof productQuery>;

export const productRow = z.object({
  productId: z.number(),
  articleNo: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  hscode: z.string(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  grossWeight: z.number().nullable(),
  netWeight: z.number().nullable(),
  supplier: z.string(),
  status: productStatus,
  version: z.number(),
  remark: z.string().nullable(),
  deptId: z.number().nullable(),
  userId: z.number().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type ProductRow = z.infer<typeof productRow>;

/** PUT {id}/status. */
export const productMoveInput = z.object({ to: productStatus, remark: z.string().trim().max(500).optional(), version: z.number().int().min(0).max(MAX_INT).optional() });
export type ProductMoveInput = z.infer<typeof productMoveInput>;

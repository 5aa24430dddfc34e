import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { pageQuery } from './common.js';
import { checkSpecial, orderHeaderRowShape, orderHeaderShape, orderLineInput, orderLineRow } from './order.js';

const text = (max: number) => z.string().trim().max(max);
/** biz_preorder_check_status: 0 unprocessed, 1 passed, 2 not passed */
export const checkStatus = z.enum(['0', '1', '2']);
const lines = z.array(orderLineInput).min(1).max(500);
/** A pre-order carries the whole order header, bonded status and warehouse-entry time included. */
export const preorderHeaderShape = orderHeaderShape;

/** A pre-order is an order as entered: the order's header and lines (contract/order.ts). */
export const preorderInput = preorderHeaderShape.extend({ preorderId: z.number().int().positive().max(MAX_INT).optional(), lines }).superRefine(checkSpecial);
export type PreorderInput = z.infer<typeof preorderInput>;

/** PUT: the same fields, with the version the user saw (optional: without it the current one). */
export const preorderEditInput = preorderHeaderShape
  .extend({ preorderId: z.number().int().positive().max(MAX_INT), lines, version: z.number().int().min(0).max(MAX_INT).optional() })
  .superRefine(checkSpecial);
export type PreorderEditInput = z.infer<typeof preorderEditInput>;

export const preorderQuery = pageQuery.extend({
  orderNo: text(40).optional(),
  buyer: text(100).optional(),
  vendorDeptName: text(100).optional(),
  checkStatus: z.enum(['0', '1', '2', '']).optional(),
});
export type PreorderQuery = z.infer<typeof preorderQuery>;

/** PUT {id}/status: passing or not passing (with its reason). Back to unprocessed only by an edit. */
export const preorderStatusInput = z
  .object({ to: checkStatus, remark: text(500).default(''), version: z.number().int().min(0).max(MAX_INT).optional() })
  .superRefine((v, ctx) => {
    if (v.to === '2' && !v.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'the reason is required when a pre-order does not pass' });
  });
export type PreorderStatusInput = z.infer<typeof preorderStatusInput>;

/** A stored line: what was entered plus its computed amount. */
export const preorderLineRow = orderLineRow.omit({ lineId: true, lineNo: true }).extend({ lineNo: z.number() });
export type PreorderLineRow = z.infer<typeof preorderLineRow>;

export const preorderRow = z.object({
  preorderId: z.number(),
  ...orderHeaderRowShape,
  checkStatus,
  checkRemark: z.string(),
  /** the order a passed pre-order became, and its number */
  orderId: z.number().nullable(),
  lineCount: z.number(),
  version: z.number(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  /** GET {id} only */
  lines: z.array(preorderLineRow).optional(),
});
export type PreorderRow = z.infer<typeof preorderRow>;

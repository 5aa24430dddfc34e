import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { DAY_TIME, calendarText, pageQuery } from './common.js';
import { BOOKING_BLOCKS } from './order-cartons.js';

const text = (max: number) => z.string().trim().max(max);
const yesNo = z.enum(['Y', 'N']);
const amount = (max = 1e10) => z.number().min(0).max(max);
/** 'yyyy-MM-dd HH:mm:ss' (RuoYi's format) or 'yyyy-MM-dd'; '' or null means none */
export const dateTimeText = calendarText(DAY_TIME, 'expected yyyy-MM-dd HH:mm:ss').or(z.literal('')).nullish();

/** One goods line. totalAmount is computed on the server (originalQty × unitPrice). */
export const orderLineInput = z.object({
  productId: z.number().int().positive().max(MAX_INT).nullish(),
  itemNo: text(50).min(1),
  originalCategory: text(100).default(''),
  originalQty: amount(),
  gifiCode: text(30).default(''),
  unitPrice: amount(),
  /** dictionary biz_currency (checked on the server against the dictionary) */
  currency: z.string().trim().regex(/^[A-Z]{3}$/, 'expected a currency code like USD').default('USD'),
  customsNameZh: text(200).default(''),
  customsNameEn: text(200).default(''),
  inspectionFlag: yesNo.default('N'),
  proportionFlag: yesNo.default('N'),
  cartons: z.number().int().min(0).max(1e9),
  cbm: amount(),
  grossWeight: amount(),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/**
 * The header fields a person enters. nbOfCartons, totalCbm and grossWeightSum are not here:
 * the server computes them from the lines. Plain object: zod 4 cannot extend a refined one.
 */
export const orderHeaderShape = z.object({
  orderNo: text(40).min(1),
  buyer: text(100).default(''),
  ope: text(50).default(''),
  /** shown as LOBA NO */
  da: text(50).default(''),
  /** the supplier */
  vendorDeptName: text(100).default(''),
  keepRecordCbm: amount().default(0),
  documentary: text(50).default(''),
  orderTaker: text(50).default(''),
  district: text(50).default(''),
  bookingCategory: text(50).default(''),
  docSper: text(50).default(''),
  traficOrder: text(50).default(''),
  traficCode: text(50).default(''),
  isSuit: yesNo.default('N'),
  isSpecial: yesNo.default('N'),
  specialCustoms: text(100).default(''),
  specialUnit: text(20).default(''),
  specialQtyRate: z.number().positive().max(1e8).nullish(),
  bondedStatus: z.enum(['0', '1']).default('1'),
  toWarehouseTime: dateTimeText,
  remark: text(500).nullish(),
});

/** Special goods need their quantity rate (and the other way round it is ignored). */
export const checkSpecial = (v: { isSpecial: 'Y' | 'N'; specialQtyRate?: number | null }, ctx: z.RefinementCtx) => {
  if (v.isSpecial === 'Y' && (v.specialQtyRate === undefined || v.specialQtyRate === null))
    ctx.addIssue({ code: 'custom', path: ['specialQtyRate'], message: 'required when isSpecial = Y' });
};

export const orderHeaderInput = orderHeaderShape.superRefine(checkSpecial);
export type OrderHeaderInput = z.infer<typeof orderHeaderInput>;

export const orderInput = orderHeaderShape
  .extend({ lines: z.array(orderLineInput).min(1).max(500) })
  .superRefine(checkSpecial);
export type OrderInput = z.infer<typeof orderInput>;

export const orderEditInput = orderHeaderShape
  .extend({ orderId: z.number().int().positive().max(MAX_INT), lines: z.array(orderLineInput).min(1).max(500), version: z.number().int().min(0).max(MAX_INT).optional() })
  .superRefine(checkSpecial);
export type OrderEditInput = z.infer<typeof orderEditInput>;

/** The SPA dialog's schema: one for add and edit (orderId is sent on edit only). */
export const orderFormInput = orderHeaderShape
  .extend({ orderId: z.number().int().positive().max(MAX_INT).optional(), lines: z.array(orderLineInput).min(1).max(500) })
  .superRefine(checkSpecial);

const statusFilter = (values: [string, ...string[]]) => z.enum([...values, '']).optional();
export const orderQuery = pageQuery.extend({
  orderNo: text(40).optional(),
  buyer: text(100).optional(),
  vendorDeptName: text(100).optional(),
  da: text(50).optional(),
  customsStatus: statusFilter(['0', '1', '2']),
  transportStatus: statusFilter(['0', '1', '2']),
  overState: statusFilter(['0', '1', '2', '3']),
  bondedStatus: statusFilter(['0', '1']),
  'params[beginToWarehouseTime]': pageQuery.shape['params[beginTime]'],
  'params[endToWarehouseTime]': pageQuery.shape['params[endTime]'],
});
export type OrderQuery = z.infer<typeof orderQuery>;

/** Fields a batch edit may set on many orders at once. */
export const BATCH_FIELDS = ['documentary', 'orderTaker', 'district', 'bookingCategory', 'docSper', 'toWarehouseTime', 'bondedStatus'] as const;
export const orderBatchInput = z.object({
  orderIds: z.array(z.number().int().positive().max(MAX_INT)).min(1).max(500),
  fields: z
    .object({
      documentary: text(50),
      orderTaker: text(50),
      district: text(50),
      bookingCategory: text(50),
      docSper: text(50),
      toWarehouseTime: dateTimeText,
      bondedStatus: z.enum(['0', '1']),
    })
    .partial()
    .strict()
    .refine((f) => Object.keys(f).length > 0, 'choose at least one field'),
});
export type OrderBatchInput = z.infer<typeof orderBatchInput>;

/** The end state: only overState moves through the API (customs/transport follow filings and appointments). */
export const orderStatusInput = z
  .object({
    /** only overState moves here; the other two answer 409 (they follow filings and appointments) */
    field: z.enum(['overState', 'customsStatus', 'transportStatus']).default('overState'),
    to: z.string().trim().min(1).max(1),
    remark: text(500).default(''),
    version: z.number().int().min(0).max(MAX_INT).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.field === 'overState' && v.to === '3' && !v.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'a reason is required for an abnormal end' });
  });
export type OrderStatusInput = z.infer<typeof orderStatusInput>;

export const orderLineRow = orderLineInput.extend({
  lineId: z.number(),
  lineNo: z.number(),
  productId: z.number().nullable(),
  totalAmount: z.number(),
});

/** The header fields a listed order shares with a listed pre-order. */
export const orderHeaderRowShape = {
  orderNo: z.string(),
  buyer: z.string(),
  ope: z.string(),
  da: z.string(),
  vendorDeptName: z.string(),
  nbOfCartons: z.number(),
  totalCbm: z.number(),
  keepRecordCbm: z.number(),
  grossWeightSum: z.number(),
  documentary: z.string(),
  orderTaker: z.string(),
  district: z.string(),
  bookingCategory: z.string(),
  docSper: z.string(),
  traficOrder: z.string(),
  traficCode: z.string(),
  isSuit: z.string(),
  isSpecial: z.string(),
  specialCustoms: z.string(),
  specialUnit: z.string(),
  specialQtyRate: z.number().nullable(),
  bondedStatus: z.string(),
  toWarehouseTime: z.string().nullable(),
};

export const orderRow = z.object({
  orderId: z.number(),
  ...orderHeaderRowShape,
  customsStatus: z.string(),
  transportStatus: z.string(),
  overState: z.string(),
  overReason: z.string(),
  editStatus: z.string(),
  preorderId: z.number().nullable(),
  deptId: z.number().nullable(),
  userId: z.number().nullable(),
  version: z.number(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  /** cartons booked on open appointments, received, and what remains for another truck (issue 46; list and GET {id}) */
  booked: z.number(),
  received: z.number(),
  remaining: z.number(),
  /** why a truck may not bring it now (contract/order-cartons.ts); null: it may */
  blocked: z.enum(BOOKING_BLOCKS).nullable(),
  /** GET {id} only */
  lines: z.array(orderLineRow).optional(),
});
export type OrderRow = z.infer<typeof orderRow>;

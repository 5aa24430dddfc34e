import { z } from 'zod';
import { checkSpecial, orderHeaderShape, orderLineInput } from '../../../contract/order.js';
import type { ImportColumn } from '../../lib/excel-import.js';

const yesNo = (text: string) => {
  const t = text.trim().toLowerCase();
  return ['y', 'yes', '是', 'true', '1'].includes(t) ? 'Y' : ['n', 'no', '否', 'false', '0'].includes(t) ? 'N' : text;
};

/** bonded '1' / non-bonded '0'; an empty cell keeps the default (bonded) */
const bonded = (text: string) => {
  const t = text.trim().toLowerCase();
  return ['1', 'y', 'yes', '是', '保税', 'bonded'].includes(t) ? '1' : ['0', 'n', 'no', '否', '非保税', 'non-bonded'].includes(t) ? '0' : text;
};

/**
 * The sheet of orders and pre-orders (import, template, the export by line): one row per goods
 * line, the order header repeated on each. Rows are grouped into orders by orderNo (sheet-plan.ts).
 */

/** The order header, repeated on each line row of the sheet. */
export const headerColumns = [
  { key: 'orderNo', zh: '订单号', en: 'Order No.', required: true, width: 18 },
  { key: 'buyer', zh: '买方', en: 'Buyer' },
  { key: 'ope', zh: 'OPE', en: 'OPE' },
  { key: 'da', zh: 'LOBA NO', en: 'LOBA NO' },
  { key: 'vendorDeptName', zh: '供应商', en: 'Supplier', width: 20 },
  { key: 'keepRecordCbm', zh: '备案体积', en: 'Filed CBM' },
  { key: 'documentary', zh: '跟单员', en: 'Documentary staff' },
  { key: 'orderTaker', zh: '接单员', en: 'Order taker' },
  { key: 'district', zh: '区域', en: 'District' },
  { key: 'bookingCategory', zh: '订舱类别', en: 'Booking category' },
  { key: 'docSper', zh: '单证负责人', en: 'Doc supervisor' },
  { key: 'traficOrder', zh: '运输单号', en: 'Traffic order' },
  { key: 'traficCode', zh: '运输代码', en: 'Traffic code' },
  { key: 'isSuit', zh: '是否套装', en: 'Suit (Y/N)', parse: yesNo },
  { key: 'isSpecial', zh: '是否特殊商品', en: 'Special goods (Y/N)', parse: yesNo },
  { key: 'specialCustoms', zh: '特殊海关', en: 'Special customs' },
  { key: 'specialUnit', zh: '特殊单位', en: 'Special unit' },
  { key: 'specialQtyRate', zh: '数量比率', en: 'Quantity rate' },
  { key: 'bondedStatus', zh: '保税状态', en: 'Bonded (Y/N)', parse: bonded },
  { key: 'toWarehouseTime', zh: '入仓时间', en: 'Warehouse entry time', width: 20 },
  { key: 'remark', zh: '备注', en: 'Remark', width: 24 },
] as const satisfies readonly ImportColumn[];

/** One goods line per sheet row. */
export const lineColumns = [
  { key: 'itemNo', zh: '货号', en: 'Item No.', required: true },
  { key: 'originalCategory', zh: '原始品类', en: 'Original category' },
  { key: 'originalQty', zh: '原始数量', en: 'Original quantity' },
  { key: 'gifiCode', zh: 'GIFI编码', en: 'GIFI code' },
  { key: 'unitPrice', zh: '单价', en: 'Unit price' },
  { key: 'currency', zh: '币种', en: 'Currency', parse: (t: string) => t.trim().toUpperCase() },
  { key: 'customsNameZh', zh: '中文报关品名', en: 'Customs name (Chinese)', width: 20 },
  { key: 'customsNameEn', zh: '英文报关品名', en: 'Customs name (English)', width: 20 },
  { key: 'inspectionFlag', zh: '商检', en: 'Inspection (Y/N)', parse: yesNo },
  { key: 'proportionFlag', zh: '比例', en: 'Proportion (Y/N)', parse: yesNo },
  { key: 'cartons', zh: '箱数', en: 'Cartons' },
  { key: 'cbm', zh: '体积', en: 'CBM' },
  { key: 'grossWeight', zh: '毛重', en: 'Gross weight' },
] as const satisfies readonly ImportColumn[];

export const importColumns: readonly ImportColumn[] = [...headerColumns, ...lineColumns];
export const headerKeys: string[] = headerColumns.map((c) => c.key);

// cells are texts: numbers are read from them, an empty cell is "not given"
const NUMERIC = new Set(['keepRecordCbm', 'specialQtyRate', 'originalQty', 'unitPrice', 'cartons', 'cbm', 'grossWeight']);
const toNumber = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replace(/,/g, ''))) : v);
const numeric = <T extends z.ZodRawShape>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, NUMERIC.has(k) ? z.preprocess(toNumber, s as z.ZodType) : s])) as T;

/**
 * A sheet row is its order's header and one line, each checked with the order's own rules. The
 * header repeats on every line of an order: it is checked once per order, and a line whose header
 * cells are the same as its order's first line's only has its line checked.
 */
export const headerRowSchema = z.object(numeric(orderHeaderShape.shape)).superRefine((v, ctx) => checkSpecial(v as never, ctx));
export const lineRowSchema = z.object(numeric(orderLineInput.shape));
export const lineKeys: string[] = lineColumns.map((c) => c.key);

import { and, eq, inArray, ne } from 'drizzle-orm';
import type { OrderHeaderInput, OrderInput, OrderLineInput } from '../../../contract/order.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import type { LoginUser } from '../../lib/login-user.js';
import { sysDictData } from '../dict/table.js';
import { bizOrder, bizOrderLine } from './table.js';

/** Fixed-point arithmetic in BigInt: floats would round 0.1 + 0.2 into wrong cents and CBM. */
const scaled = (n: number, digits: number) => BigInt(Math.round(n * 10 ** digits));
const fixed = (v: bigint, digits: number) => {
  const neg = v < 0n;
  const s = (neg ? -v : v).toString().padStart(digits + 1, '0');
  return `${neg ? '-' : ''}${s.slice(0, -digits)}.${s.slice(-digits)}`;
};

/** originalQty (3 decimals) × unitPrice (4 decimals), rounded half-up to cents. */
export function lineAmount(qty: number, price: number): string {
  const q = Math.round(qty * 1000);
  const p = Math.round(price * 10_000);
  const exact = q * p;
  // small enough for a double to hold exactly (nearly every line): no BigInt allocations
  if (q >= 0 && p >= 0 && exact < 2 ** 52) {
    const rounded = exact + 50_000;
    const cents = (rounded - (rounded % 100_000)) / 100_000;
    const c = cents % 100;
    return `${(cents - c) / 100}.${c < 10 ? '0' : ''}${c}`;
  }
  const product = scaled(qty, 3) * scaled(price, 4); // 7 decimals
  return fixed((product + 50_000n) / 100_000n, 2);
}

/** The header totals, always from the lines (never from what the client says). */
export function totalsOf(lines: Pick<OrderLineInput, 'cartons' | 'cbm' | 'grossWeight'>[]) {
  let cartons = 0;
  // thousandths summed as doubles while they stay exact integers (BigInt's allocations were most of it)
  let cbm = 0;
  let weight = 0;
  for (const l of lines) {
    cartons += l.cartons;
    cbm += Math.round(l.cbm * 1000);
    weight += Math.round(l.grossWeight * 1000);
  }
  if (!Number.isSafeInteger(cbm) || !Number.isSafeInteger(weight)) return bigTotalsOf(lines);
  return { nbOfCartons: cartons, totalCbm: fixed(BigInt(cbm), 3), grossWeightSum: fixed(BigInt(weight), 3) };
}

function bigTotalsOf(lines: Pick<OrderLineInput, 'cartons' | 'cbm' | 'grossWeight'>[]) {
  let cartons = 0;
  let cbm = 0n;
  let weight = 0n;
  for (const l of lines) {
    cartons += l.cartons;
    cbm += scaled(l.cbm, 3);
    weight += scaled(l.grossWeight, 3);
  }
  return { nbOfCartons: cartons, totalCbm: fixed(cbm, 3), grossWeightSum: fixed(weight, 3) };
}

/** Column values of the header a person enters (the computed totals are added by the caller). */
export function headerValues(h: OrderHeaderInput) {
  return {
    orderNo: h.orderNo,
    buyer: h.buyer,
    ope: h.ope,
    da: h.da,
    vendorDeptName: h.vendorDeptName,
    keepRecordCbm: String(h.keepRecordCbm),
    documentary: h.documentary,
    orderTaker: h.orderTaker,
    district: h.district,
    bookingCategory: h.bookingCategory,
    docSper: h.docSper,
    traficOrder: h.traficOrder,
    traficCode: h.traficCode,
    isSuit: h.isSuit,
    isSpecial: h.isSpecial,
    specialCustoms: h.specialCustoms,
    specialUnit: h.specialUnit,
    specialQtyRate: h.isSpecial === 'Y' && h.specialQtyRate != null ? String(h.specialQtyRate) : null,
    bondedStatus: h.bondedStatus,
    toWarehouseTime: h.toWarehouseTime ? new Date(h.toWarehouseTime.replace(' ', 'T')) : null,
    remark: h.remark ?? null,
  };
}

/** Lines must name a currency of the biz_currency dictionary: 400 naming lines.N.currency. */
export async function checkCurrencies(tx: Db, lines: OrderLineInput[], lang: Lang) {
  const wanted = [...new Set(lines.map((l) => l.currency))];
  const known = await tx
    .select({ v: sysDictData.dictValue })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, 'biz_currency'), eq(sysDictData.status, '0'), inArray(sysDictData.dictValue, wanted)));
  const ok = new Set(known.map((k) => k.v));
  const bad = lines.findIndex((l) => !ok.has(l.currency));
  if (bad >= 0) throw badRequest(msg(lang, 'orderCurrency', lines[bad].currency), `lines.${bad}.currency`);
}

/** An order's line rows (numbered from 1), each with its total amount computed. */
export const lineValues = (orderId: number, lines: OrderLineInput[]) =>
  lines.map((l, i) => ({
    orderId,
    lineNo: i + 1,
    productId: l.productId ?? null,
    itemNo: l.itemNo,
    originalCategory: l.originalCategory,
    originalQty: String(l.originalQty),
    gifiCode: l.gifiCode,
    unitPrice: String(l.unitPrice),
    totalAmount: lineAmount(l.originalQty, l.unitPrice),
    currency: l.currency,
    customsNameZh: l.customsNameZh,
    customsNameEn: l.customsNameEn,
    inspectionFlag: l.inspectionFlag,
    proportionFlag: l.proportionFlag,
    cartons: l.cartons,
    cbm: String(l.cbm),
    grossWeight: String(l.grossWeight),
  }));

/** Inserts an order's lines. */
export async function insertLines(tx: Db, orderId: number, lines: OrderLineInput[]) {
  await tx.insert(bizOrderLine).values(lineValues(orderId, lines));
}

const orderNoTaken = (orderNo: string, lang: Lang) => new AppError(409, msg(lang, 'orderNoTaken', orderNo), 'orderNo');

/** 409 naming orderNo when another order (not `exceptId`) already has it. */
export async function checkOrderNo(tx: Db, orderNo: string, lang: Lang, exceptId?: number) {
  const [hit] = await tx
    .select({ id: bizOrder.orderId })
    .from(bizOrder)
    .where(and(eq(bizOrder.orderNo, orderNo), exceptId ? ne(bizOrder.orderId, exceptId) : undefined))
    .limit(1);
  if (hit) throw orderNoTaken(orderNo, lang);
}

/**
 * Creates an order with its lines in the caller's transaction (a passed pre-order becomes one
 * this way too). Totals are computed from the lines; the owner is the creator (data scope).
 * Returns the new orderId.
 */
export async function createOrder(tx: Db, input: OrderInput, user: LoginUser, preorderId?: number, lang: Lang = 'zh'): Promise<number> {
  await checkOrderNo(tx, input.orderNo, lang);
  await checkCurrencies(tx, input.lines, lang);
  try {
    const [row] = await tx
      .insert(bizOrder)
      .values({
        ...headerValues(input),
        ...totalsOf(input.lines),
        deptId: user.deptId,
        userId: user.userId,
        preorderId: preorderId ?? null,
        createBy: user.userName,
        createTime: new Date(),
      })
      .returning({ orderId: bizOrder.orderId });
    await insertLines(tx, row.orderId, input.lines);
    return row.orderId;
  } catch (e) {
    // two creators of the same number at once: the unique index decides
    if (isUniqueViolation(e)) throw orderNoTaken(input.orderNo, lang);
    throw e;
  }
}

/** A new order entered by hand, in its own transaction; its id. */
export const addOrder = (db: Db, input: OrderInput, user: LoginUser, lang: Lang) => db.transaction((tx) => createOrder(tx, input, user, undefined, lang));

/** Which of these products order lines name (a product on an order may not be deleted). */
export const productsOnOrders = async (db: Db, productIds: number[]) =>
  (await db.selectDistinct({ productId: bizOrderLine.productId }).from(bizOrderLine).where(inArray(bizOrderLine.productId, productIds))).map((r) => r.productId);

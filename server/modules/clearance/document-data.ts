import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { RECEIPT_DIFFERENCE_DICT } from '../../../contract/appointment.js';
import type { Db } from '../../db/client.js';
import { formatTime } from '../../lib/time.js';
import { differences } from '../appointment/differences.js';
import { bizAppointment, bizAppointmentOrder } from '../appointment/table.js';
import { sysDictData } from '../dict/table.js';
import { bizOrder, bizOrderLine } from '../order/table.js';
import { bizWarehouse } from '../warehouse/table.js';
import { bizClearanceOrder } from './table.js';

/** Who issues the documents: the parameters biz.company.*. */
export interface Company {
  name: string;
  taxId: string;
  address: string;
}

/** One order as an FCR prints it: announced figures, and what the receipts found. */
export interface FcrOrder {
  orderNo: string;
  lobaNo: string;
  shipper: string;
  description: string;
  announced: { cartons: number; weightKg: number; cbm: number };
  /**
   * null until a receipt (appointment "received") counted this order's goods. diffFlags compares
   * this order's received figures with this order's announced ones, never the appointment's flags,
   * which speak for every order the truck brought.
   */
  received: { cartons: number; weightKg: number; cbm: number; dims: string; diffFlags: string[]; reasons: ReceiptReason[]; receivedAt: string | null; warehouse: string } | null;
}

/** Why a receipt's count of the order differed (issue 46): the reason in both languages, and the counter's note. */
export interface ReceiptReason {
  zh: string;
  en: string;
  note: string;
}

/** Per order: the reasons its received receipts gave for their differences, in receipt order. */
async function reasonsOf(db: Db, ids: number[]) {
  const rows = await db
    .select({ orderId: bizAppointmentOrder.orderId, value: bizAppointmentOrder.diffReason, note: bizAppointmentOrder.diffNote, zh: sysDictData.dictLabelZh, en: sysDictData.dictLabelEn })
    .from(bizAppointmentOrder)
    .innerJoin(bizAppointment, eq(bizAppointment.appointmentId, bizAppointmentOrder.appointmentId))
    .leftJoin(sysDictData, and(eq(sysDictData.dictType, RECEIPT_DIFFERENCE_DICT), eq(sysDictData.dictValue, bizAppointmentOrder.diffReason)))
    .where(and(inArray(bizAppointmentOrder.orderId, ids), eq(bizAppointment.status, '8'), ne(bizAppointmentOrder.diffReason, '')))
    .orderBy(asc(bizAppointment.appointmentId));
  const out = new Map<number, ReceiptReason[]>();
  // a reason whose entry was deleted since still prints, as its value
  for (const r of rows) out.set(r.orderId, [...(out.get(r.orderId) ?? []), { zh: r.zh ?? r.value, en: r.en ?? r.value, note: r.note }]);
  return out;
}

export interface InvoiceLine {
  orderNo: string;
  lineNo: number;
  itemNo: string;
  nameZh: string;
  nameEn: string;
  hsCode: string;
  qty: number;
  unitPrice: number;
  amount: number;
  currency: string;
  grossWeightKg: number;
  cartons: number;
}

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

async function orderIdsOf(db: Db, clearanceId: number) {
  const rows = await db.select({ orderId: bizClearanceOrder.orderId }).from(bizClearanceOrder).where(eq(bizClearanceOrder.clearanceId, clearanceId));
  return rows.map((r) => r.orderId);
}

/**
 * The clearance's orders with their goods in brief and every received receipt summed per order:
 * each order's own receipt lines (biz_appointment_order), so that of two orders on one truck the
 * one delivered as announced shows no difference. A receipt line that counted nothing of the order
 * (every figure empty) is no receipt of it.
 */
export async function fcrOrders(db: Db, clearanceId: number): Promise<FcrOrder[]> {
  const ids = await orderIdsOf(db, clearanceId);
  if (!ids.length) return [];
  const orders = await db.select().from(bizOrder).where(inArray(bizOrder.orderId, ids)).orderBy(asc(bizOrder.orderNo));
  const lines = await db
    .select({ orderId: bizOrderLine.orderId, zh: bizOrderLine.customsNameZh, en: bizOrderLine.customsNameEn })
    .from(bizOrderLine)
    .where(inArray(bizOrderLine.orderId, ids))
    .orderBy(asc(bizOrderLine.orderId), asc(bizOrderLine.lineNo));
  const receipts = await db
    .select({
      orderId: bizAppointmentOrder.orderId,
      boxes: sql<string>`sum(${bizAppointmentOrder.receivedBoxes})`,
      weight: sql<string>`sum(${bizAppointmentOrder.receivedWeight})`,
      cube: sql<string>`sum(${bizAppointmentOrder.receivedCube})`,
      dims: sql<string>`string_agg(nullif(${bizAppointment.receivedDims}, ''), '; ' order by ${bizAppointment.appointmentId})`,
      counted: sql<string>`count(${bizAppointmentOrder.receivedBoxes}) + count(${bizAppointmentOrder.receivedWeight}) + count(${bizAppointmentOrder.receivedCube})`,
      receivedAt: sql<string>`max(coalesce(${bizAppointment.unloadEndTime}, ${bizAppointment.updateTime}, ${bizAppointment.createTime}))`,
      warehouse: sql<string>`string_agg(distinct ${bizWarehouse.warehouseName}, ', ')`,
    })
    .from(bizAppointmentOrder)
    .innerJoin(bizAppointment, eq(bizAppointment.appointmentId, bizAppointmentOrder.appointmentId))
    .leftJoin(bizWarehouse, eq(bizWarehouse.warehouseId, bizAppointment.warehouseId))
    .where(and(inArray(bizAppointmentOrder.orderId, ids), eq(bizAppointment.status, '8')))
    .groupBy(bizAppointmentOrder.orderId);
  const reasons = await reasonsOf(db, ids);
  return orders.map((o) => {
    const r = receipts.find((x) => Number(x.orderId) === o.orderId && Number(x.counted) > 0);
    const announced = { cartons: o.nbOfCartons, weightKg: num(o.grossWeightSum), cbm: num(o.totalCbm) };
    const names = lines.filter((l) => l.orderId === o.orderId).map((l) => [l.zh, l.en].filter(Boolean).join(' '));
    return {
      orderNo: o.orderNo,
      lobaNo: o.da,
      shipper: o.vendorDeptName,
      description: names.slice(0, 3).join('; ') + (names.length > 3 ? ` … (+${names.length - 3})` : ''),
      announced,
      received: r
        ? {
            cartons: num(r.boxes),
            weightKg: num(r.weight),
            cbm: num(r.cube),
            dims: r.dims ?? '',
            diffFlags: differences({ boxes: num(r.boxes), weight: num(r.weight), cube: num(r.cube) }, { boxes: announced.cartons, weight: announced.weightKg, cube: announced.cbm }),
            reasons: reasons.get(o.orderId) ?? [],
            receivedAt: formatTime(r.receivedAt),
            warehouse: r.warehouse ?? '',
          }
        : null,
    };
  });
}

/** Every goods line of the clearance's orders, in order and line order. */
export async function invoiceLines(db: Db, clearanceId: number): Promise<InvoiceLine[]> {
  const ids = await orderIdsOf(db, clearanceId);
  if (!ids.length) return [];
  const { lineNo, itemNo, customsNameZh, customsNameEn, gifiCode, originalQty, unitPrice, totalAmount, currency, grossWeight, cartons } = bizOrderLine;
  // only what the invoice prints: thousands of lines may be read, and each costs the event loop
  const line = { lineNo, itemNo, customsNameZh, customsNameEn, gifiCode, originalQty, unitPrice, totalAmount, currency, grossWeight, cartons };
  const rows = await db
    .select({ line, orderNo: bizOrder.orderNo })
    .from(bizOrderLine)
    .innerJoin(bizOrder, eq(bizOrder.orderId, bizOrderLine.orderId))
    .where(inArray(bizOrderLine.orderId, ids))
    .orderBy(asc(bizOrder.orderNo), asc(bizOrderLine.lineNo));
  return rows.map(({ line: l, orderNo }) => ({
    orderNo,
    lineNo: l.lineNo,
    itemNo: l.itemNo,
    nameZh: l.customsNameZh,
    nameEn: l.customsNameEn,
    hsCode: l.gifiCode,
    qty: num(l.originalQty),
    unitPrice: num(l.unitPrice),
    amount: num(l.totalAmount),
    currency: l.currency,
    grossWeightKg: num(l.grossWeight),
    cartons: l.cartons,
  }));
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from './helpers.js';
import { makeOrder } from './filing-fixtures.js';
import { localDay, makeWarehouse } from './appointment-fixtures.js';
import { bizAppointment, bizAppointmentOrder } from '../../server/modules/appointment/table.js';
import { bizOrder, bizOrderLine } from '../../server/modules/order/table.js';

let serial = 0;

/**
 * An order with goods lines ready for an invoice: 12 cartons, 240 kg, 3.5 m³ announced, a
 * Chinese buyer, two lines in USD and one in EUR.
 */
export async function clearanceOrder(t: TestApp, values: Partial<typeof bizOrder.$inferInsert> = {}) {
  serial += 1;
  const order = await makeOrder(t, { buyer: '上海测试买家有限公司', vendorDeptName: '宁波供应商', nbOfCartons: 12, grossWeightSum: '240', totalCbm: '3.5', da: `LOBA-${serial}`, ...values });
  await t.app.db.insert(bizOrderLine).values([
    { orderId: order.orderId, lineNo: 1, itemNo: 'IT-1', customsNameZh: '棉质T恤', customsNameEn: 'Cotton T-shirt', gifiCode: '6109100010', originalQty: '100', unitPrice: '3.5', totalAmount: '350.00', currency: 'USD', cartons: 5, grossWeight: '100' },
    { orderId: order.orderId, lineNo: 2, itemNo: 'IT-2', customsNameZh: '羊毛围巾', customsNameEn: 'Wool scarf', gifiCode: '6117100000', originalQty: '40', unitPrice: '12.25', totalAmount: '490.00', currency: 'USD', cartons: 4, grossWeight: '80' },
    { orderId: order.orderId, lineNo: 3, itemNo: 'IT-3', customsNameZh: '皮革手套', customsNameEn: 'Leather gloves', gifiCode: '4203290000', originalQty: '30', unitPrice: '8', totalAmount: '240.00', currency: 'EUR', cartons: 3, grossWeight: '60' },
  ]);
  return order;
}

/**
 * The order's goods received as a receipt records them (appointment "received", the order's
 * transport "delivery completed"), with what was counted.
 */
export async function receive(t: TestApp, orderId: number, counted: { boxes: number; weight: string; cube: string; dims?: string; diffFlags?: string }) {
  const warehouse = await makeWarehouse(t);
  serial += 1;
  const [appointment] = await t.app.db
    .insert(bizAppointment)
    .values({
      reservationNo: `FX${Date.now().toString(36)}${serial}`,
      warehouseId: warehouse.warehouseId,
      slotDate: localDay(),
      slotTime: '09:00',
      plateNo: '沪A12345',
      status: '8',
      qrToken: randomBytes(16).toString('hex'),
      receivedBoxes: counted.boxes,
      receivedWeight: counted.weight,
      receivedCube: counted.cube,
      receivedDims: counted.dims ?? '',
      diffFlags: counted.diffFlags ?? '',
      unloadEndTime: new Date(),
    })
    .returning();
  await t.app.db.insert(bizAppointmentOrder).values({ appointmentId: appointment.appointmentId, orderId, receivedBoxes: counted.boxes, receivedWeight: counted.weight, receivedCube: counted.cube });
  await t.app.db.update(bizOrder).set({ transportStatus: '2' }).where(eq(bizOrder.orderId, orderId));
  return { warehouse, appointment };
}

/**
 * One receipt (one appointment, received) bringing several orders, each with what was counted of
 * it; the appointment carries the sums and the flags of all of them, as the receipt move writes
 * them (appointment/workflow.ts), so that a document reading the appointment's flags would show
 * one order's difference against every order on the truck.
 */
export async function receiveTogether(t: TestApp, lines: { orderId: number; boxes: number; weight: string; cube: string; diffReason?: string; diffNote?: string }[], { diffFlags = '', dims = '' } = {}) {
  const warehouse = await makeWarehouse(t);
  serial += 1;
  const total = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const [appointment] = await t.app.db
    .insert(bizAppointment)
    .values({
      reservationNo: `FX${Date.now().toString(36)}${serial}`,
      warehouseId: warehouse.warehouseId,
      slotDate: localDay(),
      slotTime: '10:00',
      plateNo: '沪B54321',
      status: '8',
      qrToken: randomBytes(16).toString('hex'),
      receivedBoxes: total((l) => l.boxes),
      receivedWeight: total((l) => Number(l.weight)).toFixed(3),
      receivedCube: total((l) => Number(l.cube)).toFixed(3),
      receivedDims: dims,
      diffFlags,
      unloadEndTime: new Date(),
    })
    .returning();
  await t.app.db.insert(bizAppointmentOrder).values(
    lines.map((l) => ({ appointmentId: appointment.appointmentId, orderId: l.orderId, receivedBoxes: l.boxes, receivedWeight: l.weight, receivedCube: l.cube, diffReason: l.diffReason ?? '', diffNote: l.diffNote ?? '' })),
  );
  for (const l of lines) await t.app.db.update(bizOrder).set({ transportStatus: '2' }).where(eq(bizOrder.orderId, l.orderId));
  return { warehouse, appointment };
}

/** The text of each page of a PDF, read back with pdf.js. */
export async function pdfPages(bytes: Buffer | Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

/** The text of every page of a PDF, read back with pdf.js. */
export const pdfText = async (bytes: Buffer | Uint8Array): Promise<string> => (await pdfPages(bytes)).join('\n');

/** An order ready for an invoice with `count` goods lines (the long invoice a large shipment makes). */
export async function longOrder(t: TestApp, count: number, values: Partial<typeof bizOrder.$inferInsert> = {}) {
  serial += 1;
  const order = await makeOrder(t, { buyer: '上海测试买家有限公司', vendorDeptName: '宁波供应商', nbOfCartons: count, grossWeightSum: String(count * 10), totalCbm: '30', da: `LOBA-${serial}`, ...values });
  const lines = Array.from({ length: count }, (_, i) => ({
    orderId: order.orderId,
    lineNo: i + 1,
    itemNo: `IT-${i + 1}`,
    customsNameZh: `棉质针织T恤 第${i + 1}款`,
    customsNameEn: `Cotton knitted T-shirt, style ${i + 1}`,
    gifiCode: '6109100010',
    originalQty: '100',
    unitPrice: '3.5',
    totalAmount: '350.00',
    currency: i % 10 === 0 ? 'EUR' : 'USD',
    cartons: 1,
    grossWeight: '10',
  }));
  for (let i = 0; i < lines.length; i += 500) await t.app.db.insert(bizOrderLine).values(lines.slice(i, i + 500));
  return order;
}

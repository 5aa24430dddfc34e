import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_BLOCKS, bookingBlockOf, type BookingBlock } from '../../contract/order-cartons.js';
import { bookableOrder as bookableSql } from '../../server/modules/appointment/orders.js';
import { cartonsOf } from '../../server/modules/appointment/cartons.js';
import { bizAppointmentOrder } from '../../server/modules/appointment/table.js';
import { provideCartonSums } from '../../server/modules/order/cartons.js';
import { bizOrder } from '../../server/modules/order/table.js';
import { admin, call, cs, t, uploadXlsx, useTestApp } from './api.js';
import { bookableOrder, forceStatus, localDay, makeWarehouse } from './appointment-fixtures.js';
import { makeOrder } from './filing-fixtures.js';
import { xlsxOf } from './xlsx.js';

// Issue 46: every order shows ordered, booked, received and remaining, and why it cannot be booked,
// by one rule (contract/order-cartons.ts) the lists, the pickers and every booking path share.
useTestApp({ logins: ['admin', 'cs'], as: 'cs', lang: 'en' });

const DAY = localDay(3);
let serial = 0;
const booking = (warehouseId: number, orderIds: number[], time: string, extra: object = {}) => ({
  warehouseId, deliveryTime: `${DAY} ${time}`, orderIds, plateNo: `粤B${30000 + ++serial}`, driverName: '张三', driverPhone: '13800138000', vehicleType: '7.6m', deliveryType: 'supplier', ...extra,
});
async function book(warehouseId: number, orderIds: number[], time: string, extra: object = {}) {
  const res = await call('POST', '/biz/appointment', booking(warehouseId, orderIds, time, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { appointmentId: number };
}
const prefix = () => `OC46-${Date.now().toString(36)}-${++serial}`;

/** One order per reason a truck may not bring it, and one it may (10 cartons each). */
async function ordersOfEveryBlock(values: Partial<typeof bizOrder.$inferInsert>, warehouseId: number) {
  const made = {
    ok: await bookableOrder(t, values),
    over: await bookableOrder(t, { ...values, overState: '1' }),
    delivered: await bookableOrder(t, { ...values, transportStatus: '2' }),
    notCleared: await bookableOrder(t, { ...values, bondedStatus: '1', customsStatus: '1' }),
    fullyBooked: await bookableOrder(t, values),
  } satisfies Record<BookingBlock | 'ok', unknown>;
  await book(warehouseId, [made.fullyBooked.orderId], '08:00');
  return made;
}

describe('ordered, booked, received and remaining (issue 46)', () => {
  it('the list and the detail show them per order, open bookings and receipts counted, cancelled ones not', async () => {
    const w = await makeWarehouse(t);
    const no = prefix();
    const order = await bookableOrder(t, { orderNo: `${no}-A` });
    await book(w.warehouseId, [order.orderId], '09:00', { boxes: 4 });
    // received short: 3 booked, 2 came
    const received = await book(w.warehouseId, [order.orderId], '10:00', { boxes: 3 });
    await forceStatus(t, received.appointmentId, '8');
    await t.app.db.update(bizAppointmentOrder).set({ receivedBoxes: 2 }).where(eq(bizAppointmentOrder.appointmentId, received.appointmentId));
    // cancelled: its cartons are back
    const cancelled = await book(w.warehouseId, [order.orderId], '11:00', { boxes: 2 });
    await forceStatus(t, cancelled.appointmentId, '9');
    const full = await bookableOrder(t, { orderNo: `${no}-B` });
    await book(w.warehouseId, [full.orderId], '12:00');
    const untouched = await bookableOrder(t, { orderNo: `${no}-C` });

    const res = await call('GET', `/biz/order/list?orderNo=${no}&orderByColumn=orderNo&isAsc=ascending`);
    expect(res.statusCode, res.body).toBe(200);
    const figures = (r: Record<string, unknown>) => [r.orderNo, r.nbOfCartons, r.booked, r.received, r.remaining, r.blocked];
    expect(res.json().rows.map(figures)).toEqual([
      [order.orderNo, 10, 4, 2, 4, null],
      [full.orderNo, 10, 10, 0, 0, 'fullyBooked'],
      [untouched.orderNo, 10, 0, 0, 10, null],
    ]);
    const detail = await call('GET', `/biz/order/${order.orderId}`);
    expect(figures(detail.json().data)).toEqual([order.orderNo, 10, 4, 2, 4, null]);
    expect(detail.json().data.lines).toEqual([]);
  });

  it('every reason a truck may not bring an order is on the desk picker’s list; the link maker’s picker and the supplier’s page offer none of them', async () => {
    const w = await makeWarehouse(t);
    const vendorDeptName = `Vendor OC46 ${prefix()}`;
    const made = await ordersOfEveryBlock({ vendorDeptName }, w.warehouseId);
    // the desk picker searches the orders list, not ended
    const res = await call('GET', `/biz/order/list?vendorDeptName=${encodeURIComponent(vendorDeptName)}&pageSize=50`);
    const blocked = new Map((res.json().rows as { orderId: number; blocked: string | null }[]).map((r) => [r.orderId, r.blocked]));
    for (const [block, o] of Object.entries(made)) expect(blocked.get(o.orderId), block).toBe(block === 'ok' ? null : block);
    const link = await call('GET', `/biz/supplierLink/orders?vendorDeptName=${encodeURIComponent(vendorDeptName)}`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().data.map((o: { orderId: number; remaining: number }) => [o.orderId, o.remaining])).toEqual([[made.ok.orderId, 10]]);
    // the supplier's own page, through a link for all of the supplier's orders
    const made2 = await call('POST', '/biz/supplierLink', { vendorDeptName, contactEmail: 'd@supplier.example', lang: 'en', orderIds: [] }, { ...cs, referer: 'https://wms.example/console/' });
    expect(made2.statusCode, made2.body).toBe(200);
    const offered = await t.app.inject({ method: 'GET', url: `/api/public/supplier/${made2.json().data.token}/orders`, remoteAddress: '10.46.99.1' });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data.map((o: { orderId: number; remaining: number }) => [o.orderId, o.remaining])).toEqual([[made.ok.orderId, 10]]);
  });

  it('the desk form and the import refuse an order of each reason, naming it, in both languages', async () => {
    const w = await makeWarehouse(t);
    const made = await ordersOfEveryBlock({}, w.warehouseId);
    const blocks = BOOKING_BLOCKS.map((b) => [b, made[b]] as const);
    for (const [block, o] of blocks) {
      for (const lang of ['en', 'zh']) {
        const res = await call('POST', '/biz/appointment', booking(w.warehouseId, [o.orderId], '13:00'), cs, lang);
        expect(res.statusCode, `${block} ${lang}`).toBe(block === 'fullyBooked' ? 409 : 400);
        expect(res.json().msg, `${block} ${lang}`).toContain(o.orderNo);
      }
    }
    const header = ['送货时间', '仓库', '订单号', '车牌号', '车型', '送货方式', '司机', '司机电话'];
    const rows = blocks.map(([, o], i) => [`${DAY} ${String(9 + i).padStart(2, '0')}:00`, w.warehouseName, o.orderNo, `粤B4${String(1000 + i)}`, 'van', 'supplier', '张三', '13800138000']);
    const imported = await uploadXlsx('/biz/appointment/importData', await xlsxOf(header, rows), { ...admin, 'accept-language': 'en' });
    expect(imported.json().data).toMatchObject({ inserted: 0, failed: blocks.length });
    const errors: string[] = imported.json().data.errors;
    blocks.forEach(([block, o], i) => expect(errors[i], block).toMatch(new RegExp(`^row ${i + 2}: .*${o.orderNo}`)));
  });
});

describe('the figures cost the list one query (issue 46)', () => {
  it('one grouped read for the page’s ids, whatever the page size, none for an empty page', async () => {
    const no = prefix();
    for (let i = 0; i < 25; i++) await bookableOrder(t, { orderNo: `${no}-${String(i).padStart(2, '0')}` });
    const asked: number[][] = [];
    provideCartonSums(async (db, ids) => {
      asked.push(ids);
      return cartonsOf(db, ids);
    });
    try {
      const res = await call('GET', `/biz/order/list?orderNo=${no}&pageSize=20`);
      expect(res.json().rows).toHaveLength(20);
      expect(asked.map((ids) => ids.length)).toEqual([20]);
      expect((await call('GET', `/biz/order/list?orderNo=${no}-none`)).json().rows).toEqual([]);
      expect(asked).toHaveLength(1);
    } finally {
      provideCartonSums(cartonsOf);
    }
  });
});

describe('one rule for "may a truck bring it" (issue 46)', () => {
  it('the SQL filter the supplier link uses agrees with bookingBlockOf on every combination of statuses', async () => {
    const combos = ['0', '1', '2', '3'].flatMap((overState) =>
      ['0', '1', '2'].flatMap((transportStatus) => ['0', '1'].flatMap((bondedStatus) => ['0', '1', '2'].map((customsStatus) => ({ overState, transportStatus, bondedStatus, customsStatus })))),
    );
    const made = [];
    for (const c of combos) made.push(await makeOrder(t, c));
    const ids = made.map((o) => o.orderId);
    const passed = new Set((await t.app.db.select({ id: bizOrder.orderId }).from(bizOrder).where(and(inArray(bizOrder.orderId, ids), bookableSql))).map((r) => r.id));
    for (const o of made) expect(passed.has(o.orderId), JSON.stringify(o)).toBe(bookingBlockOf(o) === null);
    expect(passed.size).toBeGreaterThan(0);
  });
});

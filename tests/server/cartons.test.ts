import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, call, cs, t, uploadXlsx, useTestApp } from './api.js';
import { bookableOrder, forceStatus, localDay, makeWarehouse } from './appointment-fixtures.js';
import { multipart, PDF } from './multipart.js';
import { xlsxOf } from './xlsx.js';
import { bizAppointment, bizAppointmentOrder } from '../../server/modules/appointment/table.js';
import { bizStatusHistory } from '../../server/lib/workflow-table.js';

// Issue 46: the cartons booked for an order never pass ordered minus received, on every route that books.
useTestApp({ logins: ['admin', 'cs'], as: 'cs', lang: 'en', config: { publicRateLimit: 1000 } });

const DAY = localDay(3);
let serial = 0;
const truck = (i = ++serial) => ({ plateNo: `粤B${String(20000 + i)}`, driverName: '张三', driverPhone: '13800138000', vehicleType: '7.6m', deliveryType: 'supplier' });
const bookingOf = (warehouseId: number, orderIds: number[], time = '10:00', extra: object = {}) => ({ warehouseId, deliveryTime: `${DAY} ${time}`, orderIds, ...truck(), ...extra });
async function book(warehouseId: number, orderIds: number[], time = '10:00', extra: object = {}) {
  const res = await call('POST', '/biz/appointment', bookingOf(warehouseId, orderIds, time, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { appointmentId: number; reservationNo: string; status: string };
}
const address = () => `10.46.${Math.floor(serial / 200)}.${serial++ % 200}`;
const pub = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/public/supplier${url}`, payload, headers: { 'accept-language': 'en' }, remoteAddress: address() });
async function supplierLink(vendorDeptName: string, orderIds: number[]) {
  const res = await call('POST', '/biz/supplierLink', { vendorDeptName, contactEmail: 'd@supplier.example', lang: 'en', orderIds }, { ...cs, referer: 'https://wms.example/console/' });
  expect(res.statusCode, res.body).toBe(200);
  const { token } = res.json().data as { token: string };
  const body = multipart('file', 'packing-list.pdf', PDF, 'application/pdf');
  const up = await t.app.inject({ method: 'POST', url: `/api/public/supplier/${token}/packing-list`, payload: body.payload, headers: body.headers, remoteAddress: address() });
  return { token, packingList: up.json().data.fileName as string };
}
const supplierBooking = (warehouseId: number, orderIds: number[], packingList: string, time = '09:00') => ({
  warehouseId, deliveryTime: `${localDay(4)} ${time}`, orderIds, plateNo: '粤B12345', vehicleType: '1', driverName: 'Li Si', driverPhone: '13800000000', packingList,
});
const vendor = () => `Vendor 46 ${Date.now().toString(36)}-${++serial}`;

/** What any booking writes: appointments, their order lines, their history. */
async function written() {
  const n = async (table: typeof bizAppointment | typeof bizAppointmentOrder | typeof bizStatusHistory) => (await t.app.db.select({ n: count() }).from(table))[0].n;
  return [await n(bizAppointment), await n(bizAppointmentOrder), await n(bizStatusHistory), JSON.stringify(await t.app.db.select().from(bizAppointment).orderBy(bizAppointment.appointmentId))];
}

type Attempt = { statusCode: number; text: string };
/**
 * One over-booking per route marked `books` (route config, issue 46): each sets up an order whose
 * cartons are all booked, then tries to book more of it through that route.
 */
const drivers: Record<string, () => Promise<Attempt>> = {
  'POST /api/biz/appointment': async () => {
    const w = await makeWarehouse(t);
    const order = await bookableOrder(t);
    await book(w.warehouseId, [order.orderId]);
    const before = await written();
    const res = await call('POST', '/biz/appointment', bookingOf(w.warehouseId, [order.orderId], '11:00', { boxes: 1 }));
    expect(await written()).toEqual(before);
    return { statusCode: res.statusCode, text: res.json().msg };
  },
  'PUT /api/biz/appointment': async () => {
    const w = await makeWarehouse(t);
    const [full, other] = [await bookableOrder(t), await bookableOrder(t)];
    await book(w.warehouseId, [full.orderId]);
    const mine = await book(w.warehouseId, [other.orderId], '11:00');
    const before = await written();
    const res = await call('PUT', '/biz/appointment', { ...bookingOf(w.warehouseId, [other.orderId, full.orderId], '11:00'), appointmentId: mine.appointmentId });
    expect(await written()).toEqual(before);
    return { statusCode: res.statusCode, text: res.json().msg };
  },
  'PUT /api/biz/appointment/:id/status': async () => {
    // refused gives the cartons back; another truck takes them; resubmitting the refused one is over-booking
    const w = await makeWarehouse(t);
    const order = await bookableOrder(t);
    const refused = await book(w.warehouseId, [order.orderId]);
    await forceStatus(t, refused.appointmentId, '2');
    expect((await call('PUT', `/biz/appointment/${refused.appointmentId}/status`, { to: '4', remark: 'wrong truck' })).statusCode).toBe(200);
    await book(w.warehouseId, [order.orderId], '12:00');
    const before = await written();
    const res = await call('PUT', `/biz/appointment/${refused.appointmentId}/status`, { to: '0' });
    expect(await written()).toEqual(before);
    return { statusCode: res.statusCode, text: res.json().msg };
  },
  'POST /api/biz/appointment/importData': async () => {
    const w = await makeWarehouse(t);
    const order = await bookableOrder(t);
    await book(w.warehouseId, [order.orderId]);
    const before = await written();
    const file = await xlsxOf(['送货时间', '仓库', '订单号', '车牌号', '车型', '送货方式', '司机', '司机电话'], [[`${DAY} 13:00`, w.warehouseName, order.orderNo, '粤B77777', 'van', 'supplier', '张三', '13800138000']]);
    const res = await uploadXlsx('/biz/appointment/importData', file, { ...admin, 'accept-language': 'en' });
    expect(await written()).toEqual(before);
    // the import answers per row (400 with the rows); the row carries the cartons refusal
    return { statusCode: res.statusCode === 400 ? 409 : res.statusCode, text: ((res.json().data?.errors as string[] | undefined) ?? [res.json().msg]).join('\n') };
  },
  'POST /api/public/supplier/:token/bookings': async () => {
    const w = await makeWarehouse(t);
    const name = vendor();
    const order = await bookableOrder(t, { vendorDeptName: name });
    await book(w.warehouseId, [order.orderId]);
    const link = await supplierLink(name, [order.orderId]);
    const before = await written();
    const res = await pub('POST', `/${link.token}/bookings`, supplierBooking(w.warehouseId, [order.orderId], link.packingList));
    expect(await written()).toEqual(before);
    return { statusCode: res.statusCode, text: res.json().msg };
  },
  'PUT /api/public/supplier/:token/bookings/:reservationNo': async () => {
    // a move re-applies the cartons rule: an order over-booked behind the product's back (an old row) is refused
    const w = await makeWarehouse(t);
    const name = vendor();
    const order = await bookableOrder(t, { vendorDeptName: name });
    const link = await supplierLink(name, [order.orderId]);
    const made = await pub('POST', `/${link.token}/bookings`, supplierBooking(w.warehouseId, [order.orderId], link.packingList));
    expect(made.statusCode, made.body).toBe(200);
    const other = await book(w.warehouseId, [(await bookableOrder(t)).orderId]);
    await t.app.db.insert(bizAppointmentOrder).values({ appointmentId: other.appointmentId, orderId: order.orderId, boxes: 5 });
    const before = await written();
    const res = await pub('PUT', `/${link.token}/bookings/${made.json().data.reservationNo}`, { deliveryTime: `${localDay(4)} 11:00` });
    expect(await written()).toEqual(before);
    return { statusCode: res.statusCode, text: res.json().msg };
  },
};

describe('cartons booked once (issue 46)', () => {
  it('every route that creates, edits or moves appointments is marked `books`, and each marked route has its over-booking drive', () => {
    // writes on the appointment and supplier-booking surfaces that do not book cartons, and why
    const notBooking = new Set([
      'DELETE /api/biz/appointment/:ids', // gives cartons back
      'POST /api/biz/appointment/importTemplate', // a file
      'POST /api/biz/appointment/export', // a file
      'DELETE /api/public/supplier/:token/bookings/:reservationNo', // a cancel gives cartons back
      'POST /api/public/supplier/:token/packing-list', // an upload
      'POST /api/biz/appointment/:id/receipt/differences', // a check of a receipt, nothing written
    ]);
    const writes = t.app.routeAccess.filter((r) => r.method !== 'GET' && /\/biz\/appointment|\/public\/supplier\/:token\/bookings/.test(r.url));
    const unmarked = writes.filter((r) => !r.books && !notBooking.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
    expect(unmarked, 'writes appointments but is neither marked books nor listed as not booking').toEqual([]);
    const marked = t.app.routeAccess.filter((r) => r.books).map((r) => `${r.method} ${r.url}`);
    expect(marked.sort()).toEqual(Object.keys(drivers).sort());
  });

  for (const route of Object.keys(drivers)) {
    it(`${route}: over-booking an order is refused 409 naming the order and what is left, nothing written`, async () => {
      const { statusCode, text } = await drivers[route]();
      expect(statusCode, text).toBe(409);
      expect(text).toMatch(/The order "[^"]+" has \d+ cartons left to book/);
    });
  }

  it('THE CARTONS RACE: two bookings for an order’s last cartons at once → one wins, the other is told what is left', async () => {
    const w = await makeWarehouse(t);
    const order = await bookableOrder(t, { nbOfCartons: 10 });
    await book(w.warehouseId, [order.orderId], '09:00', { boxes: 4 });
    const results = await Promise.all(['10:00', '11:00', '12:00'].map((time) => call('POST', '/biz/appointment', bookingOf(w.warehouseId, [order.orderId], time, { boxes: 6 }))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().msg).toBe(`The order "${order.orderNo}" has 0 cartons left to book (ordered 10, booked 10, received 0)`);
    const lines = await t.app.db.select().from(bizAppointmentOrder).where(eq(bizAppointmentOrder.orderId, order.orderId));
    expect(lines.reduce((s, l) => s + l.boxes, 0)).toBe(10);
  });

  it('each line defaults to what remains; refusing, cancelling and deleting give the cartons back; the refusal speaks Chinese too', async () => {
    const w = await makeWarehouse(t);
    const order = await bookableOrder(t, { nbOfCartons: 10, grossWeightSum: '100', totalCbm: '2' });
    const first = await book(w.warehouseId, [order.orderId], '09:00', { boxes: 3 });
    const rest = await book(w.warehouseId, [order.orderId], '10:00');
    const [line] = await t.app.db.select().from(bizAppointmentOrder).where(eq(bizAppointmentOrder.appointmentId, rest.appointmentId));
    expect(line).toMatchObject({ boxes: 7, grossWeight: '70.000', cube: '1.400' });
    const zh = await call('POST', '/biz/appointment', bookingOf(w.warehouseId, [order.orderId], '11:00'), cs, 'zh');
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toBe(`订单"${order.orderNo}"只剩0箱可预约（订购10箱，已预约10箱，已收货0箱）`);
    // deleted: its 3 come back
    expect((await call('DELETE', `/biz/appointment/${first.appointmentId}`)).statusCode).toBe(200);
    const again = await book(w.warehouseId, [order.orderId], '11:00');
    expect(again).toMatchObject({ boxes: 3 });
    // cancelled: its 7 come back
    await forceStatus(t, rest.appointmentId, '3');
    expect((await call('PUT', `/biz/appointment/${rest.appointmentId}/status`, { to: '9', remark: 'truck broke down' })).statusCode).toBe(200);
    expect(await book(w.warehouseId, [order.orderId], '12:00')).toMatchObject({ boxes: 7 });
    // a line for an order not on the booking is a 400 naming goods
    const stray = await call('POST', '/biz/appointment', bookingOf(w.warehouseId, [order.orderId], '13:00', { goods: [{ orderId: 999_999, boxes: 1 }] }));
    expect(stray.statusCode).toBe(400);
    expect(stray.json().fields).toEqual(['goods']);
  });
});

describe('what a supplier link offers (issue 46)', () => {
  it('an order with cartons left shows what remains; a fully booked one is not offered', async () => {
    const w = await makeWarehouse(t);
    const name = vendor();
    const [part, full] = [await bookableOrder(t, { vendorDeptName: name }), await bookableOrder(t, { vendorDeptName: name })];
    await book(w.warehouseId, [part.orderId], '09:00', { boxes: 4 });
    await book(w.warehouseId, [full.orderId], '10:00');
    const link = await supplierLink(name, []);
    const res = await t.app.inject({ method: 'GET', url: `/api/public/supplier/${link.token}/orders`, remoteAddress: address() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((o: { orderNo: string; remaining: number }) => [o.orderNo, o.remaining])).toEqual([[part.orderNo, 6]]);
  });
});

describe('a short receipt (issue 46)', () => {
  it('leaves the rest bookable, or closes the order when the desk says so with the receipt', async () => {
    const w = await makeWarehouse(t);
    for (const closeOrders of [false, true]) {
      const order = await bookableOrder(t, { nbOfCartons: 10 });
      const a = await book(w.warehouseId, [order.orderId], closeOrders ? '14:00' : '13:00');
      await forceStatus(t, a.appointmentId, '7');
      const res = await call('PUT', `/biz/appointment/${a.appointmentId}/status`, { to: '8', closeOrders, receipt: [{ orderId: order.orderId, receivedBoxes: 6, receivedWeight: 60, receivedCube: 1.2, diffReason: 'short' }] }, admin);
      expect(res.statusCode, res.body).toBe(200);
      const next = await call('POST', '/biz/appointment', bookingOf(w.warehouseId, [order.orderId], '15:00'));
      if (closeOrders) {
        expect(next.statusCode).toBe(400);
        expect(next.json().msg).toContain('delivered in full');
      } else {
        expect(next.statusCode, next.body).toBe(200);
        expect(next.json().data.boxes).toBe(4);
      }
    }
  });
});

describe('a supplier moving a booking meets the target warehouse’s rules (issue 47 hole 9)', () => {
  it('passed at once where no review is needed, moved into a warehouse that reviews: back to pending review', async () => {
    const open = await makeWarehouse(t, { selfBookingApproval: '0' });
    const reviewed = await makeWarehouse(t, { selfBookingApproval: '1' });
    const name = vendor();
    const order = await bookableOrder(t, { vendorDeptName: name });
    const link = await supplierLink(name, [order.orderId]);
    const made = await pub('POST', `/${link.token}/bookings`, supplierBooking(open.warehouseId, [order.orderId], link.packingList));
    expect(made.json().data.status).toBe('3');
    const moved = await pub('PUT', `/${link.token}/bookings/${made.json().data.reservationNo}`, { warehouseId: reviewed.warehouseId, deliveryTime: `${localDay(4)} 10:00` });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: '2', warehouseId: reviewed.warehouseId, qrToken: null });
  });
});

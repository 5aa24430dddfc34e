import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, cs, t, useTestApp } from './api.js';
import { bookableOrder, localDay, makeWarehouse, slotOf } from './appointment-fixtures.js';
import { historyRows, makeOrder, orderOf } from './filing-fixtures.js';
import { multipart, PDF } from './multipart.js';
import { bizAppointment } from '../../server/modules/appointment/table.js';
import { bizMailOutbox } from '../../server/modules/clearance/table.js';
import { bizWarehouse } from '../../server/modules/warehouse/table.js';
import { bizSupplierLink } from '../../server/modules/supplier-booking/table.js';
import { redactUrl } from '../../server/lib/secrets.js';

// the production default: 120 requests a minute per address and per link, 20 of them writes per link
useTestApp({ logins: ['cs'], as: 'cs', lang: 'en', config: { publicRateLimit: 120 } });

let serial = 0;
const vendorName = () => `Vendor ${Date.now().toString(36)}-${++serial}`;
/** Another address each time: these tests are about the per-link limits and the rules, not the per-address one. */
const address = () => `10.38.${Math.floor(serial / 200)}.${serial++ % 200}`;

const pub = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/public/supplier${url}`, payload, headers: { 'accept-language': lang }, remoteAddress: address() });

async function makeLink(vendorDeptName: string, extra: object = {}) {
  const res = await call('POST', '/biz/supplierLink', { vendorDeptName, contactEmail: 'dispatch@supplier.example', lang: 'en', ...extra }, { ...cs, referer: 'https://wms.example/console/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { linkId: number; token: string; path: string; useCount: number; state: string };
}

async function packingList(token: string) {
  const body = multipart('file', 'packing-list.pdf', PDF, 'application/pdf');
  const res = await t.app.inject({ method: 'POST', url: `/api/public/supplier/${token}/packing-list`, payload: body.payload, headers: body.headers, remoteAddress: address() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fileName as string;
}

const booking = (warehouseId: number, orderIds: number[], deliveryTime: string, fileName: string) => ({
  warehouseId,
  deliveryTime,
  orderIds,
  plateNo: '粤B12345',
  vehicleType: '1',
  driverName: 'Li Si',
  driverPhone: '13800000000',
  packingList: fileName,
});

const appointmentByNo = async (reservationNo: string) => (await t.app.db.select().from(bizAppointment).where(eq(bizAppointment.reservationNo, reservationNo)))[0];
const mailsTo = (address: string) => t.app.db.select().from(bizMailOutbox).where(eq(bizMailOutbox.mailTo, address));

describe('supplier booking links (issue 38)', () => {
  it('are made with a token shown once, listed with their use, and revoked', async () => {
    const vendor = vendorName();
    const order = await bookableOrder(t, { vendorDeptName: vendor });
    const link = await makeLink(vendor, { orderIds: [order.orderId] });
    expect(link.token).toMatch(/^[\w-]{32}$/);
    expect(link.path).toBe(`#/supplier/${link.token}`);
    expect(link.state).toBe('active');
    const list = await call('GET', `/biz/supplierLink/list?vendorDeptName=${encodeURIComponent(vendor)}`);
    expect(list.json().total).toBe(1);
    expect(list.json().rows[0]).toMatchObject({ linkId: link.linkId, orderNos: order.orderNo, useCount: 0, state: 'active' });
    expect(list.json().rows[0].token).toBeUndefined();
    // another supplier's order cannot be put on the link
    const stray = await bookableOrder(t, { vendorDeptName: vendorName() });
    const refused = await call('POST', '/biz/supplierLink', { vendorDeptName: vendor, orderIds: [stray.orderId], contactEmail: 'a@b.example' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual(['orderIds']);
    const revoked = await call('PUT', `/biz/supplierLink/${link.linkId}/revoke`);
    expect(revoked.json().data.state).toBe('revoked');
    const page = await pub('GET', `/${link.token}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().msg).toMatch(/revoked/);
    const zh = await pub('GET', `/${link.token}`, undefined, 'zh');
    expect(zh.json().msg).toMatch(/作废/);
    expect((await pub('POST', `/${link.token}/bookings`, { warehouseId: 1 })).statusCode).toBe(410);
  });

  it('keeps the token out of the request log', () => {
    expect(redactUrl('/api/public/supplier/abcDEF123_-x/slots?warehouseId=1')).toBe('/api/public/supplier/******/slots?warehouseId=1');
  });

  it('answers an expired link 410 and an unknown one 404, never 500', async () => {
    const vendor = vendorName();
    await bookableOrder(t, { vendorDeptName: vendor });
    // made for today, read the day after: expired (a link is not made already expired)
    const link = await makeLink(vendor, { expiresOn: localDay(0) });
    await t.app.db.update(bizSupplierLink).set({ expiresOn: localDay(-1) }).where(eq(bizSupplierLink.linkId, link.linkId));
    const res = await pub('GET', `/${link.token}/orders`);
    expect(res.statusCode).toBe(410);
    expect(res.json().msg).toMatch(/expired/);
    expect((await pub('GET', '/no-such-token-at-all')).statusCode).toBe(404);
  });

  it('lets the supplier book two orders, the desk approve (mail with the QR link), reschedule once and cancel', async () => {
    const vendor = vendorName();
    const w = await makeWarehouse(t);
    const [a, b] = [await bookableOrder(t, { vendorDeptName: vendor }), await bookableOrder(t, { vendorDeptName: vendor })];
    const notCleared = await makeOrder(t, { vendorDeptName: vendor, bondedStatus: '1', customsStatus: '0' });
    const others = await bookableOrder(t, { vendorDeptName: vendorName() });
    const link = await makeLink(vendor);

    const page = await pub('GET', `/${link.token}`);
    expect(page.json().data).toMatchObject({ vendorDeptName: vendor, lang: 'en' });
    expect(page.json().data.warehouses.find((x: { warehouseId: number }) => x.warehouseId === w.warehouseId).rules).toEqual({ bookAheadDays: 14, cutoffHours: 24, maxPerSupplierDay: 3, needsApproval: true });

    const orders = (await pub('GET', `/${link.token}/orders`)).json().data as { orderId: number }[];
    expect(orders.map((o) => o.orderId).sort()).toEqual([a.orderId, b.orderId].sort());
    expect(orders.some((o) => o.orderId === notCleared.orderId || o.orderId === others.orderId)).toBe(false);

    const slots = (await pub('GET', `/${link.token}/slots?warehouseId=${w.warehouseId}`)).json().data as { date: string; slots: { time: string; bookable: boolean }[] }[];
    expect(slots).toHaveLength(15);
    // today's slots are within the 24-hour cut-off
    expect(slots[0].slots.every((s) => !s.bookable)).toBe(true);
    expect(slots[3].slots.find((s) => s.time === '10:00')!.bookable).toBe(true);

    const file = await packingList(link.token);
    const day = localDay(3);
    const booked = await pub('POST', `/${link.token}/bookings`, booking(w.warehouseId, [a.orderId, b.orderId], `${day} 10:00`, file));
    expect(booked.statusCode, booked.body).toBe(200);
    const made = booked.json().data;
    expect(made).toMatchObject({ status: '2', orderNos: [a.orderNo, b.orderNo].sort().join(','), boxes: 20, qrToken: null, changeable: true });
    const appointment = await appointmentByNo(made.reservationNo);
    expect(appointment).toMatchObject({ status: '2', supplierLinkId: link.linkId, packingList: file, deptId: 101 });
    const [history] = await historyRows(t, 'appointment', appointment.appointmentId);
    expect(history).toMatchObject({ fromStatus: '', toStatus: '2', operBy: `${vendor} (supplier link #${link.linkId})` });
    expect(await slotOf(t, w.warehouseId, `${day} 10:00`)).toEqual({ trucks: 1, cbm: 4 });

    // the desk sees it, marked as booked by the supplier
    const list = await call('GET', `/biz/appointment/list?bySupplier=1&reservationNo=${made.reservationNo}`);
    expect(list.json().rows[0]).toMatchObject({ supplierLinkId: link.linkId, supplierName: vendor, packingList: file });
    expect((await call('GET', `/biz/appointment/list?bySupplier=0&reservationNo=${made.reservationNo}`)).json().total).toBe(0);
    const links = await call('GET', `/biz/supplierLink/list?vendorDeptName=${encodeURIComponent(vendor)}`);
    expect(links.json().rows[0].useCount).toBe(1);

    const passed = await call('PUT', `/biz/appointment/${appointment.appointmentId}/status`, { to: '3' });
    expect(passed.statusCode, passed.body).toBe(200);
    const [mail] = await mailsTo('dispatch@supplier.example').then((m) => m.filter((x) => x.body.includes(made.reservationNo)));
    expect(mail.subject).toContain(made.reservationNo);
    expect(mail.body).toContain(`https://wms.example/console/#/driverQRcode?token=${appointment.qrToken}`);
    expect(mail.status).toBe('0');

    const mine = (await pub('GET', `/${link.token}/bookings`)).json().data;
    expect(mine[0]).toMatchObject({ reservationNo: made.reservationNo, status: '3', qrToken: appointment.qrToken });

    const moved = await pub('PUT', `/${link.token}/bookings/${made.reservationNo}`, { deliveryTime: `${localDay(4)} 11:00` });
    expect(moved.statusCode, moved.body).toBe(200);
    // the desk passed the old slot; this warehouse reviews supplier bookings, so the new one goes back to review (issue 47 hole 9)
    expect(moved.json().data).toMatchObject({ deliveryTime: `${localDay(4)} 11:00`, status: '2', qrToken: null });
    // through the machine: its orders are no longer on the way until it passes again (issue 46)
    expect((await historyRows(t, 'appointment', appointment.appointmentId)).at(-1)).toMatchObject({ fromStatus: '3', toStatus: '2', remark: expect.stringContaining('rescheduled by the supplier') });
    expect((await orderOf(t, a.orderId)).transportStatus).toBe('0');
    expect((await historyRows(t, 'order', b.orderId)).at(-1)).toMatchObject({ fromStatus: '1', toStatus: '0', remark: expect.stringContaining('back to review') });
    expect(await slotOf(t, w.warehouseId, `${day} 10:00`)).toEqual({ trucks: 0, cbm: 0 });
    expect(await slotOf(t, w.warehouseId, `${localDay(4)} 11:00`)).toEqual({ trucks: 1, cbm: 4 });

    const cancelled = await pub('DELETE', `/${link.token}/bookings/${made.reservationNo}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: '9', changeable: false });
    expect(await slotOf(t, w.warehouseId, `${localDay(4)} 11:00`)).toEqual({ trucks: 0, cbm: 0 });
    expect((await pub('DELETE', `/${link.token}/bookings/${made.reservationNo}`)).statusCode).toBe(409);
  });

  it('mails the reason of a refusal, passes at once where the warehouse needs no approval, and mails the desk\'s cancelling with its reason', async () => {
    const vendor = vendorName();
    const w = await makeWarehouse(t);
    const order = await bookableOrder(t, { vendorDeptName: vendor });
    const link = await makeLink(vendor, { contactEmail: 'refused@supplier.example' });
    const file = await packingList(link.token);
    const made = (await pub('POST', `/${link.token}/bookings`, booking(w.warehouseId, [order.orderId], `${localDay(2)} 09:00`, file))).json().data;
    const a = await appointmentByNo(made.reservationNo);
    expect((await call('PUT', `/biz/appointment/${a.appointmentId}/status`, { to: '4', remark: 'no dock that day' })).statusCode).toBe(200);
    const [mail] = await mailsTo('refused@supplier.example');
    expect(mail.body).toContain('no dock that day');
    expect((await pub('GET', `/${link.token}/bookings`)).json().data[0]).toMatchObject({ status: '4', reason: 'no dock that day' });

    const open = await makeWarehouse(t, { selfBookingApproval: '0' });
    const auto = await pub('POST', `/${link.token}/bookings`, booking(open.warehouseId, [order.orderId], `${localDay(2)} 09:00`, file));
    expect(auto.json().data.status).toBe('3');
    expect(auto.json().data.qrToken).toMatch(/^[0-9a-f]{32}$/);
    expect((await mailsTo('refused@supplier.example')).length).toBe(2);

    // after the cut-off only the desk cancels: it must say why, and the supplier is told
    const passed = await appointmentByNo(auto.json().data.reservationNo);
    const silent = await call('PUT', `/biz/appointment/${passed.appointmentId}/status`, { to: '9' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().fields).toEqual(['remark']);
    expect((await appointmentByNo(passed.reservationNo)).status).toBe('3');
    const cancelled = await call('PUT', `/biz/appointment/${passed.appointmentId}/status`, { to: '9', remark: 'dock under repair' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await mailsTo('refused@supplier.example');
    expect(mails).toHaveLength(3);
    const told = mails.find((m) => m.subject.includes('cancelled by the warehouse'))!;
    expect(told.subject).toContain(passed.reservationNo);
    expect(told.body).toContain('dock under repair');
  });

  it("refuses another supplier's orders as not found, past the cut-off and over the day's cap", async () => {
    const vendor = vendorName();
    const w = await makeWarehouse(t, { maxPerSupplierDay: 1 });
    const order = await bookableOrder(t, { vendorDeptName: vendor });
    const others = await bookableOrder(t, { vendorDeptName: vendorName() });
    const link = await makeLink(vendor);
    const file = await packingList(link.token);
    const stranger = await pub('POST', `/${link.token}/bookings`, booking(w.warehouseId, [others.orderId], `${localDay(2)} 09:00`, file));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ fields: ['orderIds'], msg: expect.stringMatching(/not one this booking link can book/) });
    expect(stranger.json().msg).not.toContain(others.orderNo);

    const first = await pub('POST', `/${link.token}/bookings`, booking(w.warehouseId, [order.orderId], `${localDay(2)} 09:00`, file));
    expect(first.statusCode).toBe(200);
    const capped = await pub('POST', `/${link.token}/bookings`, booking(w.warehouseId, [order.orderId], `${localDay(2)} 14:00`, file));
    expect(capped.statusCode).toBe(400);
    expect(capped.json()).toMatchObject({ fields: ['deliveryTime'], msg: expect.stringMatching(/at most 1 a day/) });

    // a slot still ahead at any hour of the run, yet inside a three-day cut-off (today's 17:00 had passed by evening)
    await t.app.db.update(bizWarehouse).set({ cutoffHours: 72 }).where(eq(bizWarehouse.warehouseId, w.warehouseId));
    const soon = await pub('POST', `/${link.token}/bookings`, booking(w.warehouseId, [order.orderId], `${localDay(1)} 09:00`, file));
    expect(soon.statusCode).toBe(400);
    expect(soon.json(), soon.body).toMatchObject({ fields: ['deliveryTime'], msg: expect.stringMatching(/cut-off/) });

    // the cut-off moves past the booked slot: only the desk may change it now
    await t.app.db.update(bizWarehouse).set({ cutoffHours: 24 * 30 }).where(eq(bizWarehouse.warehouseId, w.warehouseId));
    const late = await pub('PUT', `/${link.token}/bookings/${first.json().data.reservationNo}`, { deliveryTime: `${localDay(3)} 09:00` });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toMatch(/Past the cut-off \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(720 hours before the slot\)/);
  });

  it('answers a hundred bookings a minute through one link with 429', async () => {
    const vendor = vendorName();
    const w = await makeWarehouse(t);
    const order = await bookableOrder(t, { vendorDeptName: vendor });
    const link = await makeLink(vendor);
    const body = booking(w.warehouseId, [order.orderId], `${localDay(5)} 09:00`, '/profile/supplier/2026/01/01/none.pdf');
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) codes.push((await pub('POST', `/${link.token}/bookings`, body)).statusCode);
    expect(codes.filter((c) => c === 429).length, codes.join(",")).toBeGreaterThanOrEqual(75);
    expect(codes.slice(-10).every((c) => c === 429)).toBe(true);
    // another link of the same app is not held up
    const other = await makeLink(vendor);
    expect((await pub('GET', `/${other.token}`)).statusCode).toBe(200);
  });

  it('gives the last place to one of a self-booking and a desk booking racing for it; the other is told 409', async () => {
    const vendor = vendorName();
    const w = await makeWarehouse(t, { slotTrucks: 1 });
    const [mine, desk] = [await bookableOrder(t, { vendorDeptName: vendor }), await bookableOrder(t)];
    const link = await makeLink(vendor);
    const file = await packingList(link.token);
    const time = `${localDay(3)} 15:00`;
    const [self, typed] = await Promise.all([
      pub('POST', `/${link.token}/bookings`, booking(w.warehouseId, [mine.orderId], time, file)),
      call('POST', '/biz/appointment', { warehouseId: w.warehouseId, deliveryTime: time, orderIds: [desk.orderId], plateNo: '粤B54321', driverName: 'Wang', driverPhone: '13900000000' }),
    ]);
    expect([self.statusCode, typed.statusCode].sort()).toEqual([200, 409]);
    const loser = self.statusCode === 409 ? self : typed;
    expect(loser.json().msg).toMatch(/full/);
    expect(await slotOf(t, w.warehouseId, time)).toMatchObject({ trucks: 1 });
  });
});

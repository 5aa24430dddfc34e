import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, call, cs, lhy, t, useTestApp } from './api.js';
import { appointmentOf, bookableOrder, forceStatus, linksOf, localDay, makeWarehouse } from './appointment-fixtures.js';
import { bizPallet } from '../../server/modules/inventory/table.js';

// Issue 46, receipts that are counted: a difference is confirmed with a reason, and a warehouse may count blind.
useTestApp({ logins: ['admin', 'cs', 'lhy'], as: 'cs', lang: 'en' });

let serial = 0;
/** A truck booked for an order of 100 cartons, 500 kg, 4 m³ (all of it), put at "tallied". */
async function tallied(warehouseValues: { blindCount?: string } = {}) {
  const w = await makeWarehouse(t, warehouseValues);
  const order = await bookableOrder(t, { nbOfCartons: 100, grossWeightSum: '500', totalCbm: '4' });
  serial += 1;
  const res = await call('POST', '/biz/appointment', {
    warehouseId: w.warehouseId, deliveryTime: `${localDay(2)} 10:00`, orderIds: [order.orderId], plateNo: `粤B${30000 + serial}`, driverName: '张三', driverPhone: '13800138000',
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.appointmentId as number;
  await forceStatus(t, id, '7');
  return { w, order, id };
}
const receive = (id: number, line: object, lang = 'en') => call('PUT', `/biz/appointment/${id}/status`, { to: '8', receipt: [line] }, lhy, lang);
const stockOf = async (orderId: number) => (await t.app.db.select({ n: count() }).from(bizPallet).where(eq(bizPallet.orderId, orderId)))[0].n;

describe('a receipt that differs from what the truck announced', () => {
  it('is refused without a reason, 400 naming the line and the difference, both languages; nothing changes', async () => {
    const { order, id } = await tallied();
    const counted = { orderId: order.orderId, receivedBoxes: 105, receivedWeight: 500, receivedCube: 4 };
    const en = await receive(id, counted);
    expect(en.statusCode).toBe(400);
    expect(en.json().fields).toEqual(['receipt.0.diffReason']);
    expect(en.json().msg).toContain(`${order.orderNo}: cartons announced 100, counted 105`);
    const zh = await receive(id, counted, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toContain(`${order.orderNo}: 箱数预报100、实收105`);
    // an unknown reason, 'other' without a note, a reason where nothing differs: each refused naming its field
    const refusals: [object, string][] = [
      [{ ...counted, diffReason: 'lost-at-sea' }, 'receipt.0.diffReason'],
      [{ ...counted, diffReason: 'other', diffNote: '  ' }, 'receipt.0.diffNote'],
      [{ ...counted, receivedBoxes: 100, diffReason: 'short' }, 'receipt.0.diffReason'],
    ];
    for (const [line, field] of refusals) {
      const res = await receive(id, line);
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      expect(res.json().fields).toEqual([field]);
    }
    expect(await appointmentOf(t, id)).toMatchObject({ status: '7', receivedBoxes: null, diffFlags: '' });
    expect((await linksOf(t, id))[0]).toMatchObject({ receivedBoxes: null, diffReason: '', diffNote: '' });
    expect(await stockOf(order.orderId)).toBe(0);
  });

  it('is taken with its reason and note, which the booking then shows; weight within 1% needs none', async () => {
    const { order, id } = await tallied();
    // the check before sending: what differs, with both figures; nothing saved
    const check = await call('POST', `/biz/appointment/${id}/receipt/differences`, { receipt: [{ orderId: order.orderId, receivedBoxes: 98, receivedWeight: 503, receivedCube: 4.5 }] }, lhy);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toEqual([{ orderId: order.orderId, orderNo: order.orderNo, differences: [{ field: 'boxes', announced: 100, counted: 98 }, { field: 'cube', announced: 4, counted: 4.5 }] }]);
    expect((await call('POST', `/biz/appointment/${id}/receipt/differences`, { receipt: [] }, lhy)).statusCode).toBe(400);
    expect((await call('POST', `/biz/appointment/${id}/receipt/differences`, { receipt: [] }, cs)).statusCode).toBe(403);
    expect(await appointmentOf(t, id)).toMatchObject({ status: '7', receivedBoxes: null });
    const res = await receive(id, { orderId: order.orderId, receivedBoxes: 98, receivedWeight: 503, receivedCube: 4.5, diffReason: 'other', diffNote: 'two cartons left at the origin' });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await call('GET', `/biz/appointment/${id}`, undefined, admin)).json().data;
    expect(row).toMatchObject({ status: '8', diffFlags: 'boxes,cube' });
    expect(row.orders[0]).toMatchObject({ receivedBoxes: 98, diffReason: 'other', diffNote: 'two cartons left at the origin' });
  });
});

describe('blind counting, a warehouse setting', () => {
  it('is kept on the warehouse; the phone view of its trucks has no announced figure until the receipt; the desk detail keeps them', async () => {
    const w = await makeWarehouse(t);
    const detail = (await call('GET', `/biz/warehouse/${w.warehouseId}`, undefined, admin)).json().data;
    expect(detail.blindCount).toBe('0');
    const body = { ...detail, blindCount: '1' };
    for (const k of ['createBy', 'createTime', 'updateBy', 'updateTime']) delete body[k];
    const put = await call('PUT', '/biz/warehouse', body, admin);
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('GET', `/biz/warehouse/${w.warehouseId}`, undefined, admin)).json().data.blindCount).toBe('1');
    expect((await call('PUT', '/biz/warehouse', { ...body, blindCount: 'yes' }, admin)).statusCode).toBe(400);

    const { order, id } = await tallied({ blindCount: '1' });
    const phone = (await call('GET', `/biz/appointment/${id}?view=count`, undefined, lhy)).json().data;
    expect(phone).toMatchObject({ blindCount: true, boxes: null, grossWeight: null, cube: null });
    expect(phone.orders[0]).toMatchObject({ nbOfCartons: null, grossWeightSum: null, totalCbm: null, boxes: null, grossWeight: null, cube: null });
    expect(JSON.stringify(phone.orders)).not.toContain('500');
    await forceStatus(t, id, '7', { qrToken: `blind-${id}` });
    const scanned = (await call('GET', `/biz/appointment/qr/blind-${id}?view=count`, undefined, lhy)).json().data;
    expect(scanned.orders[0].boxes).toBeNull();
    // the desk's detail is not the counting view
    const desk = (await call('GET', `/biz/appointment/${id}`, undefined, lhy)).json().data;
    expect(desk).toMatchObject({ blindCount: true, boxes: 100 });
    expect(desk.orders[0]).toMatchObject({ boxes: 100, nbOfCartons: 100 });
    // once received, the counter sees what was announced beside the count
    expect((await receive(id, { orderId: order.orderId, receivedBoxes: 100, receivedWeight: 500, receivedCube: 4 })).statusCode).toBe(200);
    const after = (await call('GET', `/biz/appointment/${id}?view=count`, undefined, lhy)).json().data;
    expect(after.orders[0]).toMatchObject({ boxes: 100, receivedBoxes: 100, diffReason: '' });
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, call, cs, customs, lhy, t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';
import { historyRows, makeOrder, orderOf } from './filing-fixtures.js';
import { appointmentOf, bookableOrder, forceStatus, linksOf, localDay, makeWarehouse, slotOf, staffUser } from './appointment-fixtures.js';
import { scopedUser } from './scope-fixtures.js';
import { seedAppointmentDemo } from '../../server/demo/appointment.js';
import { bizAppointment } from '../../server/modules/appointment/table.js';
import { bizSlot } from '../../server/modules/warehouse/table.js';
import { sheetValues } from './xlsx.js';

useTestApp({ logins: ['admin', 'cs', 'customs', 'lhy'], as: 'cs', lang: 'en' });

type Row = Record<string, unknown> & { appointmentId: number; warehouseId: number; status: string; version: number };
const DAY = localDay(3);
const at = (time: string, day = DAY) => `${day} ${time}`;
const truck = { plateNo: '粤B12345', driverName: '张三', driverPhone: '13800138000', vehicleType: '7.6m', deliveryType: 'supplier' };
const bookingOf = (warehouseId: number, orderIds: number[], time = '10:00', extra: object = {}) => ({ warehouseId, deliveryTime: at(time), orderIds, ...truck, ...extra });
/** Books through the API and expects success. */
async function book(warehouseId: number, orderIds: number[], time = '10:00', extra: object = {}) {
  const res = await call('POST', '/biz/appointment', bookingOf(warehouseId, orderIds, time, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row;
}
/** A warehouse, an order and a booking of it at 10:00. */
async function booked(orderValues: object = {}, warehouseValues: object = {}) {
  const warehouse = await makeWarehouse(t, warehouseValues);
  const order = await bookableOrder(t, orderValues);
  return { warehouse, order, appointment: await book(warehouse.warehouseId, [order.orderId]) };
}
/** A fresh order for a booking that only needs a truck in a slot: each order's cartons are booked once (issue 46). */
const another = async () => (await bookableOrder(t)).orderId;
const move = (id: number, to: string, headers: Record<string, string>, extra: object = {}) => call('PUT', `/biz/appointment/${id}/status`, { to, ...extra }, headers);
async function moved(id: number, to: string, headers: Record<string, string>, extra: object = {}) {
  const res = await move(id, to, headers, extra);
  expect(res.statusCode, `→${to}: ${res.body}`).toBe(200);
  return res.json().data.appointment as Row;
}
const steps = async (entity: string, id: number) => (await historyRows(t, entity, id)).map((h) => `${h.fromStatus}>${h.toStatus}:${h.operBy}`);

describe('POST /biz/appointment', () => {
  it('books a truck: numbered, to submit, the orders’ totals by default, one place taken, history started', async () => {
    const warehouse = await makeWarehouse(t);
    const a = await bookableOrder(t, { nbOfCartons: 12, grossWeightSum: '150.5', totalCbm: '2.25' });
    const b = await bookableOrder(t, { nbOfCartons: 8, grossWeightSum: '49.5', totalCbm: '1.5', bondedStatus: '0', customsStatus: '0' });
    const row = await book(warehouse.warehouseId, [a.orderId, b.orderId, a.orderId], '09:00', { carWeight: 3500 });
    const today = localDay(0).replaceAll('-', '');
    expect(row.reservationNo).toMatch(new RegExp(`^YY${today}\\d{4}$`));
    expect(row).toMatchObject({
      status: '0',
      version: 0,
      warehouseName: warehouse.warehouseName,
      deliveryTime: at('09:00'),
      boxes: 20,
      grossWeight: '200.000',
      cube: '3.750',
      carWeight: '3500.000',
      qrToken: null,
      orderNos: [a.orderNo, b.orderNo].sort().join(','),
      createBy: 'cs',
    });
    expect((row.orders as { orderId: number }[]).map((o) => o.orderId).sort()).toEqual([a.orderId, b.orderId].sort());
    expect(await slotOf(t, warehouse.warehouseId, at('09:00'))).toEqual({ trucks: 1, cbm: 3.75 });
    expect((await appointmentOf(t, row.appointmentId)).qrToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await steps('appointment', row.appointmentId)).toEqual(['>0:cs']);
    // given figures win over the totals
    const given = await book(warehouse.warehouseId, [await another()], '09:00', { boxes: 5, grossWeight: 60, cube: 1 });
    expect(given).toMatchObject({ boxes: 5, grossWeight: '60.000', cube: '1.000' });
    expect(Number(String(given.reservationNo).slice(-4))).toBe(Number(String(row.reservationNo).slice(-4)) + 1);
  });

  it('refuses bad input 400 naming the field, and bookings the slot rules forbid, storing nothing', async () => {
    // closed on the weekday of the day after DAY, and on a holiday two days after
    const weekday = new Date(`${DAY}T00:00:00Z`).getUTCDay();
    const warehouse = await makeWarehouse(t, { closedWeekdays: String((weekday + 1) % 7) }, [localDay(5)]);
    const order = await bookableOrder(t);
    const base = bookingOf(warehouse.warehouseId, [order.orderId]);
    const cases: [object, string, string?][] = [
      [{ ...base, plateNo: 'x' }, 'plateNo'],
      [{ ...base, driverPhone: 'call me' }, 'driverPhone'],
      [{ ...base, driverName: '' }, 'driverName'],
      [{ ...base, orderIds: [] }, 'orderIds'],
      [{ ...base, deliveryTime: 'tomorrow' }, 'deliveryTime'],
      [{ ...base, boxes: -1 }, 'boxes'],
      [{ ...base, warehouseId: 99_999_999 }, 'warehouseId'],
      [{ ...base, deliveryTime: at('10:00', localDay(4)) }, 'deliveryTime', 'closed'],
      [{ ...base, deliveryTime: at('10:00', localDay(5)) }, 'deliveryTime', 'closed'],
      [{ ...base, deliveryTime: at('10:00', localDay(-1)) }, 'deliveryTime', 'passed'],
      [{ ...base, deliveryTime: at('10:30') }, 'deliveryTime', 'not a bookable slot'],
      [{ ...base, deliveryTime: at('18:00') }, 'deliveryTime', 'not a bookable slot'],
      [{ ...base, orderIds: [99_999_999] }, 'orderIds', '99999999'],
    ];
    for (const [body, field, words] of cases) {
      const res = await call('POST', '/biz/appointment', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.join(' ')).toContain(field);
      if (words) expect(res.json().msg).toContain(words);
    }
    expect((await call('GET', `/biz/appointment/list?warehouseId=${warehouse.warehouseId}`)).json().total).toBe(0);
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 0, cbm: 0 });
  });

  it('refuses orders that cannot be delivered: bonded and not customs completed, ended, delivered in full (400 naming orderIds and the order)', async () => {
    const warehouse = await makeWarehouse(t);
    const ok = await bookableOrder(t);
    const cases: [object, string][] = [
      [{ customsStatus: '1', bondedStatus: '1' }, 'not customs completed'],
      [{ overState: '1' }, 'has ended'],
      [{ transportStatus: '2' }, 'delivered in full'],
    ];
    for (const [values, words] of cases) {
      const bad = await makeOrder(t, { customsStatus: '2', ...values });
      const res = await call('POST', '/biz/appointment', bookingOf(warehouse.warehouseId, [ok.orderId, bad.orderId]));
      expect(res.statusCode, words).toBe(400);
      expect(res.json().fields?.join(' ')).toContain('orderIds');
      expect(res.json().msg).toContain(bad.orderNo);
      expect(res.json().msg).toContain(words);
    }
    const zh = await call('POST', '/biz/appointment', bookingOf(warehouse.warehouseId, [(await makeOrder(t, { customsStatus: '0' })).orderId]), cs, 'zh');
    expect(zh.json().msg).toContain('尚未通关');
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 0, cbm: 0 });
  });

  it('books only orders in the caller’s data scope; lhy and customs cannot book (403)', async () => {
    const warehouse = await makeWarehouse(t);
    const own = await scopedUser(t, { deptId: 101, dataScope: '5', menus: [2010, 2011, 2150, 2151] });
    const others = await bookableOrder(t);
    const res = await call('POST', '/biz/appointment', bookingOf(warehouse.warehouseId, [others.orderId]), own.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.join(' ')).toContain('orderIds');
    const mine = await bookableOrder(t, { userId: own.userId });
    expect((await call('POST', '/biz/appointment', bookingOf(warehouse.warehouseId, [mine.orderId]), own.headers)).statusCode).toBe(200);
    expect((await call('GET', '/biz/appointment/list', undefined, own.headers)).json().total).toBe(1);
    expect((await call('POST', '/biz/appointment', bookingOf(warehouse.warehouseId, [mine.orderId]), lhy)).statusCode).toBe(403);
    expect((await call('POST', '/biz/appointment', bookingOf(warehouse.warehouseId, [mine.orderId]), customs)).statusCode).toBe(403);
  });

  it('THE BOOKING RACE: 20 trucks at once for a slot of 3 → exactly 3 booked, 17 told the slot is full', async () => {
    const warehouse = await makeWarehouse(t, { slotTrucks: 3 });
    const orders = await Promise.all(Array.from({ length: 4 }, () => bookableOrder(t)));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/biz/appointment', bookingOf(warehouse.warehouseId, [orders[i % 4].orderId], '11:00', { plateNo: `粤B${String(10000 + i)}` }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().msg).toBe(`The slot ${at('11:00')} is full (3 trucks): please choose another`);
    expect((await slotOf(t, warehouse.warehouseId, at('11:00'))).trucks).toBe(3);
    const list = (await call('GET', `/biz/appointment/list?warehouseId=${warehouse.warehouseId}`)).json();
    expect(list.total).toBe(3);
    expect(new Set(list.rows.map((r: Row) => r.reservationNo)).size).toBe(3);
  });

  it('keeps a slot’s cubic metres: a volume that does not fit is refused 409 naming what is left', async () => {
    const warehouse = await makeWarehouse(t, { slotTrucks: 5, slotCbm: '10' });
    await book(warehouse.warehouseId, [await another()], '10:00', { cube: 6 });
    const res = await call('POST', '/biz/appointment', bookingOf(warehouse.warehouseId, [await another()], '10:00', { cube: 6 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('4 m³ left');
    await book(warehouse.warehouseId, [await another()], '10:00', { cube: 4 });
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 2, cbm: 10 });
  });
});

describe('GET /biz/appointment/list and {id}', () => {
  it('filters by number, plate, driver, warehouse, order number, statuses and delivery dates; newest slot first', async () => {
    const warehouse = await makeWarehouse(t);
    const order = await bookableOrder(t);
    const early = await book(warehouse.warehouseId, [order.orderId], '08:00', { plateNo: '粤S8H326', driverName: '吴晓东', boxes: 5 });
    const late = await book(warehouse.warehouseId, [order.orderId], '15:00', { boxes: 5 });
    await forceStatus(t, late.appointmentId, '3');
    const list = async (q: string, headers = cs) => (await call('GET', `/biz/appointment/list?warehouseId=${warehouse.warehouseId}&${q}`, undefined, headers)).json();
    const all = await list('');
    expect(all.rows.map((r: Row) => r.appointmentId)).toEqual([late.appointmentId, early.appointmentId]);
    expect(all.rows[1]).toMatchObject({ warehouseName: warehouse.warehouseName, deliveryTime: at('08:00'), orderNos: order.orderNo, doorName: null });
    expect((await list('plateNo=s8h')).total).toBe(1);
    expect((await list('driverName=晓东')).total).toBe(1);
    expect((await list(`reservationNo=${early.reservationNo}`)).total).toBe(1);
    expect((await list(`orderNo=${order.orderNo.slice(3)}`)).total).toBe(2);
    expect((await list('orderNo=nothing-like-it')).total).toBe(0);
    expect((await list('status=0,1')).rows.map((r: Row) => r.appointmentId)).toEqual([early.appointmentId]);
    expect((await list(`params%5BbeginDelivery%5D=${DAY}&params%5BendDelivery%5D=${DAY}`)).total).toBe(2);
    expect((await list(`params%5BbeginDelivery%5D=${localDay(4)}`)).total).toBe(0);
    expect((await list('status=0', lhy)).total).toBe(1);
    expect((await list('orderByColumn=deliveryTime&isAsc=ascending')).rows.map((r: Row) => r.appointmentId)).toEqual([early.appointmentId, late.appointmentId]);
    expect((await list('orderByColumn=plateNo&isAsc=descending')).rows[0].plateNo).toBe('粤S8H326');
    expect((await call('GET', '/biz/appointment/list?status=10')).statusCode).toBe(400);
    expect((await call('GET', '/biz/appointment/list?orderByColumn=qrToken')).statusCode).toBe(400);
    expect((await call('GET', '/biz/appointment/list', undefined, customs)).statusCode).toBe(403);
  });

  it('GET {id} answers the orders with expected and received; the QR token only once passed; 404 out of scope', async () => {
    const { order, appointment } = await booked({ nbOfCartons: 30 });
    const res = (await call('GET', `/biz/appointment/${appointment.appointmentId}`, undefined, lhy)).json().data;
    expect(res.orders).toEqual([
      { orderId: order.orderId, orderNo: order.orderNo, vendorDeptName: '', nbOfCartons: 30, grossWeightSum: '100.000', totalCbm: '2.000', receivedBoxes: null, receivedWeight: null, receivedCube: null, boxes: 30, grossWeight: '100.000', cube: '2.000', diffReason: '', diffNote: '' },
    ]);
    expect(res.blindCount).toBe(false);
    expect(res.qrToken).toBeNull();
    for (const status of ['3', '5', '8']) {
      await forceStatus(t, appointment.appointmentId, status);
      expect((await call('GET', `/biz/appointment/${appointment.appointmentId}`)).json().data.qrToken).toMatch(/^[0-9a-f]{32}$/);
    }
    await forceStatus(t, appointment.appointmentId, '4');
    expect((await call('GET', `/biz/appointment/${appointment.appointmentId}`)).json().data.qrToken).toBeNull();
    expect((await call('GET', '/biz/appointment/99999999')).statusCode).toBe(404);
    const own = await scopedUser(t, { deptId: 101, dataScope: '5', menus: [2010, 2011, 2150] });
    expect((await call('GET', `/biz/appointment/${appointment.appointmentId}`, undefined, own.headers)).statusCode).toBe(404);
  });

  it('POST export answers a workbook with statuses and vocabularies labelled', async () => {
    const { appointment } = await booked();
    const res = await t.app.inject({ method: 'POST', url: '/api/biz/appointment/export', headers: { ...cs, 'accept-language': 'en' }, payload: { reservationNo: appointment.reservationNo } });
    expect(res.statusCode).toBe(200);
    const rows = await sheetValues(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Reservation number');
    expect(rows[1]).toEqual(expect.arrayContaining([appointment.reservationNo, 'To submit', '7.6 m truck', 'Supplier delivers']));
    expect((await t.app.inject({ method: 'POST', url: '/api/biz/appointment/export', headers: lhy })).statusCode).toBe(403);
  });
});

describe('PUT /biz/appointment', () => {
  it('edits a booking to submit; moving it gives the old place back and takes the new one', async () => {
    const { warehouse, order, appointment } = await booked();
    const id = appointment.appointmentId;
    const body = { ...bookingOf(warehouse.warehouseId, [order.orderId]), appointmentId: id, version: 0 };
    const edited = await call('PUT', '/biz/appointment', { ...body, driverName: '李四' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ driverName: '李四', version: 1, status: '0' });
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 1, cbm: 2 });
    // another warehouse and time, another cube, another order
    const other = await makeWarehouse(t);
    const second = await bookableOrder(t, { totalCbm: '3' });
    const res = await call('PUT', '/biz/appointment', { ...body, version: 1, warehouseId: other.warehouseId, deliveryTime: at('14:00'), orderIds: [second.orderId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ warehouseId: other.warehouseId, deliveryTime: at('14:00'), cube: '3.000', orderNos: second.orderNo, version: 2 });
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 0, cbm: 0 });
    expect(await slotOf(t, other.warehouseId, at('14:00'))).toEqual({ trucks: 1, cbm: 3 });
    expect((await linksOf(t, id)).map((l) => l.orderId)).toEqual([second.orderId]);
    // a stale version
    expect((await call('PUT', '/biz/appointment', { ...body, version: 1 })).statusCode).toBe(409);
    expect((await call('PUT', '/biz/appointment', { ...body, appointmentId: undefined })).statusCode).toBe(400);
  });

  it('moving into a full slot answers 409 and changes nothing', async () => {
    const { warehouse, order, appointment } = await booked({}, { slotTrucks: 1 });
    const blocker = await book(warehouse.warehouseId, [await another()], '12:00');
    const res = await call('PUT', '/biz/appointment', { ...bookingOf(warehouse.warehouseId, [order.orderId], '12:00'), appointmentId: appointment.appointmentId, driverName: '王五' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('is full');
    expect(await appointmentOf(t, appointment.appointmentId)).toMatchObject({ slotTime: '10:00', driverName: '张三', version: 0 });
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 1, cbm: 2 });
    expect(await slotOf(t, warehouse.warehouseId, at('12:00'))).toEqual({ trucks: 1, cbm: 2 });
    expect(blocker.status).toBe('0');
  });

  it('refuses edits once submitted (409); a not-passed booking edited goes back to submit and takes its slot again', async () => {
    const { warehouse, order, appointment } = await booked();
    const id = appointment.appointmentId;
    const body = { ...bookingOf(warehouse.warehouseId, [order.orderId]), appointmentId: id };
    for (const status of ['1', '2', '3', '8']) {
      await forceStatus(t, id, status);
      expect((await call('PUT', '/biz/appointment', { ...body, driverName: 'X' })).statusCode, status).toBe(409);
    }
    await forceStatus(t, id, '2');
    await moved(id, '4', cs, { remark: '车型不符' });
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 0, cbm: 0 });
    const res = await call('PUT', '/biz/appointment', { ...body, deliveryTime: at('13:00'), vehicleType: '9.6m' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: '0', vehicleType: '9.6m', deliveryTime: at('13:00') });
    expect(await slotOf(t, warehouse.warehouseId, at('13:00'))).toEqual({ trucks: 1, cbm: 2 });
    expect((await steps('appointment', id)).slice(-2)).toEqual(['2>4:cs', '4>0:cs']);
    expect((await call('PUT', '/biz/appointment', { ...body, driverName: 'Y' }, lhy)).statusCode).toBe(403);
    // resubmitting by an edit is the submit move: an editor without it is refused
    const editor = await scopedUser(t, { deptId: 101, dataScope: '1', menus: [2010, 2011, 2150, 2152] });
    expect((await call('PUT', '/biz/appointment', { ...body, driverName: 'Z' }, editor.headers)).statusCode).toBe(200);
    await forceStatus(t, id, '4');
    const refused = await call('PUT', '/biz/appointment', { ...body, driverName: 'Y' }, editor.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('You may not move an appointment from "Not passed" to "To submit"');
  });
});

describe('DELETE /biz/appointment/{ids}', () => {
  it('never hands a deleted booking\'s number to the next one (issue 46)', async () => {
    const { warehouse } = await booked();
    const newest = await book(warehouse.warehouseId, [await another()]);
    expect((await call('DELETE', `/biz/appointment/${newest.appointmentId}`)).statusCode).toBe(200);
    const next = await book(warehouse.warehouseId, [await another()]);
    expect(next.reservationNo).not.toBe(newest.reservationNo);
    expect(Number(String(next.reservationNo).slice(-4))).toBe(Number(String(newest.reservationNo).slice(-4)) + 1);
  });

  it('deletes bookings to submit or not passed, giving held places back; others 409 and nothing deleted', async () => {
    const { warehouse, appointment: a } = await booked();
    const b = await book(warehouse.warehouseId, [await another()]);
    const c = await book(warehouse.warehouseId, [await another()]);
    await forceStatus(t, c.appointmentId, '1');
    const refused = await call('DELETE', `/biz/appointment/${a.appointmentId},${c.appointmentId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain(String(c.reservationNo));
    expect(await appointmentOf(t, a.appointmentId)).toBeDefined();
    // b not passed: its place was given back already
    await forceStatus(t, b.appointmentId, '2');
    await moved(b.appointmentId, '4', cs, { remark: 'no' });
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 2, cbm: 4 });
    expect((await call('DELETE', `/biz/appointment/${a.appointmentId}`, undefined, lhy)).statusCode).toBe(403);
    expect((await call('DELETE', `/biz/appointment/${a.appointmentId},${b.appointmentId}`)).statusCode).toBe(200);
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 1, cbm: 2 });
    expect(await appointmentOf(t, a.appointmentId)).toBeUndefined();
    expect(await linksOf(t, b.appointmentId)).toEqual([]);
    expect(await historyRows(t, 'appointment', b.appointmentId)).toEqual([]);
    expect((await call('DELETE', `/biz/appointment/${a.appointmentId}`)).statusCode).toBe(404);
  });
});

describe('PUT /biz/appointment/{id}/status', () => {
  it('walks every move with the right role; the order follows; work and receipt are stored; history kept', async () => {
    const tally = await staffUser(t, 'tally');
    const forklift = await staffUser(t, 'forklift');
    const stevedores = [await staffUser(t, 'stevedore'), await staffUser(t, 'stevedore')];
    const { warehouse, order, appointment } = await booked({ nbOfCartons: 10, grossWeightSum: '100', totalCbm: '2' });
    const id = appointment.appointmentId;
    await moved(id, '1', cs);
    await moved(id, '2', cs);
    const passed = await moved(id, '3', cs, { remark: 'ok' });
    expect(passed.qrToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await orderOf(t, order.orderId)).toMatchObject({ transportStatus: '1' });
    expect((await orderOf(t, order.orderId)).toWarehouseTime).not.toBeNull();
    const door = warehouse.doors[1];
    // an arrival is what has happened: not ahead of the server's clock (issue 46)
    const ahead = await move(id, '5', lhy, { work: { doorId: door.doorId, arrivalTime: `${DAY} 09:52:00` } });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ fields: ['work.arrivalTime'], msg: expect.stringContaining('later than now') });
    const earlier = `${localDay(-1)} 09:52:00`;
    const arrived = await moved(id, '5', lhy, { work: { doorId: door.doorId, arrivalTime: earlier } });
    expect(arrived).toMatchObject({ arrivalTime: earlier, doorId: door.doorId, doorName: door.doorName });
    const unloading = await moved(id, '6', lhy, { work: { tallyClerk1: tally, tallyClerk2: 'lhy', forkliftDriver1: forklift, stevedore1: stevedores[0], stevedore2: stevedores[1] } });
    expect(unloading).toMatchObject({ doorId: door.doorId, tallyClerk1: tally, tallyClerk2: 'lhy', forkliftDriver1: forklift, forkliftDriver2: '', stevedore2: stevedores[1] });
    const tallied = await moved(id, '7', lhy, { work: { actualPcb: 12, actualSpcb: 4, unloadMemo: '外箱完好' } });
    expect(tallied).toMatchObject({ actualPcb: 12, actualSpcb: 4, unloadMemo: '外箱完好' });
    expect(tallied.unloadEndTime).not.toBeNull();
    const photo = '/profile/upload/2024/05/01/0f1e2d3c-aaaa-bbbb-cccc-111122223333.jpg';
    const received = await moved(id, '8', lhy, {
      receipt: [{ orderId: order.orderId, receivedBoxes: 10, receivedWeight: 100.8, receivedCube: 1.99 }],
      work: { receivedDims: '120×100×160 ×2', photos: photo },
    });
    expect(received).toMatchObject({ status: '8', receivedBoxes: 10, receivedWeight: '100.800', receivedCube: '1.990', diffFlags: '', receivedDims: '120×100×160 ×2', photos: photo, version: 7 });
    expect((received.orders as Row[])[0]).toMatchObject({ receivedBoxes: 10, receivedWeight: '100.800' });
    expect(await orderOf(t, order.orderId)).toMatchObject({ transportStatus: '2' });

    expect(await steps('appointment', id)).toEqual(['>0:cs', '0>1:cs', '1>2:cs', '2>3:cs', '3>5:lhy', '5>6:lhy', '6>7:lhy', '7>8:lhy']);
    expect((await historyRows(t, 'order', order.orderId)).map((h) => `${h.field}:${h.fromStatus}>${h.toStatus}`)).toEqual(['transportStatus:0>1', 'transportStatus:1>2']);
    const history = (await call('GET', `/biz/appointment/${id}/history`, undefined, lhy)).json().data;
    expect(history[0]).toMatchObject({ fromStatus: '', fromLabel: '', toLabel: 'To submit', operBy: 'cs' });
    expect(history[3]).toMatchObject({ fromLabel: 'Pending review', toLabel: 'Passed', remark: 'ok' });
    const zh = (await call('GET', `/biz/appointment/${id}/history`, undefined, cs, 'zh')).json().data;
    expect(zh.at(-1)).toMatchObject({ fromLabel: '已理货', toLabel: '已收货' });
    expect((await call('GET', `/biz/appointment/${id}/history`, undefined, customs)).statusCode).toBe(403);
  });

  it('refuses illegal moves 409, changing nothing', async () => {
    const { order, appointment } = await booked();
    const id = appointment.appointmentId;
    for (const to of ['2', '3', '4', '5', '8', '0']) {
      const res = await move(id, to, admin, { remark: 'r' });
      expect(res.statusCode, `0→${to}`).toBe(409);
    }
    expect((await move(id, '3', admin)).json().msg).toBe('An appointment cannot move from "To submit" to "Passed"');
    expect(await appointmentOf(t, id)).toMatchObject({ status: '0', version: 0 });
    expect(await steps('appointment', id)).toEqual(['>0:cs']);
    await forceStatus(t, id, '8');
    expect((await move(id, '7', admin)).statusCode).toBe(409);
    await forceStatus(t, id, '3');
    expect((await move(id, '1', admin)).statusCode).toBe(409);
    expect((await move(id, '4', admin, { remark: 'late' })).statusCode).toBe(409);
    expect((await orderOf(t, order.orderId)).transportStatus).toBe('0');
    expect((await move(id, 'x', admin)).statusCode).toBe(400);
    expect((await move(99_999_999, '1', cs)).statusCode).toBe(404);
  });

  it('refuses the wrong role 403 naming both statuses: cs cannot record arrival, lhy cannot submit or review', async () => {
    const { appointment } = await booked();
    const id = appointment.appointmentId;
    const refused = await move(id, '1', lhy);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('You may not move an appointment from "To submit" to "To accept"');
    expect((await move(id, '1', customs)).statusCode).toBe(403);
    await moved(id, '1', cs);
    expect((await move(id, '2', lhy)).statusCode).toBe(403);
    await moved(id, '2', cs);
    expect((await move(id, '3', lhy)).statusCode).toBe(403);
    expect((await move(id, '4', lhy, { remark: 'x' })).statusCode).toBe(403);
    await moved(id, '3', cs);
    const arrival = await move(id, '5', cs);
    expect(arrival.statusCode).toBe(403);
    expect(arrival.json().msg).toContain('"Passed" to "Arrived"');
    await moved(id, '5', lhy);
    expect((await move(id, '6', cs, { work: { doorId: (await appointmentOf(t, id)).doorId ?? undefined } })).statusCode).toBe(403);
    expect(await appointmentOf(t, id)).toMatchObject({ status: '5', version: 4 });
  });

  it('"not passed" needs a reason and gives the place back; resubmitting takes it again, or 409 when the slot filled meanwhile', async () => {
    const { warehouse, appointment } = await booked({}, { slotTrucks: 1 });
    const id = appointment.appointmentId;
    await forceStatus(t, id, '2');
    const noReason = await move(id, '4', cs, { remark: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields?.join(' ')).toContain('remark');
    await moved(id, '4', cs, { remark: '司机信息有误' });
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 0, cbm: 0 });
    // someone else takes the only place
    const other = await book(warehouse.warehouseId, [await another()]);
    const full = await move(id, '0', cs);
    expect(full.statusCode).toBe(409);
    expect(full.json().msg).toContain('is full');
    expect(await appointmentOf(t, id)).toMatchObject({ status: '4' });
    await call('DELETE', `/biz/appointment/${other.appointmentId}`);
    await moved(id, '0', cs, { remark: 'fixed' });
    expect(await slotOf(t, warehouse.warehouseId, at('10:00'))).toEqual({ trucks: 1, cbm: 2 });
    // a slot gone by cannot be taken again: edit the booking instead
    await forceStatus(t, id, '4', { slotDate: localDay(-1) });
    const gone = await move(id, '0', cs);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().msg).toContain('choose another slot');
  });

  it('lets one of two people moving at once win; the other gets 409', async () => {
    const { appointment } = await booked();
    const id = appointment.appointmentId;
    await forceStatus(t, id, '2');
    const other = await loginAs(t.app, 'admin');
    const results = await Promise.all([move(id, '3', cs), move(id, '4', other, { remark: 'no' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await historyRows(t, 'appointment', id)).toHaveLength(2);
    await forceStatus(t, id, '3');
    const again = await Promise.all([move(id, '5', lhy), move(id, '5', admin)]);
    expect(again.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await historyRows(t, 'appointment', id)).toHaveLength(3);
    expect((await move(id, '6', lhy, { version: 0 })).statusCode).toBe(409);
  });

  it('checks the work: doors of the warehouse, one truck per door, staff holding the post, fields with their own move', async () => {
    const { warehouse, order, appointment } = await booked();
    const id = appointment.appointmentId;
    const otherWarehouse = await makeWarehouse(t);
    await forceStatus(t, id, '3');
    const foreignDoor = await move(id, '5', lhy, { work: { doorId: otherWarehouse.doors[0].doorId } });
    expect(foreignDoor.statusCode).toBe(400);
    expect(foreignDoor.json().fields?.join(' ')).toContain('doorId');
    const early = await move(id, '5', lhy, { work: { tallyClerk1: 'lhy' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields?.join(' ')).toContain('tallyClerk1');
    expect((await move(id, '5', lhy, { receipt: [{ orderId: order.orderId, receivedBoxes: 1, receivedWeight: 1, receivedCube: 1 }] })).statusCode).toBe(400);
    expect(await appointmentOf(t, id)).toMatchObject({ status: '3', version: 0 });
    await moved(id, '5', lhy, { work: { tallyClerk1: '' } });
    const noDoor = await move(id, '6', lhy);
    expect(noDoor.statusCode).toBe(400);
    expect(noDoor.json().fields?.join(' ')).toContain('doorId');
    const door = warehouse.doors[0].doorId;
    const disabled = await staffUser(t, 'stevedore', '1');
    const cases: [object, string][] = [
      [{ doorId: door, stevedore1: 'lhy' }, 'stevedore1'],
      [{ doorId: door, forkliftDriver2: 'nobody-at-all' }, 'forkliftDriver2'],
      [{ doorId: door, stevedore3: disabled }, 'stevedore3'],
      [{ doorId: door, unloadMemo: 'too early' }, 'unloadMemo'],
    ];
    for (const [work, field] of cases) {
      const res = await move(id, '6', lhy, { work });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields?.join(' ')).toContain(field);
    }
    // the door is busy with another truck
    const busy = await book(warehouse.warehouseId, [await another()], '11:00', { plateNo: '粤BD73025' });
    await forceStatus(t, busy.appointmentId, '6', { doorId: door });
    const taken = await move(id, '6', lhy, { work: { doorId: door } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toContain('粤BD73025');
    expect(await appointmentOf(t, id)).toMatchObject({ status: '5', doorId: null, tallyClerk1: '' });
    await moved(id, '6', lhy, { work: { doorId: warehouse.doors[1].doorId, tallyClerk1: 'lhy' } });
  });

  it('receiving needs one line per order; it flags boxes that differ and weight or cube off by more than 1%', async () => {
    const warehouse = await makeWarehouse(t);
    const a = await bookableOrder(t, { nbOfCartons: 10, grossWeightSum: '100', totalCbm: '2' });
    const b = await bookableOrder(t, { nbOfCartons: 5, grossWeightSum: '50', totalCbm: '1' });
    const { appointmentId: id } = await book(warehouse.warehouseId, [a.orderId, b.orderId]);
    await forceStatus(t, id, '7');
    const line = (orderId: number, receivedBoxes: number, receivedWeight: number, receivedCube: number) => ({ orderId, receivedBoxes, receivedWeight, receivedCube });
    for (const receipt of [undefined, [line(a.orderId, 10, 100, 2)], [line(a.orderId, 10, 100, 2), line(a.orderId, 10, 100, 2)], [line(a.orderId, 10, 100, 2), line(999_999, 5, 50, 1)]]) {
      const res = await move(id, '8', lhy, { receipt });
      expect(res.statusCode, JSON.stringify(receipt)).toBe(400);
      expect(res.json().fields?.join(' ')).toContain('receipt');
    }
    expect(await appointmentOf(t, id)).toMatchObject({ status: '7', receivedBoxes: null });
    // a: 9 of 10 cartons and 2% heavier; b: weight 0.8% off (within the scale tolerance), cube 1.5% off
    // a difference needs its reason: refused, nothing changed, until each differing line has one
    const refused = await move(id, '8', lhy, { receipt: [line(a.orderId, 9, 102, 2), line(b.orderId, 5, 50.4, 1.015)] });
    expect(refused.statusCode).toBe(400);
    expect(await appointmentOf(t, id)).toMatchObject({ status: '7', receivedBoxes: null });
    const received = await moved(id, '8', lhy, { receipt: [{ ...line(a.orderId, 9, 102, 2), diffReason: 'short' }, { ...line(b.orderId, 5, 50.4, 1.015), diffReason: 'damaged' }] });
    expect(received).toMatchObject({ receivedBoxes: 14, receivedWeight: '152.400', receivedCube: '3.015', diffFlags: 'boxes,weight,cube' });
    // a is short of cartons: still in delivery; b complete
    expect((await orderOf(t, a.orderId)).transportStatus).not.toBe('2');
    expect((await orderOf(t, b.orderId)).transportStatus).toBe('2');
    // b was delivered in full: it cannot be booked again
    const again = await call('POST', '/biz/appointment', bookingOf(warehouse.warehouseId, [b.orderId], '12:00'));
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toContain(b.orderNo);
  });

  it('an order is delivered when its received cartons over all its appointments reach its count', async () => {
    const warehouse = await makeWarehouse(t);
    const order = await bookableOrder(t, { nbOfCartons: 10 });
    const first = await book(warehouse.warehouseId, [order.orderId], '09:00', { boxes: 6 });
    const second = await book(warehouse.warehouseId, [order.orderId], '15:00', { boxes: 4 });
    for (const a of [first, second]) {
      await moved(a.appointmentId, '1', cs);
      await moved(a.appointmentId, '2', cs);
      await moved(a.appointmentId, '3', cs);
    }
    // the second pass finds the order already in delivery: one move only
    expect((await historyRows(t, 'order', order.orderId)).map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual(['0>1']);
    for (const a of [first, second]) await forceStatus(t, a.appointmentId, '7');
    await moved(first.appointmentId, '8', lhy, { receipt: [{ orderId: order.orderId, receivedBoxes: 6, receivedWeight: 60, receivedCube: 1.2 }] });
    expect((await orderOf(t, order.orderId)).transportStatus).toBe('1');
    const second8 = await moved(second.appointmentId, '8', lhy, { receipt: [{ orderId: order.orderId, receivedBoxes: 4, receivedWeight: 40, receivedCube: 0.8 }] });
    // each truck is counted against what it announced (issue 46): the second brought its 4 of 10, no difference
    expect(second8.diffFlags).toBe('');
    expect((await orderOf(t, order.orderId)).transportStatus).toBe('2');
    const orderHistory = await historyRows(t, 'order', order.orderId);
    expect(orderHistory.map((h) => `${h.field}:${h.fromStatus}>${h.toStatus}:${h.operBy}`)).toEqual(['transportStatus:0>1:cs', 'transportStatus:1>2:lhy']);
    expect(orderHistory[1].remark).toContain(String(second.reservationNo));
  });
});

describe('GET /biz/appointment/staff and qr/{token}', () => {
  it('lists enabled users holding a post', async () => {
    const forklift = await staffUser(t, 'forklift');
    const disabled = await staffUser(t, 'forklift', '1');
    const res = await call('GET', '/biz/appointment/staff?post=forklift', undefined, lhy);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((u: { userName: string }) => u.userName);
    expect(names).toContain(forklift);
    expect(names).not.toContain(disabled);
    expect(names).not.toContain('lhy');
    expect((await call('GET', '/biz/appointment/staff?post=tally', undefined, lhy)).json().data).toContainEqual({ userName: 'lhy', nickName: '理货小张' });
    expect((await call('GET', '/biz/appointment/staff?post=boss')).statusCode).toBe(400);
    expect((await call('GET', '/biz/appointment/staff?post=tally', undefined, customs)).statusCode).toBe(403);
  });

  it('finds the appointment a QR code names, as GET {id} does; 404 for unknown codes', async () => {
    const { appointment } = await booked();
    const id = appointment.appointmentId;
    await forceStatus(t, id, '3');
    const { qrToken } = await appointmentOf(t, id);
    const res = await call('GET', `/biz/appointment/qr/${qrToken}`, undefined, lhy);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual((await call('GET', `/biz/appointment/${id}`, undefined, lhy)).json().data);
    expect((await call('GET', `/biz/appointment/qr/${'0'.repeat(32)}`, undefined, lhy)).statusCode).toBe(404);
    expect((await call('GET', `/biz/appointment/qr/${qrToken}`, undefined, customs)).statusCode).toBe(403);
  });
});

describe('seedAppointmentDemo', () => {
  it('books today’s trucks at every status on matching orders, with history, slots and staff, once; and the next open day\'s', async () => {
    await t.app.db.delete(bizAppointment);
    const orders = [];
    for (const transportStatus of ['0', '0', '0', '0', '1', '1', '1', '1', '2', '2', '1', '1', '0', '0', '0', '2']) orders.push(await bookableOrder(t, { transportStatus }));
    // seeded at noon, the day has been told up to the trucks on site; the rest are still to come
    await seedAppointmentDemo(t.app.db, new Date(`${localDay(0)}T12:00:00`).getTime());
    const rows = (await call('GET', `/biz/appointment/list?params%5BbeginDelivery%5D=${localDay(0)}&params%5BendDelivery%5D=${localDay(0)}&pageSize=100`, undefined, admin)).json().rows as Row[];
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8']));
    for (const r of rows) {
      const history = await historyRows(t, 'appointment', r.appointmentId);
      expect(history).toHaveLength(r.version + 1);
      expect(history.at(-1)!.toStatus).toBe(r.status);
      expect(r.reservationNo).toMatch(/^YY\d{12}$/);
    }
    const unloading = rows.find((r) => r.status === '6')!;
    expect(unloading.doorName).not.toBeNull();
    const staff = (await call('GET', '/biz/appointment/staff?post=stevedore', undefined, lhy)).json().data.map((u: { userName: string }) => u.userName);
    expect(staff).toContain(unloading.stevedore1);
    expect((await loginAs(t.app, String(unloading.forkliftDriver1), 'demo123')).authorization).toMatch(/^Bearer /);
    // a not-passed booking holds no place
    const held = rows.filter((r) => r.status !== '4').length;
    const slots = await t.app.db.select().from(bizSlot).where(and(eq(bizSlot.warehouseId, rows[0].warehouseId), eq(bizSlot.slotDate, localDay(0))));
    expect(slots.reduce((s, x) => s + x.bookedTrucks, 0)).toBe(held);
    // ahead: booked today for the next open day, passed at the latest, nothing happened on site yet
    const all = (await call('GET', '/biz/appointment/list?pageSize=100', undefined, admin)).json().rows as Row[];
    const ahead = all.filter((r) => String(r.deliveryTime).slice(0, 10) > localDay(0));
    expect(ahead.map((r) => r.status).sort()).toEqual(['0', '1', '2', '3', '3']);
    expect(ahead.every((r) => r.arrivalTime === null)).toBe(true);
    // every other delivered order was received on a day before, through its own booking
    const earlier = all.filter((r) => String(r.deliveryTime).slice(0, 10) < localDay(0));
    expect(earlier.length).toBeGreaterThan(0);
    expect(new Set(earlier.map((r) => r.status))).toEqual(new Set(['8']));
    expect(rows.length + ahead.length + earlier.length).toBe(all.length);
    await seedAppointmentDemo(t.app.db);
    expect((await call('GET', '/biz/appointment/list', undefined, admin)).json().total).toBe(all.length);
  });
});

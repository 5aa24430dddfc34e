import { describe, expect, it } from 'vitest';
import { admin, call, cs, lhy, t, useTestApp } from './api.js';
import { historyRows, orderOf } from './filing-fixtures.js';
import { appointmentOf, bookableOrder, forceStatus, localDay, makeWarehouse } from './appointment-fixtures.js';
import { arrivalOffsetOf } from '../../server/modules/appointment/repository.js';

// Issue 46: a truck that arrives on another day than it was booked for stays in sight — on the
// dock's list, in the plate search and in today's counts, flagged early or late by how much; and a
// passed booking sent back to review gives its orders back to "pending delivery".
useTestApp({ logins: ['admin', 'cs', 'lhy'], as: 'cs', lang: 'en' });

type Row = { appointmentId: number; reservationNo: string; status: string; plateNo: string; arrivalOffsetMinutes: number | null; deliveryTime: string };
const pad = (n: number) => String(n).padStart(2, '0');
/** This hour's slot start, HH:00, local time, read once (a test crossing the hour keeps its hour): every hour has a slot in the round-the-clock warehouse below. */
const hour = new Date().getHours();
const thisHour = () => `${pad(hour)}:00`;
/** A warehouse open round the clock in 30-minute slots: a slot at this hour exists on every day. */
const allDay = () => makeWarehouse(t, { openTime: '00:00', closeTime: '23:59', slotMinutes: 30 });

const move = (id: number, to: string, headers: Record<string, string>, extra: object = {}) => call('PUT', `/biz/appointment/${id}/status`, { to, ...extra }, headers);
async function moved(id: number, to: string, headers: Record<string, string>, extra: object = {}) {
  const res = await move(id, to, headers, extra);
  expect(res.statusCode, `→${to}: ${res.body}`).toBe(200);
  return res.json().data.appointment as Row;
}
let plates = 0;
/** Booked at the desk for `day` at this hour, submitted, accepted and passed. */
async function passed(warehouseId: number, day: string, orderIds: number[], extra: object = {}) {
  plates += 1;
  const res = await call('POST', '/biz/appointment', { warehouseId, deliveryTime: `${day} ${thisHour()}`, orderIds, plateNo: `粤D${pad(plates)}${pad(plates)}8`, driverName: '李四', driverPhone: '13900139000', vehicleType: '7.6m', deliveryType: 'supplier', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json().data as Row).appointmentId;
  await moved(id, '1', cs);
  await moved(id, '2', cs);
  return moved(id, '3', cs, { remark: 'ok' });
}
const list = async (query: Record<string, string>, headers = lhy) => {
  const res = await call('GET', `/biz/appointment/list?${new URLSearchParams({ pageSize: '200', ...query })}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rows: Row[]; total: number };
};
const board = async () => (await call('GET', '/index/board', undefined, admin)).json().data;
const figure = (b: { sections: { figures: { key: string; value: number | null; link: string | null }[] }[] }, key: string) => b.sections.flatMap((s) => s.figures).find((f) => f.key === key)!;

describe('a truck booked for tomorrow that arrives today', () => {
  it('is taken, flagged early by a day, reads "arrived", and is on the dock list, in the plate search and in today’s arrivals', async () => {
    const warehouse = await allDay();
    const today = localDay(0);
    const before = await board();
    const early = await passed(warehouse.warehouseId, localDay(1), [(await bookableOrder(t)).orderId]);
    // another truck booked for tomorrow that has not come: not today's work
    const coming = await passed(warehouse.warehouseId, localDay(1), [(await bookableOrder(t)).orderId]);
    // today's own booking, expected: on the dock list as before (booked ahead, its day then brought to today: this hour's slot has begun)
    const expected = await passed(warehouse.warehouseId, localDay(1), [(await bookableOrder(t)).orderId]);
    await forceStatus(t, expected.appointmentId, '3', { slotDate: today });
    // arrived through the driver's QR link on the phone, at the top of this hour: a day before its slot
    const qr = await call('GET', `/biz/appointment/qr/${(await appointmentOf(t, early.appointmentId)).qrToken}`, undefined, lhy);
    expect(qr.json().data).toMatchObject({ appointmentId: early.appointmentId, status: '3', arrivalOffsetMinutes: null });
    const arrived = await moved(early.appointmentId, '5', lhy, { work: { arrivalTime: `${today} ${thisHour()}:00` } });
    expect(arrived).toMatchObject({ status: '5', arrivalOffsetMinutes: -24 * 60 });
    const history = (await call('GET', `/biz/appointment/${early.appointmentId}/history`, undefined, lhy)).json().data;
    expect(history.at(-1)).toMatchObject({ fromLabel: 'Passed', toLabel: 'Arrived' });
    const zh = (await call('GET', `/biz/appointment/${early.appointmentId}/history`, undefined, lhy, 'zh')).json().data;
    expect(zh.at(-1)).toMatchObject({ toLabel: '已到达' });

    // the phone's list of the day: today's bookings, and every truck at the dock whatever its day
    const dock = await list({ dockDay: today, status: '3,5,6,7', warehouseId: String(warehouse.warehouseId) });
    expect(dock.rows.map((r) => r.appointmentId).sort()).toEqual([early.appointmentId, expected.appointmentId].sort());
    expect(dock.rows.find((r) => r.appointmentId === early.appointmentId)).toMatchObject({ status: '5', arrivalOffsetMinutes: -1440, deliveryTime: `${localDay(1)} ${thisHour()}` });
    expect(dock.rows.some((r) => r.appointmentId === coming.appointmentId)).toBe(false);
    // the plate search finds it, by part of its plate
    const plate = early.plateNo.slice(2, 5);
    const found = await list({ dockDay: today, status: '3,5,6,7', plateNo: plate });
    expect(found.rows.map((r) => r.appointmentId)).toEqual([early.appointmentId]);
    // received, the truck has left the dock: off the list
    await forceStatus(t, coming.appointmentId, '8', { arrivalTime: new Date(), slotDate: localDay(-2) });
    expect((await list({ dockDay: today, status: '3,5,6,7', warehouseId: String(warehouse.warehouseId) })).total).toBe(2);

    // the desk's board: arrived today (any booked day) and at the dock now, each linking to its list
    const after = await board();
    expect(figure(after, 'arrivedToday').value).toBe(figure(before, 'arrivedToday').value! + 2);
    expect(figure(after, 'atDockNow').value).toBe(figure(before, 'atDockNow').value! + 1);
    for (const key of ['arrivedToday', 'atDockNow']) {
      const linked = Object.fromEntries(new URL(figure(after, key).link!, 'http://console').searchParams);
      const rows = await list({ ...linked, warehouseId: String(warehouse.warehouseId) }, admin);
      expect(rows.total, key).toBe(key === 'arrivedToday' ? 2 : 1);
    }
    // the phone's "today's work": arrived counts the trucks at the dock, whatever their day
    expect((await list({ dockDay: today, status: '5', warehouseId: String(warehouse.warehouseId) })).total).toBe(1);
  });

  it('an arrival late by hours is flagged late; one within its slot is on time', async () => {
    const warehouse = await allDay();
    const row = await passed(warehouse.warehouseId, localDay(1), [(await bookableOrder(t)).orderId]);
    // booked yesterday at 00:00 for 30 minutes, arrived this hour: late by a day less half an hour, and the hours since midnight
    await forceStatus(t, row.appointmentId, '5', { slotDate: localDay(-1), slotTime: '00:00', arrivalTime: new Date(`${localDay(0)}T${thisHour()}:00`) });
    const [late] = (await list({ reservationNo: row.reservationNo })).rows;
    expect(late.arrivalOffsetMinutes).toBe(24 * 60 - 30 + hour * 60);
    await forceStatus(t, row.appointmentId, '5', { slotDate: localDay(0), slotTime: thisHour(), arrivalTime: new Date(`${localDay(0)}T${thisHour()}:10`) });
    expect((await list({ reservationNo: row.reservationNo })).rows[0].arrivalOffsetMinutes).toBe(0);
  });

  it('measures the offset from the slot’s start to its end, in whole minutes', () => {
    const slot = { slotDate: '2026-03-10', slotTime: '10:00' };
    const at = (hhmmss: string, day = '2026-03-10') => ({ ...slot, arrivalTime: new Date(`${day}T${hhmmss}`) });
    expect(arrivalOffsetOf({ ...slot, arrivalTime: null }, 60)).toBeNull();
    expect(arrivalOffsetOf(at('10:00:00'), 60)).toBe(0);
    expect(arrivalOffsetOf(at('11:00:00'), 60)).toBe(0);
    expect(arrivalOffsetOf(at('09:59:30'), 60)).toBe(-1);
    expect(arrivalOffsetOf(at('11:45:00'), 60)).toBe(45);
    expect(arrivalOffsetOf(at('10:00:00', '2026-03-08'), 60)).toBe(-2 * 24 * 60);
    expect(arrivalOffsetOf(at('10:00:00'), null)).toBeNull();
  });
});

describe('a passed booking sent back to review', () => {
  it('needs a reason; its orders go back to pending delivery unless another passed booking brings them; passing again puts them in delivery', async () => {
    const warehouse = await makeWarehouse(t);
    const day = localDay(3);
    const alone = await bookableOrder(t);
    const shared = await bookableOrder(t, { nbOfCartons: 10 });
    // shared: 5 cartons on each of two trucks
    const first = await passed(warehouse.warehouseId, day, [alone.orderId, shared.orderId], { deliveryTime: `${day} 10:00`, goods: [{ orderId: shared.orderId, boxes: 5 }] });
    const second = await passed(warehouse.warehouseId, day, [shared.orderId], { deliveryTime: `${day} 11:00`, goods: [{ orderId: shared.orderId, boxes: 5 }] });
    expect((await orderOf(t, alone.orderId)).transportStatus).toBe('1');
    expect((await orderOf(t, shared.orderId)).transportStatus).toBe('1');

    const noReason = await move(first.appointmentId, '2', cs);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual(['remark']);
    expect(await appointmentOf(t, first.appointmentId)).toMatchObject({ status: '3' });
    // only the desk's reviewer sends it back
    expect((await move(first.appointmentId, '2', lhy, { remark: 'x' })).statusCode).toBe(403);

    const back = await moved(first.appointmentId, '2', cs, { remark: '司机信息有误' });
    expect(back).toMatchObject({ status: '2', qrToken: null });
    expect((await orderOf(t, alone.orderId)).transportStatus).toBe('0');
    // the other passed truck still brings the shared order
    expect((await orderOf(t, shared.orderId)).transportStatus).toBe('1');
    expect((await historyRows(t, 'order', alone.orderId)).map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual(['0>1', '1>0']);
    expect((await historyRows(t, 'order', alone.orderId)).at(-1)!.remark).toContain('back to review');

    // the second one sent back too: no truck brings the shared order now
    await moved(second.appointmentId, '2', cs, { remark: 'later' });
    expect((await orderOf(t, shared.orderId)).transportStatus).toBe('0');
    // passed again: on the way again
    await moved(first.appointmentId, '3', cs);
    expect((await orderOf(t, alone.orderId)).transportStatus).toBe('1');
    expect((await orderOf(t, shared.orderId)).transportStatus).toBe('1');
    // once the truck is at the dock it cannot go back
    await moved(first.appointmentId, '5', lhy);
    expect((await move(first.appointmentId, '2', cs, { remark: 'x' })).statusCode).toBe(409);
  });
});

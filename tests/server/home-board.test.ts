import { beforeAll, describe, expect, it } from 'vitest';
import { bizAppointment } from '../../server/modules/appointment/table.js';
import { bizFiling } from '../../server/modules/filing/table.js';
import { bizPreorder } from '../../server/modules/preorder/table.js';
import { bizStatusHistory } from '../../server/lib/workflow-table.js';
import { HOLDS_SLOT } from '../../contract/appointment-states.js';
import { admin, call, cs, customs, lhy, t, useTestApp } from './api.js';
import { localDay, makeWarehouse } from './appointment-fixtures.js';
import { makeOrder } from './filing-fixtures.js';
import { receiveGoods } from './inventory-fixtures.js';

useTestApp({ logins: ['admin', 'cs', 'customs', 'lhy'] });

/** A local wall-clock time of today as a Date (the slots' clock). */
const at = (hhmm: string, day = localDay()) => new Date(`${day}T${hhmm}:00`);
let serial = 0;
async function booking(warehouseId: number, slotTime: string, status: string, values: Partial<typeof bizAppointment.$inferInsert> = {}) {
  serial += 1;
  const [row] = await t.app.db
    .insert(bizAppointment)
    .values({ reservationNo: `RB${serial}`, warehouseId, slotDate: localDay(), slotTime, plateNo: `粤B1000${serial}`, qrToken: `board-${serial}`, status, deptId: 101, userId: 2, ...values })
    .returning();
  return row;
}
const received = (appointmentId: number, when: Date) =>
  t.app.db.insert(bizStatusHistory).values({ entity: 'appointment', entityId: appointmentId, field: 'status', fromStatus: '7', toStatus: '8', operBy: 'lhy', operTime: when });

let warehouseId: number;
beforeAll(async () => {
  // open 08:00-18:00, 60-minute slots of 3 trucks: 30 places today
  warehouseId = (await makeWarehouse(t)).warehouseId;
  // another warehouse, one truck today: each counts its own
  const other = (await makeWarehouse(t, { slotTrucks: 1, closeTime: '12:00' })).warehouseId;
  await booking(other, '09:00', '3', { reservationNo: 'RB-other' });
  await booking(warehouseId, '09:00', '3');
  await booking(warehouseId, '10:00', '3');
  await booking(warehouseId, '11:00', '0');
  await booking(warehouseId, '11:00', '2');
  await booking(warehouseId, '12:00', '4'); // not passed: holds no place
  // arrived on time (09:20 in the 09:00 slot), received 50 minutes later, with a difference
  const a = await booking(warehouseId, '09:00', '8', { arrivalTime: at('09:20'), diffFlags: 'boxes' });
  await received(a.appointmentId, at('10:10'));
  // arrived late (13:30 for the 12:00 slot), received 30 minutes later
  const b = await booking(warehouseId, '12:00', '8', { arrivalTime: at('13:30') });
  await received(b.appointmentId, at('14:00'));
  // unloading now: arrived on time
  await booking(warehouseId, '13:00', '6', { arrivalTime: at('13:05') });

  await t.app.db.insert(bizFiling).values([
    { orderId: (await makeOrder(t)).orderId, customsStatus: '2', deptId: 101, userId: 2, createTime: at('08:00', localDay(-3)) },
    { orderId: (await makeOrder(t)).orderId, customsStatus: '2', deptId: 101, userId: 2, createTime: at('08:00', localDay(-1)) },
    { orderId: (await makeOrder(t)).orderId, customsStatus: '5', deptId: 101, userId: 2 },
  ]);
  await makeOrder(t, { customsStatus: '0', transportStatus: '0', overState: '0' });
  await t.app.db.insert(bizPreorder).values({ orderNo: 'PB-1', checkStatus: '0', deptId: 101, userId: 2 } as typeof bizPreorder.$inferInsert);
});

const board = async (headers: Record<string, string>) => (await call('GET', '/index/board', undefined, headers)).json().data;
const valueOf = (b: { sections: { figures: { key: string; value: number | null; link: string | null }[] }[] }, key: string) => b.sections.flatMap((s) => s.figures).find((f) => f.key === key);

describe('GET /index/board', () => {
  it("counts today at the docks and this week's on-time rate, dwell and differences, as computed by hand", async () => {
    const b = await board(admin);
    expect(b.sections.map((s: { key: string }) => s.key)).toEqual(['delivery', 'service', 'customs', 'stock']);
    // holding a place today: 2 passed + to submit + pending review + 2 received + unloading = 7 (not passed holds none), + 1 elsewhere
    expect(valueOf(b, 'bookedToday')?.value).toBe(8);
    expect(valueOf(b, 'expectedToday')).toMatchObject({ value: 3, link: expect.stringContaining('/delivery/appointment?') });
    expect(valueOf(b, 'expectedToday')!.link).toContain('status=3');
    expect(valueOf(b, 'receivedToday')?.value).toBe(2);
    // 3 arrivals, 2 within their slot
    expect(valueOf(b, 'onTimeRate')?.value).toBe(66.7);
    // (50 + 30) / 2
    expect(valueOf(b, 'avgDwellMinutes')?.value).toBe(40);
    expect(valueOf(b, 'receiptsWithDifferences')?.value).toBe(1);
    // each links to exactly what it counts: the statuses that hold a place, the receipts with a difference
    const query = (key: string) => Object.fromEntries(new URL(valueOf(b, key)!.link!, 'http://console').searchParams);
    expect(query('bookedToday')).toEqual({ 'params[beginDelivery]': localDay(), 'params[endDelivery]': localDay(), status: HOLDS_SLOT.join(',') });
    expect(query('receiptsWithDifferences')).toMatchObject({ status: '8', withDifferences: '1', 'params[endDelivery]': localDay() });
    const listed = await call('GET', `/biz/appointment/list?${new URLSearchParams(query('receiptsWithDifferences'))}`, undefined, admin);
    expect(listed.json().total).toBe(1);
    const dock = b.docks.find((d: { warehouseId: number }) => d.warehouseId === warehouseId);
    expect(dock).toMatchObject({ booked: 7, capacity: 30 });
    expect(b.docks.find((d: { warehouseId: number }) => d.warehouseId !== warehouseId)).toMatchObject({ booked: 1, capacity: 4 });
  });

  it('counts what waits for customs and for customer service, with the oldest', async () => {
    const b = await board(admin);
    expect(valueOf(b, 'filingsToReview')).toMatchObject({ value: 2, link: '/biz/filing?customsStatus=2', oldest: expect.stringContaining(localDay(-3)) });
    expect(valueOf(b, 'filingsDeclaring')?.value).toBe(0);
    expect(valueOf(b, 'ordersAwaitingCustoms')?.value).toBeGreaterThanOrEqual(1);
    // non-bonded goods need no customs release: such an order does not wait for customs
    await makeOrder(t, { customsStatus: '0', transportStatus: '0', overState: '0', bondedStatus: '0' });
    expect(valueOf(await board(admin), 'ordersAwaitingCustoms')?.value).toBe(valueOf(b, 'ordersAwaitingCustoms')!.value);
    expect(valueOf(b, 'ordersAwaitingCustoms')?.link).toBe('/biz/order?bondedStatus=1&customsStatus=0&overState=0');
    expect(valueOf(b, 'preordersToCheck')).toMatchObject({ value: 1, link: '/biz/preorder?checkStatus=0' });
    expect(valueOf(b, 'bookingsToSubmit')?.value).toBe(1);
    expect(valueOf(b, 'bookingsToReview')?.value).toBe(1);
    expect(b.trend).toHaveLength(30);
    expect(b.trend.at(-1)).toMatchObject({ day: localDay(), received: 2 });
  });

  it('counts pallets by state and the containers to pack, each linking to its list', async () => {
    const before = await board(admin);
    await receiveGoods(t, { pallets: 3 });
    const after = await board(admin);
    expect(valueOf(after, 'palletsToPutAway')?.value).toBe(valueOf(before, 'palletsToPutAway')!.value! + 3);
    expect(valueOf(after, 'palletsToPutAway')?.link).toBe('/stock/inventory?status=0');
    expect(valueOf(after, 'containersToPack')?.link).toBe('/stock/container?status=1');
  });

  it('shows each role the sections its permissions open', async () => {
    expect((await board(cs)).sections.map((s: { key: string }) => s.key)).toEqual(['delivery', 'service', 'stock']);
    // filings to submit or correct are customer service's moves, not customs'
    const figures = (b: { sections: { figures: { key: string }[] }[] }) => b.sections.flatMap((s) => s.figures.map((f) => f.key));
    expect(figures(await board(cs))).toEqual(expect.arrayContaining(['filingsToSubmit', 'filingsNotPassed']));
    expect(figures(await board(customs))).toEqual(['filingsToAccept', 'filingsToReview', 'filingsDeclaring', 'ordersAwaitingCustoms']);
    expect((await board(customs)).sections.map((s: { key: string }) => s.key)).toEqual(['customs']);
    expect((await board(lhy)).sections.map((s: { key: string }) => s.key)).toEqual(['delivery', 'stock']);
  });
});

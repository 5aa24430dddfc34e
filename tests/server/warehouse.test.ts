import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { admin, call, cs, lhy, t, useTestApp } from './api.js';
import { bizAppointment } from '../../server/modules/appointment/table.js';
import { sysOperLog } from '../../server/plugins/oper-log-table.js';
import { releaseSlot, takeSlot, type SlotKey } from '../../server/modules/warehouse/slots.js';
import { bizSlot } from '../../server/modules/warehouse/table.js';
import { findWarehouse } from '../../server/modules/warehouse/repository.js';
import { sheetValues } from './xlsx.js';

useTestApp({ logins: ['admin', 'cs', 'lhy'], lang: 'en' });


// 2030-01-07 is a Monday, 2030-01-06 a Sunday
const MONDAY = '2030-01-07';
let seq = 0;
const newWarehouse = async (extra: object = {}) => {
  seq += 1;
  const res = await call('POST', '/biz/warehouse', { warehouseName: `WH-${seq}-${Date.now()}`, openTime: '08:00', closeTime: '12:00', slotMinutes: 60, slotTrucks: 2, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { warehouseId: number; warehouseName: string; doors: { doorId: number; doorName: string; orderNum: number }[]; closedDays: { day: string; reason: string }[] } & Record<string, unknown>;
};
const bookAppointment = (warehouseId: number, doorId: number | null = null) =>
  t.app.db.insert(bizAppointment).values({ reservationNo: `YY${Date.now()}${seq++}`, warehouseId, slotDate: MONDAY, slotTime: '08:00', doorId, plateNo: '沪A12345', qrToken: `qr-${Date.now()}-${seq}` });
const book = async (warehouseId: number, slotDate: string, slotTime: string, cbm = 0) => {
  const warehouse = (await findWarehouse(t.app.db, warehouseId))!;
  return t.app.db.transaction((tx) => takeSlot(tx, { warehouseId, slotDate, slotTime }, warehouse, cbm, 'en'));
};
const slots = async (warehouseId: number, from: string, days = 1, headers = admin, lang = 'en') => {
  const res = await call('GET', `/biz/warehouse/${warehouseId}/slots?from=${from}&days=${days}`, undefined, headers, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { date: string; closed: boolean; closedReason: string; slots: { time: string; capacityTrucks: number; bookedTrucks: number; capacityCbm: number | null; bookedCbm: number; past: boolean }[] }[];
};

describe('warehouse CRUD', () => {
  it('adds a warehouse with doors in their order and closed days, and reads it back', async () => {
    const w = await newWarehouse({
      address: 'Pier 3',
      slotCbm: 40,
      closedWeekdays: '6,0,6',
      doors: [{ doorName: 'D2', orderNum: 2 }, { doorName: 'D1', orderNum: 1 }],
      closedDays: [{ day: '2030-02-01', reason: 'Spring festival' }],
    });
    expect(w).toMatchObject({ address: 'Pier 3', slotCbm: '40', closedWeekdays: '0,6', status: '0', createBy: 'admin' });
    const got = (await call('GET', `/biz/warehouse/${w.warehouseId}`)).json().data;
    expect(got.doors.map((d: { doorName: string }) => d.doorName)).toEqual(['D1', 'D2']);
    expect(got.closedDays).toEqual([{ day: '2030-02-01', reason: 'Spring festival' }]);
    const list = (await call('GET', `/biz/warehouse/list?warehouseName=${encodeURIComponent(w.warehouseName)}`)).json();
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ warehouseId: w.warehouseId, slotTrucks: 2 });
    expect((await call('GET', '/biz/warehouse/999999')).statusCode).toBe(404);
  });

  it('filters by status, sorts only by whitelisted columns, pages', async () => {
    const off = await newWarehouse({ status: '1' });
    const disabled = (await call('GET', '/biz/warehouse/list?status=1&pageSize=500')).json();
    expect(disabled.rows.map((r: { warehouseId: number }) => r.warehouseId)).toContain(off.warehouseId);
    expect(disabled.rows.every((r: { status: string }) => r.status === '1')).toBe(true);
    const bad = await call('GET', '/biz/warehouse/list?orderByColumn=remark;drop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.join(' ').replaceAll('/', '.')).toContain('orderByColumn');
    const sorted = (await call('GET', '/biz/warehouse/list?orderByColumn=warehouseId&isAsc=descending&pageSize=2')).json();
    expect(sorted.rows).toHaveLength(2);
    expect(sorted.rows[0].warehouseId).toBeGreaterThan(sorted.rows[1].warehouseId);
  });

  it('refuses bad input 400 naming the field, storing nothing', async () => {
    const base = { warehouseName: 'Bad one', openTime: '08:00', closeTime: '12:00', slotMinutes: 60, slotTrucks: 2 };
    const cases: [object, string][] = [
      [{ ...base, openTime: '12:00', closeTime: '08:00' }, 'closeTime'],
      [{ ...base, closeTime: '08:00', openTime: '08:00' }, 'closeTime'],
      [{ ...base, openTime: '25:00' }, 'openTime'],
      [{ ...base, closedWeekdays: '1,7' }, 'closedWeekdays'],
      [{ ...base, closedWeekdays: 'mon' }, 'closedWeekdays'],
      [{ ...base, slotMinutes: 5 }, 'slotMinutes'],
      [{ ...base, slotTrucks: 0 }, 'slotTrucks'],
      [{ ...base, warehouseName: '' }, 'warehouseName'],
      [{ ...base, doors: [{ doorName: 'A' }, { doorName: 'A' }] }, 'doors.1.doorName'],
      [{ ...base, closedDays: [{ day: '2030-02-30' }] }, 'closedDays.0.day'],
      [{ ...base, closedDays: [{ day: '2030-03-01' }, { day: '2030-03-01' }] }, 'closedDays.1.day'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/biz/warehouse', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.join(' ').replaceAll('/', '.')).toContain(field);
    }
    expect((await call('GET', '/biz/warehouse/list?warehouseName=Bad%20one')).json().total).toBe(0);
  });

  it('refuses a duplicate name naming warehouseName, also when two adds race', async () => {
    const w = await newWarehouse();
    const again = await call('POST', '/biz/warehouse', { warehouseName: w.warehouseName, openTime: '08:00', closeTime: '12:00', slotMinutes: 60, slotTrucks: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields?.join(' ').replaceAll('/', '.')).toContain('warehouseName');
    const body = { warehouseName: `Race-${Date.now()}`, openTime: '08:00', closeTime: '12:00', slotMinutes: 60, slotTrucks: 1 };
    const both = await Promise.all([call('POST', '/biz/warehouse', body), call('POST', '/biz/warehouse', body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const other = await newWarehouse();
    const rename = await call('PUT', '/biz/warehouse', { ...other, warehouseName: w.warehouseName });
    expect(rename.statusCode).toBe(409);
  });

  it('PUT replaces doors and closed days as a whole, keeping door ids, in the operation log', async () => {
    const w = await newWarehouse({ doors: [{ doorName: 'A', orderNum: 1 }, { doorName: 'B', orderNum: 2 }], closedDays: [{ day: '2030-02-01', reason: 'x' }] });
    const [a] = w.doors;
    const res = await call('PUT', '/biz/warehouse', {
      ...w,
      slotTrucks: 5,
      doors: [{ doorId: a.doorId, doorName: 'A renamed', orderNum: 3 }, { doorName: 'C', orderNum: 1, status: '1' }],
      closedDays: [{ day: '2030-05-01', reason: 'Labour day' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json().data;
    expect(got.slotTrucks).toBe(5);
    expect(got.doors.map((d: { doorName: string }) => d.doorName)).toEqual(['C', 'A renamed']);
    expect(got.doors.find((d: { doorName: string }) => d.doorName === 'A renamed').doorId).toBe(a.doorId);
    expect(got.closedDays).toEqual([{ day: '2030-05-01', reason: 'Labour day' }]);
    await vi.waitFor(async () => {
      const logged = await t.app.db.select().from(sysOperLog).where(eq(sysOperLog.title, 'warehouse'));
      expect(logged.some((r) => r.businessType === 2 && r.requestMethod === 'PUT')).toBe(true);
    });
  });

  it('PUT refuses a door of another warehouse (400) and removing a booked door (409 naming it)', async () => {
    const one = await newWarehouse({ doors: [{ doorName: 'Booked door' }, { doorName: 'Free door' }] });
    const two = await newWarehouse({ doors: [{ doorName: 'Elsewhere' }] });
    const foreign = await call('PUT', '/biz/warehouse', { ...one, doors: [{ doorId: two.doors[0].doorId, doorName: 'stolen' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields?.join(' ').replaceAll('/', '.')).toContain('doors.0.doorId');
    const booked = one.doors.find((d) => d.doorName === 'Booked door')!;
    await bookAppointment(one.warehouseId, booked.doorId);
    const res = await call('PUT', '/biz/warehouse', { ...one, doors: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('Booked door');
    expect((await call('GET', `/biz/warehouse/${one.warehouseId}`)).json().data.doors).toHaveLength(2);
    // the free door may go, the booked one stays
    const ok = await call('PUT', '/biz/warehouse', { ...one, doors: [booked] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.doors.map((d: { doorName: string }) => d.doorName)).toEqual(['Booked door']);
  });

  it('DELETE removes warehouses with their doors, but 409 when an appointment references one', async () => {
    const gone = await newWarehouse({ doors: [{ doorName: 'X' }] });
    const used = await newWarehouse();
    await bookAppointment(used.warehouseId);
    const refused = await call('DELETE', `/biz/warehouse/${gone.warehouseId},${used.warehouseId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain(used.warehouseName);
    expect((await call('GET', `/biz/warehouse/${gone.warehouseId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/biz/warehouse/${gone.warehouseId}`)).statusCode).toBe(200);
    expect((await call('GET', `/biz/warehouse/${gone.warehouseId}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/biz/warehouse/999999')).statusCode).toBe(404);
  });

  it('POST export answers a workbook with weekdays and status in words', async () => {
    const w = await newWarehouse({ closedWeekdays: '0', status: '1' });
    const res = await call('POST', '/biz/warehouse/export', { warehouseName: w.warehouseName });
    expect(res.statusCode).toBe(200);
    const rows = await sheetValues(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Trucks per slot');
    expect(rows[1]).toEqual(expect.arrayContaining([w.warehouseName, 'Sunday', 'Disabled']));
  });
});

describe('GET /biz/warehouse/options', () => {
  it('lists enabled warehouses with their enabled doors only', async () => {
    const on = await newWarehouse({ slotCbm: 12.5, doors: [{ doorName: 'Open', orderNum: 2 }, { doorName: 'Shut', status: '1' }, { doorName: 'First', orderNum: 1 }] });
    const off = await newWarehouse({ status: '1' });
    const res = await call('GET', '/biz/warehouse/options', undefined, lhy);
    expect(res.statusCode).toBe(200);
    const options = res.json().data as { warehouseId: number; slotCbm: number | null; doors: { doorName: string }[] }[];
    expect(options.some((o) => o.warehouseId === off.warehouseId)).toBe(false);
    const mine = options.find((o) => o.warehouseId === on.warehouseId)!;
    expect(mine).toMatchObject({ openTime: '08:00', closeTime: '12:00', slotMinutes: 60, slotTrucks: 2, slotCbm: 12.5 });
    expect(mine.doors.map((d) => d.doorName)).toEqual(['First', 'Open']);
    expect(Object.keys(mine.doors[0]).sort()).toEqual(['doorId', 'doorName']);
  });
});

describe('the slot calendar', () => {
  it('shows every slot with capacity and the bookings made through takeSlot', async () => {
    const w = await newWarehouse({ slotTrucks: 3, slotCbm: 10 });
    await book(w.warehouseId, MONDAY, '09:00', 2.5);
    await book(w.warehouseId, MONDAY, '09:00', 1);
    await book(w.warehouseId, '2030-01-08', '11:00', 4);
    const days = await slots(w.warehouseId, MONDAY, 2);
    expect(days.map((d) => d.date)).toEqual([MONDAY, '2030-01-08']);
    expect(days[0].slots.map((s) => s.time)).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(days[0].slots[1]).toEqual({ time: '09:00', capacityTrucks: 3, bookedTrucks: 2, capacityCbm: 10, bookedCbm: 3.5, past: false });
    expect(days[0].slots[0]).toMatchObject({ bookedTrucks: 0, bookedCbm: 0 });
    expect(days[1].slots[3]).toMatchObject({ bookedTrucks: 1, bookedCbm: 4 });
  });

  it('marks closed weekdays and closed days with their reason, in the caller\'s language', async () => {
    const w = await newWarehouse({ closedWeekdays: '0', closedDays: [{ day: '2030-01-08', reason: 'Stocktaking' }, { day: '2030-01-09', reason: '' }] });
    const days = await slots(w.warehouseId, '2030-01-06', 4);
    expect(days.map((d) => [d.closed, d.closedReason])).toEqual([
      [true, 'Closed every Sunday'],
      [false, ''],
      [true, 'Stocktaking'],
      [true, 'Closed'],
    ]);
    expect(days[0].slots).toEqual([]);
    expect((await slots(w.warehouseId, '2030-01-06', 1, admin, 'zh'))[0].closedReason).toBe('每周日休息');
  });

  it('marks past slots and spans up to 31 days', async () => {
    const w = await newWarehouse();
    const [past] = await slots(w.warehouseId, '2020-01-06');
    expect(past.slots.every((s) => s.past)).toBe(true);
    expect(await slots(w.warehouseId, '2030-01-01', 31)).toHaveLength(31);
    const bad: [string, string][] = [
      ['from=2030-01-01&days=32', 'days'],
      ['from=2030-01-01&days=0', 'days'],
      ['from=2030-02-30', 'from'],
      ['from=tomorrow', 'from'],
      ['days=2', 'from'],
    ];
    for (const [q, field] of bad) {
      const res = await call('GET', `/biz/warehouse/${w.warehouseId}/slots?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fields?.join(' ').replaceAll('/', '.')).toContain(field);
    }
    expect((await call('GET', '/biz/warehouse/999999/slots?from=2030-01-01')).statusCode).toBe(404);
  });
});

describe('takeSlot and releaseSlot', () => {
  it('of 25 racing bookings for a slot of 3 trucks, exactly 3 win and the rest are told it is full', async () => {
    const w = await newWarehouse({ slotTrucks: 3 });
    const warehouse = (await findWarehouse(t.app.db, w.warehouseId))!;
    const key: SlotKey = { warehouseId: w.warehouseId, slotDate: MONDAY, slotTime: '10:00' };
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => t.app.db.transaction((tx) => takeSlot(tx, key, warehouse, 1, 'en'))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(22);
    for (const r of rejected) expect(String(r.reason.message)).toContain(`The slot ${MONDAY} 10:00 is full (3 trucks)`);
    const [row] = await t.app.db.select().from(bizSlot).where(eq(bizSlot.warehouseId, w.warehouseId));
    expect(row).toMatchObject({ bookedTrucks: 3, bookedCbm: '3.000' });
  });

  it('refuses a booking the cubic metres do not fit, saying how much is left', async () => {
    const w = await newWarehouse({ slotTrucks: 5, slotCbm: 10 });
    await book(w.warehouseId, MONDAY, '08:00', 7);
    await expect(book(w.warehouseId, MONDAY, '08:00', 4)).rejects.toThrow('no room for this volume (3 m³ left)');
    await book(w.warehouseId, MONDAY, '08:00', 3);
    const [day] = await slots(w.warehouseId, MONDAY);
    expect(day.slots[0]).toMatchObject({ bookedTrucks: 2, bookedCbm: 10 });
  });

  it('releaseSlot gives a place back', async () => {
    const w = await newWarehouse({ slotTrucks: 1 });
    const key: SlotKey = { warehouseId: w.warehouseId, slotDate: MONDAY, slotTime: '11:00' };
    await book(w.warehouseId, MONDAY, '11:00', 2);
    await expect(book(w.warehouseId, MONDAY, '11:00', 0)).rejects.toThrow('is full');
    await t.app.db.transaction((tx) => releaseSlot(tx, key, 2));
    expect((await slots(w.warehouseId, MONDAY))[0].slots[3]).toMatchObject({ bookedTrucks: 0, bookedCbm: 0 });
    await book(w.warehouseId, MONDAY, '11:00', 0);
    expect((await slots(w.warehouseId, MONDAY))[0].slots[3].bookedTrucks).toBe(1);
  });
});

describe('permissions', () => {
  it('cs reads, lists, sees options and slots, but may not add, edit or delete', async () => {
    const w = await newWarehouse();
    for (const url of ['/biz/warehouse/options', `/biz/warehouse/${w.warehouseId}`, `/biz/warehouse/${w.warehouseId}/slots?from=${MONDAY}`, '/biz/warehouse/list']) {
      expect((await call('GET', url, undefined, cs)).statusCode, url).toBe(200);
    }
    expect((await call('POST', '/biz/warehouse', { warehouseName: 'cs add', openTime: '08:00', closeTime: '12:00', slotMinutes: 60, slotTrucks: 1 }, cs)).statusCode).toBe(403);
    expect((await call('PUT', '/biz/warehouse', w, cs)).statusCode).toBe(403);
    expect((await call('DELETE', `/biz/warehouse/${w.warehouseId}`, undefined, cs)).statusCode).toBe(403);
  });

  it('lhy reads options and slots but not the list', async () => {
    const w = await newWarehouse();
    expect((await call('GET', '/biz/warehouse/options', undefined, lhy)).statusCode).toBe(200);
    expect((await call('GET', `/biz/warehouse/${w.warehouseId}/slots?from=${MONDAY}&days=7`, undefined, lhy)).statusCode).toBe(200);
    expect((await call('GET', '/biz/warehouse/list', undefined, lhy)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/biz/warehouse/options' })).statusCode).toBe(401);
  });
});

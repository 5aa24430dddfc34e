import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAppointment, publicQueueEntry } from '../../contract/appointment.js';
import { bizAppointment } from '../../server/modules/appointment/table.js';
import { maskPlate } from '../../server/modules/public/shape.js';
import { bizDockDoor, bizWarehouse } from '../../server/modules/warehouse/table.js';
import { t, useTestApp } from './api.js';
import { createTestApp, type TestApp } from './helpers.js';

useTestApp();

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const get = (url: string, lang = 'en', remoteAddress?: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'accept-language': lang }, remoteAddress });
const sortedKeys = (o: object) => Object.keys(o).sort();
const APPOINTMENT_KEYS = Object.keys(publicAppointment.shape).sort();
const QUEUE_KEYS = Object.keys(publicQueueEntry.shape).sort();

let serial = 0;
async function warehouse(values: Partial<typeof bizWarehouse.$inferInsert> = {}) {
  serial += 1;
  const [row] = await t.app.db.insert(bizWarehouse).values({ warehouseName: `Public WH ${serial}-${randomBytes(2).toString('hex')}`, address: '1 Dock Road, Shenzhen', ...values }).returning();
  const [door] = await t.app.db.insert(bizDockDoor).values({ warehouseId: row.warehouseId, doorName: `Door ${serial}` }).returning();
  return { ...row, door };
}
async function booking(warehouseId: number, values: Partial<typeof bizAppointment.$inferInsert> = {}) {
  serial += 1;
  const [row] = await t.app.db
    .insert(bizAppointment)
    .values({
      reservationNo: `YYPUB${Date.now().toString(36)}${serial}`,
      warehouseId,
      slotDate: day(0),
      slotTime: '10:00',
      plateNo: '粤B12345',
      vehicleType: 'van',
      driverName: 'Driver Wang',
      driverPhone: '13800138000',
      boxes: 12,
      grossWeight: '345.5',
      cube: '6.2',
      status: '3',
      qrToken: randomBytes(16).toString('hex'),
      remark: 'secret customer note',
      createBy: 'cs',
      ...values,
    })
    .returning();
  return row;
}

describe('maskPlate', () => {
  it('keeps the region and the last two characters, stars the middle', () => {
    expect(maskPlate('粤B12345')).toBe('粤B1**45');
    expect(maskPlate('粤BD12345')).toBe('粤BD***45');
    expect(maskPlate('AB123')).toBe('AB**3');
    expect(maskPlate('AB12')).toBe('A**2');
  });
});

describe('GET /public/warehouses', () => {
  it('lists the enabled warehouses by id and name only, without a token', async () => {
    const open = await warehouse();
    const shut = await warehouse({ status: '1' });
    const res = await get('/public/warehouses');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { warehouseId: number; warehouseName: string }[];
    for (const row of rows) expect(sortedKeys(row)).toEqual(['warehouseId', 'warehouseName']);
    expect(rows).toContainEqual({ warehouseId: open.warehouseId, warehouseName: open.warehouseName });
    expect(rows.map((r) => r.warehouseId)).not.toContain(shut.warehouseId);
  });
});

describe('GET /public/appointment/{token}', () => {
  it('shows a passed booking with exactly the public fields, labels in the asked language', async () => {
    const wh = await warehouse();
    const row = await booking(wh.warehouseId, { doorId: wh.door.doorId, status: '5', arrivalTime: new Date() });
    const res = await get(`/public/appointment/${row.qrToken}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(sortedKeys(data)).toEqual(APPOINTMENT_KEYS);
    expect(data).toMatchObject({
      reservationNo: row.reservationNo,
      warehouseName: wh.warehouseName,
      warehouseAddress: '1 Dock Road, Shenzhen',
      deliveryTime: `${day(0)} 10:00`,
      plateNo: '粤B12345',
      vehicleType: 'Box truck',
      driverName: 'Driver Wang',
      status: '5',
      statusLabel: 'Arrived',
      doorName: wh.door.doorName,
      boxes: 12,
      unloadEndTime: null,
    });
    expect(data.arrivalTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // nothing of the customer, the cargo's weight or the driver's phone
    expect(res.body).not.toMatch(/13800138000|secret customer note|345\.5|grossWeight|qrToken/);
    const zh = await get(`/public/appointment/${row.qrToken}`, 'zh');
    expect(zh.json().data).toMatchObject({ statusLabel: '已到达', vehicleType: '厢式货车' });
  });

  it('answers 404 for unknown tokens and for bookings not yet passed', async () => {
    const wh = await warehouse();
    const unknown = await get('/public/appointment/no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, msg: 'No such booking, or it has not passed review yet' });
    for (const status of ['0', '1', '2', '4']) {
      const row = await booking(wh.warehouseId, { status });
      const res = await get(`/public/appointment/${row.qrToken}`, 'zh');
      expect(res.statusCode, status).toBe(404);
      expect(res.json().msg).toBe('预约不存在，或尚未审核通过');
    }
  });
});

describe('GET /public/queryCar', () => {
  it('finds the driver\'s bookings from yesterday on, with the QR token only once passed', async () => {
    const wh = await warehouse();
    const plate = `粤C${String(10000 + serial).slice(-5)}`;
    const passed = await booking(wh.warehouseId, { plateNo: plate, slotDate: day(1), status: '3' });
    const pending = await booking(wh.warehouseId, { plateNo: plate, slotDate: day(-1), status: '2' });
    await booking(wh.warehouseId, { plateNo: plate, slotDate: day(-2), status: '8' }); // too old
    await booking(wh.warehouseId, { plateNo: plate, driverPhone: '13900000000' }); // another driver
    const res = await get(`/public/queryCar?plateNo=${encodeURIComponent(plate)}&driverPhone=13800138000`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows.map((r) => r.reservationNo)).toEqual([pending.reservationNo, passed.reservationNo]);
    for (const row of rows) expect(sortedKeys(row)).toEqual([...APPOINTMENT_KEYS, 'qrToken'].sort());
    expect(rows[0]).toMatchObject({ status: '2', statusLabel: 'Pending review', qrToken: null });
    expect(rows[1]).toMatchObject({ status: '3', qrToken: passed.qrToken });
    expect(res.body).not.toMatch(/13800138000|secret customer note/);
  });

  it('accepts the plate in lower case with spaces and the phone with separators', async () => {
    const wh = await warehouse();
    const row = await booking(wh.warehouseId, { plateNo: '粤D54321', driverPhone: '138 0013 8001' });
    const res = await get(`/public/queryCar?plateNo=${encodeURIComponent('粤d 54321')}&driverPhone=138-0013-8001`);
    expect((res.json().data as { reservationNo: string }[]).map((r) => r.reservationNo)).toContain(row.reservationNo);
  });

  it('returns nothing when plate and phone do not belong together', async () => {
    const wh = await warehouse();
    await booking(wh.warehouseId, { plateNo: '粤E11111', driverPhone: '13700000000' });
    const res = await get(`/public/queryCar?plateNo=${encodeURIComponent('粤E11111')}&driverPhone=13800138000`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('needs both fields, answering 400 naming the one missing or wrong', async () => {
    const cases: [string, string][] = [
      ['driverPhone=13800138000', 'plateNo'],
      [`plateNo=${encodeURIComponent('粤B12345')}`, 'driverPhone'],
      ['plateNo=x&driverPhone=13800138000', 'plateNo'],
      [`plateNo=${encodeURIComponent('粤B12345')}&driverPhone=call-me`, 'driverPhone'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/public/queryCar?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toEqual([field]);
    }
  });
});

describe('GET /public/carList', () => {
  it('shows the day\'s passed-or-later trucks in slot order, plates masked, nothing personal', async () => {
    const wh = await warehouse();
    const late = await booking(wh.warehouseId, { slotTime: '14:00', plateNo: '粤B22222', status: '6', doorId: wh.door.doorId, arrivalTime: new Date() });
    await booking(wh.warehouseId, { slotTime: '09:00', plateNo: '粤B11111', status: '3' });
    await booking(wh.warehouseId, { slotTime: '08:00', plateNo: '粤B33333', status: '2' }); // not passed yet
    await booking(wh.warehouseId, { slotTime: '08:00', plateNo: '粤B44444', status: '3', slotDate: day(1) }); // another day
    const res = await get(`/public/carList?warehouseId=${wh.warehouseId}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    for (const row of rows) expect(sortedKeys(row)).toEqual(QUEUE_KEYS);
    expect(rows).toEqual([
      { slotTime: '09:00', plateNo: '粤B1**11', status: '3', statusLabel: 'Passed', doorName: null, arrivalTime: null },
      { slotTime: '14:00', plateNo: '粤B2**22', status: '6', statusLabel: 'Unloading', doorName: wh.door.doorName, arrivalTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:/) },
    ]);
    expect(res.body).not.toMatch(/粤B22222|Driver Wang|13800138000|YYPUB/);
    expect(late.plateNo).toBe('粤B22222');
    const tomorrow = await get(`/public/carList?warehouseId=${wh.warehouseId}&date=${day(1)}`);
    expect((tomorrow.json().data as { plateNo: string }[]).map((r) => r.plateNo)).toEqual(['粤B4**44']);
  });

  it('answers 400 naming a missing or malformed field, 404 for an unknown warehouse', async () => {
    expect((await get('/public/carList')).json()).toMatchObject({ code: 400, fields: ['warehouseId'] });
    const badDate = await get('/public/carList?warehouseId=1&date=today');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toEqual(['date']);
    const unknown = await get('/public/carList?warehouseId=99999999');
    expect(unknown.statusCode).toBe(404);
    const shut = await warehouse({ status: '1' });
    expect((await get(`/public/carList?warehouseId=${shut.warehouseId}`)).statusCode).toBe(404);
  });
});

describe('rate limit (PUBLIC_RATE_LIMIT)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ publicRateLimit: 3 });
  });
  afterAll(async () => limited?.close());

  it('answers the n+1-th request of an address 429 with the message in its language; others go on', async () => {
    const call = (lang: string, remoteAddress = '10.1.1.1') =>
      limited.app.inject({ method: 'GET', url: '/api/public/warehouses', headers: { 'accept-language': lang }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await call('en')).statusCode).toBe(200);
    const en = await call('en');
    expect(en.statusCode).toBe(429);
    expect(en.json()).toEqual({ code: 429, msg: 'Too many requests; please wait and try again' });
    expect(en.headers['retry-after']).toBeDefined();
    const zh = await call('zh');
    expect(zh.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后重试' });
    expect((await call('en', '10.1.1.2')).statusCode).toBe(200);
  });

  it('reads the limit from PUBLIC_RATE_LIMIT, 120 by default', async () => {
    const { loadConfig } = await import('../../server/config.js');
    expect(loadConfig({ TOKEN_SECRET: 'x' }).publicRateLimit).toBe(120);
    expect(loadConfig({ TOKEN_SECRET: 'x', PUBLIC_RATE_LIMIT: '7' }).publicRateLimit).toBe(7);
  });
});

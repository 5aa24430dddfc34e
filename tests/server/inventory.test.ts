import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isContainerNumber } from '../../contract/container.js';
import { admin, call, cs, customs, lhy, t, useTestApp } from './api.js';
import { localDay, makeWarehouse } from './appointment-fixtures.js';
import { containerToPack, expectLedgerBalanced, receiveGoods, stockedGoods, type Pallet } from './inventory-fixtures.js';
import { bizOrder } from '../../server/modules/order/table.js';
import { bizPallet } from '../../server/modules/inventory/table.js';

useTestApp({ logins: ['admin', 'cs', 'customs', 'lhy'], as: 'cs', lang: 'en' });

const palletsOf = async (orderNo: string) =>
  (await call('GET', `/biz/inventory/list?orderNo=${orderNo}&pageSize=500&orderByColumn=palletCode&isAsc=asc`)).json().rows as (Pallet & { location: string; containerName: string | null })[];
const ids = (pallets: { palletId: number }[]) => pallets.map((p) => p.palletId);
const load = (containerId: number, palletCode: string, extra: object = {}) => call('POST', `/biz/container/${containerId}/load`, { palletCode, ...extra }, lhy);
const move = (containerId: number, to: string, headers = lhy) => call('PUT', `/biz/container/${containerId}/status`, { to }, headers);
const container = async (id: number) => (await call('GET', `/biz/container/${id}`)).json().data;
const seal = (id: number) => call('PUT', `/biz/container/${id}/packing`, { sealNo: 'SL-0001', packer: 'lhy', driverName: '王师傅', plateNo: '沪B12345' }, lhy);

describe('receipt → stock', () => {
  it('puts the received goods inbound, one record per pallet, adding up to the receipt', async () => {
    const { pallets, appointment } = await receiveGoods(t, { boxes: 41, weight: 820.5, cube: 6.2, pallets: 3 });
    expect(pallets.map((p) => p.palletCode)).toEqual([1, 2, 3].map((n) => `${appointment.reservationNo}-0${n}`));
    expect(pallets.every((p) => p.status === '0')).toBe(true);
    expect(pallets.map((p) => p.boxes)).toEqual([14, 14, 13]);
    expect(pallets.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(820.5, 6);
    expect(pallets.reduce((s, p) => s + p.cube, 0)).toBeCloseTo(6.2, 6);
    const ledger = (await call('GET', `/biz/inventory/ledger?palletId=${pallets[0].palletId}`)).json();
    expect(ledger.rows).toMatchObject([{ movement: 'receive', fromStatus: '', toStatus: '0', boxes: 14, operBy: 'lhy' }]);
    await expectLedgerBalanced(t);
  });

  it('filters stock by order, buyer, pallet code, location, status and days in the warehouse', async () => {
    const { pallets, order } = await stockedGoods(t, { order: { buyer: 'Filter Buyer Ltd' } });
    await t.app.db.update(bizPallet).set({ receivedTime: new Date(Date.now() - 10 * 86_400_000) }).where(eq(bizPallet.palletId, pallets[0].palletId));
    const q = async (query: string) => ((await call('GET', `/biz/inventory/list?orderNo=${order.orderNo}&${query}`)).json().rows as Pallet[]).map((p) => p.palletId);
    expect(await q('buyer=filter buyer')).toHaveLength(2);
    expect(await q(`palletCode=${pallets[1].palletCode}`)).toEqual([pallets[1].palletId]);
    expect(await q('location=A-01')).toHaveLength(2);
    expect(await q('status=0')).toEqual([]);
    expect(await q('status=1')).toHaveLength(2);
    expect(await q('daysMin=7')).toEqual([pallets[0].palletId]);
    expect(await q('daysMax=3')).toEqual([pallets[1].palletId]);
    expect((await call('GET', '/biz/inventory/list?status=9')).statusCode).toBe(400);
  });
});

describe('preassignment', () => {
  it('preassign → release → preassign, and the ledger adds up at every step', async () => {
    const { pallets, order, warehouseId } = await stockedGoods(t);
    await expectLedgerBalanced(t);
    const c = await containerToPack(warehouseId);
    const first = await call('PUT', '/biz/inventory/preassign', { palletIds: ids(pallets), containerId: c.containerId });
    expect(first.json().data).toEqual({ moved: 2 });
    expect((await palletsOf(order.orderNo)).map((p) => [p.status, p.containerId])).toEqual([['2', c.containerId], ['2', c.containerId]]);
    await expectLedgerBalanced(t);
    expect((await call('PUT', '/biz/inventory/release', { palletIds: [pallets[0].palletId] })).json().data).toEqual({ moved: 1 });
    expect((await palletsOf(order.orderNo)).map((p) => p.status)).toEqual(['1', '2']);
    await expectLedgerBalanced(t);
    expect((await call('PUT', '/biz/inventory/preassign', { palletIds: [pallets[0].palletId], containerId: c.containerId })).json().data).toEqual({ moved: 1 });
    await expectLedgerBalanced(t);
    expect(await container(c.containerId)).toMatchObject({ pallets: 2, loaded: 0, boxes: 40, weight: 800, cube: 6 });
    const movements = (await call('GET', `/biz/inventory/ledger?palletId=${pallets[0].palletId}`)).json().rows.map((r: { movement: string }) => r.movement);
    expect(movements).toEqual(['preassign', 'release', 'preassign', 'putaway', 'receive']);
  });

  it('refuses a pallet twice, a pallet not in stock, and an unknown one, changing nothing', async () => {
    const { pallets, warehouseId } = await stockedGoods(t);
    const inbound = await receiveGoods(t, { warehouseId });
    const c = await containerToPack(warehouseId);
    const before = await t.app.db.select().from(bizPallet);
    const notStocked = await call('PUT', '/biz/inventory/preassign', { palletIds: [pallets[0].palletId, inbound.pallets[0].palletId], containerId: c.containerId });
    expect(notStocked.statusCode).toBe(409);
    expect(notStocked.json().msg).toContain(inbound.pallets[0].palletCode);
    const unknown = await call('PUT', '/biz/inventory/preassign', { palletIds: [pallets[0].palletId, 99_999_999], containerId: c.containerId });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: ['palletIds'], msg: expect.stringMatching(/^Pallets: .*99999999/) });
    expect((await call('PUT', '/biz/inventory/preassign', { palletIds: [], containerId: c.containerId })).statusCode).toBe(400);
    expect(await t.app.db.select().from(bizPallet)).toEqual(before);
  });

  it('warns before going past the box type\'s volume, and goes on only when told to', async () => {
    const { pallets, warehouseId } = await stockedGoods(t, { cube: 30, weight: 3000, pallets: 2 });
    const more = await stockedGoods(t, { warehouseId, cube: 10, weight: 500, pallets: 1 });
    const c = await containerToPack(warehouseId, { boxType: '20GP' });
    expect((await call('PUT', '/biz/inventory/preassign', { palletIds: ids(pallets), containerId: c.containerId })).json().data).toEqual({ moved: 2 });
    const warned = (await call('PUT', '/biz/inventory/preassign', { palletIds: ids(more.pallets), containerId: c.containerId })).json().data;
    expect(warned).toEqual({ moved: 0, overload: { cube: 40, maxCube: 33.2, weight: 3500, maxWeight: 28200 } });
    expect((await container(c.containerId)).pallets).toBe(2);
    expect((await call('PUT', '/biz/inventory/preassign', { palletIds: ids(more.pallets), containerId: c.containerId, allowOverload: true })).json().data).toEqual({ moved: 1 });
  });
});

describe('loading, sealing, the customs gate, leaving', () => {
  it('loads by pallet code, packs once sealed, leaves only after customs releases the goods', async () => {
    const { pallets, order, warehouseId } = await stockedGoods(t);
    const c = await containerToPack(warehouseId, { containerNo: 'CSQU3054383' });
    // planned at the desk, loaded on the phone
    await call('PUT', '/biz/inventory/preassign', { palletIds: ids(pallets), containerId: c.containerId });
    expect((await load(c.containerId, pallets[0].palletCode.toLowerCase())).json().data).toEqual({ moved: 1 });
    const packEarly = await move(c.containerId, '2');
    expect(packEarly.statusCode).toBe(409);
    expect(packEarly.json().msg).toContain(pallets[1].palletCode);
    expect((await load(c.containerId, pallets[1].palletCode)).json().data).toEqual({ moved: 1 });
    expect((await load(c.containerId, pallets[1].palletCode)).statusCode).toBe(409);
    expect((await move(c.containerId, '2')).json().msg).toMatch(/seal/);
    expect((await seal(c.containerId)).statusCode).toBe(200);
    expect((await move(c.containerId, '2')).statusCode).toBe(200);
    // once packed, goods neither come out nor go in
    const out = await call('PUT', `/biz/container/${c.containerId}/unassociate`, { palletIds: [pallets[0].palletId] });
    expect(out.statusCode).toBe(409);
    expect(out.json().msg).toContain('Packed');
    expect((await call('PUT', '/biz/inventory/release', { palletIds: [pallets[0].palletId] })).statusCode).toBe(409);
    await expectLedgerBalanced(t);

    const held = await move(c.containerId, '3');
    expect(held.statusCode).toBe(409);
    expect(held.json().msg).toContain(order.orderNo);
    expect((await container(c.containerId)).status).toBe('2');
    await t.app.db.update(bizOrder).set({ customsStatus: '2' }).where(eq(bizOrder.orderId, order.orderId));
    expect((await move(c.containerId, '3')).statusCode).toBe(200);
    expect((await move(c.containerId, '4')).statusCode).toBe(200);
    expect((await palletsOf(order.orderNo)).map((p) => p.status)).toEqual(['3', '3']);
    expect((await container(c.containerId)).leftTime).not.toBeNull();
    await expectLedgerBalanced(t);
    const history = (await call('GET', `/biz/container/${c.containerId}/history`)).json().data.map((h: { toLabel: string }) => h.toLabel);
    expect(history).toEqual(['Waiting to send', 'To pack', 'Packed', 'To leave', 'Left']);
    expect((await move(c.containerId, '3')).statusCode).toBe(409);
    expect((await call('PUT', '/biz/container', { containerId: c.containerId, carrier: 'late' })).statusCode).toBe(409);
  });

  it('lets non-bonded goods leave without customs release: only bonded goods are under customs', async () => {
    const { pallets, warehouseId } = await stockedGoods(t, { order: { bondedStatus: '0', customsStatus: '0' } });
    const c = await containerToPack(warehouseId, { containerNo: 'MSKU9070323' });
    await call('PUT', '/biz/inventory/preassign', { palletIds: ids(pallets), containerId: c.containerId });
    for (const p of pallets) expect((await load(c.containerId, p.palletCode)).statusCode).toBe(200);
    expect((await seal(c.containerId)).statusCode).toBe(200);
    expect((await move(c.containerId, '2')).statusCode).toBe(200);
    const leave = await move(c.containerId, '3');
    expect(leave.statusCode, leave.body).toBe(200);
  });

  it('flags a weighbridge weight off by more than the tolerance', async () => {
    const { pallets, warehouseId } = await stockedGoods(t, { weight: 1000 });
    const c = await containerToPack(warehouseId, { boxType: '40HQ' });
    await load(c.containerId, pallets[0].palletCode);
    await load(c.containerId, pallets[1].palletCode);
    // goods 1000 + tare 3940 + truck 9000 = 13940 kg expected
    const near = (await call('PUT', `/biz/container/${c.containerId}/packing`, { truckWeight: 9000, grossWeight: 14100 }, lhy)).json().data;
    expect(near).toMatchObject({ weightDiff: 160, weightFlag: false });
    const off = (await call('PUT', `/biz/container/${c.containerId}/packing`, { grossWeight: 14900 }, lhy)).json().data;
    expect(off).toMatchObject({ weightDiff: 960, weightFlag: true });
  });

  it('lets exactly one of two phones load the same pallet into two containers', async () => {
    const { pallets, warehouseId } = await stockedGoods(t);
    const a = await containerToPack(warehouseId);
    const b = await containerToPack(warehouseId);
    const [ra, rb] = await Promise.all([load(a.containerId, pallets[0].palletCode), load(b.containerId, pallets[0].palletCode)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(loser.json().msg).toContain(pallets[0].palletCode);
    const [row] = await t.app.db.select().from(bizPallet).where(eq(bizPallet.palletId, pallets[0].palletId));
    expect([a.containerId, b.containerId]).toContain(row.containerId);
    const entries = (await call('GET', `/biz/inventory/ledger?palletId=${pallets[0].palletId}&movement=preassign`)).json();
    expect(entries.total).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('refuses wrong codes and another warehouse\'s pallet by name, changing nothing', async () => {
    const { pallets, warehouseId } = await stockedGoods(t);
    const elsewhere = await stockedGoods(t);
    const c = await containerToPack(warehouseId);
    const before = await t.app.db.select().from(bizPallet);
    for (const code of ['NOPE-0001', "x' or '1'='1", '<script>', ' '.repeat(3)]) {
      const res = await load(c.containerId, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().fields?.join(' ')).toMatch(/palletCode/);
    }
    const foreign = await load(c.containerId, elsewhere.pallets[0].palletCode);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual(['palletCode']);
    expect((await call('PUT', '/biz/inventory/preassign', { palletIds: [elsewhere.pallets[0].palletId], containerId: c.containerId })).statusCode).toBe(400);
    expect(await t.app.db.select().from(bizPallet)).toEqual(before);
    expect(pallets).toHaveLength(2);
  });
});

describe('lock and unassociate', () => {
  it('a locked container refuses every change until unlocked', async () => {
    const { pallets, warehouseId } = await stockedGoods(t);
    const c = await containerToPack(warehouseId);
    await load(c.containerId, pallets[0].palletCode);
    expect((await call('PUT', `/biz/container/${c.containerId}/lock`, { locked: '1' })).json().data.locked).toBe('1');
    const attempts = [
      call('PUT', '/biz/container', { containerId: c.containerId, carrier: 'MSK' }),
      move(c.containerId, '0', cs),
      call('PUT', '/biz/inventory/preassign', { palletIds: [pallets[1].palletId], containerId: c.containerId }),
      load(c.containerId, pallets[1].palletCode),
      call('PUT', `/biz/container/${c.containerId}/unassociate`, { palletIds: [pallets[0].palletId] }),
      call('PUT', '/biz/inventory/release', { palletIds: [pallets[0].palletId] }),
      call('PUT', `/biz/container/${c.containerId}/packing`, { sealNo: 'S1' }, lhy),
      call('DELETE', `/biz/container/${c.containerId}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().msg).toMatch(/locked/);
    }
    expect(await container(c.containerId)).toMatchObject({ pallets: 1, carrier: '', status: '1', sealNo: '' });
    await call('PUT', `/biz/container/${c.containerId}/lock`, { locked: '0' });
    expect((await call('PUT', `/biz/container/${c.containerId}/unassociate`, { palletIds: [pallets[0].palletId] })).json().data).toEqual({ moved: 1 });
    const history = (await call('GET', `/biz/container/${c.containerId}/history`)).json().data.map((h: { field: string; toLabel: string }) => `${h.field}:${h.toLabel}`);
    expect(history).toEqual(['status:Waiting to send', 'status:To pack', 'locked:Locked', 'locked:Normal']);
    await expectLedgerBalanced(t);
  });

  it('opens a temporary box that becomes a container once numbered', async () => {
    const { pallets, warehouseId } = await stockedGoods(t);
    const tmp = (await call('POST', '/biz/container/temporary', { warehouseId })).json().data;
    expect(tmp).toMatchObject({ status: '5', containerNo: '' });
    expect(tmp.cabinetNo).toMatch(/^TMP-\d{8}-\d+$/);
    expect((await call('PUT', '/biz/inventory/preassign', { palletIds: ids(pallets), containerId: tmp.containerId })).json().data.moved).toBe(2);
    expect((await move(tmp.containerId, '1', cs)).json().fields).toEqual(['containerNo']);
    await call('PUT', '/biz/container', { containerId: tmp.containerId, containerNo: 'msku 123456-5' });
    expect((await move(tmp.containerId, '1', cs)).statusCode).toBe(200);
    expect((await container(tmp.containerId)).containerNo).toBe('MSKU1234565');
  });
});

describe('containers', () => {
  it('checks the ISO 6346 check digit', async () => {
    expect(isContainerNumber('CSQU3054383')).toBe(true);
    expect(isContainerNumber('CSQU3054384')).toBe(false);
    expect(isContainerNumber('MSKU1234565')).toBe(true);
    expect(isContainerNumber('MSKX1234565')).toBe(false);
    const { warehouseId } = await makeWarehouse(t).then((w) => ({ warehouseId: w.warehouseId }));
    const bad = await call('POST', '/biz/container', { warehouseId, containerNo: 'CSQU3054384' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.join(' ')).toMatch(/containerNo/);
    const unknownType = await call('POST', '/biz/container', { warehouseId, boxType: '99XX' });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().fields).toEqual(['boxType']);
  });

  it('deletes only an empty container that has not left', async () => {
    const { pallets, warehouseId } = await stockedGoods(t);
    const c = await containerToPack(warehouseId);
    await load(c.containerId, pallets[0].palletCode);
    expect((await call('DELETE', `/biz/container/${c.containerId}`)).statusCode).toBe(409);
    await call('PUT', `/biz/container/${c.containerId}/unassociate`, { palletIds: [pallets[0].palletId] });
    expect((await call('DELETE', `/biz/container/${c.containerId}`)).statusCode).toBe(200);
  });

  it('gives each role its part: warehouse staff load, customer service plans, customs neither', async () => {
    const { warehouseId } = await stockedGoods(t);
    expect((await call('POST', '/biz/container', { warehouseId }, lhy)).statusCode).toBe(403);
    expect((await call('GET', '/biz/inventory/list', undefined, customs)).statusCode).toBe(403);
    expect((await call('GET', '/biz/container/list', undefined, customs)).statusCode).toBe(403);
    const c = await containerToPack(warehouseId);
    expect((await call('GET', '/biz/container/packing', undefined, lhy)).json().data.map((r: { containerId: number }) => r.containerId)).toContain(c.containerId);
    expect((await call('GET', '/biz/container/packing', undefined, cs)).statusCode).toBe(403);
    expect((await call('GET', '/biz/container/packing', undefined, admin)).statusCode).toBe(200);
  });
});

describe('GET /public/outofstockcarList', () => {
  it('shows a warehouse\'s outbound trucks of the day, plate masked, nothing else', async () => {
    const { warehouseId } = await stockedGoods(t);
    const c = await containerToPack(warehouseId, { containerNo: 'TGHU7654320', loadTime: '10:30', plateNo: '沪B54321' });
    await containerToPack(warehouseId, { loadDate: localDay(1) });
    const res = await t.app.inject({ method: 'GET', url: `/api/public/outofstockcarList?warehouseId=${warehouseId}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ loadTime: '10:30', plateNo: '沪B5**21', containerNo: 'TGHU7654320', status: '1', statusLabel: 'To pack' }]);
    expect(c.status).toBe('1');
    expect((await t.app.inject({ method: 'GET', url: '/api/public/outofstockcarList?warehouseId=99999999' })).statusCode).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bizOrder } from '../../server/modules/order/table.js';
import { bizFiling } from '../../server/modules/filing/table.js';
import { recordHistory } from '../../server/lib/workflow.js';
import { admin, call, cs, customs, lhy, t, useTestApp } from './api.js';
import { scopedUser } from './scope-fixtures.js';
import { sheetValues } from './xlsx.js';

useTestApp({ logins: ['admin', 'cs', 'customs', 'lhy'], as: 'cs' });

const line = (over: object = {}) => ({ itemNo: 'A-1', originalQty: 3, unitPrice: 1.005, currency: 'USD', cartons: 2, cbm: 0.1, grossWeight: 10.2, ...over });
let serial = 0;
const orderBody = (over: object = {}) => ({ orderNo: `PO-T${++serial}`, buyer: 'ACME', vendorDeptName: 'Supplier Ltd', da: 'LOBA-1', lines: [line(), line({ itemNo: 'A-2', cbm: 0.2, cartons: 5, grossWeight: 0.1 })], ...over });
const create = async (over: object = {}, headers = cs) => {
  const res = await call('POST', '/biz/order', orderBody(over), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.orderId as number;
};
const get = async (id: number) => (await call('GET', `/biz/order/${id}`, undefined, admin)).json().data;
const count = async () => (await call('GET', '/biz/order/list?pageSize=500', undefined, admin)).json().total as number;
const setStatus = (id: number, values: Partial<typeof bizOrder.$inferInsert>) => t.app.db.update(bizOrder).set(values).where(eq(bizOrder.orderId, id));

describe('POST /biz/order', () => {
  it('stores header and lines, computing totals and amounts on the server, owned by the creator', async () => {
    const id = await create({ nbOfCartons: 999, totalCbm: 99 });
    const o = await get(id);
    expect(o).toMatchObject({ nbOfCartons: 7, totalCbm: 0.3, grossWeightSum: 10.3, customsStatus: '0', transportStatus: '0', overState: '0', deptId: 101, createBy: 'cs' });
    expect(o.lines.map((l: { totalAmount: number; lineNo: number }) => [l.lineNo, l.totalAmount])).toEqual([[1, 3.02], [2, 3.02]]);
  });

  it('refuses a duplicate orderNo with 409 naming it', async () => {
    await create({ orderNo: 'DUP-1' });
    const res = await call('POST', '/biz/order', orderBody({ orderNo: 'DUP-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('DUP-1');
    expect(res.json().fields).toEqual(['orderNo']);
  });

  it('answers 400 naming the field for bad input, storing nothing', async () => {
    const before = await count();
    for (const [payload, field] of [
      [orderBody({ orderNo: '' }), 'orderNo'],
      [orderBody({ lines: [] }), 'lines'],
      [orderBody({ isSpecial: 'Y' }), 'specialQtyRate'],
      [orderBody({ bondedStatus: '7' }), 'bondedStatus'],
      [orderBody({ toWarehouseTime: 'tomorrow' }), 'toWarehouseTime'],
      [orderBody({ lines: [line({ cartons: -1 })] }), 'cartons'],
      [orderBody({ lines: [line({ itemNo: '' })] }), 'itemNo'],
      [orderBody({ lines: [line({ currency: 'XYZ' })] }), 'currency'],
    ] as const) {
      const res = await call('POST', '/biz/order', payload);
      expect(res.statusCode, field).toBe(400);
      expect(`${res.json().msg} ${res.json().fields ?? ''}`, field).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('403 for customs (read only) and lhy', async () => {
    expect((await call('POST', '/biz/order', orderBody(), customs)).statusCode).toBe(403);
    expect((await call('GET', '/biz/order/list', undefined, lhy)).statusCode).toBe(403);
    expect((await call('GET', '/biz/order/list', undefined, customs)).statusCode).toBe(200);
  });
});

describe('GET /biz/order/list', () => {
  it('filters by text, every status, both date ranges, and sorts by whitelist', async () => {
    const a = await create({ orderNo: 'LIST-A', vendorDeptName: 'Zeta Vendor', toWarehouseTime: '2030-05-01 10:00:00' });
    const b = await create({ orderNo: 'LIST-B', bondedStatus: '0', buyer: 'Buyer Q' });
    await setStatus(b, { customsStatus: '1', transportStatus: '2', overState: '0' });
    const ids = async (q: string) => (await call('GET', `/biz/order/list?pageSize=500&${q}`)).json().rows.map((r: { orderId: number }) => r.orderId);
    expect(await ids('orderNo=LIST-')).toEqual(expect.arrayContaining([a, b]));
    expect(await ids('vendorDeptName=zeta')).toEqual([a]);
    expect(await ids('buyer=Buyer%20Q')).toEqual([b]);
    expect(await ids('customsStatus=1&orderNo=LIST')).toEqual([b]);
    expect(await ids('transportStatus=2&orderNo=LIST')).toEqual([b]);
    expect(await ids('bondedStatus=0&orderNo=LIST')).toEqual([b]);
    expect(await ids('overState=3&orderNo=LIST')).toEqual([]);
    expect(await ids('params%5BbeginToWarehouseTime%5D=2030-05-01&params%5BendToWarehouseTime%5D=2030-05-01')).toEqual([a]);
    expect(await ids('params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).toEqual([]);
    expect((await ids('orderNo=LIST-&orderByColumn=orderNo&isAsc=descending'))).toEqual([b, a]);
    expect((await call('GET', '/biz/order/list?orderByColumn=version')).statusCode).toBe(400);
    expect((await call('GET', '/biz/order/list?customsStatus=9')).statusCode).toBe(400);
  });

  it('applies data scope: own-department scope in another department sees none', async () => {
    await create();
    const other = await scopedUser(t, { deptId: 103, dataScope: '3', menus: [2000, 2003, 2120] });
    const list = await call('GET', '/biz/order/list', undefined, other.headers);
    expect(list.json().total).toBe(0);
    const some = (await call('GET', '/biz/order/list?pageSize=1')).json().rows[0].orderId;
    expect((await call('GET', `/biz/order/${some}`, undefined, other.headers)).statusCode).toBe(404);
    const own = await scopedUser(t, { deptId: 101, dataScope: '3', menus: [2000, 2003, 2120] });
    expect((await call('GET', '/biz/order/list', undefined, own.headers)).json().total).toBeGreaterThan(0);
  });
});

describe('PUT /biz/order', () => {
  it('replaces header and lines, recomputing totals', async () => {
    const id = await create();
    const res = await call('PUT', '/biz/order', { ...orderBody({ orderNo: 'EDITED-1' }), orderId: id, lines: [line({ cartons: 4, cbm: 1.25, grossWeight: 3, originalQty: 10, unitPrice: 2.5 })] });
    expect(res.statusCode, res.body).toBe(200);
    const o = await get(id);
    expect(o).toMatchObject({ orderNo: 'EDITED-1', nbOfCartons: 4, totalCbm: 1.25, grossWeightSum: 3, version: 1 });
    expect(o.lines).toHaveLength(1);
    expect(o.lines[0].totalAmount).toBe(25);
  });

  it('is refused with 409 once customs started or the order is over, nothing changed', async () => {
    for (const values of [{ customsStatus: '1' }, { overState: '3' }]) {
      const id = await create();
      await setStatus(id, values);
      const res = await call('PUT', '/biz/order', { ...orderBody({ buyer: 'Changed' }), orderId: id });
      expect(res.statusCode).toBe(409);
      expect((await get(id)).buyer).toBe('ACME');
    }
  });
});

describe('DELETE /biz/order/{ids}', () => {
  it('deletes pending orders; all-or-nothing when one is filed or over', async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    await setStatus(c, { customsStatus: '1' });
    expect((await call('DELETE', `/biz/order/${a},${c}`)).statusCode).toBe(409);
    expect((await call('GET', `/biz/order/${a}`)).statusCode).toBe(200);
    await t.app.db.insert(bizFiling).values({ orderId: b });
    expect((await call('DELETE', `/biz/order/${b}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/biz/order/${a}`)).statusCode).toBe(200);
    expect((await call('GET', `/biz/order/${a}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/biz/order/${a}`, undefined, customs)).statusCode).toBe(403);
  });
});

describe('PUT /biz/order/batch', () => {
  it('sets the whitelisted fields on every selected order in one go', async () => {
    const ids = [await create(), await create()];
    const res = await call('PUT', '/biz/order/batch', { orderIds: ids, fields: { documentary: 'Amy', district: 'South', toWarehouseTime: '2031-01-02 08:00:00' } });
    expect(res.statusCode, res.body).toBe(200);
    for (const id of ids) expect(await get(id)).toMatchObject({ documentary: 'Amy', district: 'South', toWarehouseTime: '2031-01-02 08:00:00' });
  });

  it('refuses unknown fields (400), an ended order (409, none changed) and customs (403)', async () => {
    const [a, b] = [await create(), await create()];
    expect((await call('PUT', '/biz/order/batch', { orderIds: [a], fields: { customsStatus: '2' } })).statusCode).toBe(400);
    expect((await call('PUT', '/biz/order/batch', { orderIds: [a], fields: {} })).statusCode).toBe(400);
    await setStatus(b, { overState: '1' });
    expect((await call('PUT', '/biz/order/batch', { orderIds: [a, b], fields: { documentary: 'Zed' } })).statusCode).toBe(409);
    expect((await get(a)).documentary).toBe('');
    expect((await call('PUT', '/biz/order/batch', { orderIds: [a], fields: { documentary: 'Zed' } }, customs)).statusCode).toBe(403);
  });
});

describe('PUT /biz/order/{id}/status and GET /biz/order/{id}/history', () => {
  it('moves not over to each end; an abnormal end needs its reason', async () => {
    for (const to of ['1', '2', '3']) {
      const id = await create();
      const res = await call('PUT', `/biz/order/${id}/status`, { to, remark: to === '3' ? 'damaged' : '' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await get(id)).toMatchObject({ overState: to, version: 1 });
    }
    const id = await create();
    const res = await call('PUT', `/biz/order/${id}/status`, { to: '3' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: ['remark'], msg: expect.stringContaining('备注') });
  });

  it('refuses illegal moves with 409, nothing changed', async () => {
    const id = await create();
    expect((await call('PUT', `/biz/order/${id}/status`, { to: '0' })).statusCode).toBe(409);
    expect((await call('PUT', `/biz/order/${id}/status`, { to: '9' })).statusCode).toBe(409);
    await call('PUT', `/biz/order/${id}/status`, { to: '1' });
    const again = await call('PUT', `/biz/order/${id}/status`, { to: '2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('正常结束');
    expect((await call('PUT', `/biz/order/${id}/status`, { to: '0' })).statusCode).toBe(409);
    expect(await get(id)).toMatchObject({ overState: '1', version: 1 });
  });

  it('never moves customs or transport status (409), and needs biz:order:end (403)', async () => {
    const id = await create();
    expect((await call('PUT', `/biz/order/${id}/status`, { field: 'customsStatus', to: '2' })).statusCode).toBe(409);
    expect((await call('PUT', `/biz/order/${id}/status`, { field: 'transportStatus', to: '1' })).statusCode).toBe(409);
    expect(await get(id)).toMatchObject({ customsStatus: '0', transportStatus: '0' });
    expect((await call('PUT', `/biz/order/${id}/status`, { to: '1' }, customs)).statusCode).toBe(403);
  });

  it('of two concurrent moves exactly one wins; a stale version gets 409', async () => {
    const id = await create();
    const results = await Promise.all([call('PUT', `/biz/order/${id}/status`, { to: '1' }), call('PUT', `/biz/order/${id}/status`, { to: '3', remark: 'lost' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const other = await create();
    expect((await call('PUT', `/biz/order/${other}/status`, { to: '1', version: 5 })).statusCode).toBe(409);
  });

  it('shows every field\'s changes oldest first, labelled in the caller\'s language', async () => {
    const id = await create();
    await t.app.db.transaction((tx) => recordHistory(tx, { entity: 'order', entityId: id, field: 'customsStatus', from: '0', to: '1', by: 'customs' }));
    await call('PUT', `/biz/order/${id}/status`, { to: '3', remark: 'broken' });
    const zh = (await call('GET', `/biz/order/${id}/history`)).json().data;
    expect(zh.map((h: { field: string; toLabel: string }) => [h.field, h.toLabel])).toEqual([['customsStatus', '报关中'], ['overState', '异常结束']]);
    const en = (await call('GET', `/biz/order/${id}/history`, undefined, { ...cs, 'accept-language': 'en' })).json().data;
    expect(en[1]).toMatchObject({ fromLabel: 'Not over', toLabel: 'Abnormal end', remark: 'broken', operBy: 'cs' });
    expect((await get(id)).overReason).toBe('broken');
  });
});

describe('GET /biz/order/export', () => {
  it('streams the filtered orders with status labels', async () => {
    await create({ orderNo: 'EXP-1' });
    const res = await call('GET', '/biz/order/export?orderNo=EXP-1', undefined, { ...customs, 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const rows = await sheetValues(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('LOBA NO');
    expect(rows[1]).toEqual(expect.arrayContaining(['EXP-1', 'Pending customs', 'Not over', 'Bonded']));
    expect((await call('GET', '/biz/order/export', undefined, lhy)).statusCode).toBe(403);
  });

  it('writes numbers as numbers, times as the lists show them, formulas inert, and leaves out what XML cannot carry', async () => {
    const id = await create({ orderNo: 'EXP-2' });
    await setStatus(id, { buyer: '=1+2 & <b>\u0001\u0002', overReason: ' kept spaces ', toWarehouseTime: new Date(2026, 0, 2, 3, 4, 5) });
    const [, row] = await sheetValues((await call('GET', '/biz/order/export?orderNo=EXP-2', undefined, customs)).rawPayload);
    expect(row.slice(0, 9)).toEqual(['EXP-2', "'=1+2 & <b>", undefined, 'LOBA-1', 'Supplier Ltd', 7, 0.3, 0, 10.3]);
    expect([row[12], row[14], row[19]]).toEqual([' kept spaces ', '2026-01-02 03:04:05', 'cs']);
  });
});

describe('seedOrderDemo', () => {
  it('inserts ~60 orders of cs at every status with lines and history, quickly', async () => {
    const { seedOrderDemo } = await import('../../server/demo/order.js');
    const before = await count();
    const started = Date.now();
    await seedOrderDemo(t.app.db);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await count()) - before).toBe(60);
    for (const q of ['customsStatus=2', 'transportStatus=1', 'overState=3', 'overState=2']) {
      expect((await call('GET', `/biz/order/list?orderNo=PO2025&${q}`)).json().total, q).toBeGreaterThan(0);
    }
    const ended = (await call('GET', '/biz/order/list?orderNo=PO2025&overState=1')).json().rows[0];
    expect(ended).toMatchObject({ deptId: 101, createBy: 'cs', customsStatus: '2' });
    const history = (await call('GET', `/biz/order/${ended.orderId}/history`)).json().data;
    expect(history.map((h: { field: string }) => h.field)).toEqual(['customsStatus', 'customsStatus', 'transportStatus', 'transportStatus', 'overState']);
    expect((await get(ended.orderId)).lines.length).toBeGreaterThan(0);
  });
});

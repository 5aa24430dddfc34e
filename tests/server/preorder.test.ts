import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, cs, customs, lhy, t, useTestApp } from './api.js';
import { bizOrder, bizOrderLine } from '../../server/modules/order/table.js';
import { bizPreorder } from '../../server/modules/preorder/table.js';
import { bizStatusHistory } from '../../server/lib/workflow-table.js';
import { preorderBody, preorderCalls } from './preorder-fixtures.js';

useTestApp({ logins: ['admin', 'cs', 'customs', 'lhy'] });

const p = () => preorderCalls(t, () => admin);
const stored = async (id: number) => (await t.app.db.select().from(bizPreorder).where(eq(bizPreorder.preorderId, id)))[0];
const historyOf = async (id: number) => (await p().call('GET', `/biz/preorder/${id}/history`, undefined, { ...admin, 'accept-language': 'en' })).json().data as Array<Record<string, string>>;
const preorderCount = async () => (await t.app.db.select().from(bizPreorder)).length;

describe('/biz/preorder', () => {
  it('POST stores the header and lines, with totals computed on the server; GET {id} returns the lines', async () => {
    const res = await p().call('POST', '/biz/preorder', { ...preorderBody('T-ADD-1', 3), nbOfCartons: 999 });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data;
    expect(row).toMatchObject({ orderNo: 'T-ADD-1', checkStatus: '0', nbOfCartons: 9, totalCbm: 0.3, grossWeightSum: 7.5, lineCount: 3, orderId: null, createBy: 'admin' });
    const got = await p().get(row.preorderId);
    expect(got.lines).toHaveLength(3);
    expect(got.lines[0]).toMatchObject({ lineNo: 1, itemNo: 'IT-1', totalAmount: 11, currency: 'USD' });
  });

  it('POST refuses bad input with 400 naming the field, and a used order number with 409, storing nothing', async () => {
    const before = await preorderCount();
    const noItem = preorderBody('T-BAD-1');
    noItem.lines[1].itemNo = '';
    const cases: Array<[object, string]> = [
      [noItem, 'lines.1.itemNo'],
      [{ ...preorderBody('T-BAD-2'), lines: [] }, 'lines'],
      [{ ...preorderBody(''), orderNo: '' }, 'orderNo'],
      [preorderBody('T-BAD-3', 1, { isSpecial: 'Y' }), 'specialQtyRate'],
    ];
    for (const [body, field] of cases) {
      const res = await p().call('POST', '/biz/preorder', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields?.join(' ').replaceAll('/', '.'), field).toContain(field);
    }
    const euro = preorderBody('T-BAD-4');
    euro.lines[0].currency = 'XYZ';
    const currency = await p().call('POST', '/biz/preorder', euro);
    expect(currency.statusCode).toBe(400);
    expect(currency.json().msg).toMatch(/XYZ/);
    await p().create('T-DUP-1');
    expect((await p().call('POST', '/biz/preorder', preorderBody('T-DUP-1'))).statusCode).toBe(409);
    expect(await preorderCount()).toBe(before + 1);
  });

  it('GET list filters by order number, buyer, supplier, check status and date range, and sorts by whitelisted columns only', async () => {
    const a = await p().create('T-LIST-A');
    await p().call('POST', '/biz/preorder', preorderBody('T-LIST-B', 1, { buyer: 'Other buyer', vendorDeptName: 'Xiamen Vendor' }));
    await p().move(a.preorderId, '2', 'cartons do not match');
    expect((await p().list('?orderNo=T-LIST')).total).toBe(2);
    expect((await p().list('?orderNo=T-LIST&buyer=other')).rows.map((r) => r.orderNo)).toEqual(['T-LIST-B']);
    expect((await p().list('?orderNo=T-LIST&vendorDeptName=xiamen')).total).toBe(1);
    expect((await p().list('?orderNo=T-LIST&checkStatus=2')).rows).toMatchObject([{ orderNo: 'T-LIST-A', checkRemark: 'cartons do not match' }]);
    expect((await p().list('?orderNo=T-LIST&params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).total).toBe(0);
    expect((await p().list('?orderNo=T-LIST&params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2999-01-01')).total).toBe(2);
    expect((await p().list('?orderNo=T-LIST&orderByColumn=orderNo&isAsc=descending')).rows.map((r) => r.orderNo)).toEqual(['T-LIST-B', 'T-LIST-A']);
    expect((await p().call('GET', '/biz/preorder/list?orderByColumn=lines')).statusCode).toBe(400);
    expect((await p().call('GET', '/biz/preorder/list?checkStatus=7')).statusCode).toBe(400);
  });

  it('PUT edits an unprocessed pre-order, recomputing the totals', async () => {
    const a = await p().create('T-EDIT-1');
    const res = await p().call('PUT', '/biz/preorder', { ...preorderBody('T-EDIT-1b', 1), preorderId: a.preorderId, version: a.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ orderNo: 'T-EDIT-1b', nbOfCartons: 3, lineCount: 1, checkStatus: '0', version: a.version + 1 });
    // the version the user saw is stale now
    expect((await p().call('PUT', '/biz/preorder', { ...preorderBody('T-EDIT-1c'), preorderId: a.preorderId, version: a.version })).statusCode).toBe(409);
    expect((await stored(a.preorderId)).orderNo).toBe('T-EDIT-1b');
    expect((await p().call('PUT', '/biz/preorder', { ...preorderBody('T-EDIT-1b'), preorderId: 999999 })).statusCode).toBe(404);
  });

  it('PUT of a not-passed pre-order moves it back to unprocessed through the machine, with the remark "edited"', async () => {
    const a = await p().create('T-BACK-1');
    expect((await p().move(a.preorderId, '2', 'missing inspection papers')).statusCode).toBe(200);
    const res = await p().call('PUT', '/biz/preorder', { ...preorderBody('T-BACK-1', 1), preorderId: a.preorderId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ checkStatus: '0', checkRemark: '' });
    const history = await historyOf(a.preorderId);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.remark])).toEqual([['0', '2', 'missing inspection papers'], ['2', '0', 'edited']]);
    expect(history[1]).toMatchObject({ fromLabel: 'Not passed', toLabel: 'Unprocessed', operBy: 'admin', field: 'checkStatus' });
    // and it can be checked again
    expect((await p().move(a.preorderId, '1')).statusCode).toBe(200);
  });
});

describe('PUT /biz/preorder/{id}/status', () => {
  it('not passed needs its reason (400 naming remark, nothing changed), then records it', async () => {
    const a = await p().create('T-NP-1');
    const res = await p().move(a.preorderId, '2', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.join(' ').replaceAll('/', '.')).toContain('remark');
    expect((await stored(a.preorderId)).checkStatus).toBe('0');
    const ok = await p().move(a.preorderId, '2', 'HS code wrong');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ checkStatus: '2', checkRemark: 'HS code wrong', orderId: null });
    expect(await historyOf(a.preorderId)).toMatchObject([{ fromStatus: '0', toStatus: '2', fromLabel: 'Unprocessed', toLabel: 'Not passed', remark: 'HS code wrong' }]);
  });

  it('passing creates the order with the lines and totals, links it, and starts the order timeline', async () => {
    const a = await p().create('T-PASS-1', 3);
    const res = await p().move(a.preorderId, '1', '', cs);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().data.orderId as number;
    expect(res.json().data).toMatchObject({ checkStatus: '1', orderId: expect.any(Number) });
    const [order] = await t.app.db.select().from(bizOrder).where(eq(bizOrder.orderId, orderId));
    expect(order).toMatchObject({ orderNo: 'T-PASS-1', preorderId: a.preorderId, customsStatus: '0', nbOfCartons: 9, totalCbm: '0.300', grossWeightSum: '7.500', buyer: 'ACME Buyer', vendorDeptName: 'Ningbo Supplier', createBy: 'cs' });
    const lines = await t.app.db.select().from(bizOrderLine).where(eq(bizOrderLine.orderId, orderId)).orderBy(bizOrderLine.lineNo);
    expect(lines.map((l) => [l.lineNo, l.itemNo, l.totalAmount, l.cartons])).toEqual([[1, 'IT-1', '11.00', 3], [2, 'IT-2', '11.00', 3], [3, 'IT-3', '11.00', 3]]);
    const orderHistory = await t.app.db.select().from(bizStatusHistory).where(eq(bizStatusHistory.entityId, orderId));
    expect(orderHistory.filter((h) => h.entity === 'order')).toMatchObject([{ field: 'customsStatus', fromStatus: '', toStatus: '0', remark: '预订单 / pre-order T-PASS-1', operBy: 'cs' }]);
    expect(await historyOf(a.preorderId)).toMatchObject([{ fromStatus: '0', toStatus: '1', toLabel: 'Passed', operBy: 'cs' }]);
  });

  it('the bonded status and warehouse-entry time entered on a pre-order travel to its order', async () => {
    const res = await p().call('POST', '/biz/preorder', preorderBody('T-BONDED-1', 1, { bondedStatus: '0', toWarehouseTime: '2026-12-01 09:30:00' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ bondedStatus: '0', toWarehouseTime: '2026-12-01 09:30:00' });
    const moved = await p().move(res.json().data.preorderId, '1', '', cs);
    const order = (await p().call('GET', `/biz/order/${moved.json().data.orderId}`)).json().data;
    expect(order).toMatchObject({ bondedStatus: '0', toWarehouseTime: '2026-12-01 09:30:00' });
    const bad = await p().call('POST', '/biz/preorder', preorderBody('T-BONDED-2', 1, { bondedStatus: '7' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.join(' ').replaceAll('/', '.')).toContain('bondedStatus');
  });

  it('refuses illegal moves with 409 and changes nothing', async () => {
    const passed = await p().create('T-ILL-1');
    await p().move(passed.preorderId, '1');
    const notPassed = await p().create('T-ILL-2');
    await p().move(notPassed.preorderId, '2', 'why');
    const fresh = await p().create('T-ILL-3');
    const orders = (await t.app.db.select().from(bizOrder)).length;
    for (const [id, to] of [[passed.preorderId, '2'], [passed.preorderId, '1'], [passed.preorderId, '0'], [notPassed.preorderId, '1'], [notPassed.preorderId, '0'], [fresh.preorderId, '0']] as const) {
      const before = await stored(id);
      const res = await p().move(id, to, 'x', { ...admin, 'accept-language': 'en' });
      expect(res.statusCode, `${id} → ${to}`).toBe(409);
      expect(await stored(id)).toEqual(before);
    }
    expect((await p().move(passed.preorderId, '2', 'x', { ...admin, 'accept-language': 'en' })).json().msg).toBe('A pre-order that is "Passed" cannot be set to "Not passed"');
    // a stale version
    expect((await p().move(fresh.preorderId, '1', '', admin, fresh.version + 5)).statusCode).toBe(409);
    expect((await t.app.db.select().from(bizOrder)).length).toBe(orders);
    expect((await p().move(999999, '1')).statusCode).toBe(404);
    expect((await p().move(fresh.preorderId, '9')).statusCode).toBe(400);
  });

  it('of two checkers at once, one wins and the other gets 409; exactly one order exists', async () => {
    const a = await p().create('T-RACE-1');
    const results = await Promise.all([p().move(a.preorderId, '1', '', cs), p().move(a.preorderId, '1', '', admin)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(bizOrder).where(eq(bizOrder.orderNo, 'T-RACE-1'))).toHaveLength(1);
    const b = await p().create('T-RACE-2');
    const mixed = await Promise.all([p().move(b.preorderId, '1', '', cs), p().move(b.preorderId, '2', 'no', admin)]);
    expect(mixed.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await historyOf(b.preorderId)).toHaveLength(1);
  });

  it('a passed pre-order can be neither edited nor deleted; others are deleted', async () => {
    const a = await p().create('T-DEL-1');
    await p().move(a.preorderId, '1');
    expect((await p().call('PUT', '/biz/preorder', { ...preorderBody('T-DEL-1'), preorderId: a.preorderId })).statusCode).toBe(409);
    const b = await p().create('T-DEL-2');
    const c = await p().create('T-DEL-3');
    expect((await p().call('DELETE', `/biz/preorder/${b.preorderId},${a.preorderId}`)).statusCode).toBe(409);
    expect(await stored(b.preorderId)).toBeDefined();
    expect((await p().call('DELETE', `/biz/preorder/${b.preorderId},${c.preorderId}`)).statusCode).toBe(200);
    expect(await stored(b.preorderId)).toBeUndefined();
    expect((await p().call('DELETE', `/biz/preorder/${b.preorderId}`)).statusCode).toBe(404);
  });
});

describe('permissions per role', () => {
  it('cs enters and checks pre-orders; customs may not check or even list them; lhy nothing', async () => {
    const a = await p().create('T-ROLE-1', 1, cs);
    expect((await p().list('?orderNo=T-ROLE', cs)).total).toBe(1);
    for (const headers of [customs, lhy]) {
      expect((await p().move(a.preorderId, '1', '', headers)).statusCode).toBe(403);
      expect((await p().call('GET', '/biz/preorder/list', undefined, headers)).statusCode).toBe(403);
      expect((await p().call('GET', `/biz/preorder/${a.preorderId}/history`, undefined, headers)).statusCode).toBe(403);
      expect((await p().call('POST', '/biz/preorder', preorderBody('T-ROLE-2'), headers)).statusCode).toBe(403);
    }
    expect((await stored(a.preorderId)).checkStatus).toBe('0');
    expect((await p().move(a.preorderId, '1', '', cs)).statusCode).toBe(200);
  });
});

describe('seedPreorderDemo', () => {
  it('seeds pre-orders at every check status; passed ones have their orders, not passed ones their reasons', async () => {
    const { seedPreorderDemo } = await import('../../server/demo/preorder.js');
    // the lead may already run it from seed-demo.ts
    if (!(await p().list('?orderNo=PO2611')).total) {
      const started = Date.now();
      await seedPreorderDemo(t.app.db);
      expect(Date.now() - started).toBeLessThan(3000);
    }
    const { rows } = await p().list('?orderNo=PO2611&pageSize=100');
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const by = (s: string) => rows.filter((r) => r.checkStatus === s);
    expect(by('0').length).toBeGreaterThan(0);
    expect(by('2').every((r) => r.checkRemark)).toBe(true);
    for (const r of by('1')) {
      const [order] = await t.app.db.select().from(bizOrder).where(eq(bizOrder.orderId, r.orderId as number));
      expect(order).toMatchObject({ orderNo: r.orderNo, preorderId: r.preorderId, nbOfCartons: r.nbOfCartons });
      expect((await historyOf(r.preorderId)).map((h) => h.toStatus)).toEqual(['1']);
    }
    const edited = rows.find((r) => r.checkStatus === '0' && r.version === 2)!;
    expect((await historyOf(edited.preorderId)).map((h) => h.remark)).toEqual([expect.any(String), 'edited']);
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FILING_MOVE_FIELDS } from '../../contract/filing.js';
import { bizFiling } from '../../server/modules/filing/table.js';
import { admin, call, cs, customs, lhy, t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';
import { filingOf, forceStatus, historyRows, makeOrder, orderOf } from './filing-fixtures.js';
import { scopedUser } from './scope-fixtures.js';
import { seedFilingDemo } from '../../server/demo/filing.js';
import { sheetValues } from './xlsx.js';

useTestApp({ logins: ['admin', 'cs', 'customs', 'lhy'], as: 'cs', lang: 'en' });

const newFiling = async (extra: object = {}, orderValues: object = {}) => {
  const order = await makeOrder(t, orderValues);
  const res = await call('POST', '/biz/filing', { orderId: order.orderId, qdNumber: `QD-${order.orderId}`, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return { order, filing: res.json().data as { filingId: number; version: number } };
};
/** Customs release carries its declaration (FILING_MOVE_FIELDS): given with every move to passed here; the test of that rule sends it empty. */
const DECLARED = { customsDeclarationNumber: '531620261000000001', auditDate: '2026-11-30 10:00:00' };
const move = (id: number, to: string, headers: Record<string, string>, extra: object = {}) =>
  call('PUT', `/biz/filing/${id}/status`, { to, ...(to === '5' ? { fields: DECLARED } : {}), ...extra }, headers);
const PHOTO = '/profile/upload/2024/05/01/0f1e2d3c-aaaa-bbbb-cccc-111122223333.jpg';

describe('POST /biz/filing', () => {
  it('files an order, owned by the caller, pending submission', async () => {
    const { order, filing } = await newFiling({ customsBrokerCode: 'B1', auditDate: '2024-05-01', actItemNo: 12, reviewPhotos: PHOTO });
    expect(filing).toMatchObject({ orderId: order.orderId, orderNo: order.orderNo, buyer: order.buyer, customsStatus: '0', version: 0, customsBrokerCode: 'B1', auditDate: '2024-05-01 00:00:00', actItemNo: 12, reviewPhotos: PHOTO, createBy: 'cs' });
    const stored = await filingOf(t, filing.filingId);
    expect(stored).toMatchObject({ deptId: 101, customsStatus: '0' });
  });

  it('refuses bad input 400 naming the field, storing nothing', async () => {
    const order = await makeOrder(t);
    const cases: [object, string][] = [
      [{}, 'orderId'],
      [{ orderId: order.orderId, reviewPhotos: '/etc/passwd' }, 'reviewPhotos'],
      [{ orderId: order.orderId, auditDate: 'yesterday' }, 'auditDate'],
      [{ orderId: order.orderId, actItemNo: -1 }, 'actItemNo'],
      [{ orderId: order.orderId, qdNumber: 'x'.repeat(51) }, 'qdNumber'],
      [{ orderId: 99_999_999 }, 'orderId'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/biz/filing', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.join(' ')).toContain(field);
    }
    expect((await call('GET', `/biz/filing/list?orderId=${order.orderId}`)).json().total).toBe(0);
  });

  it('refuses a second filing while one is open (409), allows one after "not passed"', async () => {
    const { order, filing } = await newFiling();
    const again = await call('POST', '/biz/filing', { orderId: order.orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain(order.orderNo);
    // two at once for a fresh order: one wins
    const fresh = await makeOrder(t);
    const both = await Promise.all([call('POST', '/biz/filing', { orderId: fresh.orderId }), call('POST', '/biz/filing', { orderId: fresh.orderId })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await forceStatus(t, filing.filingId, '4');
    expect((await call('POST', '/biz/filing', { orderId: order.orderId })).statusCode).toBe(200);
    expect((await call('GET', `/biz/filing/list?orderId=${order.orderId}`)).json().total).toBe(2);
  });

  it('refuses a non-bonded order 409: its goods are not declared to customs (README: only bonded goods are under customs)', async () => {
    const order = await makeOrder(t, { bondedStatus: '0' });
    const res = await call('POST', '/biz/filing', { orderId: order.orderId });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('non-bonded');
    expect((await call('GET', `/biz/filing/list?orderId=${order.orderId}`)).json().total).toBe(0);
  });

  it('refuses an ended order 409 and an order outside the data scope 400', async () => {
    const over = await makeOrder(t, { overState: '1' });
    expect((await call('POST', '/biz/filing', { orderId: over.orderId })).statusCode).toBe(409);
    // a user who sees only their own data cannot file cs's order
    const own = await scopedUser(t, { deptId: 101, dataScope: '5', menus: [2000, 2004, 2130, 2131, 2132, 2133] });
    const order = await makeOrder(t);
    const res = await call('POST', '/biz/filing', { orderId: order.orderId }, own.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.join(' ')).toContain('orderId');
    const mine = await makeOrder(t, { userId: own.userId });
    expect((await call('POST', '/biz/filing', { orderId: mine.orderId }, own.headers)).statusCode).toBe(200);
    // and sees only that filing
    expect((await call('GET', '/biz/filing/list', undefined, own.headers)).json().total).toBe(1);
  });

  it('is refused to customs and lhy (403)', async () => {
    const order = await makeOrder(t);
    expect((await call('POST', '/biz/filing', { orderId: order.orderId }, customs)).statusCode).toBe(403);
    expect((await call('POST', '/biz/filing', { orderId: order.orderId }, lhy)).statusCode).toBe(403);
  });
});

describe('GET /biz/filing/list and {id}', () => {
  it('filters by order number, QD number, broker, status and both date ranges, with order fields', async () => {
    const { order, filing } = await newFiling({ qdNumber: 'QD-LIST-7', customsBrokerCode: 'BRK-LIST', customsDeclarationNumber: 'DEC-LIST', auditDate: '2020-03-04 10:00:00' });
    const list = async (q: string, headers = cs) => (await call('GET', `/biz/filing/list?${q}`, undefined, headers)).json();
    expect((await list(`orderNo=${order.orderNo}`)).rows).toEqual([expect.objectContaining({ filingId: filing.filingId, orderNo: order.orderNo, buyer: order.buyer })]);
    expect((await list('qdNumber=qd-list-7')).total).toBe(1);
    expect((await list('customsBrokerCode=BRK-LIST&customsDeclarationNumber=DEC-LIST')).total).toBe(1);
    expect((await list('qdNumber=QD-LIST-7&customsStatus=1,2')).total).toBe(0);
    expect((await list('qdNumber=QD-LIST-7&customsStatus=0')).total).toBe(1);
    expect((await list('qdNumber=QD-LIST-7&params%5BbeginAuditDate%5D=2020-03-04&params%5BendAuditDate%5D=2020-03-04')).total).toBe(1);
    expect((await list('qdNumber=QD-LIST-7&params%5BbeginAuditDate%5D=2020-03-05')).total).toBe(0);
    expect((await list('qdNumber=QD-LIST-7&params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).total).toBe(0);
    expect((await list('qdNumber=QD-LIST-7', customs)).total).toBe(1);
    const sorted = await list('orderByColumn=orderNo&isAsc=ascending&pageSize=500');
    const nos = sorted.rows.map((r: { orderNo: string }) => r.orderNo);
    expect(nos).toEqual([...nos].sort());
    expect((await call('GET', '/biz/filing/list?orderByColumn=version')).statusCode).toBe(400);
    expect((await call('GET', '/biz/filing/list?customsStatus=9')).statusCode).toBe(400);
    expect((await call('GET', '/biz/filing/list', undefined, lhy)).statusCode).toBe(403);
  });

  it('GET {id} answers the filing, 404 when missing or out of scope', async () => {
    const { filing } = await newFiling();
    expect((await call('GET', `/biz/filing/${filing.filingId}`, undefined, customs)).json().data).toMatchObject({ filingId: filing.filingId, customsStatus: '0' });
    expect((await call('GET', '/biz/filing/99999999')).statusCode).toBe(404);
    const own = await scopedUser(t, { deptId: 101, dataScope: '5', menus: [2000, 2004, 2130] });
    expect((await call('GET', `/biz/filing/${filing.filingId}`, undefined, own.headers)).statusCode).toBe(404);
  });

  it('POST export answers a workbook with statuses labelled', async () => {
    await newFiling({ qdNumber: 'QD-EXPORT-1' });
    const res = await t.app.inject({ method: 'POST', url: '/api/biz/filing/export', headers: { ...customs, 'accept-language': 'en' }, payload: { qdNumber: 'QD-EXPORT-1' } });
    expect(res.statusCode).toBe(200);
    const rows = await sheetValues(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('QD number');
    expect(rows[1]).toContain('Pending submission');
  });
});

describe('PUT /biz/filing', () => {
  it('cs edits every field while pending submission or not passed', async () => {
    const { filing } = await newFiling();
    const res = await call('PUT', '/biz/filing', { filingId: filing.filingId, qdNumber: 'QD-EDITED', signTime: '2024-06-01 08:30:00', actItemNo: 40, reviewPhotos: `${PHOTO},${PHOTO.replace('jpg', 'png')}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ qdNumber: 'QD-EDITED', signTime: '2024-06-01 08:30:00', actItemNo: 40, updateBy: 'cs' });
    await forceStatus(t, filing.filingId, '4');
    expect((await call('PUT', '/biz/filing', { filingId: filing.filingId, signTime: '' })).json().data.signTime).toBeNull();
    const bad = await call('PUT', '/biz/filing', { filingId: filing.filingId, reviewPhotos: 'http://evil/x.jpg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.join(' ')).toContain('reviewPhotos');
  });

  it('refuses edits in the wrong status: cs while customs holds it (409), anyone once submitted or passed (409)', async () => {
    const { filing } = await newFiling({ qdNumber: 'QD-KEEP' });
    for (const status of ['1', '2', '3', '5']) {
      await forceStatus(t, filing.filingId, status);
      const res = await call('PUT', '/biz/filing', { filingId: filing.filingId, qdNumber: 'QD-CHANGED' });
      expect(res.statusCode, status).toBe(409);
    }
    for (const status of ['1', '5']) {
      await forceStatus(t, filing.filingId, status);
      expect((await call('PUT', '/biz/filing', { filingId: filing.filingId, reviewNotes: 'x' }, customs)).statusCode).toBe(409);
    }
    expect((await filingOf(t, filing.filingId)).qdNumber).toBe('QD-KEEP');
  });

  it('customs edits its findings while reviewing or declaring, and nothing else', async () => {
    const { filing } = await newFiling({ qdNumber: 'QD-CUSTOMS', customsBrokerCode: 'BRK' });
    // customs holds no edit permission: not while cs prepares it
    expect((await call('PUT', '/biz/filing', { filingId: filing.filingId, reviewNotes: 'early' }, customs)).statusCode).toBe(403);
    for (const status of ['2', '3']) {
      await forceStatus(t, filing.filingId, status);
      const current = (await call('GET', `/biz/filing/${filing.filingId}`, undefined, customs)).json().data;
      // the dialog sends every field back; unchanged ones are fine
      const res = await call('PUT', '/biz/filing', { ...current, reviewNotes: `notes ${status}`, reviewPhotos: PHOTO, auditDate: '2024-07-01', customsDeclarationNumber: `DEC-${status}` }, customs);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ reviewNotes: `notes ${status}`, reviewPhotos: PHOTO, auditDate: '2024-07-01 00:00:00', customsDeclarationNumber: `DEC-${status}`, qdNumber: 'QD-CUSTOMS' });
      const locked = await call('PUT', '/biz/filing', { filingId: filing.filingId, qdNumber: 'QD-HIJACK', reviewNotes: 'n' }, customs);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().msg).toContain('qdNumber');
    }
    expect(await filingOf(t, filing.filingId)).toMatchObject({ qdNumber: 'QD-CUSTOMS', customsBrokerCode: 'BRK', reviewNotes: 'notes 3' });
    expect((await call('PUT', '/biz/filing', { filingId: filing.filingId, reviewNotes: 'x' }, lhy)).statusCode).toBe(403);
  });
});

describe('DELETE /biz/filing/{ids}', () => {
  it('deletes filings pending submission only; otherwise 409 and nothing deleted', async () => {
    const a = (await newFiling()).filing;
    const b = (await newFiling()).filing;
    await forceStatus(t, b.filingId, '1');
    const refused = await call('DELETE', `/biz/filing/${a.filingId},${b.filingId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain(String(b.filingId));
    expect(await filingOf(t, a.filingId)).toBeDefined();
    expect((await call('DELETE', `/biz/filing/${a.filingId}`, undefined, customs)).statusCode).toBe(403);
    expect((await call('DELETE', `/biz/filing/${a.filingId}`)).statusCode).toBe(200);
    expect(await filingOf(t, a.filingId)).toBeUndefined();
    expect((await call('DELETE', `/biz/filing/${a.filingId}`)).statusCode).toBe(404);
  });
});

describe('PUT /biz/filing/{id}/status', () => {
  it('walks every legal move with the right role; the order follows in its own history', async () => {
    const { order, filing } = await newFiling();
    const id = filing.filingId;
    const ok = async (to: string, headers: Record<string, string>, remark?: string) => {
      const res = await move(id, to, headers, { remark });
      expect(res.statusCode, `→${to}: ${res.body}`).toBe(200);
      expect(res.json().data).toMatchObject({ to, filing: { customsStatus: to } });
    };
    await ok('1', cs);
    expect(await orderOf(t, order.orderId)).toMatchObject({ customsStatus: '1', editStatus: '1' });
    await ok('2', customs);
    await ok('3', customs);
    await ok('4', customs, 'HS code does not match');
    // not passed: the order stays in customs
    expect((await orderOf(t, order.orderId)).customsStatus).toBe('1');
    await ok('0', cs, 'corrected');
    expect((await orderOf(t, order.orderId)).editStatus).toBe('0');
    await ok('1', cs);
    expect((await orderOf(t, order.orderId)).editStatus).toBe('1');
    await ok('2', customs);
    await ok('3', customs);
    await ok('5', customs);
    expect((await orderOf(t, order.orderId)).customsStatus).toBe('2');

    const steps = (await historyRows(t, 'filing', id)).map((h) => `${h.fromStatus}>${h.toStatus}:${h.operBy}`);
    expect(steps).toEqual(['0>1:cs', '1>2:customs', '2>3:customs', '3>4:customs', '4>0:cs', '0>1:cs', '1>2:customs', '2>3:customs', '3>5:customs']);
    const orderSteps = (await historyRows(t, 'order', order.orderId)).map((h) => `${h.field}:${h.fromStatus}>${h.toStatus}:${h.operBy}`);
    expect(orderSteps).toEqual(['customsStatus:0>1:cs', 'customsStatus:1>2:customs']);
    expect((await filingOf(t, id)).version).toBe(9);

    const history = (await call('GET', `/biz/filing/${id}/history`, undefined, customs)).json().data;
    expect(history[3]).toMatchObject({ fromLabel: 'In customs declaration', toLabel: 'Not passed', remark: 'HS code does not match', operBy: 'customs' });
    const zh = (await call('GET', `/biz/filing/${id}/history`, undefined, cs, 'zh')).json().data;
    expect(zh.at(-1)).toMatchObject({ fromLabel: '报关中', toLabel: '已通关' });
    expect((await call('GET', `/biz/filing/${id}/history`, undefined, lhy)).statusCode).toBe(403);
  });

  it('refuses illegal moves 409, changing nothing', async () => {
    const { order, filing } = await newFiling();
    const id = filing.filingId;
    for (const [to, headers] of [['5', admin], ['3', customs], ['4', customs], ['0', cs]] as const) {
      const res = await move(id, to, headers, { remark: 'r' });
      expect(res.statusCode, `0→${to}`).toBe(409);
    }
    expect(await filingOf(t, id)).toMatchObject({ customsStatus: '0', version: 0 });
    expect(await historyRows(t, 'filing', id)).toHaveLength(0);
    expect(await orderOf(t, order.orderId)).toMatchObject({ customsStatus: '0', editStatus: '0' });
    await forceStatus(t, id, '5');
    expect((await move(id, '4', customs, { remark: 'late' })).statusCode).toBe(409);
    expect((await move(id, '9', customs)).statusCode).toBe(400);
  });

  it('refuses the wrong role 403: cs reviewing, customs submitting, lhy anything', async () => {
    const { order, filing } = await newFiling();
    const id = filing.filingId;
    expect((await move(id, '1', customs)).statusCode).toBe(403);
    expect((await move(id, '1', lhy)).statusCode).toBe(403);
    expect((await move(id, '1', cs)).statusCode).toBe(200);
    expect((await move(id, '2', cs)).statusCode).toBe(403);
    expect((await move(id, '2', customs)).statusCode).toBe(200);
    expect((await move(id, '3', cs)).statusCode).toBe(403);
    expect((await move(id, '3', customs)).statusCode).toBe(200);
    expect((await move(id, '5', cs)).statusCode).toBe(403);
    expect((await move(id, '4', cs, { remark: 'x' })).statusCode).toBe(403);
    expect((await move(id, '4', customs, { remark: 'x' })).statusCode).toBe(200);
    expect((await move(id, '0', customs)).statusCode).toBe(403);
    expect(await filingOf(t, id)).toMatchObject({ customsStatus: '4', version: 4 });
    expect((await orderOf(t, order.orderId)).customsStatus).toBe('1');
  });

  it('refuses every move whose required fields are empty, 400 naming each in both languages, changing nothing', async () => {
    // generated from the contract's table: a move that comes to require a field is covered unasked
    const required = Object.entries(FILING_MOVE_FIELDS);
    expect(required.map(([move]) => move)).toContain('3>5');
    for (const [step, fields] of required) {
      const [from, to] = step.split('>');
      for (const { name } of fields!) {
        const { order, filing } = await newFiling();
        await forceStatus(t, filing.filingId, from);
        const empty = { ...DECLARED, [name]: '' };
        for (const lang of ['en', 'zh'] as const) {
          const res = await call('PUT', `/biz/filing/${filing.filingId}/status`, { to, fields: empty }, customs, lang);
          expect(res.statusCode, `${step} without ${name}`).toBe(400);
          expect(res.json().fields).toEqual([name]);
          expect(res.json().msg).toMatch(lang === 'en' ? /is required to move the filing to/ : /须先填写/);
        }
        expect(await filingOf(t, filing.filingId)).toMatchObject({ customsStatus: from, version: 0 });
        expect(await historyRows(t, 'filing', filing.filingId)).toHaveLength(0);
        expect((await orderOf(t, order.orderId)).customsStatus).toBe('0');
      }
    }
  });

  it('releases with the declaration stored on the filing, or given with the move and stored with it', async () => {
    const { filing } = await newFiling();
    await forceStatus(t, filing.filingId, '3');
    const given = await call('PUT', `/biz/filing/${filing.filingId}/status`, { to: '5', fields: DECLARED }, customs);
    expect(given.statusCode, given.body).toBe(200);
    expect(await filingOf(t, filing.filingId)).toMatchObject({ customsStatus: '5', customsDeclarationNumber: DECLARED.customsDeclarationNumber });
    expect((await call('GET', `/biz/filing/${filing.filingId}`, undefined, customs)).json().data.auditDate).toBe(DECLARED.auditDate);
    const stored = await newFiling();
    await forceStatus(t, stored.filing.filingId, '3');
    await t.app.db.update(bizFiling).set({ customsDeclarationNumber: 'DN-STORED', auditDate: new Date() }).where(eq(bizFiling.filingId, stored.filing.filingId));
    expect((await call('PUT', `/biz/filing/${stored.filing.filingId}/status`, { to: '5' }, customs)).statusCode).toBe(200);
  });

  it('needs a reason for "not passed" (400 naming remark) and refuses a stale version 409', async () => {
    const { filing } = await newFiling();
    const id = filing.filingId;
    await forceStatus(t, id, '3');
    const res = await move(id, '4', customs, { remark: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.join(' ')).toContain('remark');
    expect((await move(id, '5', customs, { version: 7 })).statusCode).toBe(409);
    expect(await filingOf(t, id)).toMatchObject({ customsStatus: '3', version: 0 });
    expect((await move(id, '5', customs, { version: 0 })).statusCode).toBe(200);
  });

  it('lets one of two reviewers acting at once win; the other gets 409', async () => {
    const { filing } = await newFiling();
    const id = filing.filingId;
    await forceStatus(t, id, '2');
    const other = await loginAs(t.app, 'admin');
    const results = await Promise.all([move(id, '3', customs), move(id, '3', other)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await historyRows(t, 'filing', id)).toHaveLength(1);
    const decisions = await Promise.all([move(id, '5', customs, { version: 1 }), move(id, '4', other, { version: 1, remark: 'no' })]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await historyRows(t, 'filing', id)).toHaveLength(2);
  });

  it('answers 404 for a filing that does not exist', async () => {
    expect((await move(99_999_999, '1', cs)).statusCode).toBe(404);
  });
});

describe('seedFilingDemo', () => {
  it('files demo orders at statuses matching their customs status, with history, once', async () => {
    const orders = await Promise.all(['0', '0', '1', '1', '1', '1', '1', '2'].map((customsStatus) => makeOrder(t, { customsStatus })));
    const started = Date.now();
    await seedFilingDemo(t.app.db);
    expect(Date.now() - started).toBeLessThan(1000);
    const expected: Record<string, string[]> = { '0': ['0'], '1': ['1', '2', '3', '4'], '2': ['5'] };
    let filed = 0;
    for (const order of orders) {
      const rows = (await call('GET', `/biz/filing/list?orderId=${order.orderId}`, undefined, admin)).json().rows as { filingId: number; customsStatus: string; version: number }[];
      expect(rows.length).toBeLessThanOrEqual(1);
      if (!rows.length) continue;
      filed += 1;
      expect(expected[order.customsStatus]).toContain(rows[0].customsStatus);
      const history = await historyRows(t, 'filing', rows[0].filingId);
      expect(history).toHaveLength(rows[0].version);
      if (history.length) expect(history.at(-1)!.toStatus).toBe(rows[0].customsStatus);
    }
    expect(filed).toBeGreaterThanOrEqual(6);
    const before = (await call('GET', '/biz/filing/list', undefined, admin)).json().total;
    await seedFilingDemo(t.app.db);
    expect((await call('GET', '/biz/filing/list', undefined, admin)).json().total).toBe(before);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { admin, call, cs, customs, lhy, t, useTestApp } from './api.js';
import { clearanceOrder, pdfText, receive } from './clearance-fixtures.js';
import { historyRows, makeOrder } from './filing-fixtures.js';

useTestApp({ logins: ['admin', 'cs', 'customs', 'lhy'], as: 'customs', lang: 'en' });

const newClearance = async (orderIds: number[], extra: object = {}) => {
  const res = await call('POST', '/biz/clearance', { orderIds, mailTo: 'buyer@example.com', incoterm: 'FOB', incotermPlace: 'Shanghai', origin: '中国 China', paymentTerms: 'T/T 30 days', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { clearanceId: number; clearanceNo: string; version: number; fcrStatus: string; goodsReceived: boolean; linesComplete: boolean; orderNos: string };
};
const issue = (id: number, kind: string, headers = customs, lang = 'en') => call('POST', `/biz/clearance/${id}/documents`, { kind }, headers, lang);
const pdfOf = async (documentId: number) => {
  const res = await call('GET', `/biz/clearance/document/${documentId}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};
const flat = (text: string) => text.replace(/\s+/g, '');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('POST /biz/clearance', () => {
  it('takes orders of one buyer, numbered CL + day + id, unpaid and without FCR', async () => {
    const a = await clearanceOrder(t);
    const b = await clearanceOrder(t);
    const c = await newClearance([a.orderId, b.orderId]);
    expect(c).toMatchObject({ fcrStatus: '0', whetherToCharge: '0', buyer: '上海测试买家有限公司', goodsReceived: false, linesComplete: true, mailTo: 'buyer@example.com' });
    expect(c.clearanceNo).toMatch(/^CL\d{8}\d{5}$/);
    expect(c.orderNos.split(', ').sort()).toEqual([a.orderNo, b.orderNo].sort());
    const found = (await call('GET', `/biz/clearance/list?orderNo=${a.orderNo}`)).json();
    expect(found.rows.map((r: { clearanceId: number }) => r.clearanceId)).toEqual([c.clearanceId]);
    // each row carries its own orders, whatever else the page holds
    const other = await newClearance([(await clearanceOrder(t)).orderId]);
    const page = (await call('GET', '/biz/clearance/list?pageSize=100')).json().rows as { clearanceId: number; orderIds: number[] }[];
    expect(page.find((r) => r.clearanceId === c.clearanceId)?.orderIds).toEqual([a.orderId, b.orderId].sort((x, y) => x - y));
    expect(page.find((r) => r.clearanceId === other.clearanceId)?.orderIds).toHaveLength(1);
  });

  it('refuses bad input 400 naming the field, storing nothing', async () => {
    const order = await clearanceOrder(t);
    const other = await makeOrder(t, { buyer: 'Someone else' });
    const cases: [object, string][] = [
      [{}, 'orderIds'],
      [{ orderIds: [] }, 'orderIds'],
      [{ orderIds: [order.orderId], mailTo: 'not-an-address' }, 'mailTo'],
      [{ orderIds: [order.orderId], mailCc: 'a@b.com, <x>' }, 'mailCc'],
      [{ orderIds: [order.orderId], incoterm: 'XYZ' }, 'incoterm'],
      [{ orderIds: [order.orderId], attachments: '/etc/passwd' }, 'attachments'],
      [{ orderIds: [order.orderId, other.orderId] }, 'orderIds'],
      [{ orderIds: [99_999_999] }, 'orderIds'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/biz/clearance', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toContain(field);
    }
    expect((await call('GET', `/biz/clearance/list?orderNo=${order.orderNo}`)).json().total).toBe(0);
  });

  it('an order belongs to one clearance: a second is refused 409 naming it, and of two at once one wins', async () => {
    const order = await clearanceOrder(t);
    const first = await newClearance([order.orderId]);
    const again = await call('POST', '/biz/clearance', { orderIds: [order.orderId] });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain(first.clearanceNo);
    const fresh = await clearanceOrder(t);
    const both = await Promise.all([call('POST', '/biz/clearance', { orderIds: [fresh.orderId] }), call('POST', '/biz/clearance', { orderIds: [fresh.orderId] })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('documents', () => {
  it('drafts are numbered versions, never overwritten, each still downloadable as it was', async () => {
    const order = await clearanceOrder(t);
    const c = await newClearance([order.orderId]);
    const d1 = (await issue(c.clearanceId, 'fcr_draft')).json().data;
    const first = await pdfOf(d1.documentId);
    const d2res = await issue(c.clearanceId, 'fcr_draft');
    expect(d2res.statusCode, d2res.body).toBe(200);
    const d2 = d2res.json().data;
    expect([d1.versionNo, d2.versionNo]).toEqual([1, 2]);
    expect(d1.docNo).toBe(`FCR-${c.clearanceNo}-D1`);
    expect(sha(await pdfOf(d1.documentId))).toBe(sha(first));
    const docs = (await call('GET', `/biz/clearance/${c.clearanceId}/documents`)).json().data;
    expect(docs.map((d: { docNo: string }) => d.docNo)).toEqual([d2.docNo, d1.docNo]);
    const download = await call('GET', `/biz/clearance/document/${d1.documentId}?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''FCR-/);
    // a draft prints what the order announced, marked as a draft
    const text = await pdfText(first);
    expect(text).toContain('上海测试买家有限公司');
    expect(text).toContain(order.orderNo);
    expect(text).toMatch(/DRAFT/);
    const row = (await call('GET', `/biz/clearance/${c.clearanceId}`)).json().data;
    expect(row.fcrStatus).toBe('1');
    expect((await historyRows(t, 'clearance', c.clearanceId)).map((h) => [h.field, h.fromStatus, h.toStatus])).toEqual([['fcrStatus', '0', '1']]);
  });

  it('the final FCR waits for the goods, then prints the received figures, not the announced ones', async () => {
    const order = await clearanceOrder(t);
    const c = await newClearance([order.orderId]);
    const early = await issue(c.clearanceId, 'fcr_final');
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe(`The goods are not received yet, so no final FCR: ${order.orderNo}`);
    expect((await issue(c.clearanceId, 'fcr_final', customs, 'zh')).json().msg).toBe(`订单尚未收货，不能出具 FCR 正本：${order.orderNo}`);
    await receive(t, order.orderId, { boxes: 11, weight: '251.5', cube: '3.620', dims: '120×100×160 cm ×2托', diffFlags: 'boxes,weight' });
    expect((await call('GET', `/biz/clearance/${c.clearanceId}`)).json().data.goodsReceived).toBe(true);
    const final = await issue(c.clearanceId, 'fcr_final');
    expect(final.statusCode, final.body).toBe(200);
    const text = await pdfText(await pdfOf(final.json().data.documentId));
    expect(text).toContain('251.500');
    expect(text).toContain('3.620');
    expect(text).toContain('120×100×160 cm ×2托');
    expect(text).toMatch(/\b11\b/);
    expect(text).not.toMatch(/DRAFT/);
    // the differences found at receipt are on it, beside what was announced
    expect(text).toContain('Differences found at receipt');
    expect(text).toContain('announced 12 CTNS');
    expect((await call('GET', `/biz/clearance/${c.clearanceId}`)).json().data.fcrStatus).toBe('2');
    // once final, no more drafts; a correction is a new final naming the one it replaces
    const draft = await issue(c.clearanceId, 'fcr_draft');
    expect(draft.statusCode).toBe(409);
    const corrected = (await issue(c.clearanceId, 'fcr_final')).json().data;
    expect(corrected).toMatchObject({ versionNo: 2, replacesId: final.json().data.documentId, docNo: `FCR-${c.clearanceNo}-F2` });
    expect(flat(await pdfText(await pdfOf(corrected.documentId)))).toContain(`replacesFCR-${c.clearanceNo}-F1`);
  });

  it('the invoice waits for complete lines, then agrees with the order: one line per goods line, totals per currency', async () => {
    const order = await clearanceOrder(t);
    const bare = await makeOrder(t, { buyer: '上海测试买家有限公司' });
    const c = await newClearance([order.orderId, bare.orderId]);
    expect(c.linesComplete).toBe(false);
    const refused = await issue(c.clearanceId, 'invoice');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain(bare.orderNo);
    const done = await newClearance([(await clearanceOrder(t)).orderId]);
    const invoice = await issue(done.clearanceId, 'invoice');
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().data.docNo).toBe(`INV-${done.clearanceNo}-1`);
    // a narrow cell may wrap a long number: compare without the spaces the wraps leave
    const text = flat(await pdfText(await pdfOf(invoice.json().data.documentId)));
    for (const s of ['上海测试买家有限公司', '棉质T恤', 'Woolscarf', '6109100010', '4203290000', 'Total840.00USD', 'Total240.00EUR', 'FOBShanghai', 'T/T30days', '91310115MA1K000000']) expect(text).toContain(s);
    expect((await call('GET', `/biz/clearance/${done.clearanceId}`)).json().data.invoiceNo).toBe(`INV-${done.clearanceNo}-1`);
  });

  it('two people issuing at once get consecutive versions', async () => {
    const c = await newClearance([(await clearanceOrder(t)).orderId]);
    const both = await Promise.all([issue(c.clearanceId, 'fcr_draft'), issue(c.clearanceId, 'fcr_draft', cs)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().data.versionNo).sort()).toEqual([1, 2]);
  });
});

describe('paid / unpaid', () => {
  it('unpaid → paid → unpaid, each with who and when in the history; a stale or illegal move is 409', async () => {
    const c = await newClearance([(await clearanceOrder(t)).orderId]);
    const paid = await call('PUT', `/biz/clearance/${c.clearanceId}/charge`, { to: '1', version: c.version });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.clearance).toMatchObject({ whetherToCharge: '1', chargeBy: 'customs' });
    expect((await call('PUT', `/biz/clearance/${c.clearanceId}/charge`, { to: '1' })).statusCode).toBe(409);
    expect((await call('PUT', `/biz/clearance/${c.clearanceId}/charge`, { to: '0', version: c.version })).statusCode).toBe(409);
    const unpaid = await call('PUT', `/biz/clearance/${c.clearanceId}/charge`, { to: '0', remark: 'refunded', version: c.version + 1 }, cs);
    expect(unpaid.json().data.clearance).toMatchObject({ whetherToCharge: '0', chargeBy: 'cs' });
    const history = (await call('GET', `/biz/clearance/${c.clearanceId}/history`)).json().data;
    expect(history.map((h: { fromLabel: string; toLabel: string; operBy: string; remark: string }) => [h.fromLabel, h.toLabel, h.operBy, h.remark])).toEqual([
      ['Unpaid', 'Paid', 'customs', ''],
      ['Paid', 'Unpaid', 'cs', 'refunded'],
    ]);
  });
});

describe('access and deletion', () => {
  it('the warehouse role has no clearance; the list, exports and documents follow the data scope', async () => {
    expect((await call('GET', '/biz/clearance/list', undefined, lhy)).statusCode).toBe(403);
    const c = await newClearance([(await clearanceOrder(t)).orderId]);
    expect((await call('GET', `/biz/clearance/${c.clearanceId}`, undefined, admin)).statusCode).toBe(200);
    const exported = await call('GET', `/biz/clearance/export?clearanceNo=${c.clearanceNo}`, undefined, cs);
    expect(exported.statusCode).toBe(200);
  });

  it('a clearance that issued a document cannot be deleted; an untouched one can', async () => {
    const used = await newClearance([(await clearanceOrder(t)).orderId]);
    await issue(used.clearanceId, 'fcr_draft');
    const refused = await call('DELETE', `/biz/clearance/${used.clearanceId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain(used.clearanceNo);
    const order = await clearanceOrder(t);
    const fresh = await newClearance([order.orderId]);
    expect((await call('DELETE', `/biz/clearance/${fresh.clearanceId}`)).statusCode).toBe(200);
    // its order is free again
    await newClearance([order.orderId]);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, customs, t, useTestApp } from './api.js';
import { clearanceOrder, pdfPages, receive, receiveTogether } from './clearance-fixtures.js';
import { bizOrder } from '../../server/modules/order/table.js';

useTestApp({ logins: ['customs'], as: 'customs', lang: 'en' });

const newClearance = async (orderIds: number[]) => {
  const res = await call('POST', '/biz/clearance', { orderIds, mailTo: 'buyer@example.com', incoterm: 'FOB', incotermPlace: 'Shanghai' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { clearanceId: number; clearanceNo: string };
};
const issue = (id: number, kind: string, lang = 'en') => call('POST', `/biz/clearance/${id}/documents`, { kind }, customs, lang);
/** Issues a version and reads its PDF back, page by page. */
const issued = async (id: number, kind: string) => {
  const res = await issue(id, kind);
  expect(res.statusCode, res.body).toBe(200);
  const pdf = await call('GET', `/biz/clearance/document/${res.json().data.documentId}`);
  expect(pdf.statusCode).toBe(200);
  return pdfPages(pdf.rawPayload);
};
// a narrow cell or a long note wraps: compare without the spaces the wraps leave
const flat = (text: string) => text.replace(/\s+/g, '');
/** The FCR's "apparent condition" note, up to the line that always follows it. */
const condition = (text: string) => {
  const from = text.indexOf('外观状况');
  expect(from, text).toBeGreaterThanOrEqual(0);
  return text.slice(from, text.indexOf('本凭证不是物权凭证', from));
};
// each order: 12 cartons, 240 kg, 3.5 m³ announced (clearanceOrder)
const asAnnounced = (orderId: number) => ({ orderId, boxes: 12, weight: '240', cube: '3.5' });

describe('final FCR and invoice: each order by its own receipt lines', () => {
  it('of two orders on one truck, only the one short of weight shows a difference; the other is in good order', async () => {
    const light = await clearanceOrder(t);
    const exact = await clearanceOrder(t);
    const alone = await clearanceOrder(t);
    // one receipt brings all three; the appointment is flagged "weight" for the light one's sake
    await receiveTogether(t, [{ ...asAnnounced(light.orderId), weight: '236.4' }, asAnnounced(exact.orderId), asAnnounced(alone.orderId)], { diffFlags: 'weight', dims: '120×100×160 cm ×3托' });
    const both = await newClearance([light.orderId, exact.orderId]);
    const text = flat((await issued(both.clearanceId, 'fcr_final')).join('\n'));
    // the table prints each order's own received figures, and their sum
    expect(text).toContain('236.400');
    expect(text).toContain('240.000');
    expect(text).toContain('476.400');
    const note = condition(text);
    expect(note).toContain(`Differencesfoundatreceipt—${light.orderNo}:重量weight(预报announced12CTNS/240.000kg/3.500CBM)`);
    expect(note).not.toContain(exact.orderNo);
    expect(note).not.toContain('cartons');
    expect(note).not.toContain('volume');
    // an order delivered as announced, on the same flagged truck, is in apparent good order
    const single = await newClearance([alone.orderId]);
    const good = condition(flat((await issued(single.clearanceId, 'fcr_final')).join('\n')));
    expect(good).toContain('Inapparentgoodorderandcondition');
    expect(good).not.toContain('Differences');
    // the invoice is the orders' own goods lines, each order's under its number: what was announced, not received
    const invoice = flat((await issued(both.clearanceId, 'invoice')).join('\n'));
    for (const s of [light.orderNo, exact.orderNo, 'Total1,680.00USD', 'Total480.00EUR', '480.000kg/24CTNS']) expect(invoice).toContain(s);
    expect(invoice).not.toContain('236.400');
    expect(invoice.split(light.orderNo)).toHaveLength(4);
    expect(invoice.split(exact.orderNo)).toHaveLength(4);
  });

  it('an order delivered in two parts is judged by the sum of its own receipt lines, whatever each truck was flagged', async () => {
    const split = await clearanceOrder(t);
    // each part alone differs from the order in everything, and its appointment says so
    await receiveTogether(t, [{ orderId: split.orderId, boxes: 7, weight: '140', cube: '2' }], { diffFlags: 'boxes,weight,cube' });
    await receiveTogether(t, [{ orderId: split.orderId, boxes: 5, weight: '100', cube: '1.5' }], { diffFlags: 'boxes,weight,cube' });
    const c = await newClearance([split.orderId]);
    const text = flat((await issued(c.clearanceId, 'fcr_final')).join('\n'));
    expect(text).toContain('240.000');
    expect(condition(text)).toContain('Inapparentgoodorderandcondition');
  });
});

describe('the reasons given at receipt (issue 46)', () => {
  it('reach the final FCR in both languages with the counter\'s note, for each order its own; an order delivered as announced stays in good order', async () => {
    const short = await clearanceOrder(t);
    const other = await clearanceOrder(t);
    const exact = await clearanceOrder(t);
    await receiveTogether(
      t,
      [
        { orderId: short.orderId, boxes: 10, weight: '200', cube: '3.5', diffReason: 'damaged', diffNote: 'two cartons crushed' },
        { ...asAnnounced(exact.orderId) },
      ],
      { diffFlags: 'boxes,weight' },
    );
    // two trucks of 6 cartons each, one over and one short: the order's sums even out, the reasons still stand
    await receiveTogether(t, [{ orderId: other.orderId, boxes: 7, weight: '140', cube: '2', diffReason: 'over' }], { diffFlags: 'boxes,weight,cube' });
    await receiveTogether(t, [{ orderId: other.orderId, boxes: 5, weight: '100', cube: '1.5', diffReason: 'other', diffNote: 'one carton sent back' }], { diffFlags: 'boxes,weight,cube' });
    const c = await newClearance([short.orderId, other.orderId, exact.orderId]);
    const note = condition(flat((await issued(c.clearanceId, 'fcr_final')).join('\n')));
    expect(note).toContain(`${short.orderNo}:箱数cartons,重量weight(预报announced12CTNS/240.000kg/3.500CBM)原因reason:破损Damaged(twocartonscrushed)`);
    expect(note).toContain(`${other.orderNo}:原因reason:多出Over,其他Other(onecartonsentback)`);
    expect(note).not.toContain(exact.orderNo);
  });
});

describe('the DRAFT stamp', () => {
  it('leaves the layout alone: a one-order draft is one page, as is its final', async () => {
    const order = await clearanceOrder(t);
    const c = await newClearance([order.orderId]);
    const draft = await issued(c.clearanceId, 'fcr_draft');
    expect(draft).toHaveLength(1);
    // everything on that page: the stamp, the order, the closing line and the page number
    const page = flat(draft[0]);
    for (const s of ['DRAFT', order.orderNo, '本凭证不是物权凭证', `FCR-${c.clearanceNo}-D1·1/1`]) expect(page).toContain(s);
    const pair = await newClearance([(await clearanceOrder(t)).orderId, (await clearanceOrder(t)).orderId]);
    expect(await issued(pair.clearanceId, 'fcr_draft')).toHaveLength(1);
    await receive(t, order.orderId, { boxes: 12, weight: '240', cube: '3.5' });
    expect(await issued(c.clearanceId, 'fcr_final')).toHaveLength(1);
  });
});

describe('a final FCR without a receipt behind an order', () => {
  it('is refused naming the order, in both languages; the draft still prints; once received, the final is made', async () => {
    const received = await clearanceOrder(t);
    const marked = await clearanceOrder(t);
    await receive(t, received.orderId, { boxes: 12, weight: '240', cube: '3.5' });
    // "delivery completed" with no appointment received behind it
    await t.app.db.update(bizOrder).set({ transportStatus: '2' }).where(eq(bizOrder.orderId, marked.orderId));
    const c = await newClearance([received.orderId, marked.orderId]);
    expect((await call('GET', `/biz/clearance/${c.clearanceId}`)).json().data.goodsReceived).toBe(false);
    const refused = await issue(c.clearanceId, 'fcr_final');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(`No receipt (an appointment "received") stands behind these orders, so no final FCR: ${marked.orderNo}`);
    expect((await issue(c.clearanceId, 'fcr_final', 'zh')).json().msg).toBe(`以下订单没有收货记录（预约单"已收货"），不能出具 FCR 正本：${marked.orderNo}`);
    expect(await issued(c.clearanceId, 'fcr_draft')).toHaveLength(1);
    // nothing of the refused finals was kept
    const versions = (await call('GET', `/biz/clearance/${c.clearanceId}/documents`)).json().data as { kind: string }[];
    expect(versions.map((v) => v.kind)).toEqual(['fcr_draft']);
    expect((await call('GET', `/biz/clearance/${c.clearanceId}`)).json().data.fcrStatus).toBe('1');
    await receive(t, marked.orderId, { boxes: 12, weight: '240', cube: '3.5' });
    expect((await call('GET', `/biz/clearance/${c.clearanceId}`)).json().data.goodsReceived).toBe(true);
    const text = flat((await issued(c.clearanceId, 'fcr_final')).join('\n'));
    expect(text).toContain(marked.orderNo);
    expect(condition(text)).toContain('Inapparentgoodorderandcondition');
  });
});

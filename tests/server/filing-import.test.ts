import { describe, expect, it } from 'vitest';
import { admin, call, customs, uploadXlsx, useTestApp, t } from './api.js';
import { filingOf, forceStatus, makeOrder } from './filing-fixtures.js';
import { sheetTexts, sheetValues, xlsxOf } from './xlsx.js';

useTestApp({ logins: ['admin', 'cs', 'customs'], as: 'admin' });

const en = () => ({ ...admin, 'accept-language': 'en' });
const upload = (file: Buffer, query = '', headers = admin) => uploadXlsx(`/biz/filing/importData${query}`, file, headers);
const HEADER = ['订单号', 'QD号', '报关单号', '报关行代码', '审核备注', '确认送货时间', '实际件数'];
const filingsOf = async (orderNo: string) => (await call('GET', `/biz/filing/list?orderNo=${orderNo}`)).json().rows as Array<Record<string, unknown> & { filingId: number }>;

describe('filings from Excel: importTemplate, importData', () => {
  it('the template names the order and the typed fields, in the caller\'s language', async () => {
    const [header] = await sheetTexts((await call('GET', '/biz/filing/importTemplate', undefined, en())).rawPayload);
    expect(header).toEqual(['Order number', 'QD number', 'Declaration number', 'Broker code', 'Review notes', 'Audit date', 'Confirmed delivery', 'Actual items', 'Sign time']);
  });

  it('a filing pending submission for each order; unknown, ended, repeated and bad rows are named', async () => {
    const [a, b, over] = [await makeOrder(t), await makeOrder(t), await makeOrder(t, { overState: '1' })];
    const file = await xlsxOf(HEADER, [
      [a.orderNo, 'QD-1', '', 'BR-9', '首批', '2026-12-03 10:00', 12],
      [b.orderNo, 'QD-2'],
      ['NO-SUCH-ORDER', 'QD-3'],
      [over.orderNo, 'QD-4'],
      [a.orderNo, 'QD-5'],
      [b.orderNo.replace('FT', 'FX'), 'QD-6', '', '', '', '2026-02-30 10:00'],
    ]);
    const res = await upload(file, '', en());
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ inserted: 2, updated: 0, failed: 4 });
    expect(res.json().data.errors).toEqual([
      'row 4: Order number: Order "NO-SUCH-ORDER" does not exist or is outside your data scope',
      `row 5: Order number: The order "${over.orderNo}" has ended and can no longer be filed`,
      `row 6: Order number: order "${a.orderNo}" is already on row 2: one row per order`,
      expect.stringMatching(/^row 7: Confirmed delivery: /),
    ]);
    const [fa] = await filingsOf(a.orderNo);
    expect(fa).toMatchObject({ qdNumber: 'QD-1', customsBrokerCode: 'BR-9', reviewNotes: '首批', confirmDeliveryTime: '2026-12-03 10:00:00', actItemNo: 12, customsStatus: '0', createBy: 'admin' });
  });

  it('an order with an open filing: refused, or edited under the edit rules with "update existing"', async () => {
    const order = await makeOrder(t);
    await upload(await xlsxOf(HEADER, [[order.orderNo, 'QD-A']]));
    const refused = await upload(await xlsxOf(HEADER, [[order.orderNo, 'QD-B']]), '', en());
    expect(refused.json().data.errors).toEqual([`row 2: Order number: The order "${order.orderNo}" already has a filing in progress; a new one is possible only after it is not passed`]);
    const edited = await upload(await xlsxOf(HEADER, [[order.orderNo, 'QD-B', 'DEC-1']]), '?updateSupport=true');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ inserted: 0, updated: 1 });
    const [filing] = await filingsOf(order.orderNo);
    expect(filing).toMatchObject({ qdNumber: 'QD-B', customsDeclarationNumber: 'DEC-1', updateBy: 'admin' });

    // pending acceptance: nobody edits it, so neither does an import
    await forceStatus(t, filing.filingId, '1');
    const locked = await upload(await xlsxOf(HEADER, [[order.orderNo, 'QD-C']]), '?updateSupport=true', en());
    expect(locked.json().data.errors[0]).toMatch(new RegExp(`^row 2: ${order.orderNo}: The filing is ".+": it cannot be edited now$`));
    expect((await filingOf(t, filing.filingId)).qdNumber).toBe('QD-B');
  });

  it('customs fills its findings in bulk while it reviews, and may not touch the rest', async () => {
    const [x, y] = [await makeOrder(t), await makeOrder(t)];
    await upload(await xlsxOf(HEADER, [[x.orderNo, 'QD-X'], [y.orderNo, 'QD-Y']]));
    for (const o of [x, y]) await forceStatus(t, (await filingsOf(o.orderNo))[0].filingId, '2');
    const res = await upload(await xlsxOf(HEADER, [[x.orderNo, 'QD-X', 'DEC-X', '', '查验通过'], [y.orderNo, 'QD-CHANGED', 'DEC-Y']]), '?updateSupport=true', { ...customs, 'accept-language': 'en' });
    expect(res.json().data).toMatchObject({ updated: 1, failed: 1 });
    expect(res.json().data.errors[0]).toMatch(/^row 3: .+: qdNumber: you may not change this while the filing is/);
    expect((await filingsOf(x.orderNo))[0]).toMatchObject({ customsDeclarationNumber: 'DEC-X', reviewNotes: '查验通过', updateBy: 'customs' });
    expect((await filingsOf(y.orderNo))[0]).toMatchObject({ qdNumber: 'QD-Y', customsDeclarationNumber: '' });
  });

  it('round trip: template → filled → import → export shows the same values', async () => {
    const order = await makeOrder(t);
    const [header] = await sheetTexts((await call('GET', '/biz/filing/importTemplate')).rawPayload);
    const cells: Record<string, unknown> = { 订单号: order.orderNo, QD号: 'QD-RT', 报关单号: 'DEC-RT', 报关行代码: 'BR-RT', 审核备注: '备注', 审核日期: '2026-12-01 08:00:00', 确认送货时间: '2026-12-02 09:00:00', 实际件数: 7, 签收时间: '2026-12-03 10:30:00' };
    expect((await upload(await xlsxOf(header, [header.map((h) => cells[h])]))).statusCode).toBe(200);
    const exported = await sheetValues((await call('GET', `/biz/filing/export?orderNo=${order.orderNo}`)).rawPayload);
    const row = Object.fromEntries(exported[0].map((h, i) => [h, exported[1][i]]));
    expect(Object.fromEntries(header.map((h) => [h, row[h]]))).toEqual(cells);
  });
});

import { describe, expect, it } from 'vitest';
import { admin, t, useTestApp } from './api.js';
import { preorderCalls } from './preorder-fixtures.js';
import { sheetTexts, xlsxOf } from './xlsx.js';

useTestApp({ logins: ['admin'] });

const p = () => preorderCalls(t, () => admin);
const en = () => ({ ...admin, 'accept-language': 'en' });
const HEADER = ['订单号', '买方', '供应商', '货号', '原始数量', '单价', '币种', '箱数', '体积', '毛重'];
const line = (orderNo: string, itemNo: string, buyer = 'Buyer A') => [orderNo, buyer, 'Vendor', itemNo, 10, 2.5, 'USD', 4, 0.2, 8];

describe('POST /biz/preorder/importData', () => {
  it('GET importTemplate gives the headers in the caller\'s language', async () => {
    const res = await p().call('GET', '/biz/preorder/importTemplate', undefined, en());
    expect(res.statusCode).toBe(200);
    const [header] = await sheetTexts(res.rawPayload);
    expect(header.slice(0, 3)).toEqual(['Order No.', 'Buyer', 'OPE']);
    expect(header).toContain('Item No.');
  });

  it('a good file: rows grouped into pre-orders by order number, header repeated on each line', async () => {
    const file = await xlsxOf(HEADER, [line('IMP-G1', 'A1'), line('IMP-G1', 'A2'), line('IMP-G2', 'B1'), line('IMP-G1', 'A3')]);
    const res = await p().upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 2, failed: 0, errors: [] });
    const { rows } = await p().list('?orderNo=IMP-G&orderByColumn=orderNo');
    expect(rows.map((r) => [r.orderNo, r.lineCount, r.nbOfCartons, r.checkStatus])).toEqual([['IMP-G1', 3, 12, '0'], ['IMP-G2', 1, 4, '0']]);
    const g1 = await p().get(rows[0].preorderId);
    expect(g1.lines.map((l: { itemNo: string; totalAmount: number }) => [l.itemNo, l.totalAmount])).toEqual([['A1', 25], ['A2', 25], ['A3', 25]]);
  });

  it('reads the bonded status (保税/非保税, Y/N) and the warehouse-entry time', async () => {
    const header = [...HEADER, '保税状态', '入仓时间'];
    const file = await xlsxOf(header, [[...line('IMP-B1', 'B1'), '非保税', '2026-12-02 08:00'], [...line('IMP-B2', 'B2'), 'Y', ''], [...line('IMP-B3', 'B3'), 'maybe', '']]);
    const res = await p().upload(file, '', en());
    // a file with a bad row answers 400 with its report; the good rows are kept (keepGood)
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data).toMatchObject({ inserted: 2, failed: 1 });
    expect(JSON.stringify(res.json().data.errors)).toContain('Bonded (Y/N)');
    const { rows } = await p().list('?orderNo=IMP-B&orderByColumn=orderNo');
    expect(rows.map((r) => [r.orderNo, r.bondedStatus, r.toWarehouseTime])).toEqual([['IMP-B1', '0', '2026-12-02 08:00:00'], ['IMP-B2', '1', null]]);
  });

  const badFile = () =>
    xlsxOf(HEADER, [
      line('IMP-K1', 'K1a'), // row 2: good
      line('IMP-K2', 'K2a'), // row 3: good row of a pre-order with a bad row
      [...line('IMP-K2', '').slice(0, 3), '', 10, 2.5, 'USD', 4, 0.2, 8], // row 4: no item number
      line('IMP-G1', 'X'), // row 5: order number already used (imported above)
      [...line('IMP-K3', 'K3a').slice(0, 4), 'ten', 2.5, 'XYZ', 4, 0.2, 8], // row 6: quantity not a number
      line('IMP-K4', 'K4a', 'Buyer B'), // row 7: good
      line('IMP-K4', 'K4b', 'Buyer C'), // row 8: header differs from row 7
      line('IMP-K5', 'K5a'), // row 9: good
    ]);

  it('bad rows with keepGood=false: the whole file is refused, nothing stored, every bad row reported', async () => {
    const res = await p().upload(await badFile(), '?keepGood=false', en());
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.data).toMatchObject({ inserted: 0, updated: 0 });
    expect(body.msg).toMatch(/nothing was imported/);
    expect((await p().list('?orderNo=IMP-K')).total).toBe(0);
  });

  it('bad rows with keepGood=true: the good pre-orders are kept, the rows are reported by number', async () => {
    const res = await p().upload(await badFile(), '?keepGood=true', en());
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.data).toMatchObject({ inserted: 2, updated: 0, failed: 6 });
    expect(body.data.errors).toEqual([
      'row 3: not imported: it belongs to order "IMP-K2", whose row 4 has an error',
      'row 4: Item No.: required',
      'row 5: Order No.: The order number "IMP-G1" is already used',
      expect.stringMatching(/^row 6: Original quantity: /),
      'row 7: not imported: it belongs to order "IMP-K4", whose row 8 has an error',
      'row 8: the header of order "IMP-K4" differs from row 7',
    ]);
    expect((await p().list('?orderNo=IMP-K&orderByColumn=orderNo')).rows.map((r) => r.orderNo)).toEqual(['IMP-K1', 'IMP-K5']);
  });

  it('writes complete pre-orders while it reads; an order whose lines come back after it was written is read again and kept whole, or dropped for a late bad row', async () => {
    // 6 000 one-line orders between the two lines of SPLIT-A: the first is written before the second is read
    const between = Array.from({ length: 6_000 }, (_, i) => line(`SPLIT-M${i}`, 'M'));
    const split = await p().upload(await xlsxOf(HEADER, [line('SPLIT-A', 'A1'), ...between, line('SPLIT-A', 'A2')]), '', en());
    expect(split.statusCode, split.body.slice(0, 300)).toBe(200);
    expect(split.json().data).toMatchObject({ inserted: 6_001, failed: 0 });
    const { rows } = await p().list('?orderNo=SPLIT-A');
    expect(rows.map((r) => [r.orderNo, r.lineCount])).toEqual([['SPLIT-A', 2]]);

    const more = Array.from({ length: 6_000 }, (_, i) => line(`LATEBAD-M${i}`, 'M'));
    const lateBad = await p().upload(await xlsxOf(HEADER, [line('LATEBAD-A', 'A1'), ...more, [...line('LATEBAD-A', '').slice(0, 3), '', 10, 2.5, 'USD', 4, 0.2, 8]]), '', en());
    expect(lateBad.json().data).toMatchObject({ inserted: 6_000, failed: 2 });
    expect(lateBad.json().data.errors).toEqual([expect.stringMatching(/^row 2: .*LATEBAD-A.*row 6003/), expect.stringMatching(/^row 6003: Item No.: /)]);
    expect((await p().list('?orderNo=LATEBAD-A')).total).toBe(0);
    expect((await p().list('?orderNo=LATEBAD-M&pageSize=1')).total).toBe(6_000);
  }, 120_000);

  it('imports a 100 000-line file: 10 000 pre-orders of 10 lines each', { timeout: 180_000 }, async () => {
    const lines = function* () {
      for (let i = 0; i < 100_000; i++) yield line(`BIG-${String(Math.floor(i / 10)).padStart(5, '0')}`, `L${i % 10}`);
    };
    const file = await xlsxOf(HEADER, lines());
    const started = performance.now();
    const res = await p().upload(file);
    const seconds = (performance.now() - started) / 1000;
    console.log(`pre-order import: 100 000 lines, ${(file.length / 1e6).toFixed(1)} MB, ${seconds.toFixed(1)} s, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 10_000, failed: 0 });
    const { total, rows } = await p().list('?orderNo=BIG-09999');
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ lineCount: 10, nbOfCartons: 40, checkStatus: '0' });
    expect((await p().list('?orderNo=BIG-&pageSize=1')).total).toBe(10_000);
  });

  it('refuses a file that is not Excel, a missing file and a sheet without the required headers', async () => {
    const text = await p().upload(Buffer.from('orderNo,itemNo\nA,B\n'), '', en(), 'p.xlsx');
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toMatch(/Excel/);
    const zip = await p().upload(Buffer.from('PK\u0003\u0004 not really a workbook'), '', en());
    expect(zip.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: '/api/biz/preorder/importData', headers: admin, payload: {} });
    expect(none.statusCode).toBe(400);
    const headers = await p().upload(await xlsxOf(['Buyer'], [['x']]), '', en());
    expect(headers.statusCode).toBe(400);
    expect(headers.json().msg).toMatch(/Order No\./);
  });
});

describe('GET /biz/preorder/export', () => {
  it('one row per line, header repeated, status in the caller\'s language; filters apply', async () => {
    const res = await p().call('GET', '/biz/preorder/export?orderNo=IMP-G', undefined, en());
    expect(res.statusCode).toBe(200);
    const rows = await sheetTexts(res.rawPayload);
    const header = rows[0];
    expect(header).toContain('Check status');
    const no = header.indexOf('Order No.');
    const item = header.indexOf('Item No.');
    const status = header.indexOf('Check status');
    expect(rows.slice(1).map((r) => [r[no], r[item], r[status]]).sort()).toEqual([
      ['IMP-G1', 'A1', 'Unprocessed'],
      ['IMP-G1', 'A2', 'Unprocessed'],
      ['IMP-G1', 'A3', 'Unprocessed'],
      ['IMP-G2', 'B1', 'Unprocessed'],
    ]);
    const post = await p().call('POST', '/biz/preorder/export', { orderNo: 'IMP-G2' });
    expect((await sheetTexts(post.rawPayload)).length).toBe(2);
  });
});

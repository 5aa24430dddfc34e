import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bizOrder } from '../../server/modules/order/table.js';
import { admin, call, t, uploadXlsx, useTestApp } from './api.js';
import { sheetTexts, sheetValues, xlsxOf } from './xlsx.js';

useTestApp({ logins: ['admin', 'cs'], as: 'admin' });

const en = () => ({ ...admin, 'accept-language': 'en' });
const upload = (file: Buffer, query = '', headers = admin) => uploadXlsx(`/biz/order/importData${query}`, file, headers);
const list = async (query: string) => (await call('GET', `/biz/order/list${query}`)).json() as { total: number; rows: Array<Record<string, unknown> & { orderId: number; orderNo: string }> };
const detail = async (id: number) => (await call('GET', `/biz/order/${id}`)).json().data;
const HEADER = ['订单号', '买方', '供应商', '保税状态', '货号', '原始数量', '单价', '币种', '中文报关品名', '箱数', '体积', '毛重'];
const line = (orderNo: string, itemNo: string, over: { buyer?: string; qty?: number; cartons?: number } = {}) =>
  [orderNo, over.buyer ?? 'Buyer A', '宁波供应商', '保税', itemNo, over.qty ?? 10, 2.5, 'USD', '杯子', over.cartons ?? 4, 0.2, 8];

describe('orders from Excel: importTemplate, importData, exportLines', () => {
  it('the template is the orders\' sheet, one row per goods line, in the caller\'s language', async () => {
    const res = await call('GET', '/biz/order/importTemplate', undefined, en());
    expect(res.statusCode).toBe(200);
    const [header] = await sheetTexts(res.rawPayload);
    expect(header.slice(0, 2)).toEqual(['Order No.', 'Buyer']);
    expect(header).toEqual(expect.arrayContaining(['Item No.', 'Unit price', 'Currency', 'Cartons']));
  });

  it('imports orders with their lines, totals computed, owned by the importer', async () => {
    const file = await xlsxOf(HEADER, [line('OI-1', 'A1'), line('OI-1', 'A2', { cartons: 6 }), line('OI-2', 'B1')]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 2, updated: 0, failed: 0 });
    const { rows } = await list('?orderNo=OI-&orderByColumn=orderNo&isAsc=asc');
    expect(rows.map((r) => [r.orderNo, r.nbOfCartons, r.totalCbm, r.customsStatus, r.bondedStatus, r.createBy])).toEqual([
      ['OI-1', 10, 0.4, '0', '1', 'admin'],
      ['OI-2', 4, 0.2, '0', '1', 'admin'],
    ]);
    const o1 = await detail(rows[0].orderId);
    expect(o1.lines.map((l: Record<string, unknown>) => [l.lineNo, l.itemNo, l.totalAmount, l.customsNameZh])).toEqual([[1, 'A1', 25, '杯子'], [2, 'A2', 25, '杯子']]);
  });

  it('an existing number is refused without "update existing", replaced with it (lines too), refused when filed', async () => {
    const again = await upload(await xlsxOf(HEADER, [line('OI-1', 'X1')]), '', en());
    expect(again.statusCode).toBe(400);
    expect(again.json().data.errors).toEqual(['row 2: Order No.: The order number "OI-1" already exists']);

    const [before] = (await list('?orderNo=OI-1')).rows;
    const update = await upload(await xlsxOf(HEADER, [line('OI-1', 'N1', { buyer: 'Buyer Z', qty: 4 }), line('OI-3', 'C1')]), '?updateSupport=true');
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data).toMatchObject({ inserted: 1, updated: 1 });
    const o1 = await detail(before.orderId);
    expect(o1).toMatchObject({ buyer: 'Buyer Z', nbOfCartons: 4, version: (before.version as number) + 1, updateBy: 'admin' });
    expect(o1.lines.map((l: Record<string, unknown>) => [l.itemNo, l.originalQty, l.totalAmount])).toEqual([['N1', 4, 10]]);

    await t.app.db.update(bizOrder).set({ editStatus: '1' }).where(eq(bizOrder.orderId, before.orderId));
    const locked = await upload(await xlsxOf(HEADER, [line('OI-1', 'N2'), line('OI-4', 'D1')]), '?updateSupport=true&keepGood=false', en());
    expect(locked.statusCode).toBe(400);
    expect(locked.json().data).toMatchObject({ inserted: 0, updated: 0, failed: 1 });
    expect(locked.json().data.errors[0]).toMatch(/^row 2: Order No.: Order "OI-1" has started customs/);
    expect((await list('?orderNo=OI-4')).total).toBe(0);
    expect((await detail(before.orderId)).lines.map((l: { itemNo: string }) => l.itemNo)).toEqual(['N1']);
  });

  it('bad rows: an order is kept only when all its rows are good, each bad row named', async () => {
    const file = await xlsxOf(HEADER, [line('OI-5', 'E1'), line('OI-6', 'F1'), [...line('OI-6', 'F2').slice(0, 7), 'XYZ', ...line('OI-6', 'F2').slice(8)], line('OI-7', 'G1', { buyer: 'B1' }), line('OI-7', 'G2', { buyer: 'B2' })]);
    const res = await upload(file, '', en());
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ inserted: 1, failed: 4 });
    expect(res.json().data.errors).toEqual([
      'row 3: not imported: it belongs to order "OI-6", whose row 4 has an error',
      'row 4: Currency: Unknown currency "XYZ"',
      'row 5: not imported: it belongs to order "OI-7", whose row 6 has an error',
      'row 6: the header of order "OI-7" differs from row 5',
    ]);
    expect((await list('?orderNo=OI-5')).total).toBe(1);
  });

  it('round trip: the lines export reads back as the same orders (template → filled → import → export equals)', async () => {
    const template = await sheetTexts((await call('GET', '/biz/order/importTemplate')).rawPayload);
    const header = template[0];
    const filled = (orderNo: string, item: string) => {
      const cells: Record<string, unknown> = {
        订单号: orderNo, 买方: '买家甲', OPE: 'OPE-1', 'LOBA NO': 'L-9', 供应商: '宁波供应商', 备案体积: 1.5, 跟单员: 'doc', 接单员: 'taker', 区域: '华东', 订舱类别: 'LCL',
        单证负责人: 'sup', 运输单号: 'T-1', 运输代码: 'TC', 是否套装: 'N', 是否特殊商品: 'Y', 特殊海关: 'SC', 特殊单位: 'PCS', 数量比率: 2, 保税状态: '0', 入仓时间: '2026-12-01 09:30:00', 备注: 'note',
        货号: item, 原始品类: 'cat', 原始数量: 3, GIFI编码: '9617001000', 单价: 1.25, 币种: 'EUR', 中文报关品名: '杯子', 英文报关品名: 'Cup', 商检: 'Y', 比例: 'N', 箱数: 2, 体积: 0.125, 毛重: 3.5,
      };
      expect(header.filter((h) => !(h in cells))).toEqual([]);
      return header.map((h) => cells[h]);
    };
    const sheet = [filled('RT-1', 'R1'), filled('RT-1', 'R2'), filled('RT-2', 'S1')];
    const res = await upload(await xlsxOf(header, sheet));
    expect(res.statusCode, res.body).toBe(200);
    const exported = await sheetValues((await call('GET', '/biz/order/exportLines?orderNo=RT-')).rawPayload);
    expect(exported[0]).toEqual(header);
    const byText = (rows: unknown[][]) => rows.map((r) => header.map((_, i) => String(r[i] ?? '')).join('|')).sort();
    expect(byText(exported.slice(1))).toEqual(byText(sheet));
    const again = await upload(await xlsxOf(header, exported.slice(1)), '?updateSupport=true');
    expect(again.json().data).toMatchObject({ inserted: 0, updated: 2, failed: 0 });
  });

  it('imports 100 000 lines (10 000 orders of 10 lines) as fast as the other imports', { timeout: 180_000 }, async () => {
    const rows = function* () {
      for (let i = 0; i < 100_000; i++) yield line(`OBIG-${String(Math.floor(i / 10)).padStart(5, '0')}`, `L${i % 10}`);
    };
    const file = await xlsxOf(HEADER, rows());
    const started = performance.now();
    const res = await upload(file);
    console.log(`order import: 100 000 lines, ${((performance.now() - started) / 1000).toFixed(1)} s, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 10_000, failed: 0 });
    const [last] = (await list('?orderNo=OBIG-09999')).rows;
    expect(last).toMatchObject({ nbOfCartons: 40 });
    expect((await detail(last.orderId)).lines).toHaveLength(10);
  });

  it('customer service imports too; the order list counts the imported orders', async () => {
    const before = (await list('?pageSize=1')).total;
    const { cs } = await import('./api.js');
    const res = await upload(await xlsxOf(HEADER, [line('OI-CS', 'Z1')]), '', cs);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('?pageSize=1')).total).toBe(before + 1);
  });
});

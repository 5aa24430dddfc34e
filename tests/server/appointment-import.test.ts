import { describe, expect, it } from 'vitest';
import { admin, call, t, uploadXlsx, useTestApp } from './api.js';
import { appointmentOf, bookableOrder, localDay, makeWarehouse, slotOf } from './appointment-fixtures.js';
import { makeOrder } from './filing-fixtures.js';
import { sheetTexts, sheetValues, xlsxOf } from './xlsx.js';

useTestApp({ logins: ['admin', 'cs'], as: 'admin', lang: 'en' });

const upload = (file: Buffer, query = '') => uploadXlsx(`/biz/appointment/importData${query}`, file, { ...admin, 'accept-language': 'en' });
const DAY = localDay(3);
const HEADER = ['送货时间', '仓库', '订单号', '车牌号', '车型', '送货方式', '司机', '司机电话'];
const list = async (orderNo: string) => (await call('GET', `/biz/appointment/list?orderNo=${orderNo}`)).json().rows as Array<Record<string, unknown> & { appointmentId: number; reservationNo: string }>;

describe('appointments from Excel: importTemplate, importData', () => {
  it('the template holds the booking columns in the caller\'s language', async () => {
    const [header] = await sheetTexts((await call('GET', '/biz/appointment/importTemplate')).rawPayload);
    expect(header.slice(0, 4)).toEqual(['Reservation number', 'Delivery time', 'Warehouse', 'Order numbers']);
  });

  it('books each row as the form would: warehouse by name, orders by number, types by label; the slot fills up', async () => {
    // one truck per slot: the second booking of 09:00 finds it full
    const wh = await makeWarehouse(t, { slotTrucks: 1 });
    const [a, b, c, d] = [await bookableOrder(t), await bookableOrder(t), await bookableOrder(t), await bookableOrder(t)];
    const notCleared = await makeOrder(t, { customsStatus: '0', bondedStatus: '1' });
    const row = (time: string, nos: string, extra: unknown[] = []) => [`${DAY} ${time}`, wh.warehouseName, nos, '粤B12345', '7.6米货车', 'Supplier delivers', '张三', '13800138000', ...extra];
    const file = await xlsxOf(HEADER, [
      row('09:00', `${a.orderNo}, ${b.orderNo}`),
      row('09:00', c.orderNo),
      row('10:00', notCleared.orderNo),
      row('11:00', 'NO-SUCH'),
      [`${DAY} 12:00`, 'No such warehouse', d.orderNo, '粤B12345', 'van', 'supplier', '张三', '13800138000'],
      [`${DAY} 13:00`, wh.warehouseName, d.orderNo, '粤B12345', 'rocket', 'supplier', '张三', '13800138000'],
      [`${DAY} 14:00`, wh.warehouseName, d.orderNo, '??', 'van', 'supplier', '', '13800138000'],
      row('15:00', d.orderNo),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ inserted: 2, updated: 0, failed: 6 });
    const errors: string[] = res.json().data.errors;
    expect(errors[0]).toMatch(/^row 3: The slot .+ is full/);
    expect(errors[1]).toBe(`row 4: Order numbers: The bonded order "${notCleared.orderNo}" is not customs completed: bonded goods enter the warehouse only after their filing has passed`);
    expect(errors.slice(2, 5)).toEqual(['row 5: Order numbers: Order "NO-SUCH" does not exist or is outside your data scope', 'row 6: Warehouse: there is no warehouse "No such warehouse"', 'row 7: Vehicle type: "rocket" is not one of the choices']);
    expect(errors[5]).toMatch(/^row 8: Plate: .*; Driver: /);
    const [booked] = await list(a.orderNo);
    expect(booked).toMatchObject({ orderNos: [a.orderNo, b.orderNo].sort().join(','), vehicleType: '7.6m', deliveryType: 'supplier', boxes: 20, status: '0', createBy: 'admin' });
    expect(await slotOf(t, wh.warehouseId, `${DAY} 09:00`)).toEqual({ trucks: 1, cbm: 4 });
  });

  it('keepGood=false: one refused booking undoes the others, their slots given back', async () => {
    const wh = await makeWarehouse(t, { slotTrucks: 1 });
    const [a, b] = [await bookableOrder(t), await bookableOrder(t)];
    const row = (nos: string) => [`${DAY} 09:00`, wh.warehouseName, nos, '粤B12345', 'van', 'supplier', '张三', '13800138000'];
    const res = await upload(await xlsxOf(HEADER, [row(a.orderNo), row(b.orderNo)]), '?keepGood=false');
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ inserted: 0, failed: 1 });
    expect(res.json().msg).toMatch(/nothing was imported/);
    expect(await list(a.orderNo)).toEqual([]);
    expect(await slotOf(t, wh.warehouseId, `${DAY} 09:00`)).toEqual({ trucks: 0, cbm: 0 });
  });

  it('round trip: template → filled → import → export shows the booking; with "update existing" the export edits it', async () => {
    const wh = await makeWarehouse(t);
    const order = await bookableOrder(t);
    const [header] = await sheetTexts((await call('GET', '/biz/appointment/importTemplate', undefined, admin, 'zh')).rawPayload);
    const cells: Record<string, unknown> = { 送货时间: `${DAY} 10:00`, 仓库: wh.warehouseName, 订单号: order.orderNo, 车牌号: '粤B54321', 车型: '厢式货车', 送货方式: '快递', 司机: '李四', 司机电话: '13900139000', 车重: 3.5, 箱数: 9, 毛重: 88.5, 立方数: 1.75, 备注: '易碎' };
    expect((await upload(await xlsxOf(header, [header.map((h) => cells[h])]))).statusCode).toBe(200);
    const exportedZh = async () => {
      const rows = await sheetValues((await call('GET', `/biz/appointment/export?orderNo=${order.orderNo}`, undefined, admin, 'zh')).rawPayload);
      return Object.fromEntries(rows[0].map((h, i) => [h, rows[1][i]]));
    };
    const exported = await exportedZh();
    expect(Object.fromEntries(header.filter((h) => h !== '预约单号').map((h) => [h, exported[h]]))).toEqual(cells);
    expect(exported['预约单号']).toMatch(/^YY\d{8}\d{4}$/);

    const edited = header.map((h) => (h === '司机' ? '王五' : h === '送货时间' ? `${DAY} 11:00` : exported[h]));
    const refused = await upload(await xlsxOf(header, [edited]));
    expect(refused.json().data.errors[0]).toMatch(/^row 2: Reservation number: the reservation "YY\d+" exists: tick "update existing"/);
    const res = await upload(await xlsxOf(header, [edited]), '?updateSupport=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 0, updated: 1 });
    const [row] = await list(order.orderNo);
    expect(row).toMatchObject({ reservationNo: exported['预约单号'], driverName: '王五', deliveryTime: `${DAY} 11:00`, version: 1 });
    expect((await appointmentOf(t, row.appointmentId)).slotTime).toBe('11:00');
    expect(await slotOf(t, wh.warehouseId, `${DAY} 10:00`)).toEqual({ trucks: 0, cbm: 0 });
  });

  it('the same file twice: the second upload refuses each repeated booking by row, naming the reservation, and changes nothing; allowDuplicates=true still books no carton twice', async () => {
    const wh = await makeWarehouse(t, { slotTrucks: 5 });
    const [a, b, c] = [await bookableOrder(t), await bookableOrder(t), await bookableOrder(t)];
    const row = (time: string, nos: string, plate = '粤B12345') => [`${DAY} ${time}`, wh.warehouseName, nos, plate, 'van', 'supplier', '张三', '13800138000'];
    const file = await xlsxOf(HEADER, [row('09:00', `${a.orderNo},${b.orderNo}`), row('10:00', c.orderNo)]);
    const first = await upload(file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ inserted: 2, failed: 0 });
    const [ab] = await list(a.orderNo);
    const [cc] = await list(c.orderNo);

    const again = await upload(file);
    expect(again.statusCode).toBe(400);
    expect(again.json().data).toMatchObject({ inserted: 0, updated: 0, failed: 2 });
    expect(again.json().data.errors).toEqual([
      `row 2: the same as the booking "${ab.reservationNo}" (same plate, warehouse, delivery time and orders), likely a file imported twice, so not booked: to book this truck again, tick "Allow duplicates" and import again`,
      `row 3: the same as the booking "${cc.reservationNo}" (same plate, warehouse, delivery time and orders), likely a file imported twice, so not booked: to book this truck again, tick "Allow duplicates" and import again`,
    ]);
    const zh = await uploadXlsx('/biz/appointment/importData', file, { ...admin, 'accept-language': 'zh' });
    expect(zh.json().data.errors[0]).toBe(`第2行：与已有预约"${ab.reservationNo}"相同（车牌、仓库、送货时间和订单都一样），可能是重复导入，未预约：确需再约一车请勾选"允许重复"后重新导入`);
    expect((await list(a.orderNo)).map((r) => r.reservationNo)).toEqual([ab.reservationNo]);
    expect((await list(c.orderNo)).map((r) => r.reservationNo)).toEqual([cc.reservationNo]);
    expect(await slotOf(t, wh.warehouseId, `${DAY} 09:00`)).toEqual({ trucks: 1, cbm: 4 });
    expect(await slotOf(t, wh.warehouseId, `${DAY} 10:00`)).toEqual({ trucks: 1, cbm: 2 });

    // another plate, slot or set of orders is another truck, not a repeat
    // (their cartons are all on the first trucks: the refusal is the cartons rule, issue 46, not the repeat)
    const others = await upload(await xlsxOf(HEADER, [row('09:00', a.orderNo), row('09:00', `${a.orderNo},${b.orderNo}`, '粤B99999'), row('11:00', c.orderNo)]));
    expect(others.json().data).toMatchObject({ inserted: 0, failed: 3 });
    for (const e of others.json().data.errors) expect(e).toContain('has 0 cartons left to book (ordered 10, booked 10, received 0)');

    // allowed duplicates pass the repeat check and still meet the cartons rule: nothing booked twice
    const confirmed = await upload(file, '?allowDuplicates=true');
    expect(confirmed.json().data).toMatchObject({ inserted: 0, failed: 2 });
    for (const e of confirmed.json().data.errors) expect(e).toContain('cartons left');
    expect(await slotOf(t, wh.warehouseId, `${DAY} 09:00`)).toEqual({ trucks: 1, cbm: 4 });
    expect(await slotOf(t, wh.warehouseId, `${DAY} 10:00`)).toEqual({ trucks: 1, cbm: 2 });
  });

  it('a row repeating an earlier row of the same file is refused as well; allowDuplicates still books no carton twice', async () => {
    const wh = await makeWarehouse(t);
    const order = await bookableOrder(t);
    const row = [`${DAY} 09:00`, wh.warehouseName, order.orderNo, '粤B12345', 'van', 'supplier', '张三', '13800138000'];
    const file = await xlsxOf(HEADER, [row, row]);
    const res = await upload(file);
    expect(res.json().data).toMatchObject({ inserted: 1, failed: 1 });
    const [booked] = await list(order.orderNo);
    expect(res.json().data.errors[0]).toMatch(new RegExp(`^row 3: the same as the booking "${booked.reservationNo}"`));
    // allowed, the repeats meet the cartons rule instead: the order's 10 cartons are on the first truck
    const confirmed = await upload(file, '?allowDuplicates=1');
    expect(confirmed.json().data).toMatchObject({ inserted: 0, failed: 2 });
    expect(confirmed.json().data.errors[0]).toContain(`The order "${order.orderNo}" has 0 cartons left to book`);
    expect(await list(order.orderNo)).toHaveLength(1);
  });
});

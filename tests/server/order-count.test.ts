// The orders list's total and deep pages come from biz_order_count (kept by triggers): they must
// stay exactly what count(*) and OFFSET would answer through every write path.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
import { admin, call, cs, customs, t, uploadXlsx, useTestApp } from './api.js';
import { scopedUser } from './scope-fixtures.js';
import { xlsxOf } from './xlsx.js';

useTestApp({ logins: ['admin', 'cs', 'customs'], as: 'cs' });

let serial = 0;
const create = async () => {
  const res = await call('POST', '/biz/order', { orderNo: `CNT-${++serial}`, lines: [{ itemNo: 'A-1', originalQty: 1, unitPrice: 1, cartons: 1, cbm: 0.1, grossWeight: 1 }] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.orderId as number;
};

/** biz_order_count (zero counts left out) equals the same grouping counted on biz_order. */
async function countsExact() {
  const key = `coalesce((create_time at time zone 'UTC')::date, 'infinity'), customs_status, transport_status, over_state, bonded_status, coalesce(dept_id, 0)`;
  const [diff] = await queryRows<{ n: number }>(
    t.app.db,
    sql.raw(`select count(*)::int as n from (
      (select day, customs_status, transport_status, over_state, bonded_status, dept_id, n from biz_order_count where n <> 0
       except select ${key}, count(*) from biz_order group by ${key})
      union all
      (select ${key}, count(*) from biz_order group by ${key}
       except select day, customs_status, transport_status, over_state, bonded_status, dept_id, n from biz_order_count where n <> 0)) d`),
  );
  expect(diff.n).toBe(0);
}

const list = async (qs: string, headers = admin) => {
  const res = await call('GET', `/biz/order/list?${qs.replaceAll(' ', '%20')}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; rows: { orderId: number }[] };
};
const ids = async (where: string, order: string, offset: number, limit = 20) =>
  (await queryRows<{ order_id: number }>(t.app.db, sql.raw(`select order_id from biz_order where ${where} order by ${order} limit ${limit} offset ${offset}`))).map((r) => Number(r.order_id));
const countWhere = async (where: string) => Number((await queryRows<{ n: number }>(t.app.db, sql.raw(`select count(*)::int as n from biz_order where ${where}`)))[0].n);

describe('biz_order_count', () => {
  it('stays exact through inserts, edits, batch edits, filing follow-ons, the end state and deletes', async () => {
    await countsExact();
    const [a, b, c] = [await create(), await create(), await create()];
    await countsExact();
    const before = (await list('customsStatus=0&pageSize=1')).total;

    expect((await call('PUT', '/biz/order/batch', { orderIds: [a, b], fields: { bondedStatus: '0', district: 'X' } })).statusCode).toBe(200);
    await countsExact();
    expect((await list('customsStatus=0&bondedStatus=0&pageSize=1')).total).toBe(await countWhere(`customs_status = '0' and bonded_status = '0'`));

    // filing follow-ons move customsStatus: submitted → in customs, passed → completed (a filing
    // is for bonded goods: a is bonded again first)
    expect((await call('PUT', '/biz/order/batch', { orderIds: [a], fields: { bondedStatus: '1' } })).statusCode).toBe(200);
    await countsExact();
    const filed = await call('POST', '/biz/filing', { orderId: a, qdNumber: `QD-${a}` });
    expect(filed.statusCode, filed.body).toBe(200);
    const filingId = filed.json().data.filingId as number;
    for (const [to, who] of [['1', cs], ['2', customs], ['3', customs], ['5', customs]] as const) {
      const res = await call('PUT', `/biz/filing/${filingId}/status`, { to, ...(to === '5' ? { fields: { customsDeclarationNumber: `DN-${a}`, auditDate: '2026-11-30 10:00:00' } } : {}) }, who);
      expect(res.statusCode, res.body).toBe(200);
      await countsExact();
    }
    expect((await list('customsStatus=0&pageSize=1')).total).toBe(before - 1);
    expect((await list('customsStatus=2&pageSize=1')).total).toBe(await countWhere(`customs_status = '2'`));

    // the end state moves overState
    expect((await call('PUT', `/biz/order/${b}/status`, { field: 'overState', to: '3', remark: 'cancelled' })).statusCode).toBe(200);
    await countsExact();
    expect((await list('overState=3&pageSize=1')).total).toBe(await countWhere(`over_state = '3'`));

    expect((await call('DELETE', `/biz/order/${c}`)).statusCode).toBe(200);
    await countsExact();
    expect((await list('pageSize=1')).total).toBe(await countWhere('true'));
  });

  it('answers totals and pages, deep ones too, exactly as count(*) and OFFSET would', async () => {
    // 3 000 orders over 400 days at every status, a few without a createTime or a department
    await t.app.db.execute(sql`insert into biz_order (order_no, customs_status, transport_status, over_state, bonded_status, dept_id, user_id, create_time)
      select 'CNTB-' || g, (g % 3)::text, (g % 2)::text, (g % 4)::text, (g % 2)::text, case when g % 50 = 0 then null else 100 + g % 4 end, 2,
        case when g % 97 = 0 then null else timestamptz '2025-01-01 00:00:00+00' + make_interval(secs => (g * 11519) % (400 * 86400)) end
      from generate_series(1, 3000) g`);
    // some at the same instant: ties go by orderId
    await t.app.db.execute(sql`update biz_order set create_time = timestamptz '2025-03-03 12:00:00+00' where order_no like 'CNTB-1__'`);
    await countsExact();
    const byTime = 'create_time desc nulls first, order_id desc';
    const cases: [string, string, string][] = [
      ['', 'true', byTime],
      ['customsStatus=1', `customs_status = '1'`, byTime],
      ['customsStatus=2&overState=2&params[beginTime]=2025-02-10&params[endTime]=2025-11-30', `customs_status = '2' and over_state = '2' and create_time >= '2025-02-10' and create_time <= '2025-11-30 23:59:59.999'`, byTime],
      ['params[beginTime]=2025-02-10 13:30:00&params[endTime]=2025-09-01 08:00:00', `create_time >= '2025-02-10 13:30:00' and create_time <= '2025-09-01 08:00:00'`, byTime],
      ['params[beginTime]=2025-03-03&params[endTime]=2025-03-03', `create_time >= '2025-03-03' and create_time <= '2025-03-03 23:59:59.999'`, byTime],
      ['params[beginTime]=2025-06-01', `create_time >= '2025-06-01'`, byTime],
      ['transportStatus=1&orderByColumn=createTime&isAsc=ascending', `transport_status = '1'`, 'create_time asc nulls last, order_id desc'],
      ['bondedStatus=0&orderByColumn=orderNo&isAsc=ascending', `bonded_status = '0'`, 'order_no asc, create_time desc nulls first, order_id desc'],
      ['orderNo=CNTB-2', `order_no ilike '%CNTB-2%'`, byTime],
    ];
    for (const [qs, where, order] of cases) {
      const total = await countWhere(where);
      const deepest = Math.max(1, Math.ceil(total / 20));
      for (const pageNum of new Set([1, 2, Math.ceil(deepest / 2), deepest - 1, deepest, deepest + 1].filter((p) => p >= 1))) {
        const page = await list(`${qs}&pageSize=20&pageNum=${pageNum}`);
        expect(page.total, `${qs} total`).toBe(total);
        expect(page.rows.map((r) => r.orderId), `${qs} page ${pageNum}`).toEqual(await ids(where, order, (pageNum - 1) * 20));
      }
    }
  });

  it('stays exact through an import, whose orders go in by COPY (its statement trigger fires as an insert\'s does)', async () => {
    const header = ['订单号', '买方', '供应商', '保税状态', '货号', '原始数量', '单价', '币种', '中文报关品名', '箱数', '体积', '毛重'];
    const line = (orderNo: string, itemNo: string) => [orderNo, 'Buyer A', '宁波供应商', '保税', itemNo, 10, 2.5, 'USD', '杯子', 4, 0.2, 8];
    const before = (await list('customsStatus=0&pageSize=1')).total;
    const res = await uploadXlsx('/biz/order/importData', await xlsxOf(header, [line('CNTI-1', 'A1'), line('CNTI-1', 'A2'), line('CNTI-2', 'B1')]), admin);
    expect(res.json().data, res.body).toMatchObject({ inserted: 2, failed: 0 });
    await countsExact();
    expect((await list('customsStatus=0&pageSize=1')).total).toBe(before + 2);
  });

  it('counts within the data scope: department and below, and own data (answered by count(*))', async () => {
    const below = await scopedUser(t, { deptId: 101, dataScope: '4', menus: [2000, 2003] });
    const own = await scopedUser(t, { deptId: 101, dataScope: '5', menus: [2000, 2003] });
    const scopeWhere = `dept_id in (select d.dept_id from sys_dept d where d.dept_id = 101 or '101' = any(string_to_array(d.ancestors, ',')))`;
    const total = await countWhere(scopeWhere);
    const deep = Math.max(1, Math.floor(total / 20));
    const page = await list(`pageSize=20&pageNum=${deep}`, below.headers);
    if (page.total === 0) expect.fail(JSON.stringify(page));
    expect(page.total).toBe(total);
    expect(page.rows.map((r) => r.orderId)).toEqual(await ids(scopeWhere, 'create_time desc nulls first, order_id desc', (deep - 1) * 20));
    expect((await list('pageSize=20', own.headers)).total).toBe(await countWhere(`user_id = ${own.userId}`));
  });
});

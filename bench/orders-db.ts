// The database side of bench/orders.mjs (loaded through tsx): seeds the orders in SQL, times the
// list's repository call, the SQL it sends, and the naive list (count(*) and OFFSET) straight on
// the database, as the baseline.
import { sql } from 'drizzle-orm';
import type { OrderQuery } from '../contract/order.js';
import { queryRows, type Db } from '../server/db/client.js';
import type { LoginUser } from '../server/lib/login-user.js';
import { orderSheetBatches } from '../server/modules/order/export-rows.js';
import { listOrders } from '../server/modules/order/query.js';
import { openBenchDb } from './users-db.js';

export { openBenchDb };
type BenchDb = Awaited<ReturnType<typeof openBenchDb>>;

export const ADMIN: LoginUser = { sessionId: '', userId: 1, userName: 'admin', nickName: '', deptId: 103, deptName: null, roles: ['admin'], permissions: ['*:*:*'], dataScopes: [] };

/**
 * `count` orders over the last two years, in batches of 100 000 (the count triggers run as they
 * would in production). Statuses follow age, as they do in the warehouse: new orders wait for
 * customs, most older ones are customs-completed, delivered and ended; 30 % non-bonded; owners
 * spread over the seeded departments.
 */
export async function seedOrders(db: Db, count: number) {
  const depts = await queryRows<{ dept_id: number }>(db, sql`select dept_id from sys_dept where del_flag = '0' order by dept_id`);
  const ids = sql.raw(`array[${depts.map((d) => Number(d.dept_id)).join(',')}]::bigint[]`);
  await db.execute(sql`select setseed(0.42)`);
  for (let start = 1; start <= count; start += 100_000) {
    const end = Math.min(count, start + 99_999);
    await db.execute(sql`
      insert into biz_order (order_no, buyer, vendor_dept_name, da, nb_of_cartons, total_cbm, gross_weight_sum, dept_id, user_id,
        customs_status, transport_status, over_state, bonded_status, edit_status, create_by, create_time)
      select 'BENCH' || lpad(g::text, 8, '0'), (array['Decathlon','IKEA','Carrefour','Leroy Merlin','Auchan'])[1 + g % 5],
        '供应商 ' || (g % 997), 'LOBA' || g, 1 + g % 300, (g % 5000) / 100.0, (g % 9000) / 10.0,
        (${ids})[1 + g % cardinality(${ids})], 1,
        c, case when c = '0' then '0' when c = '1' then (case when r2 < 0.3 then '1' else '0' end)
                when age > 20 then '2' when r2 < 0.5 then '1' else '0' end,
        case when r3 < 0.02 then '3' when c = '2' and age > 45 then (case when r3 < 0.9 then '1' else '2' end) else '0' end,
        case when r4 < 0.3 then '0' else '1' end, case when c = '0' then '0' else '1' end, 'bench',
        now() - make_interval(secs => age * 86400)
      from (
        select g, age, r2, r3, r4,
          case when age < 7 then (case when r1 < 0.6 then '0' when r1 < 0.9 then '1' else '2' end)
               when age < 30 then (case when r1 < 0.2 then '0' when r1 < 0.6 then '1' else '2' end)
               else (case when r1 < 0.03 then '0' when r1 < 0.08 then '1' else '2' end) end as c
        from (select g, random() * 730 as age, random() as r1, random() as r2, random() as r3, random() as r4
              from generate_series(${start}::int, ${end}::int) g) s
      ) x`);
  }
  await db.execute(sql`vacuum analyze biz_order`);
  await db.execute(sql`analyze biz_order_count`);
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from biz_order`);
  return Number(n);
}

/** How many orders a kept bench database already holds (BENCH_REUSE). */
export async function countOrders(db: Db) {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from biz_order`);
  return Number(n);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (times: number[]) => {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
};
async function timed(runs: number, f: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await f();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await f();
    times.push(performance.now() - started);
  }
  return stats(times);
}

/**
 * For one page of the list as admin: the repository call; the SQL statements it sends, replayed
 * raw in sequence; and the naive list (count(*) and the OFFSET page) as raw SQL.
 */
export async function timeOrderList(bench: BenchDb, query: OrderQuery, runs: number) {
  const { total, rows } = await listOrders(bench.db, ADMIN, query);
  const call = await timed(runs, () => listOrders(bench.db, ADMIN, query));
  bench.captured.length = 0;
  await listOrders(bench.logged, ADMIN, query);
  const statements = [...bench.captured];
  const raw = await timed(runs, async () => {
    for (const s of statements) await bench.query(s.query, s.params);
  });
  const filter = `customs_status = $1 and create_time >= $2 and create_time <= $3`;
  const params = [query.customsStatus, bench.dateParam(query['params[beginTime]']!, false), bench.dateParam(query['params[endTime]']!, true)];
  const offset = (query.pageNum - 1) * query.pageSize;
  const naiveCount = await timed(runs, () => bench.query(`select count(*) from biz_order where ${filter}`, params));
  const naivePage = await timed(runs, () => bench.query(`select * from biz_order where ${filter} order by create_time desc, order_id desc limit ${query.pageSize} offset ${offset}`, params));
  const naive = await timed(runs, async () => {
    await bench.query(`select count(*) from biz_order where ${filter}`, params);
    await bench.query(`select * from biz_order where ${filter} order by create_time desc, order_id desc limit ${query.pageSize} offset ${offset}`, params);
  });
  return { total, firstId: rows[0]?.orderId, call, raw, statements: statements.length, naiveCount, naivePage, naive };
}

/**
 * The orders export's database side alone: every batch of its rows read as the export reads them
 * (orderSheetBatches, as admin), not parsed, labelled or written. Seconds and rows.
 */
export async function timeExportRead(bench: BenchDb, query: Partial<OrderQuery>) {
  const started = performance.now();
  let rows = 0;
  for await (const text of orderSheetBatches(bench.db, ADMIN, query)) rows += text.split('\u0002').length;
  return { seconds: (performance.now() - started) / 1000, rows };
}

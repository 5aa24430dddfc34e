// The database side of bench/board.mjs (loaded through tsx): the million orders of orders-db.ts,
// and in SQL, in bulk, the rest of a busy warehouse's history the board reads: bookings over the
// last 400 days and the next week with their status history (received ones with their arrival),
// the orders' customs moves in the same history table, filings and pre-orders whose statuses
// follow their age.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client.js';

export { countOrders, openBenchDb, seedOrders } from './orders-db.js';

/** What autovacuum (PostgreSQL) or the job vacuumCounts (embedded, every 10 minutes) does after the bulk load: index-only scans of the order counts need their visibility map. The board's indexes come from migration 0017. */
export async function settleAfterSeeding(db: Db) {
  await db.execute(sql`vacuum analyze biz_order_count`);
  await db.execute(sql`analyze biz_appointment`);
  await db.execute(sql`analyze biz_status_history`);
}

/** How many bookings the bench seeded already (BENCH_REUSE). */
export async function countBenchBookings(db: Db) {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from biz_appointment where reservation_no like 'BB%'`);
  return Number(n);
}

export async function seedBoard(db: Db, opts: { bookings: number; filings: number; preorders: number }) {
  const [wh] = await queryRows<{ ids: string }>(db, sql`select string_agg(warehouse_id::text, ',' order by warehouse_id) as ids from biz_warehouse`);
  const depts = await queryRows<{ dept_id: number }>(db, sql`select dept_id from sys_dept where del_flag = '0' order by dept_id`);
  // ids read from the database a moment ago, not request values
  const warehouses = sql.raw(`array[${wh.ids}]::bigint[]`);
  const deptIds = sql.raw(`array[${depts.map((d) => Number(d.dept_id)).join(',')}]::bigint[]`);
  await db.execute(sql`select setseed(0.17)`);
  // bookings, about the same number each day: the next week's waiting for review or passed, today's
  // at every step of the dock, past ones received (1 in 9 with a difference), not passed or no-shows
  await db.execute(sql`
    insert into biz_appointment (reservation_no, warehouse_id, slot_date, slot_time, plate_no, driver_name, driver_phone, status,
      arrival_time, diff_flags, qr_token, boxes, gross_weight, cube, dept_id, user_id, create_by, create_time)
    select 'BB' || lpad(g::text, 9, '0'), (${warehouses})[1 + g % cardinality(${warehouses})], d, t,
      '粤B' || lpad((g % 100000)::text, 5, '0'), 'driver', '13800000000', s,
      case when s in ('5', '6', '7', '8') then (d + t::time + make_interval(mins => (g * 7) % 100 - 20))::timestamptz end,
      case when s = '8' and g % 9 = 0 then 'boxes' else '' end, md5('bench' || g), 1 + g % 200, 100 + g % 900, 1 + g % 30,
      (${deptIds})[1 + g % cardinality(${deptIds})], 1, 'bench', (d - 3)::timestamptz
    from (
      select g, d, lpad((8 + g % 10)::text, 2, '0') || ':00' as t,
        case when d > current_date then (array['0', '1', '2', '3', '3', '3'])[1 + g % 6]
             when d = current_date then (array['3', '5', '6', '7', '8'])[1 + g % 5]
             when g % 20 = 0 then '4' when g % 33 = 0 then '3' else '8' end as s
      from (select g, current_date + (7 - g % 408) as d from generate_series(1, ${opts.bookings}::int) g) x
    ) y`);
  // each booking's moves to its status: submitted, accepted, reviewed the days after its creation;
  // arrived, unloading, tallied and received from its arrival on
  await db.execute(sql`
    insert into biz_status_history (entity, entity_id, field, from_status, to_status, oper_by, oper_time)
    select 'appointment', a.appointment_id, 'status', m.f, m.t, 'bench',
      case when m.t in ('1', '2', '3', '4') then a.create_time + make_interval(hours => m.n * 5)
           when m.t = '5' then a.arrival_time
           when m.t = '6' then a.arrival_time + interval '10 minutes'
           when m.t = '7' then a.arrival_time + make_interval(mins => 30 + (a.appointment_id % 30)::int)
           else a.arrival_time + make_interval(mins => 60 + (a.appointment_id % 90)::int) end
    from biz_appointment a
    join (values (1, '0', '1'), (2, '1', '2'), (3, '2', '3'), (3, '2', '4'), (4, '3', '5'), (5, '5', '6'), (6, '6', '7'), (7, '7', '8')) m(n, f, t)
      on case when a.status = '4' then m.t in ('1', '2', '4') else m.t <> '4' and m.t <= a.status end
    where a.reservation_no like 'BB%'`);
  // the orders' customs moves, a couple of days after their creation: the bulk of the history table
  await db.execute(sql`
    insert into biz_status_history (entity, entity_id, field, from_status, to_status, oper_by, oper_time)
    select 'order', order_id, 'customsStatus', '0', customs_status, 'bench', create_time + interval '2 days'
    from biz_order where customs_status <> '0' and order_no like 'BENCH%'`);
  // filings over two years: recent ones at every step, older ones passed
  await db.execute(sql`
    insert into biz_filing (order_id, customs_status, dept_id, user_id, create_by, create_time)
    select g, case when age < 7 then (array['0', '1', '2', '2', '3', '3', '4', '5', '5', '5'])[1 + g % 10]
                   when age < 30 then (array['0', '1', '2', '3', '4', '5', '5', '5', '5', '5', '5', '5', '5', '5', '5', '5', '5', '5', '5', '5'])[1 + g % 20]
                   when g % 100 = 0 then '4' else '5' end,
      (${deptIds})[1 + g % cardinality(${deptIds})], 1, 'bench', now() - make_interval(secs => age * 86400)
    from (select g, random() * 730 as age from generate_series(1, ${opts.filings}::int) g) x`);
  // pre-orders over a year: the last days' waiting for their check, older ones checked
  await db.execute(sql`
    insert into biz_preorder (order_no, buyer, check_status, dept_id, user_id, create_by, create_time)
    select 'BP' || lpad(g::text, 8, '0'), 'Buyer', case when age < 3 then '0' when g % 200 = 0 then '0' when g % 10 = 0 then '2' else '1' end,
      (${deptIds})[1 + g % cardinality(${deptIds})], 1, 'bench', now() - make_interval(secs => age * 86400)
    from (select g, random() * 365 as age from generate_series(1, ${opts.preorders}::int) g) x`);
  for (const table of ['biz_appointment', 'biz_status_history', 'biz_filing', 'biz_preorder']) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/** The bench's "own data only" user: every menu, data scope 5, the demo password of cs. */
export const OWN_USER = 'bench_own';

/**
 * A role with every menu but data scope "own data only", a user holding it, and one row in 50 of
 * every table the board counts made theirs (20 000 of a million orders): the board of a clerk who
 * sees what they created, beside the administrator's over the same data.
 */
export async function seedOwnUser(db: Db) {
  const [had] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sys_user where user_name = ${OWN_USER}`);
  if (Number(had.n) > 0) return;
  const [role] = await queryRows<{ role_id: number }>(db, sql`
    insert into sys_role (role_name, role_key, role_sort, data_scope, status, create_by)
    values ('本人数据', ${OWN_USER}, 90, '5', '0', 'bench') returning role_id`);
  await db.execute(sql`insert into sys_role_menu (role_id, menu_id) select ${role.role_id}, menu_id from sys_menu`);
  const [user] = await queryRows<{ user_id: number }>(db, sql`
    insert into sys_user (dept_id, user_name, nick_name, email, phonenumber, sex, password, status, create_by)
    select dept_id, ${OWN_USER}, ${OWN_USER}, '', '', '0', password, '0', 'bench' from sys_user where user_name = 'cs' returning user_id`);
  await db.execute(sql`insert into sys_user_role (user_id, role_id) values (${user.user_id}, ${role.role_id})`);
  const owned = [
    ['biz_order', 'order_id'],
    ['biz_appointment', 'appointment_id'],
    ['biz_filing', 'filing_id'],
    ['biz_preorder', 'preorder_id'],
  ];
  for (const [table, id] of owned) {
    await db.execute(sql.raw(`update ${table} set user_id = ${Number(user.user_id)} where ${id} % 50 = 0`));
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

// The database side of bench/inventory.mjs (loaded through tsx): seeds pallets and their ledger in
// SQL, and times the least work a preassignment of n pallets can do (one UPDATE, one INSERT), as
// the baseline of the preassign action.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client.js';

export { openBenchDb } from './users-db.js';

/**
 * `pallets` pallets of `pallets / 4` orders in two warehouses, received over the last 180 days,
 * each with `entriesPerPallet` ledger entries: 60 % in stock, 20 % gone, 10 % preassigned, 10 %
 * inbound. Then a container to plan into, and vacuum analyze.
 */
export async function seedStock(db: Db, pallets: number, entriesPerPallet: number) {
  const [w] = await queryRows<{ id: number }>(db, sql`insert into biz_warehouse (warehouse_name, open_time, close_time, slot_minutes, slot_trucks) values ('Bench A', '08:00', '18:00', 60, 3), ('Bench B', '08:00', '18:00', 60, 3) returning warehouse_id as id`);
  const batch = 50_000;
  for (let from = 1; from <= pallets; from += batch) {
    const to = Math.min(pallets, from + batch - 1);
    await db.execute(sql`insert into biz_pallet (pallet_code, warehouse_id, order_id, order_no, buyer, boxes, weight, cube, location, status, received_time, dept_id, user_id)
      select 'BP' || lpad(i::text, 8, '0'), ${w.id} + (i % 2), i / 4 + 1, 'BO' || lpad((i / 4)::text, 7, '0'), 'Buyer ' || (i / 4) % 500, 10 + i % 30, 100 + i % 400, 1 + (i % 20) / 10.0,
        case when i % 10 = 0 then '' else 'A-' || lpad((i % 40)::text, 2, '0') || '-' || lpad((i % 7)::text, 2, '0') end,
        case when i % 10 = 0 then '0' when i % 10 < 7 then '1' when i % 10 = 7 then '2' else '3' end,
        now() - (i % 180) * interval '1 day' - (i % 86400) * interval '1 second', 103, 1
      from generate_series(${from}::int, ${to}::int) as g(i)`);
    await db.execute(sql`insert into biz_stock_ledger (pallet_id, movement, from_status, to_status, boxes, weight, cube, oper_by, oper_time)
      select p.pallet_id, m.movement, m.from_status, m.to_status, p.boxes, p.weight, p.cube, 'bench', p.received_time + m.k * interval '1 hour'
      from biz_pallet p cross join lateral (values (0, 'receive', '', '0'), (1, 'putaway', '0', '1'), (2, 'preassign', '1', '2'), (3, 'release', '2', '1'), (4, 'relocate', '1', '1')) as m(k, movement, from_status, to_status)
      where p.pallet_id between ${from} and ${to} and m.k < ${entriesPerPallet}`);
  }
  await queryRows(db, sql`insert into biz_container (cabinet_no, warehouse_id, status, box_type) values ('BENCH-1', ${w.id}, '1', '') returning container_id`);
  await db.execute(sql`vacuum analyze biz_pallet`);
  await db.execute(sql`vacuum analyze biz_stock_ledger`);
  const [{ n }] = await queryRows<{ n: string }>(db, sql`select count(*) as n from biz_stock_ledger`);
  return { warehouseId: w.id, ledger: Number(n) };
}

/** One UPDATE of n stocked pallets feeding one INSERT of their n ledger rows, rolled back: the floor under a preassignment. */
export async function timeBareMove(db: Db, n: number, runs: number) {
  const times: number[] = [];
  for (let r = 0; r < runs; r += 1) {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`with moved as (update biz_pallet set status = '2', version = version + 1
          where pallet_id in (select pallet_id from biz_pallet where status = '1' order by pallet_id limit ${n}) returning pallet_id, boxes, weight, cube)
        insert into biz_stock_ledger (pallet_id, movement, from_status, to_status, boxes, weight, cube, oper_by)
        select pallet_id, 'preassign', '1', '2', boxes, weight, cube, 'bench' from moved`);
      tx.rollback();
    }).catch((e: Error) => {
      if (!/rollback/i.test(e.message)) throw e;
    });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

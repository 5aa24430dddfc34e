import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBusinessDemo } from '../../server/demo/index.js';
import { queryRows } from '../../server/db/client.js';
import { t, useTestApp } from './api.js';

/*
 * The demo is one day in the warehouse told from the moment it is seeded: nothing in it happened
 * later than that, and every order it calls delivered came in through a booking that was received
 * (an appointment with its receipt figures), as the workflow would have left it.
 */

useTestApp({ logins: ['admin'] });

/** The moments a business row says something happened, in every business table that has them (an order's to-warehouse time is a plan, and may lie ahead). */
const MOMENTS = ['create_time', 'update_time', 'oper_time', 'received_time', 'arrival_time', 'unload_end_time', 'sent_time', 'last_sent_time'];

beforeAll(async () => {
  await seedBusinessDemo(t.app.db);
}, 180_000);

describe('the demo story', () => {
  it('tells of every area: orders, pre-orders, filings, bookings received and to come, a self-booking to review, stock, containers', async () => {
    const [counts] = await queryRows<Record<string, string>>(t.app.db, sql`select
      (select count(*) from biz_order) as orders, (select count(*) from biz_preorder) as preorders, (select count(*) from biz_filing) as filings,
      (select count(*) from biz_appointment where status = '8') as received, (select count(*) from biz_appointment where status < '8') as coming,
      (select count(*) from biz_pallet) as pallets, (select count(*) from biz_container) as containers,
      (select count(*) from biz_appointment a join biz_supplier_link l on l.link_id = a.supplier_link_id where a.status = '2') as self_bookings_to_review`);
    for (const [what, n] of Object.entries(counts)) expect(Number(n), what).toBeGreaterThan(0);
  });

  it('has nothing created, changed or done after the moment it was seeded', async () => {
    const columns = await queryRows<{ table_name: string; column_name: string }>(t.app.db, sql`select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and (table_name like 'biz\_%' or table_name = 'sys_oper_log') and column_name in (${sql.join(MOMENTS.map((m) => sql`${m}`), sql`, `)})
      order by table_name, column_name`);
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(expect.arrayContaining(['biz_order.create_time', 'biz_filing.create_time', 'biz_filing.update_time', 'biz_appointment.update_time', 'biz_status_history.oper_time', 'biz_pallet.received_time']));
    const ahead: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await queryRows<{ n: string; latest: string | null }>(t.app.db, sql`select count(*) as n, max(${sql.identifier(column)})::text as latest from ${sql.identifier(table)} where ${sql.identifier(column)} > now()`);
      if (Number(row.n)) ahead.push(`${table}.${column}: ${row.n} rows, the latest ${row.latest}`);
    }
    expect(ahead).toEqual([]);
  });

  it('every delivered order has its receipt: a received booking with the figures received of it', async () => {
    const delivered = await queryRows<{ order_no: string; receipts: string }>(t.app.db, sql`select o.order_no, (select count(*) from biz_appointment_order ao join biz_appointment a on a.appointment_id = ao.appointment_id
        where ao.order_id = o.order_id and a.status = '8' and ao.received_boxes is not null and ao.received_weight is not null and ao.received_cube is not null
          and a.received_boxes is not null and a.unload_end_time is not null) as receipts
      from biz_order o where o.transport_status = '2' order by o.order_no`);
    expect(delivered.length).toBeGreaterThan(2);
    expect(delivered.filter((o) => Number(o.receipts) !== 1).map((o) => o.order_no)).toEqual([]);
    // and the other way round: a received booking's orders are delivered
    const [{ n }] = await queryRows<{ n: string }>(t.app.db, sql`select count(*) as n from biz_appointment_order ao join biz_appointment a on a.appointment_id = ao.appointment_id
      join biz_order o on o.order_id = ao.order_id where a.status = '8' and o.transport_status <> '2'`);
    expect(Number(n)).toBe(0);
  });

  it("a supplier's self-booking carries only that supplier's orders, booked by its link", async () => {
    const stray = await queryRows<{ order_no: string }>(t.app.db, sql`select o.order_no from biz_appointment a join biz_supplier_link l on l.link_id = a.supplier_link_id
      join biz_appointment_order ao on ao.appointment_id = a.appointment_id join biz_order o on o.order_id = ao.order_id where o.vendor_dept_name <> l.vendor_dept_name`);
    expect(stray).toEqual([]);
    const [{ n }] = await queryRows<{ n: string }>(t.app.db, sql`select count(*) as n from biz_status_history h join biz_appointment a on h.entity = 'appointment' and h.entity_id = a.appointment_id
      where a.supplier_link_id is not null and h.oper_by not like '%supplier link #%'`);
    expect(Number(n)).toBe(0);
  });

  it('files only bonded orders with customs, as the filing rules do', async () => {
    const filed = await queryRows<{ order_no: string }>(t.app.db, sql`select o.order_no from biz_filing f join biz_order o on o.order_id = f.order_id where o.bonded_status <> '1'`);
    expect(filed).toEqual([]);
  });

  it('every move happened in its order: a booking is made before its moves, a truck arrives in its slot and is unloaded before its receipt', async () => {
    const rows = await queryRows<{ no: string; slot: string; arrived: Date | string | null; unloaded: Date | string | null; created: Date | string; updated: Date | string | null; first: Date | string }>(t.app.db, sql`select
        a.reservation_no as no, a.slot_date::text || 'T' || a.slot_time || ':00' as slot, a.arrival_time as arrived, a.unload_end_time as unloaded,
        a.create_time as created, a.update_time as updated, (select min(h.oper_time) from biz_status_history h where h.entity = 'appointment' and h.entity_id = a.appointment_id) as first
      from biz_appointment a`);
    const ms = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());
    // the slot is on the server's clock (as localNow reads it), not the database session's
    const wrong = rows.filter((r) => ms(r.first)! < ms(r.created)! || (r.updated !== null && ms(r.updated)! < ms(r.created)!)
      || (r.arrived !== null && Math.abs(ms(r.arrived)! - new Date(r.slot).getTime()) > 60 * 60_000)
      || (r.unloaded !== null && ms(r.unloaded)! < ms(r.arrived)!));
    expect(wrong.map((r) => r.no)).toEqual([]);
    // a slot holds no more trucks than it takes
    const over = await queryRows<{ slot: string }>(t.app.db, sql`select s.slot_date || ' ' || s.slot_time as slot from biz_slot s join biz_warehouse w on w.warehouse_id = s.warehouse_id where s.booked_trucks > w.slot_trucks`);
    expect(over).toEqual([]);
  });
});

// @databases: embedded — validation of moves: nothing in it differs on PostgreSQL
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Machine } from '../../server/lib/workflow.js';
import { admin, call, cs, customs, t, useTestApp, type Headers } from './api.js';
import { bookableOrder, localDay, makeWarehouse } from './appointment-fixtures.js';
import { makeOrder } from './filing-fixtures.js';
import { preorderBody } from './preorder-fixtures.js';

/**
 * Every move a state machine says needs a reason (`needsReason`: a refusal, a cancel, an abnormal
 * end) is refused without one, 400 naming remark in both languages, with nothing changed (issue 46).
 * Generated from the machines the modules define: a machine that comes to need a reason is covered
 * unasked, and one without a way to reach its states here fails until it has one.
 */
useTestApp({ logins: ['admin', 'cs', 'customs'], as: 'admin', lang: 'en' });

const machines = Object.values(import.meta.glob<Record<string, unknown>>('../../server/modules/*/machine.ts', { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter((value): value is Machine => typeof value === 'object' && value !== null && 'moves' in value && 'entity' in value && 'table' in value);

/** How a record of each entity is made, moved and who moves it. */
interface Driver {
  make: () => Promise<number>;
  move: (id: number, to: string) => { url: string; body: object };
  as: () => Headers;
}
let made = 0;
const drivers: Record<string, Driver> = {
  appointment: {
    make: async () => {
      made += 1;
      const warehouse = await makeWarehouse(t, { openTime: '00:00', closeTime: '23:59', slotMinutes: 30 });
      const order = await bookableOrder(t);
      const res = await call('POST', '/biz/appointment', { warehouseId: warehouse.warehouseId, deliveryTime: `${localDay(1)} 10:00`, orderIds: [order.orderId], plateNo: `粤R${String(made).padStart(4, '0')}8`, driverName: '王五', driverPhone: '13900139000', vehicleType: '7.6m', deliveryType: 'supplier' }, cs);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.appointmentId as number;
    },
    move: (id, to) => ({ url: `/biz/appointment/${id}/status`, body: { to } }),
    as: () => cs,
  },
  filing: {
    make: async () => {
      const order = await makeOrder(t);
      const res = await call('POST', '/biz/filing', { orderId: order.orderId, qdNumber: `QD-R-${order.orderId}` }, cs);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.filingId as number;
    },
    move: (id, to) => ({ url: `/biz/filing/${id}/status`, body: { to } }),
    as: () => customs,
  },
  order: {
    make: async () => (await makeOrder(t)).orderId,
    move: (id, to) => ({ url: `/biz/order/${id}/status`, body: { field: 'overState', to } }),
    as: () => admin,
  },
  preorder: {
    make: async () => {
      made += 1;
      const res = await call('POST', '/biz/preorder', preorderBody(`T-REASON-${made}`), admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.preorderId as number;
    },
    move: (id, to) => ({ url: `/biz/preorder/${id}/status`, body: { to } }),
    as: () => admin,
  },
};

/** Each machine's moves that need a reason, as "<entity> <from>><to>". */
const needingReason = machines.flatMap((m) =>
  Object.entries(m.moves).flatMap(([from, tos]) => (tos ?? []).filter((to) => m.needsReason?.(from, to)).map((to) => ({ machine: m, from, to }))),
);

const stateOf = async (m: Machine, id: number) => {
  const [row] = (await t.app.db.select({ status: m.status, version: m.version }).from(m.table).where(eq(m.id, id))) as { status: string; version: number }[];
  return row;
};

describe('moves that need a reason', () => {
  it('are found in the machines, and every entity that has one can be driven here', () => {
    expect(machines.map((m) => m.entity)).toEqual(expect.arrayContaining(['appointment', 'filing', 'order', 'preorder', 'container', 'product']));
    const entities = [...new Set(needingReason.map((n) => n.machine.entity))].sort();
    expect(entities).toEqual(Object.keys(drivers).sort());
    expect(needingReason.map((n) => `${n.machine.entity} ${n.from}>${n.to}`)).toEqual(expect.arrayContaining(['appointment 2>4', 'appointment 3>2', 'appointment 3>9', 'filing 3>4', 'order 0>3', 'preorder 0>2']));
  });

  it.each(needingReason.map((n) => [`${n.machine.entity} ${n.from}>${n.to}`, n] as const))('%s without a reason: 400 naming remark in both languages, nothing changed', async (_name, { machine, from, to }) => {
    const driver = drivers[machine.entity];
    const id = await driver.make();
    await t.app.db.update(machine.table).set({ [machine.field]: from } as never).where(eq(machine.id, id));
    const before = await stateOf(machine, id);
    const { url, body } = driver.move(id, to);
    for (const lang of ['en', 'zh'] as const) {
      for (const remark of [undefined, '', '   ']) {
        const res = await call('PUT', url, remark === undefined ? body : { ...body, remark }, driver.as(), lang);
        expect(res.statusCode, `${lang} ${JSON.stringify(remark)}: ${res.body}`).toBe(400);
        expect(res.json().fields).toEqual(['remark']);
        expect(res.json().msg).toMatch(lang === 'en' ? /reason/ : /原因/);
      }
    }
    expect(await stateOf(machine, id)).toEqual(before);
    // with one, the same move is made
    const given = await call('PUT', url, { ...body, remark: 'a reason' }, driver.as());
    expect(given.statusCode, given.body).toBe(200);
    expect((await stateOf(machine, id)).status).toBe(to);
  });
});

import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bizAppointment } from '../../server/modules/appointment/table.js';
import { bizClearance } from '../../server/modules/clearance/table.js';
import { bizFiling } from '../../server/modules/filing/table.js';
import { bizContainer } from '../../server/modules/inventory/table.js';
import { sysMenu } from '../../server/modules/menu/table.js';
import { bizOrder } from '../../server/modules/order/table.js';
import { bizPreorder } from '../../server/modules/preorder/table.js';
import { bizProduct } from '../../server/modules/product/table.js';
import { call, t, useTestApp, type Headers, type Method } from './api.js';
import { localDay, makeWarehouse } from './appointment-fixtures.js';
import { makeOrder } from './filing-fixtures.js';
import { scopedUser } from './scope-fixtures.js';

/**
 * Every write of the business modules over a list of their rows (DELETE …/:ids, PUT …/batch), from
 * the app's own route table, as a user whose role sees only its own data: a list naming one of its
 * rows and another user's is refused as the single-row route refuses the other's row, and neither
 * changes; the same list without the other's row goes through. A new such route without a case
 * here fails.
 */
useTestApp({ logins: ['admin'] });

interface Me {
  userId: number;
  userName: string;
  deptId: number;
  headers: Headers;
}

interface BulkCase {
  /** the right the by-hand GET needs, beside the route's own */
  alsoNeeds: string[];
  /** a row of the caller's own and one of another user's, by id, and how each reads from the database */
  arrange(me: Me): Promise<{ mine: number; theirs: number; read: (id: number) => Promise<unknown>; byHand: (id: number) => string }>;
  /** the request over these ids */
  request(ids: number[]): { method: Method; url: string; payload?: object };
}

const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;
const cs = { deptId: 101, userId: 2, createBy: 'cs' };
const ownedBy = (me: Me) => ({ deptId: me.deptId, userId: me.userId, createBy: me.userName });
const remove = (base: string) => (ids: number[]) => ({ method: 'DELETE' as const, url: `${base}/${ids.join(',')}` });

const orders = async (me: Me) => {
  const [mine, theirs] = [await makeOrder(t, ownedBy(me)), await makeOrder(t)];
  return { mine: mine.orderId, theirs: theirs.orderId, read: (id: number) => one(t.app.db.select().from(bizOrder).where(eq(bizOrder.orderId, id))), byHand: (id: number) => `/biz/order/${id}` };
};

const cases: Record<string, BulkCase> = {
  'DELETE /api/biz/order/:ids': { alsoNeeds: ['biz:order:query'], arrange: orders, request: remove('/biz/order') },
  'PUT /api/biz/order/batch': {
    alsoNeeds: ['biz:order:query'],
    arrange: orders,
    request: (orderIds) => ({ method: 'PUT', url: '/biz/order/batch', payload: { orderIds, fields: { district: 'Batched' } } }),
  },
  'DELETE /api/biz/filing/:ids': {
    alsoNeeds: ['biz:filing:query'],
    async arrange(me) {
      const [a, b] = [await makeOrder(t, ownedBy(me)), await makeOrder(t)];
      const [mine, theirs] = await t.app.db.insert(bizFiling).values([{ orderId: a.orderId, ...ownedBy(me) }, { orderId: b.orderId, ...cs }]).returning();
      return { mine: mine.filingId, theirs: theirs.filingId, read: (id) => one(t.app.db.select().from(bizFiling).where(eq(bizFiling.filingId, id))), byHand: (id) => `/biz/filing/${id}` };
    },
    request: remove('/biz/filing'),
  },
  'DELETE /api/biz/preorder/:ids': {
    alsoNeeds: ['biz:preorder:query'],
    async arrange(me) {
      const [mine, theirs] = await t.app.db.insert(bizPreorder).values([{ orderNo: unique('BM'), ...ownedBy(me) }, { orderNo: unique('BT'), ...cs }]).returning();
      return { mine: mine.preorderId, theirs: theirs.preorderId, read: (id) => one(t.app.db.select().from(bizPreorder).where(eq(bizPreorder.preorderId, id))), byHand: (id) => `/biz/preorder/${id}` };
    },
    request: remove('/biz/preorder'),
  },
  'DELETE /api/biz/product/:ids': {
    alsoNeeds: ['biz:product:query'],
    async arrange(me) {
      const [mine, theirs] = await t.app.db.insert(bizProduct).values([{ articleNo: unique('BM'), nameZh: '我的', ...ownedBy(me) }, { articleNo: unique('BT'), nameZh: '别人的', ...cs }]).returning();
      return { mine: mine.productId, theirs: theirs.productId, read: (id) => one(t.app.db.select().from(bizProduct).where(eq(bizProduct.productId, id))), byHand: (id) => `/biz/product/${id}` };
    },
    request: remove('/biz/product'),
  },
  'DELETE /api/biz/appointment/:ids': {
    alsoNeeds: ['biz:appointment:query'],
    async arrange(me) {
      const wh = await makeWarehouse(t);
      // not passed (4): deletable, holding no slot
      const booking = { warehouseId: wh.warehouseId, slotDate: localDay(2), slotTime: '09:00', plateNo: '粤B12345', status: '4' };
      const [mine, theirs] = await t.app.db
        .insert(bizAppointment)
        .values([{ reservationNo: unique('YM'), qrToken: unique('qr-m'), ...booking, ...ownedBy(me) }, { reservationNo: unique('YT'), qrToken: unique('qr-t'), ...booking, ...cs }])
        .returning();
      return { mine: mine.appointmentId, theirs: theirs.appointmentId, read: (id) => one(t.app.db.select().from(bizAppointment).where(eq(bizAppointment.appointmentId, id))), byHand: (id) => `/biz/appointment/${id}` };
    },
    request: remove('/biz/appointment'),
  },
  'DELETE /api/biz/clearance/:ids': {
    alsoNeeds: ['biz:clearance:query'],
    async arrange(me) {
      const [mine, theirs] = await t.app.db.insert(bizClearance).values([{ clearanceNo: unique('CM'), ...ownedBy(me) }, { clearanceNo: unique('CT'), ...cs }]).returning();
      return { mine: mine.clearanceId, theirs: theirs.clearanceId, read: (id) => one(t.app.db.select().from(bizClearance).where(eq(bizClearance.clearanceId, id))), byHand: (id) => `/biz/clearance/${id}` };
    },
    request: remove('/biz/clearance'),
  },
  'DELETE /api/biz/container/:ids': {
    alsoNeeds: ['biz:container:query'],
    async arrange(me) {
      const wh = await makeWarehouse(t);
      const [mine, theirs] = await t.app.db.insert(bizContainer).values([{ warehouseId: wh.warehouseId, ...ownedBy(me) }, { warehouseId: wh.warehouseId, ...cs }]).returning();
      return { mine: mine.containerId, theirs: theirs.containerId, read: (id) => one(t.app.db.select().from(bizContainer).where(eq(bizContainer.containerId, id))), byHand: (id) => `/biz/container/${id}` };
    },
    request: remove('/biz/container'),
  },
};

/** Shared master data: every user with the right sees and writes all of it. */
const unscoped: Record<string, string> = {
  'DELETE /api/biz/warehouse/:ids': 'warehouses are shared master data',
  'DELETE /api/biz/appVersion/:ids': 'app versions are shared master data',
};

async function ownDataUser(permissions: string[]): Promise<Me> {
  const menus = await t.app.db.select({ id: sysMenu.menuId, perms: sysMenu.perms }).from(sysMenu).where(inArray(sysMenu.perms, permissions));
  expect(menus.map((m) => m.perms).sort()).toEqual([...permissions].sort());
  return { ...(await scopedUser(t, { deptId: 101, dataScope: '5', menus: menus.map((m) => m.id) })), deptId: 101 };
}

describe('a write over a list of rows stays inside the caller\'s data scope', () => {
  const bulkRoutes = () =>
    t.app.routeAccess.filter((r) => r.url.startsWith('/api/biz/') && ((r.method === 'DELETE' && r.url.endsWith('/:ids')) || (r.method === 'PUT' && r.url.endsWith('/batch'))));
  const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('knows every such route of the app, and no route the app no longer has', () => {
    const keys = bulkRoutes().map(keyOf);
    expect(keys.filter((k) => !cases[k] && !unscoped[k]), 'routes this test does not know how to exercise: add a case for each').toEqual([]);
    expect([...Object.keys(cases), ...Object.keys(unscoped)].filter((k) => !keys.includes(k)), 'cases for routes the app no longer has').toEqual([]);
  });

  it('refuses a list naming another user\'s row as the single-row route does, changing nothing; the caller\'s own rows alone go through', async () => {
    const routes = bulkRoutes().filter((r) => cases[keyOf(r)]);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const label = keyOf(route);
      const kase = cases[label];
      const me = await ownDataUser([...[(route.access as { permission: string | string[] }).permission].flat(), ...kase.alsoNeeds]);
      const en = { ...me.headers, 'accept-language': 'en' };
      const { mine, theirs, read, byHand } = await kase.arrange(me);
      const send = (ids: number[]) => {
        const { method, url, payload } = kase.request(ids);
        return call(method, url, payload, en);
      };

      const refusedByHand = await call('GET', byHand(theirs), undefined, en);
      expect.soft(refusedByHand.statusCode, `${label}: GET ${byHand(theirs)} by hand`).toBe(404);
      const before = [await read(mine), await read(theirs)];
      const both = await send([mine, theirs]);
      expect.soft(both.statusCode, `${label}: ${both.body}`).toBe(404);
      expect.soft(both.json().msg, `${label}: refused as by hand`).toBe(refusedByHand.json().msg);
      expect.soft([await read(mine), await read(theirs)], `${label}: all or none`).toEqual(before);

      const own = await send([mine]);
      expect.soft(own.statusCode, `${label} own row: ${own.body}`).toBe(200);
      expect.soft(await read(mine), `${label}: the caller's own row is written`).not.toEqual(before[0]);
    }
  });
});

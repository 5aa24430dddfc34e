import { describe, expect, it } from 'vitest';
import { call, cs, customs, t, useTestApp } from './api.js';
import { bookableOrder, localDay, makeWarehouse } from './appointment-fixtures.js';
import { clearanceOrder } from './clearance-fixtures.js';

/**
 * Issue 46: a number the product hands out (a driver, a supplier, customs or a label already holds
 * it) is never handed out again, whatever was deleted meanwhile, and two made at once never share
 * one. Every kind of number it gives, each made, deleted and made again through its own routes;
 * on both databases, the numbers coming from their sequences and counters.
 */
useTestApp({ logins: ['admin', 'cs', 'customs'], lang: 'en' });

interface Kind {
  /** makes one and answers its id and number */
  make: () => Promise<{ id: number; no: string }>;
  remove: (id: number) => Promise<number>;
}

const expectOk = <T>(res: { statusCode: number; body: string; json: () => { data: T } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const kinds: Record<string, () => Promise<Kind>> = {
  // YY + day + the day's counter (lib/number-sequence.ts)
  'reservation number': async () => {
    const { warehouseId } = await makeWarehouse(t, { slotTrucks: 50, slotCbm: '999' });
    return {
      make: async () => {
        const { orderId } = await bookableOrder(t);
        const booking = { warehouseId, deliveryTime: `${localDay(3)} 10:00`, orderIds: [orderId], plateNo: '粤B12345', driverName: '张三', driverPhone: '13800138000', vehicleType: '7.6m', deliveryType: 'supplier' };
        const a = expectOk<{ appointmentId: number; reservationNo: string }>(await call('POST', '/biz/appointment', booking, cs));
        return { id: a.appointmentId, no: a.reservationNo };
      },
      remove: async (id) => (await call('DELETE', `/biz/appointment/${id}`, undefined, cs)).statusCode,
    };
  },
  // CL + day + the clearance's id, drawn from its sequence before the row is written
  'clearance number': async () => ({
    make: async () => {
      const { orderId } = await clearanceOrder(t);
      const c = expectOk<{ clearanceId: number; clearanceNo: string }>(await call('POST', '/biz/clearance', { orderIds: [orderId], mailTo: 'buyer@example.com' }, customs));
      return { id: c.clearanceId, no: c.clearanceNo };
    },
    remove: async (id) => (await call('DELETE', `/biz/clearance/${id}`, undefined, customs)).statusCode,
  }),
  // TMP- + day + the container's id
  'temporary box name': async () => {
    const { warehouseId } = await makeWarehouse(t);
    return {
      make: async () => {
        const c = expectOk<{ containerId: number; cabinetNo: string }>(await call('POST', '/biz/container/temporary', { warehouseId }, cs));
        return { id: c.containerId, no: c.cabinetNo };
      },
      remove: async (id) => (await call('DELETE', `/biz/container/${id}`, undefined, cs)).statusCode,
    };
  },
};

describe.each(Object.entries(kinds))('the %s', (_name, kindOf) => {
  it('is never handed out again once its holder is deleted', async () => {
    const kind = await kindOf();
    const first = await kind.make();
    const newest = await kind.make();
    expect(newest.no).not.toBe(first.no);
    expect(await kind.remove(newest.id)).toBe(200);
    const next = await kind.make();
    expect([first.no, newest.no]).not.toContain(next.no);
  });

  it('differs between ones made at the same time', async () => {
    const kind = await kindOf();
    const made = await Promise.all(Array.from({ length: 6 }, () => kind.make()));
    expect(new Set(made.map((m) => m.no)).size).toBe(6);
  });
});

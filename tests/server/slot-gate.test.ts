import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from './api.js';
import { localDay, makeWarehouse } from './appointment-fixtures.js';
import { bizSlot } from '../../server/modules/warehouse/table.js';
import { takeSlot, type SlotKey } from '../../server/modules/warehouse/slots.js';
import { throughSlotGate, type Away } from '../../server/modules/warehouse/slot-gate.js';

useTestApp({ logins: [], lang: 'en' });

/** A warehouse of one truck per slot, its 10:00 slot holding `booked` trucks. */
async function slotWith(booked: number) {
  const warehouse = await makeWarehouse(t, { slotTrucks: 1 });
  const key: SlotKey = { warehouseId: warehouse.warehouseId, slotDate: localDay(2), slotTime: '10:00' };
  await t.app.db.insert(bizSlot).values({ ...key, bookedTrucks: booked, bookedCbm: '0' });
  const setBooked = (n: number) => t.app.db.update(bizSlot).set({ bookedTrucks: n }).where(and(eq(bizSlot.warehouseId, key.warehouseId), eq(bizSlot.slotDate, key.slotDate)));
  return { warehouse, key, setBooked };
}

const settled = <T>(p: Promise<T>) => p.then((value) => ({ value }), (error: Error) => ({ error: error.message }));

describe('the slot gate (bookings for one slot, one at a time in a process)', () => {
  it('refuses a full slot from a plain read, without running the booking', async () => {
    const { key } = await slotWith(1);
    let ran = false;
    const outcome = await settled(throughSlotGate(t.app.db, key, 'en', async () => (ran = true)));
    expect(outcome).toEqual({ error: `The slot ${key.slotDate} 10:00 is full (1 trucks): please choose another` });
    expect(ran).toBe(false);
  });

  it('runs the bookings one after another, and when one is refused as full, refuses the waiting ones without running them', async () => {
    const { warehouse, key, setBooked } = await slotWith(0);
    const order: string[] = [];
    let open!: () => void;
    const first = throughSlotGate(t.app.db, key, 'en', async () => {
      order.push('first in');
      await new Promise<void>((resolve) => (open = resolve));
      await setBooked(1); // someone in another process took the place meanwhile
      order.push('first out');
      return t.app.db.transaction((tx) => takeSlot(tx, key, warehouse, 0, 'en'));
    });
    await expect.poll(() => order).toEqual(['first in']);
    let parked = 0;
    const park: Away = (wait) => {
      if (++parked === 3) open(); // the first goes on once all three wait behind it
      return wait();
    };
    const waiting = [1, 2, 3].map((n) => settled(throughSlotGate(t.app.db, key, 'en', async () => order.push(`waiter ${n}`), park)));
    expect(await settled(first)).toMatchObject({ error: expect.stringContaining('is full') });
    for (const w of await Promise.all(waiting)) expect(w).toMatchObject({ error: expect.stringContaining('is full (1 trucks)') });
    expect(order).toEqual(['first in', 'first out']);
  });

  it('wakes the waiting ones to read again: a place given back meanwhile is still found', async () => {
    const { warehouse, key, setBooked } = await slotWith(0);
    const taken: string[] = [];
    let open!: () => void;
    const first = throughSlotGate(t.app.db, key, 'en', async () => {
      await new Promise<void>((resolve) => (open = resolve));
      await setBooked(1);
      return t.app.db.transaction((tx) => takeSlot(tx, key, warehouse, 0, 'en'));
    });
    await expect.poll(() => typeof open).toBe('function');
    // woken by the refusal, this waiter's request finds the place given back before it reads again
    const givenBack: Away = async (wait) => {
      const waited = wait();
      open();
      const woken = await waited;
      await setBooked(0);
      return woken;
    };
    const second = throughSlotGate(t.app.db, key, 'en', async () => taken.push('second'), givenBack);
    await expect(first).rejects.toThrow('is full');
    expect(await second).toBe(1);
    expect(taken).toEqual(['second']);
  });

  it('passes the gate on when the one handed it is turned away on its way back (busy, or gone)', async () => {
    const { key } = await slotWith(0);
    let open!: () => void;
    const first = throughSlotGate(t.app.db, key, 'en', () => new Promise<void>((resolve) => (open = resolve)));
    await expect.poll(() => typeof open).toBe('function');
    const turnedAway: Away = async (wait) => {
      await wait();
      throw new Error('busy');
    };
    const second = settled(throughSlotGate(t.app.db, key, 'en', async () => 'second', turnedAway));
    let queued!: () => void;
    const isQueued = new Promise<void>((resolve) => (queued = resolve));
    const third = throughSlotGate(t.app.db, key, 'en', async () => 'third', (wait) => (queued(), wait()));
    await isQueued;
    open();
    await first;
    expect(await second).toEqual({ error: 'busy' });
    expect(await third).toBe('third');
  });
});

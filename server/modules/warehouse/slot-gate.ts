import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/messages.js';
import { isSlotRefusal, refuseIfFull, slotName, type SlotKey } from './slots.js';

/**
 * Bookings for one slot go through this process one at a time. In a rush for a slot's last places
 * (hundreds at once, over several processes) every booking used to open a transaction and queue
 * on the slot's row: the pool's connections all waited on that one row while the winners' commits
 * went through one by one, and every loser answered only after the last winner. Here a booking
 * that finds the slot full from a plain read is refused at once; the others wait in memory,
 * holding nothing, and when the one in the gate is refused as full, every one waiting is woken to
 * read the slot again for itself (a place given back meanwhile is still found).
 *
 * Only to be entered outside a transaction: one that waited here while holding locks could wait
 * on the booking it blocks (an import books inside its own transaction and does not come here).
 */
interface Lane {
  waiting: Array<(fullSeen: boolean) => void>;
}
const lanes = new Map<string, Lane>();

/** How a request steps aside from the database while it waits its turn (lib/db-gate.ts awayFromDbGate). */
export type Away = <W>(wait: () => Promise<W>) => Promise<W>;
const stayPut: Away = (wait) => wait();

export async function throughSlotGate<T>(db: Db, key: SlotKey, lang: Lang, book: () => Promise<T>, away: Away = stayPut): Promise<T> {
  const name = slotName(key);
  for (;;) {
    await refuseIfFull(db, key, lang);
    const lane = lanes.get(name);
    if (!lane) break;
    // someone's booking is in the gate: wait for it; when it was refused as full, read again
    let handed = false;
    let fullSeen: boolean;
    try {
      fullSeen = await away(() =>
        new Promise<boolean>((resolve) =>
          lane.waiting.push((full) => {
            handed = !full;
            resolve(full);
          }),
        ),
      );
    } catch (error) {
      // handed the gate but turned away on the way back (busy, or the client hung up): pass it on
      if (handed) leave(name, false);
      throw error;
    }
    if (!fullSeen) return passThrough(name, book); // handed the gate by the one before
  }
  lanes.set(name, { waiting: [] });
  return passThrough(name, book);
}

async function passThrough<T>(name: string, book: () => Promise<T>): Promise<T> {
  let fullSeen = false;
  try {
    return await book();
  } catch (error) {
    fullSeen = isSlotRefusal(error);
    throw error;
  } finally {
    leave(name, fullSeen);
  }
}

/** The gate's holder is done: after a refusal as full every waiter reads again, else the next goes in. */
function leave(name: string, fullSeen: boolean) {
  const lane = lanes.get(name)!;
  if (fullSeen) {
    lanes.delete(name);
    for (const wake of lane.waiting) wake(true);
  } else {
    const next = lane.waiting.shift();
    if (next) next(false);
    else lanes.delete(name);
  }
}

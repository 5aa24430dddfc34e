import type { FastifyRequest } from 'fastify';
import { busy } from './errors.js';
import { msg } from './messages.js';

/**
 * A bounded FIFO in front of the database. PGlite runs one query at a time, and a burst of
 * requests all waiting on it starves every one of them for seconds; so at most `maxActive`
 * requests use the database at once, at most `maxQueue` wait, each no longer than `timeoutMs`,
 * and the rest are told at once that the system is busy (503).
 */
export class DbGate {
  private active = 0;
  /** the routes that take a place here: what the hang-up test walks */
  readonly guarded: Array<{ method: string; url: string; afterUpload: boolean }> = [];
  private readonly waiting: Array<{ grant: () => void; timer: NodeJS.Timeout }> = [];
  /** since start, for the metrics (plugins/metrics.ts): requests that had to queue, and those refused (503) because the queue was full or the wait too long */
  readonly totals = { waits: 0, refusedFull: 0, refusedTimeout: 0 };

  constructor(
    readonly maxActive: number,
    readonly maxQueue: number,
    readonly timeoutMs: number,
  ) {}

  get stats() {
    return { active: this.active, waiting: this.waiting.length };
  }

  /**
   * Resolves to a release function, or to null when the caller should answer 503. `again`: the
   * caller held a place before and stepped aside (awayFromDbGate); it waits at the head of the line.
   */
  acquire(again = false): Promise<(() => void) | null> {
    if (this.active < this.maxActive) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.maxQueue && !again) {
      this.totals.refusedFull++;
      return Promise.resolve(null);
    }
    this.totals.waits++;
    return new Promise((resolve) => {
      const entry = {
        grant: () => resolve(this.releaser()),
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(entry);
          if (i >= 0) this.waiting.splice(i, 1);
          this.totals.refusedTimeout++;
          resolve(null);
        }, this.timeoutMs),
      };
      if (again) this.waiting.unshift(entry);
      else this.waiting.push(entry);
    });
  }

  private releaser() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.grant(); // the slot passes straight to the next in line
      } else {
        this.active--;
      }
    };
  }
}

/**
 * Takes the request's place at the database: on arrival (plugins/db-gate.ts), or once a route
 * that declared `dbGate: 'afterUpload'` has done its slow, database-free work. 503 when there is
 * none; false when the client hung up while waiting (its place goes back at once, or every
 * abandoned wait would keep one for ever). The place is given back when the exchange ends, however
 * it ends (plugins/db-gate.ts).
 */
export async function enterDbGate(request: FastifyRequest, again = false): Promise<boolean> {
  if (request.releaseDb) return true;
  const release = await request.server.dbGate.acquire(again);
  if (!release) throw busy(msg(request.lang, 'busy'));
  // not request.raw.destroyed: a request whose body has been read to the end reads as destroyed
  if (request.clientGone || request.raw.socket?.destroyed) {
    release();
    return false;
  }
  request.releaseDb = release;
  return true;
}

/**
 * Gives the request's database place back while it waits on something that is not the database
 * (a slot's turn: modules/warehouse/slot-gate.ts), and takes one again after: a hundred requests
 * waiting their turn must not hold the places everyone else needs. 503 when none comes back.
 */
export async function awayFromDbGate<T>(request: FastifyRequest, wait: () => Promise<T>): Promise<T> {
  const release = request.releaseDb;
  if (!release) return wait();
  request.releaseDb = undefined;
  release();
  // a booking whose turn has come is the one the others wait for: it does not queue behind them
  const back = () => enterDbGate(request, true).then((entered) => {
    if (!entered) throw busy(msg(request.lang, 'busy')); // hung up meanwhile: nobody reads this
  });
  let outcome: T;
  try {
    outcome = await wait();
  } catch (error) {
    await back();
    throw error;
  }
  await back();
  return outcome;
}

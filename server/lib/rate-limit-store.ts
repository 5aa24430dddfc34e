import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { countTry, triesOf, type Tries } from './try-counter.js';

// a key may carry a link's token: the table keeps its hash only
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
const answer = (done: Done) => (tries: Tries) => done(null, { current: tries.count, ttl: tries.ttlMs });

/**
 * @fastify/rate-limit's store on the shared counter (lib/try-counter.ts), so that N server
 * processes allow what one does, not N times it. The plugin keeps a store a route (a route's key is
 * the address alone), so each route's keys are prefixed with its method and path; a limiter made
 * with app.createRateLimit names its own keys. The key itself (an address, a link's token) is kept
 * hashed.
 */
export function tryCounterStore(db: Db): FastifyRateLimitStoreCtor {
  class TryCounterStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // the plugin constructs the first with its options, child() the others with a prefix
    constructor(prefix: string | FastifyRateLimitOptions) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate:';
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      countTry(db, this.prefix + hashed(key), { max, windowMs: timeWindow }).then(answer(done), done);
    }

    read(key: string, done: Done) {
      triesOf(db, this.prefix + hashed(key)).then(answer(done), done);
    }

    child(route: { method?: string | string[]; url?: string; routeInfo?: { method?: string | string[]; url?: string } }) {
      const info = route.routeInfo ?? route;
      return new TryCounterStore(info.url ? `rate:${[info.method].flat().join(',')} ${info.url}:` : 'rate:');
    }
  }
  return TryCounterStore as unknown as FastifyRateLimitStoreCtor;
}

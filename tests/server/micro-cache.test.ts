// @databases: embedded — no database: parsing, writing and arithmetic
import { describe, expect, it } from 'vitest';
import { MicroCache } from '../../server/lib/micro-cache.js';

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('MicroCache', () => {
  it('computes once for readers arriving together and within the time to live', async () => {
    const cache = new MicroCache<number>(200);
    let calls = 0;
    const compute = async () => {
      calls++;
      await later(20);
      return calls;
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', compute)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('other', compute)).toBe(2);
    await later(220);
    expect(await cache.get('k', compute)).toBe(3);
  });

  it('keeps no failure, keeps nothing with a time to live of 0, and holds at most maxEntries keys', async () => {
    const cache = new MicroCache<string>(10_000, 2);
    await expect(cache.get('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'up')).toBe('up');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    // 'bad' was the oldest of three: evicted, computed again
    expect(await cache.get('bad', async () => 'again')).toBe('again');
    const none = new MicroCache<number>(0);
    let n = 0;
    await none.get('k', async () => ++n);
    expect(await none.get('k', async () => ++n)).toBe(2);
  });
});

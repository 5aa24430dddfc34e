import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbGate } from '../../server/lib/db-gate.js';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

describe('DbGate', () => {
  it('admits up to maxActive at once and queues the rest in order', async () => {
    const gate = new DbGate(2, 10, 1000);
    const a = await gate.acquire();
    const b = await gate.acquire();
    const order: string[] = [];
    const c = gate.acquire().then((r) => (order.push('c'), r));
    const d = gate.acquire().then((r) => (order.push('d'), r));
    expect(gate.stats).toEqual({ active: 2, waiting: 2 });
    a!();
    a!(); // releasing twice must not free two slots
    (await c)!();
    b!();
    (await d)!();
    expect(order).toEqual(['c', 'd']);
    expect(gate.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('puts one coming back (it held a place and stepped aside) at the head of the line, even when the line is full', async () => {
    const gate = new DbGate(1, 1, 1000);
    const held = await gate.acquire();
    const order: string[] = [];
    const queued = gate.acquire().then((r) => (order.push('queued'), r));
    const back = gate.acquire(true).then((r) => (order.push('back'), r));
    held!();
    (await back)!();
    (await queued)!();
    expect(order).toEqual(['back', 'queued']);
  });

  it('answers null at once when the queue is full, and after the time-out', async () => {
    const gate = new DbGate(1, 1, 50);
    const first = await gate.acquire();
    const queued = gate.acquire();
    expect(await gate.acquire()).toBeNull();
    expect(await queued).toBeNull();
    first!();
    expect(gate.stats).toEqual({ active: 0, waiting: 0 });
  });
});

describe('overload on the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dbMaxActive: 1, dbMaxQueue: 3, dbQueueTimeoutMs: 2000 });
  });
  afterAll(async () => t?.close());

  it('at four times what the gate admits, answers 503 with Retry-After within the queue time-out and completes the rest', async () => {
    const headers = await loginAs(t.app);
    const admits = t.app.dbGate.maxActive + t.app.dbGate.maxQueue;
    const results = await Promise.all(
      Array.from({ length: admits * 4 }, async () => {
        const start = performance.now();
        const res = await t.app.inject({ method: 'GET', url: '/api/system/config/list', headers });
        return { res, ms: performance.now() - start };
      }),
    );
    const codes = results.map((r) => r.res.statusCode);
    expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(admits);
    const refused = results.filter((r) => r.res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const { res, ms } of refused) {
      expect(ms).toBeLessThan(t.app.dbGate.timeoutMs + 500);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({ code: 503 });
    }
    expect(t.app.dbGate.stats).toEqual({ active: 0, waiting: 0 });
    // the health check never waits in the queue
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('clients that hang up', () => {
  it('give their place back, whether they were served or still waiting', async () => {
    const http = await import('node:http');
    const Fastify = (await import('fastify')).default;
    const { dbGatePlugin } = await import('../../server/plugins/db-gate.js');
    const app = Fastify();
    app.decorate('config', { dbMaxActive: 1, dbMaxQueue: 10, dbQueueTimeoutMs: 5000 } as never);
    app.decorateRequest('lang', 'en');
    await app.register(dbGatePlugin);
    app.get('/slow', { config: { access: { public: true } } }, async () => {
      await new Promise((r) => setTimeout(r, 150));
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const get = (abortAfterMs?: number) =>
      new Promise<number | 'aborted'>((resolve) => {
        const req = http.get(`${address}/slow`, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', () => resolve('aborted'));
        if (abortAfterMs !== undefined) setTimeout(() => req.destroy(), abortAfterMs);
      });
    try {
      // one served, four hanging up while they wait in the queue
      const results = await Promise.all([get(), get(20), get(20), get(20), get(20)]);
      expect(results[0]).toBe(200);
      expect(results.slice(1)).toEqual(['aborted', 'aborted', 'aborted', 'aborted']);
      await new Promise((r) => setTimeout(r, 300));
      expect(app.dbGate.stats).toEqual({ active: 0, waiting: 0 });
      // and the gate still admits: nothing leaked
      expect(await Promise.all([get(), get()])).toEqual([200, 200]);
    } finally {
      await app.close();
    }
  });
});

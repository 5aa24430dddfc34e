import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { t, useTestApp } from './api.js';

/** GET /api/health/ready: what a load balancer asks before it sends an instance traffic. */
useTestApp();

const sockets: Socket[] = [];
// a "database" that takes the connection and never says a word
const silent = createServer((socket) => sockets.push(socket));
afterAll(() => {
  sockets.forEach((s) => s.destroy());
  silent.close();
});

describe('readiness', () => {
  it('is 200 when the database answers select 1, without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'ready', data: { status: 'ready', database: t.app.database.kind } });
  });

  it('is 503 within two seconds when the database does not answer, RuoYi mode or not', { timeout: 30_000 }, async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const config = loadConfig({ CAPTCHA_ENABLED: 'false', SCHEDULER_ENABLED: 'false' }, { tokenSecret: 'x', databaseUrl: `postgres://u:p@127.0.0.1:${port}/none`, webRoot: '/nonexistent', ruoyiCompat: true });
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
    const app = await buildApp({ config, database, logger: false });
    try {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      // RuoYi mode answers failures with 200: not a probe's
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 503, msg: 'database not answering', data: { status: 'not ready', database: 'postgres' } });
      expect(performance.now() - started).toBeLessThan(2500);
    } finally {
      sockets.forEach((s) => s.destroy());
      await app.close().catch(() => undefined);
    }
  });
});

// /getInfo and /getRouters at 50 clients on the embedded database, beside a bare Fastify route
// answering the same JSON; cold start on an existing data folder; server memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, login, rssMb, startProcess, stop, table } from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-bench-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '100000' };

try {
  const first = await startProcess('server/main.ts', env);
  console.log(`first start (creates, migrates and seeds the database): ${(first.startMs / 1000).toFixed(1)} s`);
  await stop(first.child);

  const server = await startProcess('server/main.ts', env);
  const health = performance.now();
  await fetch(`${server.url}/api/health`);
  console.log(`cold start on the existing data folder: ${(server.startMs / 1000).toFixed(2)} s to listening (+${Math.round(performance.now() - health)} ms first answer)`);
  console.log(`server memory after start: ${await rssMb(server.child.pid)} MB RSS`);

  const headers = await login(server.url);
  const info = await (await fetch(`${server.url}/api/getInfo`, { headers })).text();
  const routers = await (await fetch(`${server.url}/api/getRouters?language=1`, { headers })).text();

  const bareInfo = await startProcess('bench/bare-server.ts', { BARE_BODY: info });
  const bareRouters = await startProcess('bench/bare-server.ts', { BARE_BODY: routers });
  const rows = [];
  for (const [name, url, bare] of [
    ['GET /getInfo', `${server.url}/api/getInfo`, `${bareInfo.url}/bare`],
    ['GET /getRouters', `${server.url}/api/getRouters?language=1`, `${bareRouters.url}/bare`],
  ]) {
    // a short warm-up first for each: the first seconds of a fresh process measure the JIT
    await load(bare, { duration: 2 });
    const base = await load(bare, { duration });
    await load(url, { duration: 2, headers });
    const real = await load(url, { duration, headers });
    rows.push({ endpoint: `bare route, same JSON as ${name}`, 'req/s': base.rps, 'p50 ms': base.p50, 'p99 ms': base.p99, errors: base.errors, 'vs bare': '1.00' });
    rows.push({ endpoint: name, 'req/s': real.rps, 'p50 ms': real.p50, 'p99 ms': real.p99, errors: real.errors, 'vs bare': (real.rps / base.rps).toFixed(3) });
  }
  console.log(`\n50 clients, ${duration} s each, embedded database (PGlite)${env.DATABASE_URL ? ' — no: PostgreSQL' : ''}:`);
  table(rows);
  console.log(`server memory after load: ${await rssMb(server.child.pid)} MB RSS`);
  await Promise.all([stop(server.child), stop(bareInfo.child), stop(bareRouters.child)]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

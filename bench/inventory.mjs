// The stock list at 200 000 pallets and 1 000 000 ledger entries (PALLETS to change): filtered
// pages with their total, p50/p99 over sequential requests, beside the bare route (GET /api/health)
// in the same run; and preassigning 1 000 pallets in one action, beside the least SQL that could
// do it (one UPDATE, one INSERT) on the same database. PGlite in a scratch data dir; PostgreSQL too
// when BENCH_DATABASE_URL is set (a scratch database, dropped).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { login, scratchDatabase, startProcess, stop, table } from './lib.mjs';

const pallets = Number(process.env.PALLETS ?? 200_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const MOVE = 1000;
const { openBenchDb, seedStock, timeBareMove } = await tsImport('./inventory-db.ts', import.meta.url);

const ms = (v) => v.toFixed(1);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeGet(url, headers) {
  for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  let body;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    body = await res.text();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), body };
}

async function benchOn(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-bench-stock-'));
  const scratch = await scratchDatabase(databaseUrl, 'bench_stock');
  const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '100000', SEED_DEMO: 'false' };
  try {
    await stop((await startProcess('server/main.ts', env)).child);
    const bench = await openBenchDb({ dataDir, databaseUrl: scratch.url || undefined });
    let seeded = performance.now();
    const { warehouseId, ledger } = await seedStock(bench.db, pallets, 5);
    seeded = (performance.now() - seeded) / 1000;
    const bare = await timeBareMove(bench.db, MOVE, 5);
    await bench.close();
    console.log(`\n${label}: ${pallets} pallets, ${ledger} ledger entries (seeded in ${seeded.toFixed(1)} s incl. vacuum analyze)`);

    const server = await startProcess('server/main.ts', env);
    const headers = await login(server.url);
    const health = await timeGet(`${server.url}/api/health`, {});
    const filters = {
      'in stock, newest first': { status: '1' },
      'in stock in one warehouse, 30+ days': { status: '1', warehouseId: String(warehouseId), daysMin: '30' },
      'one order': { orderNo: 'BO0012345' },
      'buyer and location': { buyer: 'Buyer 42', location: 'A-07' },
      'pallet code': { palletCode: 'BP00123' },
      'in stock, sorted by location': { status: '1', orderByColumn: 'location', isAsc: 'ascending' },
    };
    const rows = [];
    for (const [name, filter] of Object.entries(filters)) {
      const qs = new URLSearchParams({ pageNum: '1', pageSize: '20', ...filter });
      const t = await timeGet(`${server.url}/api/biz/inventory/list?${qs}`, headers);
      rows.push({ filter: name, matches: JSON.parse(t.body).total, 'p50 ms': ms(t.p50), 'p99 ms': ms(t.p99), 'p99 / bare route': (t.p99 / health.p99).toFixed(1), 'within 30 ms': t.p99 <= 30 ? 'yes' : 'no' });
    }
    const ledgerPage = await timeGet(`${server.url}/api/biz/inventory/ledger?palletCode=BP0001234`, headers);
    rows.push({ filter: 'ledger of one pallet', matches: JSON.parse(ledgerPage.body).total, 'p50 ms': ms(ledgerPage.p50), 'p99 ms': ms(ledgerPage.p99), 'p99 / bare route': (ledgerPage.p99 / health.p99).toFixed(1), 'within 30 ms': ledgerPage.p99 <= 30 ? 'yes' : 'no' });

    // preassign 1 000 stocked pallets of one warehouse into the container, release them, again
    const ids = [];
    for (let pageNum = 1; ids.length < MOVE; pageNum += 1) {
      const stock = await (await fetch(`${server.url}/api/biz/inventory/list?status=1&warehouseId=${warehouseId}&pageSize=100&pageNum=${pageNum}`, { headers })).json();
      ids.push(...stock.rows.map((r) => r.palletId));
    }
    ids.length = MOVE;
    const containers = await (await fetch(`${server.url}/api/biz/container/list?cabinetNo=BENCH-1`, { headers })).json();
    const containerId = containers.rows[0].containerId;
    const send = async (url, body) => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api${url}`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const json = await res.json();
      if (res.status !== 200 || json.data?.moved !== MOVE) throw new Error(`${url}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
      return performance.now() - started;
    };
    const pre = [];
    const rel = [];
    for (let i = 0; i < 5; i += 1) {
      pre.push(await send('/biz/inventory/preassign', { palletIds: ids, containerId }));
      rel.push(await send('/biz/inventory/release', { palletIds: ids }));
    }
    pre.sort((a, b) => a - b);
    rel.sort((a, b) => a - b);
    await stop(server.child);
    console.log(`GET /api/biz/inventory/list (page 1 of 20, with total), ${runs} sequential requests each; bare route GET /api/health p50 ${ms(health.p50)} ms, p99 ${ms(health.p99)} ms:`);
    table(rows);
    console.log(`\n${MOVE} pallets in one action (median of 5, each with its ${MOVE} ledger entries), beside one UPDATE + one INSERT of them on the same database (${ms(bare)} ms):`);
    table([
      { action: 'PUT /biz/inventory/preassign', 'median ms': ms(pre[2]), 'max ms': ms(pre[4]), '× bare SQL': (pre[2] / bare).toFixed(1) },
      { action: 'PUT /biz/inventory/release', 'median ms': ms(rel[2]), 'max ms': ms(rel[4]), '× bare SQL': (rel[2] / bare).toFixed(1) },
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

const started = performance.now();
await benchOn('embedded database (PGlite)');
if (process.env.BENCH_DATABASE_URL) await benchOn('PostgreSQL', process.env.BENCH_DATABASE_URL);
console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);

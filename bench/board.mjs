// The operations board (GET /index/board) at the million-order scale (ORDERS to change), with
// BOOKINGS bookings (60 000: 150 a day over 400 days and the next week) and their status history,
// the orders' customs moves (the bulk of that history), FILINGS filings (100 000) and PREORDERS
// pre-orders (50 000) behind it, all seeded in SQL: p50/p99 over sequential requests for each role
// whose board differs (admin: every section; cs, customs, lhy: their own), beside /getInfo as the
// same role, timed the same way in the same run, as the baseline (a trivial authenticated route).
// And bench_own, a user with every menu but "own data only" (one row in 50 theirs), whose board
// reads the owner indexes of migration 0025: its times against the administrator's in this run.
// The board's indexes come from migration 0017; after the bulk load the counts are vacuumed.
// PGlite in a scratch data dir; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch database,
// dropped). BENCH_ONLY=pglite|postgres measures one of them. BENCH_REUSE=1 keeps both (a fixed data
// dir under the temp dir, database bench_board_keep) and seeds only what they lack: measuring again
// then takes seconds, not minutes. Drop them by hand afterwards (rm -rf the dir; drop database).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { login, scratchDatabase, startProcess, stop, table } from './lib.mjs';

const orders = Number(process.env.ORDERS ?? 1_000_000);
const sizes = { bookings: Number(process.env.BOOKINGS ?? 60_000), filings: Number(process.env.FILINGS ?? 100_000), preorders: Number(process.env.PREORDERS ?? 50_000) };
const runs = Number(process.env.BENCH_RUNS ?? 200);
const reuse = process.env.BENCH_REUSE === '1';
const only = process.env.BENCH_ONLY;
const TARGET_P99_MS = 50;
const { OWN_USER, countBenchBookings, countOrders, openBenchDb, seedBoard, seedOrders, seedOwnUser, settleAfterSeeding } = await tsImport('./board-db.ts', import.meta.url);
// the demo accounts: each role's permissions open different sections
const ROLES = [['admin', 'admin123'], ['cs', 'demo123'], ['customs', 'demo123'], ['lhy', 'demo123'], [OWN_USER, 'demo123']];
const OWN_TARGET = 2;

const ms = (v) => v.toFixed(1);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50 and p99 of `runs` sequential GETs, after a warm-up. */
async function timed(url, headers) {
  for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function benchOn(label, databaseUrl) {
  const keptDir = path.join(tmpdir(), 'wh-bench-board-keep');
  if (reuse && !databaseUrl) mkdirSync(keptDir, { recursive: true });
  const dataDir = reuse && !databaseUrl ? keptDir : mkdtempSync(path.join(tmpdir(), 'wh-bench-board-'));
  const scratch = await scratchDatabase(databaseUrl, 'bench_board', reuse);
  const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '100000', SCHEDULER_ENABLED: 'false' };
  try {
    // the first start creates, migrates and seeds the demo (warehouses, a user of each role); the
    // embedded database then belongs to one process at a time
    await stop((await startProcess('server/main.ts', env)).child);
    const bench = await openBenchDb({ dataDir, databaseUrl: scratch.url || undefined });
    const seeding = performance.now();
    const had = reuse ? await countOrders(bench.db) : 0;
    const total = had >= orders ? had : await seedOrders(bench.db, orders);
    if (!reuse || (await countBenchBookings(bench.db)) === 0) await seedBoard(bench.db, sizes);
    await seedOwnUser(bench.db);
    await settleAfterSeeding(bench.db);
    await bench.close();
    console.log(
      `\n${label}: ${total} orders, ${sizes.bookings} bookings, ${sizes.filings} filings, ${sizes.preorders} pre-orders ` +
        `(seeded and vacuumed in ${((performance.now() - seeding) / 1000).toFixed(0)} s)`,
    );

    const server = await startProcess('server/main.ts', env);
    const rows = [];
    const raw = {};
    try {
      for (const [user, password] of ROLES) {
        const headers = await login(server.url, user, password);
        const board = await (await fetch(`${server.url}/api/index/board`, { headers })).json();
        if (board.code !== 200) throw new Error(`board as ${user}: ${JSON.stringify(board)}`);
        const baseline = await timed(`${server.url}/api/getInfo`, headers);
        const measured = await timed(`${server.url}/api/index/board`, headers);
        raw[user] = measured;
        rows.push({
          role: user,
          sections: [...board.data.sections.map((s) => s.key), ...(board.data.docks.length ? ['docks'] : []), ...(board.data.trend.length ? ['trend'] : [])].join(' '),
          'board p50': ms(measured.p50),
          'board p99': ms(measured.p99),
          'getInfo p50': ms(baseline.p50),
          'getInfo p99': ms(baseline.p99),
          'p50 ratio': (measured.p50 / baseline.p50).toFixed(1),
          'p99 ratio': (measured.p99 / baseline.p99).toFixed(1),
          [`p99 ≤ ${TARGET_P99_MS} ms`]: measured.p99 <= TARGET_P99_MS ? 'yes' : 'NO',
        });
      }
    } finally {
      await stop(server.child);
    }
    console.log(`GET /api/index/board beside GET /api/getInfo as the same user, ${runs} sequential requests each (ms):`);
    table(rows);
    const own = raw[OWN_USER];
    const admin = raw.admin;
    const p99Ratio = own.p99 / admin.p99;
    console.log(
      `"own data only" (${OWN_USER}) against admin, same run: p50 ${ms(own.p50)} / ${ms(admin.p50)} ms = ${(own.p50 / admin.p50).toFixed(2)}×, ` +
        `p99 ${ms(own.p99)} / ${ms(admin.p99)} ms = ${p99Ratio.toFixed(2)}× (target ≤ ${OWN_TARGET}×: ${p99Ratio <= OWN_TARGET ? 'yes' : 'NO'})`,
    );
  } finally {
    if (dataDir !== keptDir) rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

const started = performance.now();
if (only !== 'postgres') await benchOn('embedded database (PGlite)');
if (only !== 'pglite' && process.env.BENCH_DATABASE_URL) await benchOn('PostgreSQL', process.env.BENCH_DATABASE_URL);
console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);

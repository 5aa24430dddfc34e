// The orders list at a million orders (ORDERS to change): filtered by customs status and a date
// range, sorted by createTime descending, page 1 and page 5000 (pageSize 20), p50/p99 over
// sequential requests, beside the repository call, the SQL it sends replayed raw, and the naive
// list (count(*) and OFFSET) as raw SQL, all on the same database in this run. PGlite in a
// scratch data dir; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch database, dropped).
// BENCH_REUSE=1 keeps both (a fixed data dir under the temp dir, database bench_orders_keep) and
// seeds only when they hold fewer orders than asked: measuring again then takes seconds, not minutes.
// Drop them by hand afterwards (rm -rf the dir; drop database bench_orders_keep).
// `npm run bench orders -- --ten-million` (or BENCH_TEN_MILLION=1): ten million orders on
// PostgreSQL only (minutes of loading and several GB: the scratch database is dropped after), the
// list's first and deep page against a p99 of 30 ms, no export.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { login, scratchDatabase, startProcess, stop, table, watchRss } from './lib.mjs';

const tenMillion = process.argv.includes('--ten-million') || process.env.BENCH_TEN_MILLION === '1';
const orders = Number(process.env.ORDERS ?? (tenMillion ? 10_000_000 : 1_000_000));
const TEN_MILLION_P99_MS = 30;
const runs = Number(process.env.BENCH_RUNS ?? 200);
const reuse = process.env.BENCH_REUSE === '1';
const { ADMIN, countOrders, openBenchDb, seedOrders, timeExportRead, timeOrderList } = await tsImport('./orders-db.ts', import.meta.url);
const { exceljsWriter, ownWriter, readSheet } = await tsImport('./export-baseline.ts', import.meta.url);

const ms = (v) => v.toFixed(1);
const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// of a million orders, about 11 000, 100 000 and 200 000 match customs completed over the last 25, 100
// and 180 days: three sizes, to see whether the server's memory grows with the export or stays flat
const EXPORT_DAYS = (process.env.BENCH_EXPORT_DAYS ?? '25,100,180').split(',').map(Number);
const EXPORT_HEAP_MB = Number(process.env.BENCH_EXPORT_HEAP_MB ?? 96);

/** The list's filter over the last `days`, as the export is asked for it (no page). */
function exportFilter(base, days) {
  const { pageSize: _page, ...filter } = { ...base, 'params[beginTime]': day(days) };
  return filter;
}

/**
 * The export of the list's filter over `days`: rows, seconds, bytes, and the server's memory
 * meanwhile; then the same rows and columns, read back from its workbook, written by the bare
 * writers here (bench/export-baseline.ts), and the export's time over theirs.
 */
async function exportRun(server, headers, base, days) {
  const qs = new URLSearchParams(exportFilter(base, days));
  const count = await (await fetch(`${server.url}/api/biz/order/list?${qs}&pageSize=1`, { headers })).json();
  const rss = await watchRss(server.child.pid);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/biz/order/export?${qs}`, { headers });
  const chunks = [];
  for await (const chunk of res.body) chunks.push(chunk);
  const seconds = (performance.now() - started) / 1000;
  const { before, peak } = rss.done();
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  const workbook = Buffer.concat(chunks);
  const sheet = await readSheet(workbook);
  if (sheet.rows.length !== count.total) throw new Error(`the export wrote ${sheet.rows.length} rows of ${count.total}`);
  const own = await ownWriter(sheet);
  const exceljs = await exceljsWriter(sheet);
  return {
    days,
    rows: count.total,
    s: seconds.toFixed(2),
    'rows/s': Math.round(count.total / seconds),
    'MB out': (workbook.length / 1024 / 1024).toFixed(1),
    'bare own s': own.seconds.toFixed(2),
    'bare exceljs s': exceljs.seconds.toFixed(2),
    '/ bare own': (seconds / own.seconds).toFixed(2),
    '/ bare exceljs': (seconds / exceljs.seconds).toFixed(2),
    'RSS before MB': before,
    'peak RSS MB': peak,
    'export adds MB': peak - before,
  };
}

async function benchOn(label, databaseUrl) {
  const keptDir = path.join(tmpdir(), 'wh-bench-orders-keep');
  if (reuse && !databaseUrl) mkdirSync(keptDir, { recursive: true });
  const dataDir = reuse && !databaseUrl ? keptDir : mkdtempSync(path.join(tmpdir(), 'wh-bench-orders-'));
  const scratch = await scratchDatabase(databaseUrl, 'bench_orders', reuse);
  const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '100000' };
  try {
    // the first start creates, migrates and seeds; the embedded database then belongs to one process at a time
    await stop((await startProcess('server/main.ts', env)).child);
    const bench = await openBenchDb({ dataDir, databaseUrl: scratch.url || undefined });
    let seeded = performance.now();
    const had = reuse ? await countOrders(bench.db) : 0;
    const total = had >= orders ? had : await seedOrders(bench.db, orders);
    seeded = (performance.now() - seeded) / 1000;
    const base = { pageSize: 20, customsStatus: '2', 'params[beginTime]': day(180), 'params[endTime]': day(0), orderByColumn: 'createTime', isAsc: 'descending' };
    const first = await timeOrderList(bench, { ...base, pageNum: 1 }, runs);
    const deepPage = Math.max(1, Math.min(5000, Math.floor(first.total / 20)));
    const deep = await timeOrderList(bench, { ...base, pageNum: deepPage }, runs);
    await bench.close();
    console.log(`\n${label}: ${total} orders (seeded ${orders} in ${seeded.toFixed(1)} s incl. vacuum analyze); customs completed, created ${base['params[beginTime]']} .. ${base['params[endTime]']}: ${first.total} match`);

    const server = await startProcess('server/main.ts', env);
    const headers = await login(server.url);
    const rows = [];
    for (const [page, raw] of [[1, first], [deepPage, deep]]) {
      const qs = new URLSearchParams({ ...base, pageNum: String(page) });
      const url = `${server.url}/api/biz/order/list?${qs}`;
      const check = await (await fetch(url, { headers })).json();
      if (check.total !== raw.total || check.rows[0]?.orderId !== raw.firstId) throw new Error(`unexpected list answer: total ${check.total}, first ${check.rows?.[0]?.orderId}`);
      for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).arrayBuffer();
      const times = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`list answered ${res.status}`);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p99 = percentile(times, 99);
      rows.push({
        page,
        'HTTP p50': ms(p50),
        'HTTP p99': ms(p99),
        'call p50': ms(raw.call.p50),
        'call p99': ms(raw.call.p99),
        // the statement count in its own column: a column named after it left a blank when the pages differ
        'its stmts': raw.statements,
        'its SQL p50': ms(raw.raw.p50),
        'its SQL p99': ms(raw.raw.p99),
        'naive count p99': ms(raw.naiveCount.p99),
        'naive page p99': ms(raw.naivePage.p99),
        'naive both p99': ms(raw.naive.p99),
        'HTTP p99 / its SQL': (p99 / raw.raw.p99).toFixed(2),
        'HTTP p99 / naive': (p99 / raw.naive.p99).toFixed(2),
      });
    }
    await stop(server.child);
    console.log(`GET /api/biz/order/list?customsStatus=2&params[beginTime]&params[endTime]&orderByColumn=createTime&isAsc=descending&pageSize=20 as ${ADMIN.userName}, ${runs} sequential requests each (ms):`);
    table(rows);
    if (tenMillion) {
      for (const r of rows) console.log(`page ${r.page}: HTTP p99 ${r['HTTP p99']} ms (target ≤ ${TEN_MILLION_P99_MS} ms: ${Number(r['HTTP p99']) <= TEN_MILLION_P99_MS ? 'yes' : 'NO'})`);
      return;
    }
    // Uncapped, V8 lets its heap grow into free memory before collecting, so the RSS of a long
    // export says more about the collector than about the export. Under a small heap cap, an
    // export that held its rows would run out of memory; one that streams finishes at about the
    // RSS it started with.
    const exporter = await startProcess('server/main.ts', { ...env, NODE_OPTIONS: `--max-old-space-size=${EXPORT_HEAP_MB}` });
    const exported = [];
    for (const days of EXPORT_DAYS) exported.push(await exportRun(exporter, await login(exporter.url), base, days));
    await stop(exporter.child);
    // the export's database reading alone, in this process once the server has stopped: the
    // sheet is written on a thread of its own meanwhile, so the export takes at least the longer
    // of this and the writing
    const reader = await openBenchDb({ dataDir, databaseUrl: scratch.url || undefined });
    for (const row of exported) {
      const read = await timeExportRead(reader, exportFilter(base, row.days));
      if (read.rows !== row.rows) throw new Error(`the export's reading gave ${read.rows} rows of ${row.rows}`);
      row['DB read alone s'] = read.seconds.toFixed(2);
      row['DB read / bare own'] = (read.seconds / Number(row['bare own s'])).toFixed(2);
    }
    await reader.close();
    console.log(`\nGET /api/biz/order/export, the same filter over fewer and more days (xlsx streamed), the server's V8 heap capped at ${EXPORT_HEAP_MB} MB;`);
    console.log('beside it, the same rows and columns written by bare streaming writers in this process (no database, labels or formatting): the project\'s writer on plain rows (the target: at most 1.3×) and exceljs\' WorkbookWriter; and the export\'s database reading alone (its batches, no sheet):');
    table(exported);
  } finally {
    if (dataDir !== keptDir) rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

const started = performance.now();
if (tenMillion && !process.env.BENCH_DATABASE_URL) throw new Error('--ten-million runs on PostgreSQL: set BENCH_DATABASE_URL');
if (!tenMillion) await benchOn('embedded database (PGlite)');
if (process.env.BENCH_DATABASE_URL) await benchOn('PostgreSQL', process.env.BENCH_DATABASE_URL);
console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);

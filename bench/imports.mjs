// Excel import at 100 000 rows (IMPORT_ROWS to change): a product file, and a file of 10-line orders
// imported as pre-orders and as orders, each uploaded to a freshly started server: seconds, rows/s and the server's peak memory,
// then again on a server whose V8 heap is capped (IMPORT_HEAP_MB, 128): an import that holds its
// rows runs out of memory there (uncapped, V8 grows its heap into free memory before collecting,
// so peak RSS says more about the collector than about what the import holds),
// beside a bare parse of the same file in this process with the import's own reader
// (server/lib/xlsx-rows.ts: inflate and parse, no checks, no database), the floor
// any import of it pays: timed just before and just after each import (the better of the two), so
// the ratio compares readings taken under the same machine load, not a floor taken minutes earlier.
// 'server CPU s' is the server process's CPU time during the import, all its threads (not the
// database's: on PostgreSQL that is 'PostgreSQL CPU s', its connections' processes, read from
// /proc on this machine): under load they say what the import costs when its seconds do not.
// 'COPY alone s' (products): the rows the product import stores, written by its own write
// (writeProductImport: COPY) in its batches and one transaction, from this process once
// the server has stopped, with no file, checks or plan: what the database alone takes to store
// them. On the embedded database that runs on the thread that checks the rows too, so the import
// takes at least the reader's time and this one's on that thread, less what overlaps.
// IMPORT_EXCELJS=1 also times exceljs' streaming reader, which the import used before, once at the start.
// IMPORT_ONLY=products,orders runs some files; IMPORT_CAPPED=0 skips the capped runs.
// PGlite in a scratch data dir; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch database, dropped).
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { cpuSeconds, login, scratchDatabase, startProcess, stop, table, watchRss } from './lib.mjs';

// the import's own reader (server/lib/xlsx-rows.ts), the code the server runs
const { sheetRows } = await tsImport('../server/lib/xlsx-rows.ts', import.meta.url);
const { writeProductImport } = await tsImport('../server/modules/product/repository.ts', import.meta.url);
const { PRODUCT_IMPORT_BATCH } = await tsImport('../server/modules/product/import-routes.ts', import.meta.url);
const { ADMIN, openBenchDb } = await tsImport('./orders-db.ts', import.meta.url);

const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const LINES_PER_ORDER = 10;

async function xlsxOf(header, rows) {
  const stream = new PassThrough();
  const chunks = [];
  stream.on('data', (c) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

function* productRows() {
  for (let i = 0; i < ROWS; i++) yield [`BENCH-${String(i).padStart(6, '0')}`, `商品${i}`, `Product ${i}`, '6109100010', 40, 30, 5 + (i % 10), 1.25, 1.1, `Supplier ${i % 50}`];
}

function* preorderLines() {
  for (let i = 0; i < ROWS; i++) yield [`BENCH-${String(Math.floor(i / LINES_PER_ORDER)).padStart(6, '0')}`, 'Buyer A', 'Vendor', `L${i % LINES_PER_ORDER}`, 10, 2.5, 'USD', 4, 0.2, 8];
}

const files = [
  {
    name: 'products',
    url: '/api/biz/product/importData',
    expected: { inserted: ROWS },
    file: await xlsxOf(['货号', '中文名称', '英文名称', 'HS编码', '长(cm)', '宽(cm)', '高(cm)', '毛重(kg)', '净重(kg)', '供应商'], productRows()),
  },
  {
    name: 'pre-orders',
    url: '/api/biz/preorder/importData',
    expected: { inserted: ROWS / LINES_PER_ORDER },
    file: await xlsxOf(['订单号', '买方', '供应商', '货号', '原始数量', '单价', '币种', '箱数', '体积', '毛重'], preorderLines()),
  },
];
// orders read the pre-orders' sheet (one row per goods line) and write header and lines tables
files.push({ ...files[1], name: 'orders', url: '/api/biz/order/importData' });
const only = process.env.IMPORT_ONLY?.split(',');
const chosen = only ? files.filter((f) => only.includes(f.name)) : files;
const CAPPED = process.env.IMPORT_CAPPED !== '0';

/** CPU seconds used so far by the server processes of the database at `url` (PostgreSQL on this machine): pid → seconds. */
async function backendSeconds(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const out = new Map();
    for (const { pid } of rows) out.set(pid, await cpuSeconds(pid).catch(() => 0));
    return out;
  } finally {
    await client.end();
  }
}

/** Seconds to read every row of the file with exceljs's streaming reader, and nothing else. */
async function exceljsAlone(file) {
  const started = performance.now();
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { worksheets: 'emit', sharedStrings: 'cache' })) {
    for await (const _row of sheet) rows++;
  }
  if (rows !== ROWS + 1) throw new Error(`exceljs read ${rows} rows`);
  return (performance.now() - started) / 1000;
}

/** Seconds to read every row with the import's own reader (inflate and parse, no checks, no database). */
async function readerAlone(file) {
  const started = performance.now();
  let rows = 0;
  for await (const _row of sheetRows(file)) rows++;
  if (rows !== ROWS + 1) throw new Error(`the reader read ${rows} rows`);
  return (performance.now() - started) / 1000;
}

/** Seconds to store the product file's rows (new article numbers) as the import writes them, and nothing else. */
async function copyAlone(dataDir, databaseUrl) {
  const bench = await openBenchDb({ dataDir, databaseUrl: databaseUrl || undefined });
  try {
    const rows = [...productRows()].map(([articleNo, nameZh, nameEn, hscode, length, width, height, grossWeight, netWeight, supplier]) => ({ articleNo: `COPY-${articleNo}`, nameZh, nameEn, hscode, length, width, height, grossWeight, netWeight, supplier }));
    const started = performance.now();
    await bench.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += PRODUCT_IMPORT_BATCH) await writeProductImport(tx, { inserts: rows.slice(i, i + PRODUCT_IMPORT_BATCH), updates: [] }, ADMIN);
    });
    return (performance.now() - started) / 1000;
  } finally {
    await bench.close();
  }
}

const exceljsFloors = new Map();
if (process.env.IMPORT_EXCELJS === '1') for (const f of chosen) exceljsFloors.set(f.name, Math.min(await exceljsAlone(f.file), await exceljsAlone(f.file)));

const HEAP_MB = Number(process.env.IMPORT_HEAP_MB ?? 128);

/** The same upload to a server whose heap is capped: its seconds, or what became of it. */
async function cappedRun(env, f) {
  const server = await startProcess('server/main.ts', { ...env, NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` });
  try {
    const headers = await login(server.url);
    const form = new FormData();
    form.append('file', new Blob([f.file]), `${f.name}.xlsx`);
    const started = performance.now();
    const res = await fetch(`${server.url}${f.url}`, { method: 'POST', headers, body: form }).catch(() => null);
    const body = res ? await res.json().catch(() => null) : null;
    if (!res) return server.child.exitCode === null ? 'failed' : 'out of memory';
    if (res.status !== 200 || body?.data?.inserted !== f.expected.inserted) return `answered ${res.status}`;
    return ((performance.now() - started) / 1000).toFixed(1);
  } finally {
    await stop(server.child);
  }
}

async function benchOn(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-bench-imports-'));
  const scratch = await scratchDatabase(databaseUrl, 'bench_imports');
  const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '100000' };
  // the capped runs import the same files into a database of their own
  const cappedDir = mkdtempSync(path.join(tmpdir(), 'wh-bench-imports-capped-'));
  const cappedScratch = await scratchDatabase(databaseUrl, 'bench_imports_capped');
  const cappedEnv = { ...env, DATA_DIR: cappedDir, DATABASE_URL: cappedScratch.url };
  const rows = [];
  try {
    // the first start creates, migrates and seeds the demo, which leaves its own memory behind
    await stop((await startProcess('server/main.ts', env)).child);
    await stop((await startProcess('server/main.ts', cappedEnv)).child);
    for (const f of chosen) {
      const capped = CAPPED ? await cappedRun(cappedEnv, f) : 'skipped';
      const server = await startProcess('server/main.ts', env);
      try {
        const headers = await login(server.url);
        // the bare parse next to the import, while the idle server waits (and again after it)
        const readerBefore = await readerAlone(f.file);
        const form = new FormData();
        form.append('file', new Blob([f.file]), `${f.name}.xlsx`);
        const rss = await watchRss(server.child.pid);
        const cpuBefore = await cpuSeconds(server.child.pid);
        const dbBefore = databaseUrl ? await backendSeconds(scratch.url) : undefined;
        const started = performance.now();
        const res = await fetch(`${server.url}${f.url}`, { method: 'POST', headers, body: form });
        const body = await res.json();
        const seconds = (performance.now() - started) / 1000;
        const cpu = (await cpuSeconds(server.child.pid)) - cpuBefore;
        let dbCpu = 0;
        if (dbBefore) for (const [pid, after] of await backendSeconds(scratch.url)) dbCpu += after - (dbBefore.get(pid) ?? 0);
        const { before, peak } = rss.done();
        const reader = Math.min(readerBefore, await readerAlone(f.file));
        const exceljs = exceljsFloors.get(f.name);
        await stop(server.child);
        const copy = f.name === 'products' ? await copyAlone(dataDir, scratch.url) : undefined;
        if (res.status !== 200 || body.data?.inserted !== f.expected.inserted) throw new Error(`${f.name}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        rows.push({
          file: f.name,
          rows: ROWS,
          'MB in': (f.file.length / 1024 / 1024).toFixed(1),
          seconds: seconds.toFixed(1),
          'rows/s': Math.round(ROWS / seconds),
          'RSS before MB': before,
          'peak RSS MB': peak,
          'import adds MB': peak - before,
          'reader alone s': reader.toFixed(2),
          'import / reader alone': (seconds / reader).toFixed(2),
          'COPY alone s': copy ? copy.toFixed(2) : '',
          'COPY / reader alone': copy ? (copy / reader).toFixed(2) : '',
          'server CPU s': cpu.toFixed(1),
          ...(databaseUrl ? { 'PostgreSQL CPU s': dbCpu.toFixed(1) } : {}),
          ...(exceljs ? { 'exceljs alone s': exceljs.toFixed(2), 'import / exceljs alone': (seconds / exceljs).toFixed(2) } : {}),
          [`heap capped at ${HEAP_MB} MB: s`]: capped,
        });
      } finally {
        await stop(server.child);
      }
    }
    console.log(`\n${label}: POST importData, one ${ROWS}-row file per server, each started afresh`);
    table(rows);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(cappedDir, { recursive: true, force: true });
    await scratch.drop();
    await cappedScratch.drop();
  }
}

const started = performance.now();
await benchOn('embedded database (PGlite)', '');
if (process.env.BENCH_DATABASE_URL) await benchOn('PostgreSQL', process.env.BENCH_DATABASE_URL);
console.log(`\nbench took ${Math.round((performance.now() - started) / 1000)} s`);

// The user list with 100 000 users (USERS to change) under the data scope "own department and
// below": p99 of page 1 and of a deep page over HTTP, one client at a time (so that the figure is
// latency, not queueing on the one embedded connection), beside the same repository call and its
// SQL timed straight on the database in this run; then the export of every user: seconds and the
// server's peak memory, beside reading the same rows without the workbook.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { load, login, rssMb, scratchDatabase, startProcess, stop, table } from './lib.mjs';

const users = Number(process.env.USERS ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-bench-users-'));
const { LEAD, openBenchDb, seedUsers, timeList, timeStream } = await tsImport('./users-db.ts', import.meta.url);

const memory = (pid, field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
const ms = (v) => v.toFixed(1);

const scratch = await scratchDatabase(process.env.BENCH_DATABASE_URL, 'bench_users');
const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '100000' };
try {
  // the first start creates, migrates and seeds; the embedded database then belongs to one process at a time
  await stop((await startProcess('server/main.ts', env)).child);

  const bench = await openBenchDb({ dataDir, databaseUrl: scratch.url || undefined });
  let seeded = performance.now();
  const { leadUser, total } = await seedUsers(bench.db, users);
  seeded = (performance.now() - seeded) / 1000;
  const first = await timeList(bench, leadUser, 1, runs);
  // the deepest full page up to 4000 (pageSize 20): 4000 once the lead sees 80 000 users
  const deepPage = Math.max(1, Math.min(4000, Math.floor(first.total / 20)));
  const deep = await timeList(bench, leadUser, deepPage, runs);
  const stream = await timeStream(bench.db);
  await bench.close();
  console.log(`${total} live users (seeded ${users} in ${seeded.toFixed(1)} s); the lead (dept 101, "own department and below") sees ${first.total}`);

  const server = await startProcess('server/main.ts', env);
  const lead = await login(server.url, LEAD.userName, LEAD.password);
  const listUrl = (page) => `${server.url}/api/system/user/list?pageNum=${page}&pageSize=20`;
  const check = await (await fetch(listUrl(deepPage), { headers: lead })).json();
  if (check.total !== first.total || check.rows.length === 0) throw new Error(`unexpected list answer: total ${check.total}, ${check.rows?.length} rows`);

  const rows = [];
  for (const [name, page, raw] of [['page 1', 1, first], [`page ${deepPage}`, deepPage, deep]]) {
    await load(listUrl(page), { connections: 1, duration: Math.min(2, duration), headers: lead });
    const http = await load(listUrl(page), { connections: 1, duration, headers: lead });
    rows.push({
      'GET /system/user/list': name,
      'req/s': http.rps,
      'p50 ms': http.p50,
      'p99 ms': http.p99,
      errors: http.errors,
      'db call p50': ms(raw.p50),
      'db call p99': ms(raw.p99),
      'SQL exec ms': ms(raw.explainMs),
      'p99 vs db call': (http.p99 / raw.p99).toFixed(2),
    });
  }
  console.log(`\n1 client, ${duration} s each, ${scratch.url ? 'PostgreSQL' : 'embedded database (PGlite)'}; db call = the same repository call on the database, ${runs} sequential runs; SQL exec = EXPLAIN ANALYZE of its two statements:`);
  table(rows);

  const admin = await login(server.url, 'admin', 'admin123');
  const before = memory(server.child.pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory(server.child.pid, 'VmRSS'));
  }, 100);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/system/user/export`, { method: 'POST', headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  console.log(`\nPOST /system/user/export, every user (${stream.rows} rows) as admin:`);
  table([
    { step: 'read the rows on the database (keyset, 1000 a batch)', seconds: stream.seconds.toFixed(2), 'vs read': '1.00', 'MB out': '', 'RSS before MB': '', 'peak RSS MB': '', 'export adds MB': '' },
    {
      step: 'export over HTTP (xlsx streamed)',
      seconds: seconds.toFixed(2),
      'vs read': (seconds / stream.seconds).toFixed(2),
      'MB out': (bytes / 1024 / 1024).toFixed(1),
      'RSS before MB': before,
      'peak RSS MB': (peak = Math.max(peak, memory(server.child.pid, 'VmRSS'))),
      'export adds MB': peak - before,
    },
  ]);
  console.log(`server peak RSS since start (VmHWM): ${memory(server.child.pid, 'VmHWM')} MB; now ${await rssMb(server.child.pid)} MB`);
  await stop(server.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await scratch.drop();
}

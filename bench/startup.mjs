// Cold start of `npm start`'s server on a copy of an existing data folder (demo data, embedded
// database), beside a bare Fastify + PGlite opening the same folder, alternated in the same run:
// time to listening, then the first and the hundredth answer of /getInfo and a list route.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { login, serverArgs, startProcess, stop, table } from './lib.mjs';

const starts = Number(process.env.BENCH_STARTS ?? 5);
// another build's compiled server (…/dist-server/server/main.js) started alternately too, with --enable-source-maps as `npm start` ran builds before the bundle: before and after in one run
const before = process.env.BENCH_BEFORE;
const root = path.resolve(import.meta.dirname, '..');
const prepared = mkdtempSync(path.join(tmpdir(), 'wh-startup-'));
const env = { DATABASE_URL: '', CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '100000', SCHEDULER_ENABLED: 'true' };

/** Spawns `args` on a fresh copy of the prepared folder; resolves at "ready on" in its output. */
function coldStart(args) {
  const dataDir = `${prepared}-copy`;
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(prepared, dataDir, { recursive: true });
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      const match = /ready on (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        child.stdout.off('data', read);
        child.stdout.resume();
        child.stderr.resume();
        resolve({ child, url: match[1], ms: performance.now() - started, dataDir });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`exited ${code} before listening: ${output.slice(-2000)}`)));
  });
}

async function timed(url, headers) {
  const t = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - t;
}

/** The first answer of each url, then 99 more rounds; "100th" is the median of rounds 91–100. */
async function firstAndHundredth(urls, headers) {
  const times = urls.map(() => []);
  for (let round = 0; round < 100; round++) for (const [i, url] of urls.entries()) times[i].push(await timed(url, headers));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return times.map((t) => ({ first: t[0], hundredth: median(t.slice(90)) }));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => Math.round(x);

try {
  // the data folder: created, migrated and seeded once; a session opened in it stays valid in each copy
  const first = await startProcess('server/main.ts', { ...env, DATA_DIR: prepared });
  const headers = await login(first.url);
  await stop(first.child);

  const runs = { bare: [], server: [], before: [] };
  for (let i = 0; i < starts; i++) {
    const bare = await coldStart([path.join(root, 'bench/bare-pglite-server.mjs')]);
    const [b] = await firstAndHundredth([`${bare.url}/bare`], {});
    runs.bare.push({ listen: bare.ms, ...b });
    await stop(bare.child);

    const server = await coldStart(serverArgs());
    const [info, list] = await firstAndHundredth([`${server.url}/api/getInfo`, `${server.url}/api/biz/order/list?pageNum=1&pageSize=10`], headers);
    runs.server.push({ listen: server.ms, info, list });
    await stop(server.child);
    if (before) {
      const other = await coldStart(['--enable-source-maps', before]);
      const [info2, list2] = await firstAndHundredth([`${other.url}/api/getInfo`, `${other.url}/api/biz/order/list?pageNum=1&pageSize=10`], headers);
      runs.before.push({ listen: other.ms, info: info2, list: list2 });
      await stop(other.child);
    }
    rmSync(`${prepared}-copy`, { recursive: true, force: true });
  }
  const pick = (rows, f) => ms(median(rows.map(f)));
  const bareListen = median(runs.bare.map((r) => r.listen));
  console.log(`\ncold start on a copy of an existing data folder (demo data, PGlite), median of ${starts} starts, alternated:`);
  const serverRows = (name, rows) => [
    { process: name, 'to listening ms': pick(rows, (r) => r.listen), 'vs bare': (median(rows.map((r) => r.listen)) / bareListen).toFixed(2), route: 'GET /getInfo', 'first ms': pick(rows, (r) => r.info.first), '100th ms': pick(rows, (r) => r.info.hundredth) },
    { process: '', 'to listening ms': '', 'vs bare': '', route: 'GET /biz/order/list', 'first ms': pick(rows, (r) => r.list.first), '100th ms': pick(rows, (r) => r.list.hundredth) },
  ];
  table([
    { process: 'bare Fastify + PGlite, same folder', 'to listening ms': ms(bareListen), 'vs bare': '1.00', route: 'GET /bare (10 users)', 'first ms': pick(runs.bare, (r) => r.first), '100th ms': pick(runs.bare, (r) => r.hundredth) },
    ...serverRows('server (npm start)', runs.server),
    ...(before ? serverRows(`BENCH_BEFORE`, runs.before) : []),
  ]);
  console.log(`server to listening, each start: ${runs.server.map((r) => ms(r.listen)).join(', ')} ms; bare: ${runs.bare.map((r) => ms(r.listen)).join(', ')} ms`);
} finally {
  rmSync(prepared, { recursive: true, force: true });
  rmSync(`${prepared}-copy`, { recursive: true, force: true });
}

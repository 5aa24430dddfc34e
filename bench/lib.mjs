import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { isStale, SERVER_SOURCES } from '../scripts/freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
let built = false;
/** The server as `npm start` runs it: bundled (built here first when its sources are newer). */
export function serverArgs() {
  if (!built && isStale(path.join(root, 'dist-server/server/main.js'), SERVER_SOURCES.map((p) => path.join(root, p)))) {
    if (spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('npm run build:server failed');
  }
  built = true;
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see where a server's time goes
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return [...extra, path.join(root, 'dist-server/server/main.js')];
}

/**
 * Starts `node --import tsx <entry>` (server/main.ts: the compiled server, as `npm start` runs it)
 * with its output going to a file (a pipe that this busy process drained late would block the
 * server's log writes and distort its latency), and resolves once the log says "ready on http://…".
 */
export function startProcess(entry, env = {}) {
  const started = performance.now();
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'wh-bench-log-')), 'server.log');
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, entry === 'server/main.ts' ? serverArgs() : ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', fd, fd],
  });
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const output = readFileSync(logFile, 'utf8');
      const match = /ready on (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve({ child, url: match[1], startMs: performance.now() - started, logFile });
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`${entry} exited ${code}: ${readFileSync(logFile, 'utf8').slice(-2000)}`));
    });
  });
}

export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** Resident memory of a process in MB, from /proc. */
export async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

/** CPU seconds a process has used so far, all its threads (user and system, from /proc; 100 ticks a second). */
export async function cpuSeconds(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A JSON call to the API (`/api` + url) with a bearer token when given: its status and body. */
export async function api(base, token, method, url, body) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

/** The authorization header of a fresh session (the bench servers run without the captcha). */
/** Passwords a bench changed at an account's first sign-in, by server and name. */
const changedPasswords = new Map();

/**
 * Signs in; an account held at its password change (a real install's administrator, one made by
 * SQL) changes it first, as its user would, and later sign-ins in this run use the new one.
 */
export async function login(url, username = 'admin', password = 'admin123') {
  const key = `${url} ${username}`;
  const given = changedPasswords.get(key) ?? password;
  const body = await (await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: given }) })).json();
  if (!body.token) throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  const headers = { authorization: `Bearer ${body.token}` };
  const info = await (await fetch(`${url}/api/getInfo`, { headers })).json();
  if (info.mustChangePassword) {
    const chosen = `${given}-bench`;
    const res = await fetch(`${url}/api/system/user/profile/updatePwd`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ oldPassword: given, newPassword: chosen }) });
    if (!res.ok) throw new Error(`password change of ${username}: ${await res.text()}`);
    changedPasswords.set(key, chosen);
  }
  return headers;
}

const shared = await tsImport('../tests/scratch-database.ts', import.meta.url);

/** On PostgreSQL (`url` set) a database of the bench's own (see tests/scratch-database.ts); else the embedded one. */
export async function scratchDatabase(url, prefix, keep = false) {
  return url ? shared.scratchDatabase(url, prefix, keep) : { url: '', drop: async () => undefined };
}

/** Samples a process's RSS every 100 ms until `done()`, which answers the first and the highest. */
export async function watchRss(pid) {
  const before = await rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb)), () => undefined), 100);
  return {
    done: () => {
      clearInterval(sampler);
      return { before, peak };
    },
  };
}

export async function load(url, { connections = 50, duration = 8, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export function table(rows) {
  const keys = Object.keys(rows[0]);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (vals) => vals.map((v, i) => String(v).padEnd(widths[i])).join('  ');
  console.log(line(keys));
  for (const r of rows) console.log(line(keys.map((k) => r[k])));
}

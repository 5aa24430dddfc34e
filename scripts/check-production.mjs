// `npm run check:production`: the built server run as a production install runs it. What
// `npm run serve` reads (package.json, the lock file, dist-server, dist, the migrations) is copied
// into a folder of its own, installed there with `npm ci --omit=dev`, and started on the embedded
// database and, when DATABASE_URL is set, on PostgreSQL: health, readiness, the console's page, a
// login and a mail sent; then SIGTERM, and it must exit 0. CI runs it before the tests.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isStale, SERVER_SOURCES } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const started = Date.now();
const step = (text) => console.log(`production check: ${text} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const fail = (text) => {
  console.error(`production check FAILED: ${text}`);
  process.exit(1);
};
const run = (command, args, options = {}) => {
  const r = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (r.status !== 0) fail(`${command} ${args.join(' ')} exited ${r.status}`);
};

// ---- the build, when older than its sources (as `npm start` does)
if (isStale('dist/index.html', ['src', 'contract', 'public', 'index.html', 'vite.config.ts'])) run('npm', ['run', '--silent', 'build:web']);
if (isStale('dist-server/server/main.js', SERVER_SOURCES)) run('npm', ['run', '--silent', 'build:server']);

// ---- every package the built server imports is a runtime dependency
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
// server/lib/worker-file.ts reaches for tsx only when a worker's .js is missing: from the sources, never in dist-server
const DEV_ONLY_FALLBACKS = new Set(['tsx']);
const imported = new Map();
// the packages each bundle imports, as esbuild resolved them (scripts/build-server.mjs)
for (const [file, specs] of Object.entries(JSON.parse(readFileSync('dist-server/imports.json', 'utf8')))) {
  for (const spec of specs) {
    if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) continue;
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    if (!builtinModules.includes(name)) imported.set(name, file);
  }
}
const missing = [...imported].filter(([name]) => !pkg.dependencies?.[name] && !DEV_ONLY_FALLBACKS.has(name));
if (missing.length) fail(`imported by the server but not in "dependencies": ${missing.map(([n, f]) => `${n} (${f})`).join(', ')}`);
step(`${imported.size} packages imported by dist-server, all in "dependencies"`);

// ---- the production install, in a folder of its own
const dir = mkdtempSync(path.join(tmpdir(), 'wh-production-'));
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
for (const entry of ['package.json', 'package-lock.json', 'dist-server', 'dist', 'server/db/migrations']) {
  cpSync(entry, path.join(dir, entry), { recursive: true, filter: (p) => !p.endsWith('.map') });
}
run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir });
if (existsSync(path.join(dir, 'node_modules', 'vitest'))) fail('npm ci --omit=dev installed development dependencies');
step('npm ci --omit=dev done');

// ---- an SMTP server the started server sends to (smtp-server is a development dependency of the checkout)
const { SMTPServer } = await import('smtp-server');
const received = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    let text = '';
    stream.on('data', (c) => (text += c));
    stream.on('end', () => {
      received.push(text);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

async function scratchDatabase(url) {
  const pg = (await import('pg')).default;
  const name = `production_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function check(label, env) {
  let output = '';
  const child = spawn(process.execPath, ['dist-server/server/main.js'], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', CAPTCHA_ENABLED: 'false', SCHEDULER_ENABLED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const collect = (chunk) => (output = (output + chunk).slice(-200_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let url;
  for (const end = Date.now() + 120_000; !url; await new Promise((r) => setTimeout(r, 100))) {
    url = /ready on (http:\/\/[\d.:]+)/.exec(output)?.[1];
    if (child.exitCode !== null) fail(`${label}: the server exited ${child.exitCode} before it was ready:\n${output.slice(-4000)}`);
    if (Date.now() > end) fail(`${label}: not ready within 120 s:\n${output.slice(-4000)}`);
  }
  const call = async (p, init = {}) => {
    const res = await fetch(`${url}${p}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
    const text = await res.text();
    if (res.status !== 200) fail(`${label}: ${init.method ?? 'GET'} ${p} answered ${res.status}: ${text.slice(0, 500)}\n${output.slice(-4000)}`);
    return text.startsWith('{') ? JSON.parse(text) : text;
  };
  await call('/api/health');
  await call('/api/health/ready');
  if (!(await call('/')).includes('<div id="root">')) fail(`${label}: / is not the console's page`);
  const { token } = await call('/api/login', { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  const headers = { authorization: `Bearer ${token}` };

  // a mail through nodemailer as installed: the mail parameters, a clearance of a demo order, its mail
  const mailParams = { host: '127.0.0.1', port: String(smtpPort), secure: 'false', requireTls: 'false', from: 'docs@example.com' };
  for (const row of (await call('/api/system/config/list?configKey=biz.mail.&pageSize=100', { headers })).rows) {
    const key = row.configKey.slice('biz.mail.'.length);
    if (key in mailParams) await call('/api/system/config', { method: 'PUT', headers, body: JSON.stringify({ ...row, configValue: mailParams[key] }) });
  }
  const order = (await call('/api/biz/order/list?pageSize=1', { headers })).rows[0];
  const clearance = (await call('/api/biz/clearance', { method: 'POST', headers, body: JSON.stringify({ orderIds: [order.orderId], mailTo: 'buyer@example.com' }) })).data;
  // a PDF drawn on the worker threads, with the fonts of the installed package
  const fcr = (await call(`/api/biz/clearance/${clearance.clearanceId}/documents`, { method: 'POST', headers, body: JSON.stringify({ kind: 'fcr_draft' }) })).data;
  const subject = `production check ${label}`;
  const before = received.length;
  await call(`/api/biz/clearance/${clearance.clearanceId}/mail`, { method: 'POST', headers, body: JSON.stringify({ mailTo: 'buyer@example.com', subject, body: 'sent by scripts/check-production.mjs', documentIds: [fcr.documentId] }) });
  for (const end = Date.now() + 20_000; !received.slice(before).some((m) => m.includes(subject) && m.includes(`${fcr.docNo}.pdf`)); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > end) fail(`${label}: the mail did not arrive:\n${output.slice(-4000)}`);
  }

  child.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running 30 s after SIGTERM'), 30_000))]);
  children.delete(child);
  if (code !== 0) fail(`${label}: after SIGTERM: ${code}\n${output.slice(-4000)}`);
  step(`${label}: started, healthy, ready, console served, admin logged in, a PDF drawn and mailed, stopped on SIGTERM`);
}

try {
  await check('embedded database', { DATA_DIR: path.join(dir, 'data') });
  if (process.env.DATABASE_URL) {
    const scratch = await scratchDatabase(process.env.DATABASE_URL);
    try {
      await check('PostgreSQL', { DATA_DIR: path.join(dir, 'data-pg'), DATABASE_URL: scratch.url });
    } finally {
      await scratch.drop();
    }
  } else step('PostgreSQL: skipped, DATABASE_URL is not set');
} finally {
  smtp.close();
}
step('passed');
process.exit(0);

// What a user waits for in Chromium: the login form, and the first row of list pages, as a
// signed-in admin on a cold cache (a browser that has opened the console before) — the files and the compressed bytes of JS and CSS fetched before
// it shows, and the time — beside a bare antd login form and a bare antd list page built and served
// the same way in the same run. Twice: on loopback, and on a throttled profile (10 Mbit/s, 40 ms
// latency, CPU slowed 4×), and a reload on a warm cache. Median of RUNS (5) each. Needs Chromium (CHROMIUM_PATH or /usr/bin/chromium).
/* global window, document, MutationObserver -- functions below run in the page */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { login, startProcess, stop, table } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 5);
// the list pages, by their console address: LISTS=/biz/filing,/delivery/appointment measures others
const lists = (process.env.LISTS ?? '/system/post,/system/user,/biz/order').split(',');
// PAGES_BEFORE=<another build's dist folder>: its lists too, served by a second server, in the same runs
const before = process.env.PAGES_BEFORE && path.resolve(process.env.PAGES_BEFORE);
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (!chromiumPath) {
  console.log('no Chromium: install it (apt-get install chromium) or set CHROMIUM_PATH');
  process.exit(0);
}
const { precompress } = await tsImport('../build/precompress.ts', import.meta.url);
const { cacheControlFor } = await tsImport('../server/app.ts', import.meta.url);

const scratch = mkdtempSync(path.join(tmpdir(), 'wh-pages-'));
const kb = (bytes) => (bytes / 1024).toFixed(0);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ---- the builds: ours as `npm run build:web` makes it, and the two bare pages
const ours = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (ours.status !== 0) process.exit(1);
const bareRoot = path.join(scratch, 'bare');
for (const name of ['bare-page', 'bare-list', 'bare-stack-list']) {
  await build({
    root: path.join(root, 'bench', name),
    base: `/${name}/`,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir: path.join(bareRoot, name), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}
const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, code: `P${i + 1}`, name: `row ${i + 1}`, status: 'ok' }));
for (const name of ['bare-list', 'bare-stack-list']) writeFileSync(path.join(bareRoot, name, 'rows.json'), JSON.stringify(rows));

// ---- the servers: ours on a fresh embedded database, the bare pages on the same static serving
const server = await startProcess('server/main.ts', { DATA_DIR: path.join(scratch, 'data'), WEB_ROOT: path.join(root, 'dist'), CAPTCHA_ENABLED: 'false' });
const bare = Fastify();
await bare.register(fastifyStatic, {
  root: bareRoot,
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
});
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const { authorization } = await login(server.url);
const token = authorization.replace('Bearer ', '');
const beforeServer = before && (await startProcess('server/main.ts', { DATA_DIR: path.join(scratch, 'data-before'), WEB_ROOT: before, CAPTCHA_ENABLED: 'false' }));
const beforeToken = beforeServer && (await login(beforeServer.url)).authorization.replace('Bearer ', '');

/** gzip size of a fetched file: the `.gz` the build wrote beside it, or the file itself when it has none. */
function gzipSizeOf(url) {
  const { pathname } = new URL(url);
  const base = url.startsWith(bareUrl) ? bareRoot : beforeServer && url.startsWith(beforeServer.url) ? before : path.join(root, 'dist');
  const file = path.join(base, decodeURIComponent(pathname));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

const scenarios = [
  { name: 'bare antd login form', url: `${bareUrl}/bare-page/`, ready: 'form input' },
  { name: 'login form', url: `${server.url}/#/login`, ready: 'form input' },
  { name: 'bare antd list page', url: `${bareUrl}/bare-list/`, ready: '.ant-table-row' },
  { name: 'same on the stack', url: `${bareUrl}/bare-stack-list/`, ready: '.ant-table-row' },
  ...lists.map((route) => ({ name: `${route} list`, url: `${server.url}/#${route}`, ready: '.ant-table-row', signedIn: token })),
  ...(beforeServer ? lists.map((route) => ({ name: `before: ${route}`, url: `${beforeServer.url}/#${route}`, ready: '.ant-table-row', signedIn: beforeToken })) : []),
];
const profiles = [
  { name: 'loopback' },
  // the same page again in the same browser: cached assets, the remembered page of the address
  { name: 'reload', warm: true },
  { name: 'throttled', network: { offline: false, latency: 40, downloadThroughput: 1_250_000, uploadThroughput: 1_250_000 }, cpu: 4 },
];

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
});

/**
 * The page itself says when its form or first row appeared (a MutationObserver, on the browser's
 * clock from the start of the navigation) and which files it had started fetching by then: what a
 * page loads after its first row (lib/deferred.tsx) is not counted against it.
 */
function watchReady(selector) {
  const check = () => {
    if (!window.__readyAt && document.querySelector(selector)) window.__readyAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function once(scenario, profile) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (scenario.signedIn) await context.addCookies([{ name: 'Admin-Token', value: scenario.signedIn, url: scenario.url }]);
  await context.addInitScript(watchReady, scenario.ready);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  const apiCalls = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.includes('/api/')) apiCalls.push(`${e.request.method} ${new URL(e.request.url).pathname}`);
  });
  if (profile.warm) {
    await page.goto(scenario.url);
    await page.locator(scenario.ready).first().waitFor({ timeout: 60_000 });
    apiCalls.length = 0;
    await page.reload();
  } else if (scenario.signedIn) {
    // a signed-in browser has been through the console before (its sign-in went there, and left
    // what the console keeps in local storage): that visit, then its cached files dropped
    await page.goto(scenario.url);
    await page.locator(scenario.ready).first().waitFor({ timeout: 60_000 });
    await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    apiCalls.length = 0;
    await page.goto(scenario.url);
  } else {
    await page.goto(scenario.url);
  }
  await page.locator(scenario.ready).first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.__readyAt !== undefined);
  const { ms, files, assets } = await page.evaluate(() => {
    const readyAt = window.__readyAt;
    const before = performance.getEntriesByType('resource').filter((e) => e.startTime < readyAt);
    const asset = (e) => /\.(js|css)$/.test(new URL(e.name).pathname);
    return { ms: readyAt, files: before.length + 1, assets: before.filter(asset).map((e) => ({ url: e.name, bytes: e.transferSize })) };
  });
  // the API calls the page made once it had settled, so that a late duplicate is seen too
  await page.waitForTimeout(300);
  const result = {
    ms,
    files,
    transferred: assets.reduce((s, r) => s + r.bytes, 0),
    gzip: assets.reduce((s, r) => s + gzipSizeOf(r.url), 0),
    duplicates: apiCalls.filter((c, i) => apiCalls.indexOf(c) !== i),
  };
  await context.close();
  return result;
}

try {
  // PROFILES=throttled (or loopback,reload) measures some of them
  for (const profile of profiles.filter((p) => !process.env.PROFILES || process.env.PROFILES.split(',').includes(p.name))) {
    const out = [];
    const baseline = {};
    // each run takes every page in turn, so that the machine's ups and downs fall on all of them
    const runsOf = new Map(scenarios.map((scenario) => [scenario, []]));
    for (let i = 0; i < RUNS; i += 1) for (const scenario of scenarios) runsOf.get(scenario).push(await once(scenario, profile));
    for (const scenario of scenarios) {
      const runs = runsOf.get(scenario);
      const ms = median(runs.map((r) => r.ms));
      const kind = scenario.ready === 'form input' ? 'form' : 'list';
      if (scenario.name.startsWith('bare')) baseline[kind] = ms;
      // the floor for a list: the bare antd list on this project's libraries
      if (scenario.name === 'same on the stack') baseline.stack = { ms, gzip: runs[0].gzip };
      const onStack = kind === 'list' && baseline.stack && !scenario.name.startsWith('bare');
      out.push({
        page: scenario.name,
        files: runs[0].files,
        'JS+CSS KB (br, sent)': kb(runs[0].transferred),
        'JS+CSS KB (gzip)': kb(runs[0].gzip),
        'ready ms (median)': Math.round(ms),
        'vs bare': (ms / baseline[kind]).toFixed(2),
        'ms, gzip vs stack': onStack ? `${(ms / baseline.stack.ms).toFixed(2)}, ${(runs[0].gzip / baseline.stack.gzip).toFixed(2)}` : '',
        'duplicate API calls': runs[0].duplicates.length ? runs[0].duplicates.join(', ') : 'none',
      });
    }
    console.log(`\n${profile.name}${profile.cpu ? ' (10 Mbit/s, 40 ms, CPU ÷4)' : ''}, median of ${RUNS} ${profile.warm ? 'reloads on a warm cache' : 'cold loads'}`);
    table(out);
  }
} finally {
  await browser.close();
  await bare.close();
  await stop(server.child);
  if (beforeServer) await stop(beforeServer.child);
  rmSync(scratch, { recursive: true, force: true });
}

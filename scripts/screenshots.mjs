// `npm run docs:screenshots`: the pictures of the role guides (docs/guides/*.md). Starts the built
// product (building what is stale, as npm start does) on a scratch data folder seeded with the demo,
// walks each role's main job in Chromium in Chinese and in English, and writes viewport PNGs to
// docs/guides/img/<shot>.<lang>.png. Every shot waits for what the page signals (its rows, its dialog,
// no running animation, no open request), never for a fixed time. CHROMIUM_PATH names the browser.
/* global document -- the functions handed to page.evaluate and waitForFunction run in the page */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { isStale, SERVER_SOURCES } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const OUT = path.join(root, 'docs/guides/img');
const DESK = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 812 };
const LANGS = ['zh', 'en'];

for (const [script, target, sources] of [
  ['build:web', 'dist/index.html', ['src', 'contract', 'public', 'index.html', 'vite.config.ts']],
  ['build:server', 'dist-server/server/main.js', SERVER_SOURCES],
]) {
  if (!isStale(target, sources)) continue;
  console.log(`> npm run ${script}`);
  if (spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

/** The built server on a fresh embedded database with the demo story; resolves with its address. */
function startServer(dataDir) {
  const child = spawn(process.execPath, ['dist-server/server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', CAPTCHA_ENABLED: 'false', SEED_DEMO: 'true', WEB_ROOT: path.join(root, 'dist') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /ready on (http:\/\/[\d.:]+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
  return { child, url };
}

/**
 * A machine without a Chinese font (Debian's Chromium in a container) would draw the Chinese pages in
 * boxes; the readers' systems have one. The browser's fontconfig gets Noto Sans SC from npm (the font
 * the server draws its PDFs in) beside the system's fonts: the file that says so, in `dir`.
 */
function chineseFontConfig(dir) {
  const require = createRequire(import.meta.url);
  const fonts = path.join(dir, 'fonts');
  mkdirSync(fonts, { recursive: true });
  for (const face of ['400Regular/NotoSansSC_400Regular.ttf', '600SemiBold/NotoSansSC_600SemiBold.ttf']) {
    symlinkSync(require.resolve(`@expo-google-fonts/noto-sans-sc/${face}`), path.join(fonts, path.basename(face)));
  }
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${fonts}</dir><cachedir>${path.join(dir, 'font-cache')}</cachedir></fontconfig>\n`,
  );
  return file;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'wh-shots-'));
const server = startServer(path.join(scratch, 'data'));
let browser;
try {
  const url = await server.url;
  mkdirSync(OUT, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, FONTCONFIG_FILE: chineseFontConfig(scratch) },
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });

  const api = async (token, method, route, body) => {
    const res = await fetch(`${url}/api${route}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}), Referer: `${url}/` },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (res.status !== 200 || json.code !== 200) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const login = async (username, password = 'demo123') => (await api(null, 'POST', '/login', { username, password })).token;
  const tokens = { admin: await login('admin', 'admin123'), cs: await login('cs'), customs: await login('customs'), lhy: await login('lhy') };

  // what the pages below open: a passed booking's QR token and id, a filing being declared, a clearance, a supplier link
  const passed = (await api(tokens.cs, 'GET', '/biz/appointment/list?status=3&pageSize=50')).rows.sort((a, b) => a.deliveryTime.localeCompare(b.deliveryTime))[0];
  const declaring = (await api(tokens.customs, 'GET', '/biz/filing/list?customsStatus=3&pageSize=1')).rows[0];
  const vendor = (await api(tokens.cs, 'GET', '/biz/order/list?pageSize=1&transportStatus=0')).rows[0]?.vendorDeptName;
  const links = {};
  for (const lang of LANGS) links[lang] = (await api(tokens.cs, 'POST', '/biz/supplierLink', { vendorDeptName: vendor, contactEmail: `dispatch-${lang}@supplier.example`, lang })).data.path;

  /** A browser context in `lang`, signed in as `user` (the session cookie the console keeps), at `size`. */
  async function open(lang, size, user) {
    const context = await browser.newContext({ viewport: size });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    if (user) await context.addCookies([{ name: 'Admin-Token', value: tokens[user], url }]);
    return { context, page: await context.newPage() };
  }

  /** Waits until nothing moves and nothing loads, then writes the viewport. */
  async function shoot(page, name, lang) {
    await page.waitForLoadState('networkidle');
    // what comes after a page's first rows (lib/deferred.tsx): the navbar's tools, and the date, number
    // and tree controls, drawn meanwhile as a disabled input without a hint
    const later = await page
      .waitForFunction(
        () =>
          (!document.querySelector('.navbar') || document.querySelector('.navbar .avatar-trigger')) &&
          ![...document.querySelectorAll('input.ant-input-disabled:not([placeholder])')].some((i) => i.checkVisibility()),
        undefined,
        { timeout: 15_000 },
      )
      .then(() => true, () => false);
    if (!later) console.warn(`${name}.${lang}: a deferred part did not come within 15 s`);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    const file = path.join(OUT, `${name}.${lang}.png`);
    await page.screenshot({ path: file });
    console.log(`${path.relative(root, file)}  ${Math.round(statSync(file).size / 1024)} KB`);
  }

  const rows = (page) => page.locator('.ant-table-tbody tr.ant-table-row:visible, .crud-card:visible');
  // a fresh load each time: going to another hash of the same document would find the last page's
  // rows (and the console keeps visited pages mounted behind their tabs)
  const load = async (page, hash) => {
    await page.goto('about:blank');
    await page.goto(`${url}/${hash}`);
  };
  const visit = async (page, hash) => {
    await load(page, `#${hash}`);
    await page.locator('.navbar').waitFor();
  };

  for (const lang of LANGS) {
    const en = lang === 'en';

    // --- desk (customer service, cs)
    {
      const { context, page } = await open(lang, DESK, 'cs');
      await visit(page, '/biz/order');
      await rows(page).first().waitFor();
      await shoot(page, 'desk-orders', lang);

      await visit(page, '/delivery/appointment');
      await rows(page).first().waitFor();
      await shoot(page, 'desk-appointments', lang);

      await visit(page, '/delivery/slot');
      const free = page.locator('.slot-bookable');
      await page.locator('[data-testid^="slot-"]').first().waitFor();
      await shoot(page, 'desk-slots', lang);
      // a free slot of the day after tomorrow opens the booking dialog with warehouse and time filled in
      await free.nth(Math.min(20, (await free.count()) - 1)).click();
      await page.locator('.ant-modal:visible').waitFor();
      await shoot(page, 'desk-booking', lang);

      await visit(page, '/delivery/supplierLink');
      await rows(page).first().waitFor();
      await shoot(page, 'desk-supplier-links', lang);
      await context.close();
    }

    // --- customs
    {
      const { context, page } = await open(lang, DESK, 'customs');
      await visit(page, `/biz/filing?orderNo=${encodeURIComponent(declaring.orderNo)}`);
      const row = rows(page).filter({ hasText: declaring.orderNo });
      await row.waitFor();
      await row.getByRole('button', { name: en ? 'Customs passed' : /通\s*关/ }).click();
      await page.locator('.ant-modal:visible').waitFor();
      await shoot(page, 'customs-release', lang);

      // a clearance's details: its documents (draft, final, invoice), sending them, its history
      await visit(page, '/biz/clearance');
      await rows(page).first().getByRole('button', { name: en ? 'Details' : /详\s*情/ }).click();
      await page.locator('.ant-drawer-content-wrapper:visible').getByRole('button', { name: en ? 'Draft FCR' : '出具 FCR 草稿' }).waitFor();
      await shoot(page, 'customs-clearance', lang);
      await context.close();
    }

    // --- warehouse phone (LHY)
    {
      const { context, page } = await open(lang, PHONE, 'lhy');
      await load(page, `#/mobile/bookingdelivery`);
      await page.locator('.ant-card[role="link"]').first().waitFor();
      await shoot(page, 'phone-trucks', lang);

      await load(page, `#/mobile/bookingdelivery/option?id=${passed.appointmentId}`);
      await page.getByText(passed.reservationNo).first().waitFor();
      await page.locator('#arrive_doorId').waitFor();
      await shoot(page, 'phone-arrival', lang);

      await load(page, `#/mobile/outofstock`);
      // today's first container to pack, opened: its pallets, the scan field, the next step
      await page.locator('.ant-card[role="link"]').first().click();
      await page.locator('[data-testid="container-status"]').waitFor();
      await shoot(page, 'phone-loading', lang);
      await context.close();
    }

    // --- driver (public pages, no login)
    {
      const { context, page } = await open(lang, PHONE);
      await load(page, `#/driverQRcode?token=${passed.qrToken}`);
      await page.locator('img[alt]').filter({ visible: true }).first().waitFor();
      await shoot(page, 'driver-qr', lang);

      await load(page, `#/carList?warehouseId=${passed.warehouseId}`);
      await page.getByText(passed.warehouseName).first().waitFor();
      await shoot(page, 'driver-queue', lang);
      await context.close();
    }

    // --- supplier (its booking link, no login)
    {
      const { context, page } = await open(lang, PHONE);
      await load(page, links[lang]);
      await page.locator('[data-date]').first().waitFor();
      await shoot(page, 'supplier-link', lang);
      await context.close();
    }

    // --- administrator
    {
      const { context, page } = await open(lang, DESK, 'admin');
      await visit(page, '/system/user');
      await rows(page).first().waitFor();
      await shoot(page, 'admin-users', lang);

      await visit(page, '/system/role');
      await rows(page).first().waitFor();
      await shoot(page, 'admin-roles', lang);

      await visit(page, '/monitor/job');
      await rows(page).first().waitFor();
      await shoot(page, 'admin-jobs', lang);


      await context.close();
    }
  }
} finally {
  await browser?.close();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => (server.child.exitCode !== null ? resolve() : server.child.once('exit', resolve)));
  rmSync(scratch, { recursive: true, force: true });
}

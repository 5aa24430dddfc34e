import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2E } from './harness';

export const TOKEN_COOKIE = 'Admin-Token';

/** Polls fn until check passes (vitest's expect.poll with the timeouts we use everywhere). */
export function eventually<T>(fn: () => T | Promise<T>, timeout = 10_000) {
  return expect.poll(fn, { timeout, interval: 100 });
}

/** Logs in through the API (no browser) and returns the token. */
export async function apiLogin(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: number; token?: string; msg?: string };
  if (body.code !== 200 || !body.token) throw new Error(`login ${username} failed: ${JSON.stringify(body)}`);
  return body.token;
}

/** A session for the browser context, as the SPA itself would keep it (cookie Admin-Token). */
export async function signIn(e2e: E2E, context: BrowserContext, username = 'admin', password = 'admin123'): Promise<string> {
  const token = await apiLogin(e2e.url, username, password);
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: e2e.url }]);
  return token;
}

export async function tokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)?.value;
}

/** Ends a session server-side, the way a second tab logging out would. */
export async function endSession(url: string, token: string): Promise<void> {
  const res = await fetch(`${url}/api/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
}

export async function getInfoStatus(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/api/getInfo`, { headers: { Authorization: `Bearer ${token}` } });
  return res.status;
}

/** The hash route the page is on, e.g. "/system/config" or "/login?redirect=%2Findex". */
export function hashPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));
}

export async function waitForHash(page: Page, hash: string | RegExp, timeout = 15_000): Promise<void> {
  const test = typeof hash === 'string' ? (u: URL) => u.hash === `#${hash}` : (u: URL) => hash.test(u.hash);
  await page.waitForURL(test, { timeout });
}

/** Opens the layout at a hash path and waits until the shell (navbar) is there. */
export async function openApp(page: Page, e2e: E2E, hash = '/index'): Promise<void> {
  await page.goto(`${e2e.url}/#${hash}`);
  await page.locator('.navbar').waitFor();
}

/** The desktop sidebar (or mobile drawer) menu. */
export function sidebar(page: Page): Locator {
  return page.locator('.sidebar-menu');
}

/** Clicks a menu leaf under a submenu in the sidebar, opening the submenu when it is closed. */
export async function openMenu(page: Page, group: string, leaf: string): Promise<void> {
  const menu = sidebar(page);
  const item = menu.locator('.ant-menu-item', { hasText: leaf });
  const before = page.url();
  // a click on an item of a submenu still animating open or shut can land on nothing, or find the
  // submenu shut again (the title was clicked while it was opening): look again and retry
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (!(await item.isVisible())) await menu.locator('.ant-menu-submenu-title', { hasText: group }).click();
    const clicked = await item.click({ timeout: 3_000 }).then(() => true, () => false);
    if (!clicked) continue;
    const moved = await page.waitForURL((u) => u.href !== before, { timeout: 3_000 }).then(() => true, () => false);
    if (moved) return;
  }
  throw new Error(`menu ${group} → ${leaf} did not open`);
}

/** The tab bar's tab titles. */
export async function tabTitles(page: Page): Promise<string[]> {
  return (await page.locator('.tags-view .ant-tabs-tab').allInnerTexts()).map((s) => s.trim());
}

/** Data rows of the (only) list table on the page. */
export function tableRows(page: Page): Locator {
  // the pages of other open tabs stay mounted, hidden: only the shown page's rows count
  // at phone width (< 576 px) the list kit draws a card per row instead (card-list.tsx)
  return page.locator('.ant-table-tbody tr.ant-table-row:visible, .crud-card:visible');
}

/** Dismisses the password reminder notification the seeded admin (never-changed password) gets. */
export async function dismissNotifications(page: Page): Promise<void> {
  const close = page.locator('.ant-notification-notice-close');
  for (let open = await close.count(); open > 0; open = await close.count()) {
    await close.first().click();
    // gone once its closing animation ends: what the page signals, not a guess of how long
    await page.waitForFunction((before) => document.querySelectorAll('.ant-notification-notice-close').length < before, open, { polling: 50 });
  }
}

/**
 * Takes out of e2e.consoleErrors the entries logged since `mark` that match `expected`: Chromium
 * prints every 4xx answer as "Failed to load resource: the server responded with a status of …",
 * and a test that provokes such an answer on purpose expects exactly that line. Returns how many.
 */
export function acceptExpectedErrors(e2e: E2E, mark: number, expected: RegExp): number {
  const fresh = e2e.consoleErrors.splice(mark);
  const unexpected = fresh.filter((e) => !expected.test(e));
  e2e.consoleErrors.push(...unexpected);
  return fresh.length - unexpected.length;
}

export const failedResource = (status: number) => new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

/**
 * A button's accessible name, allowing for antd's habit of putting a space between two Chinese
 * characters ("确 定") on buttons without an icon.
 */
export function buttonName(text: string): RegExp {
  const chars = [...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${chars.join('\\s*')}\\s*$`);
}

/**
 * Waits until no finite animation runs on the page. antd's popups ignore the pointer while they
 * zoom in, so a click during the animation lands on what lies beneath (and closes the popup).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Clicks `button` of `dialog` once the dialog has finished appearing: a click while it still zooms in lands on nothing. */
export async function clickWhenSettled(page: Page, dialog: Locator, button: Locator): Promise<void> {
  await dialog.waitFor();
  await settle(page);
  await button.click();
}

/**
 * Answers yes to the phone's question before a move it cannot take back (issue 48): the newest
 * confirmation, once settled, by its primary button; then waits for it to go.
 */
export async function confirmPhoneMove(page: Page, expectText?: string): Promise<void> {
  const ask = page.locator('.ant-modal-confirm:visible').last();
  await ask.waitFor();
  if (expectText) expect(await ask.innerText()).toContain(expectText);
  await settle(page);
  await ask.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await ask.waitFor({ state: 'detached' });
}

/** Clicks an item of the open dropdown menu once the menu has finished appearing. */
export async function clickMenuItem(page: Page, name: string, scope = '.ant-dropdown:visible'): Promise<void> {
  const item = page.locator(scope).getByRole('menuitem').filter({ hasText: name });
  await item.waitFor();
  await settle(page);
  await item.click();
}

/** The parameters a fresh database holds (migrations 0001, 0011, 0018, 0019 and 0021): more than one page of 20. */
export const SEEDED_PARAMETERS = 32;

/** A list's total as its pagination says it ("共 24 条" / "Total 24 items"); NaN before it shows. */
export async function listTotal(page: Page): Promise<number> {
  const text = await page.locator('.ant-pagination-total-text:visible').first().innerText({ timeout: 1_000 }).catch(() => '');
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

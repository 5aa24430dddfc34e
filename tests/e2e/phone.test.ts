import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contexts, e2e, useE2E } from './use-e2e';
import { eventually, signIn } from './helpers';

/**
 * Issue 35 on a real phone (375×812): warehouse staff (lhy) open the appointments list the phone
 * home links to, and a drivers' board; neither scrolls the page sideways, a list is a card per row
 * with its operations in reach, a board's times and plates stay whole. In Chinese and in English.
 * Screenshots go to SHOTS_DIR when it is set (to look at, not compared).
 */

useE2E();

const PHONE = { width: 375, height: 812 };
const shots = process.env.SHOTS_DIR;
const TEXT = { zh: { more: '更多筛选' }, en: { more: 'More filters' } } as const;

const pageFits = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
};

describe('phone width 375×812', () => {
  it.each(['zh', 'en'] as const)('the appointments list is cards with their operations in view; the truck boards fit (%s)', { timeout: 120_000 }, async (lang) => {
    const { context, page } = await e2e.newPage({ ...PHONE, lang });
    contexts.push(context);
    page.setDefaultTimeout(15_000);
    await signIn(e2e, context, 'lhy', 'demo123');
    await page.goto(`${e2e.url}/#/delivery/appointment`);
    const cards = page.locator('.crud-card:visible');
    await cards.first().waitFor();
    expect(await page.locator('.ant-table-wrapper:visible').count()).toBe(0);
    // the search is one field and a toggle, the list starts on the first screen
    const more = page.locator('form[role="search"]:visible button[aria-expanded]');
    expect(await more.innerText()).toContain(TEXT[lang].more);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect((await cards.first().boundingBox())!.y).toBeLessThan(PHONE.height);
    expect(await pageFits(page)).toBe(true);
    await shoot(page, `appointments-${lang}`);

    const buttons = page.locator('.crud-card:visible .crud-card-actions button');
    expect(await buttons.count()).toBeGreaterThan(0);
    const boxes = await buttons.evaluateAll((all) => all.map((b) => b.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
    }
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await pageFits(page)).toBe(true);
    await shoot(page, `appointments-filters-${lang}`);

    // the boards, without a warehouse in the link: one with today's trucks
    for (const board of ['carList', 'outofstockcarList']) {
      // a fresh document: within the app the last board stays on screen until the next one's chunk is here
      await page.goto(`${e2e.url}/#/${board}`);
      await page.reload();
      const rows = page.locator('.warehouse-board .ant-table-row:visible');
      await eventually(() => rows.count()).toBeGreaterThan(0);
      expect(await pageFits(page)).toBe(true);
      // a slot's time and a plate on one line each, never a character a line
      // an inline box has one rect per line it spans
      const lines = await rows.evaluateAll((all) => all.flatMap((tr) => [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.querySelector('span')?.getClientRects().length ?? 1)));
      expect(lines).toContain(1);
      for (const n of lines) expect(n).toBe(1);
      await shoot(page, `${board}-${lang}`);
    }
  });
});

describe('console', () => {
  it('printed no errors', () => {
    expect(e2e.consoleErrors).toEqual([]);
  });
});

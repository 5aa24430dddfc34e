import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contexts, e2e, useE2E } from './use-e2e';
import { eventually, hashPath, openApp, signIn } from './helpers';

useE2E({ CAPTCHA_ENABLED: 'false' });

type Lang = 'zh' | 'en';
const SECTIONS: Record<Lang, Record<'delivery' | 'customs' | 'service', string>> = {
  zh: { delivery: '送货现场（今天与近 7 天）', customs: '报关待办', service: '客服待办' },
  en: { delivery: 'At the docks (today and the last 7 days)', customs: 'Customs to do', service: 'Customer service to do' },
};
/** Which board sections each demo role's permissions open (contract/home.ts BOARD_FIGURES' needs). */
const ROLES = [
  { user: 'admin', password: 'admin123', sections: ['delivery', 'customs', 'service'] },
  // customer service: no customs section (filings to submit are its own to-do, in its section)
  { user: 'cs', password: 'demo123', sections: ['delivery', 'service'] },
  { user: 'customs', password: 'demo123', sections: ['customs'] },
  { user: 'lhy', password: 'demo123', sections: ['delivery'] },
] as const;

async function home(user: string, password: string, lang: Lang): Promise<Page> {
  const { context, page } = await e2e.newPage({ lang });
  contexts.push(context);
  page.setDefaultTimeout(10_000);
  await signIn(e2e, context, user, password);
  await openApp(page, e2e, '/index');
  return page;
}

const sectionCards = (page: Page) => page.locator('.ant-card-head-title').allInnerTexts();

describe('home: the operations board per role, in both languages', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const role of ROLES) {
      it(`${role.user} (${lang}) sees the sections of the work the role does, with their figures`, async () => {
        const page = await home(role.user, role.password, lang);
        const first = SECTIONS[lang][role.sections[0]];
        await page.getByText(first, { exact: true }).waitFor();
        const titles = await sectionCards(page);
        for (const [key, title] of Object.entries(SECTIONS[lang])) {
          expect(titles.includes(title), `${role.user}: ${key}`).toBe((role.sections as readonly string[]).includes(key));
        }
        // every figure is a number (or "-" where there is nothing to measure yet) and a link to its list
        const figures = page.locator('a:has(.ant-statistic)');
        expect(await figures.count()).toBeGreaterThan(0);
        for (const text of await figures.locator('.ant-statistic-content').allInnerTexts()) expect(text).toMatch(/^(-|\d[\d,.]*\s*(%|min|分钟)?)$/);
        if (role.sections.includes('delivery' as never)) await page.getByText(lang === 'en' ? 'Dock use today' : '今日月台使用').waitFor();
      });
    }
  }

  it('a figure links to its list, filtered to exactly what it counts', async () => {
    // submitting filings is customer service's move: its board counts them
    const page = await home('cs', 'demo123', 'en');
    const figure = page.locator('a:has(.ant-statistic)', { hasText: 'Filings to submit' });
    await figure.waitFor();
    const count = Number((await figure.locator('.ant-statistic-content').innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await figure.click();
    await eventually(() => hashPath(page)).toMatch(/^\/biz\/filing\?customsStatus=0/);
    await eventually(() => page.locator('.ant-pagination-total-text:visible').innerText()).toBe(`Total ${count}`);
    const statuses = await page.locator('.ant-table-tbody tr.ant-table-row:visible .ant-tag').allInnerTexts();
    // the demo's few filings fit on the first page
    expect(statuses.length).toBe(count);
    expect(new Set(statuses)).toEqual(new Set(['Pending submission']));
  });

  it('printed no errors', () => {
    expect(e2e.consoleErrors).toEqual([]);
  });
});

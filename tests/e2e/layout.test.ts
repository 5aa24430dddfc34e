import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { E2E } from './harness';
import { contexts, e2e, useE2E } from './use-e2e';
import { clickMenuItem, eventually, hashPath, openApp, openMenu, settle, signIn, tabTitles, tableRows, waitForHash, listTotal, SEEDED_PARAMETERS } from './helpers';

useE2E();

/** A signed-in admin on a page of its own (own cookies and storage). */
async function admin(opts?: Parameters<E2E['newPage']>[0]): Promise<{ context: BrowserContext; page: Page }> {
  const made = await e2e.newPage(opts);
  made.page.setDefaultTimeout(10_000);
  contexts.push(made.context);
  await signIn(e2e, made.context);
  return made;
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The search form's primary (submit) button on a list page. */
const searchButton = (page: Page) => page.locator('form[role="search"]:visible button[type="submit"]');
const background = (page: Page) => searchButton(page).evaluate((b) => getComputedStyle(b).backgroundColor);

describe('tabs', () => {
  it('opens tabs from the sidebar; home is affixed; × closes one', async () => {
    const { page } = await admin();
    await openApp(page, e2e, '/index');
    await eventually(() => tabTitles(page)).toEqual(['首页']);
    const home = page.locator('.tags-view .ant-tabs-tab', { hasText: '首页' });
    expect(await home.locator('.ant-tabs-tab-remove').count()).toBe(0);

    await openMenu(page, '系统管理', '参数设置');
    await waitForHash(page, '/system/config');
    await eventually(() => tabTitles(page)).toEqual(['首页', '参数设置']);
    await openMenu(page, '系统管理', '字典管理');
    await waitForHash(page, '/system/dict');
    await eventually(() => tabTitles(page)).toEqual(['首页', '参数设置', '字典管理']);
    expect(await page.locator('.tags-view .ant-tabs-tab-active').innerText()).toBe('字典管理');
    // the home tab is still affixed: no close icon; the others have one
    expect(await home.locator('.ant-tabs-tab-remove').count()).toBe(0);
    expect(await page.locator('.tags-view .ant-tabs-tab-remove').count()).toBe(2);

    // closing the active tab with its × goes to the last remaining one
    await page.locator('.tags-view .ant-tabs-tab', { hasText: '字典管理' }).locator('.ant-tabs-tab-remove').click();
    await eventually(() => tabTitles(page)).toEqual(['首页', '参数设置']);
    await waitForHash(page, '/system/config');

    // a click on a tab goes there
    await home.click();
    await waitForHash(page, '/index');
  });

  it('context menu (105 px): close others, close all keeps home', async () => {
    const { page } = await admin();
    await openApp(page, e2e, '/index');
    await openMenu(page, '系统管理', '参数设置');
    await waitForHash(page, '/system/config');
    await eventually(() => tabTitles(page)).toEqual(['首页', '参数设置']);
    await openMenu(page, '系统管理', '字典管理');
    await eventually(() => tabTitles(page)).toEqual(['首页', '参数设置', '字典管理']);

    await page.locator('.tags-view .tags-view-label', { hasText: '参数设置' }).click({ button: 'right' });
    const menu = page.locator('.tags-context-menu:visible');
    await menu.waitFor();
    await settle(page); // measured after the zoom-in, which scales it
    expect(await menu.evaluate((m) => m.getBoundingClientRect().width)).toBe(105);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['刷新页面', '关闭当前', '关闭其他', '全部关闭']);
    await clickMenuItem(page, '关闭其他', '.tags-context-menu:visible');
    await eventually(() => tabTitles(page)).toEqual(['首页', '参数设置']);
    await waitForHash(page, '/system/config');
    // the first menu has finished closing before the next one opens
    await eventually(() => page.locator('.tags-context-menu:visible').count()).toBe(0);

    // on the affixed home tab, "close current" is disabled
    await page.locator('.tags-view .tags-view-label', { hasText: '首页' }).click({ button: 'right' });
    const homeMenu = page.locator('.tags-context-menu:visible');
    await homeMenu.waitFor();
    expect(await homeMenu.locator('.ant-dropdown-menu-item-disabled').innerText()).toBe('关闭当前');
    await clickMenuItem(page, '全部关闭', '.tags-context-menu:visible');
    await eventually(() => tabTitles(page)).toEqual(['首页']);
    await waitForHash(page, '/index');
  });

  it('a tab shown again finds its page as it was left, without asking the server again', async () => {
    const { page } = await admin();
    await openApp(page, e2e, '/system/config');
    await eventually(() => listTotal(page)).toBe(SEEDED_PARAMETERS);
    const name = page.locator('#system-config-search_configName');
    await name.fill('kept');
    await openMenu(page, '系统管理', '字典管理');
    await waitForHash(page, '/system/dict');
    // the address changes first; the old page stays until the new one has rendered in full
    await eventually(() => tabTitles(page)).toEqual(['首页', '参数设置', '字典管理']);
    await eventually(() => tableRows(page).count()).toBeGreaterThan(0);
    const lists: string[] = [];
    page.on('request', (r) => r.url().includes('/api/system/config/list') && lists.push(r.url()));
    await page.locator('.tags-view .tags-view-label', { hasText: '参数设置' }).click();
    await waitForHash(page, '/system/config');
    await eventually(() => listTotal(page)).toBe(SEEDED_PARAMETERS);
    expect(await name.inputValue()).toBe('kept');
    expect(lists).toEqual([]);
  });

  it('refresh re-mounts the view', async () => {
    const { page } = await admin();
    await openApp(page, e2e, '/system/config');
    await eventually(() => listTotal(page)).toBe(SEEDED_PARAMETERS);
    const name = page.locator('#system-config-search_configName');
    await name.fill('still here?');
    expect(await name.inputValue()).toBe('still here?');

    await page.locator('.tags-view .tags-view-label', { hasText: '参数设置' }).click({ button: 'right' });
    const listed = page.waitForResponse((r) => r.url().includes('/api/system/config/list'));
    await clickMenuItem(page, '刷新页面', '.tags-context-menu:visible');
    await listed;
    await waitForHash(page, '/system/config');
    // a fresh mount: the form is empty again, the list was fetched again
    await eventually(() => page.locator('#system-config-search_configName').inputValue()).toBe('');
    await eventually(() => listTotal(page)).toBe(SEEDED_PARAMETERS);
    expect(await tabTitles(page)).toEqual(['首页', '参数设置']);
  });
});

describe('navbar', () => {
  it('header search: a title fragment finds the page and goes there', async () => {
    const { page } = await admin();
    await openApp(page, e2e, '/index');
    await page.getByRole('button', { name: '搜索菜单' }).click();
    const input = page.locator('.header-search-select input');
    await input.waitFor();
    await input.pressSequentially('参数');
    const option = page.locator('.ant-select-item-option', { hasText: '参数设置' });
    await option.waitFor();
    expect(await option.innerText()).toBe('系统管理 > 参数设置');
    await option.click();
    await waitForHash(page, '/system/config');
    await eventually(() => listTotal(page)).toBe(SEEDED_PARAMETERS);
    // the search box closes after the pick
    await eventually(() => page.locator('.header-search-select').count()).toBe(0);
  });

  it('language: English through the navbar, antd texts follow, and back to Chinese', async () => {
    const { page } = await admin();
    await openApp(page, e2e, '/system/config');
    await eventually(() => listTotal(page)).toBe(SEEDED_PARAMETERS);
    const pageSize = page.locator('.ant-pagination-options .ant-select');
    expect(await pageSize.innerText()).toContain('20 条/页');

    await page.getByRole('button', { name: '语言' }).click();
    const reloaded = page.waitForEvent('load');
    await clickMenuItem(page, 'English');
    await reloaded;
    await page.locator('.navbar').waitFor();
    expect(await storage(page, 'lang')).toBe('en');
    expect(hashPath(page)).toBe('/system/config');
    await page.locator('.sidebar-menu .ant-menu-item', { hasText: 'Parameters' }).waitFor();
    expect(await page.locator('.sidebar-menu .ant-menu-submenu-title').allInnerTexts()).toEqual(['Orders', 'Delivery', 'Stock & outbound', 'App', 'System', 'Monitor', 'Tools']);
    expect(await tabTitles(page)).toContain('Parameters');
    await eventually(() => listTotal(page)).toBe(SEEDED_PARAMETERS);
    // antd's own texts: the page-size changer and the quick jumper
    await eventually(() => pageSize.innerText()).toContain('20 / page');
    // and the date picker's calendar
    await page.locator('form[role="search"]:visible .ant-picker-range').click();
    const weekdays = page.locator('.ant-picker-dropdown:visible .ant-picker-content').first().locator('thead th');
    await eventually(() => weekdays.allInnerTexts()).toContain('Mo');
    await page.keyboard.press('Escape');
    expect(await page.locator('form[role="search"]:visible').innerText()).toContain('Parameter Name');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // the header search works on English titles too
    await page.getByRole('button', { name: 'Search menu' }).click();
    await page.locator('.header-search-select input').pressSequentially('param');
    await page.locator('.ant-select-item-option', { hasText: 'System > Parameters' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Language', exact: true }).click();
    const back = page.waitForEvent('load');
    await clickMenuItem(page, '中文');
    await back;
    await page.locator('.sidebar-menu .ant-menu-item', { hasText: '参数设置' }).waitFor();
    expect(await storage(page, 'lang')).toBe('zh');
    await eventually(() => pageSize.innerText()).toContain('20 条/页');
    await page.locator('form[role="search"]:visible .ant-picker-range').click();
    await eventually(() => weekdays.allInnerTexts()).toContain('一');
  });

  it('size: Small shows the toast, is stored and survives a reload', async () => {
    const { page } = await admin();
    await openApp(page, e2e, '/system/config');
    await searchButton(page).waitFor();
    expect(await storage(page, 'size')).toBeNull();
    expect(await searchButton(page).getAttribute('class')).not.toContain('ant-btn-sm');

    await page.getByRole('button', { name: '布局大小' }).click();
    await clickMenuItem(page, '小型');
    await page.locator('.ant-message', { hasText: 'Switch Size Success' }).waitFor();
    expect(await storage(page, 'size')).toBe('small');
    await eventually(() => searchButton(page).getAttribute('class')).toContain('ant-btn-sm');

    await page.reload();
    await searchButton(page).waitFor();
    expect(await storage(page, 'size')).toBe('small');
    await eventually(() => searchButton(page).getAttribute('class')).toContain('ant-btn-sm');
    await page.getByRole('button', { name: '布局大小' }).click();
    await page.locator('.ant-dropdown-menu-item-selected', { hasText: '小型' }).waitFor();
  });

  it('settings drawer: theme colour applies live, tags view off hides the tab bar, both survive a reload', async () => {
    const { page } = await admin();
    await openApp(page, e2e, '/system/config');
    await searchButton(page).waitFor();
    // the default preset, darkened from RuoYi's #1890ff to pass WCAG AA (src/stores/settings.ts)
    expect(await background(page)).toBe('rgb(0, 108, 208)');
    expect(await page.locator('.tags-view').count()).toBe(1);

    await page.locator('.avatar-trigger').click();
    await clickMenuItem(page, '布局设置');
    const drawer = page.locator('.ant-drawer-section', { hasText: '主题颜色' });
    await drawer.waitFor();
    await drawer.getByRole('radio', { name: '薄暮红' }).click();
    await eventually(() => background(page)).toBe('rgb(218, 10, 21)');
    expect(await drawer.getByRole('radio', { name: '薄暮红' }).getAttribute('aria-checked')).toBe('true');

    await drawer.getByRole('switch', { name: '开启 Tags-Views' }).click();
    await eventually(() => page.locator('.tags-view').count()).toBe(0);
    const stored = JSON.parse((await storage(page, 'layout-setting')) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ theme: '#da0a15', tagsView: false });

    await page.reload();
    await searchButton(page).waitFor();
    await eventually(() => background(page)).toBe('rgb(218, 10, 21)');
    expect(await page.locator('.tags-view').count()).toBe(0);
    // the drawer itself does not come back open
    expect(await page.locator('.ant-drawer-section', { hasText: '主题颜色' }).count()).toBe(0);
  });
});

describe('phone width 375×740', () => {
  const noHorizontalOverflow = (page: Page) =>
    page.evaluate(() => ({
      doc: document.documentElement.scrollWidth <= window.innerWidth,
      body: document.body.scrollWidth <= window.innerWidth,
    }));

  it('mobile layout: sidebar closed, hamburger opens an overlay, a menu click navigates and closes it', async () => {
    const { page } = await admin({ width: 375, height: 740 });
    await openApp(page, e2e, '/index');
    await page.locator('.app-wrapper.mobile').waitFor();
    expect(await page.locator('.layout-sider').count()).toBe(0);
    const drawer = page.locator('.sidebar-drawer .ant-drawer-section');
    expect(await drawer.isVisible()).toBe(false);
    await page.locator('.ant-card', { hasText: '登录信息' }).waitFor();
    expect(await noHorizontalOverflow(page)).toEqual({ doc: true, body: true });

    const hamburger = page.getByRole('button', { name: '展开/收起侧边栏' });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    await hamburger.click();
    await drawer.waitFor();
    // an overlay: the main area does not move, a mask covers it
    await eventually(async () => (await drawer.boundingBox())?.x).toBe(0); // slid in
    expect((await drawer.boundingBox())!.width).toBe(210);
    expect(await page.locator('.main-container').evaluate((m) => m.getBoundingClientRect().left)).toBe(0);
    expect(await page.locator('.sidebar-drawer .ant-drawer-mask').isVisible()).toBe(true);

    // a group near the top: the test is about the overlay, not about scrolling a long menu
    await openMenu(page, '订单管理', '预订单');
    await waitForHash(page, '/biz/preorder');
    await eventually(() => drawer.isVisible()).toBe(false);
    await eventually(() => listTotal(page)).toBeGreaterThan(0);
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await noHorizontalOverflow(page)).toEqual({ doc: true, body: true });
  });

  it('a list beside a tree (users, departments on the left) takes the phone width, the tree folded above it', async () => {
    const { page } = await admin({ width: 375, height: 740 });
    await openApp(page, e2e, '/system/user');
    await eventually(() => listTotal(page)).toBeGreaterThan(0);
    // folded under a button naming the department picked: the list starts on the first screen
    const toggle = page.getByRole('button', { name: '部门：全部' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.ant-tree').isVisible()).toBe(false);
    // at phone width the list is cards (list kit, card-list.tsx)
    const table = (await page.locator('.crud-cards').boundingBox())!;
    // squeezed beside a 240 px tree it was about 110 px wide, its search form cut off
    expect(table.width).toBeGreaterThan(300);
    expect(table.y).toBeGreaterThan((await toggle.boundingBox())!.y);
    expect(table.y).toBeLessThan(740);
    // opened, the tree sits above the list; a department picked folds it again and filters the list
    await toggle.click();
    const tree = page.locator('.ant-tree');
    await tree.waitFor();
    const treeBox = (await tree.boundingBox())!;
    expect((await page.locator('.crud-cards').boundingBox())!.y).toBeGreaterThan(treeBox.y + treeBox.height);
    await tree.getByText('信息部', { exact: true }).click();
    await page.getByRole('button', { name: '部门：信息部' }).waitFor();
    await eventually(() => tree.isVisible()).toBe(false);
    await eventually(() => tableRows(page).filter({ hasText: 'admin' }).count()).toBe(1);
    expect(await noHorizontalOverflow(page)).toEqual({ doc: true, body: true });
  });
});

describe('console', () => {
  it('printed no errors', () => {
    expect(e2e.consoleErrors).toEqual([]);
  });
});

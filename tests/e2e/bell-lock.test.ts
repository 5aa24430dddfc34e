import { describe, expect, it } from 'vitest';
import { apiLogin, clickMenuItem, eventually, openApp, settle, signIn, tableRows, waitForHash } from './helpers';
import { contexts, e2e, useE2E } from './use-e2e';

useE2E();

/** An open notice written by the administrator through the API, as the notice page would. */
async function publish(title: string): Promise<number> {
  const token = await apiLogin(e2e.url, 'admin', 'admin123');
  const res = await fetch(`${e2e.url}/api/system/notice`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ noticeTitle: title, noticeType: '1', noticeContent: `<p>${title}: read me</p>`, status: '0' }),
  });
  return ((await res.json()) as { data: { noticeId: number } }).data.noticeId;
}

describe('the notice bell', () => {
  it.each([
    { lang: 'zh' as const, unread: /条未读通知/, allRead: '全部已读', readers: '阅读用户' },
    { lang: 'en' as const, unread: /unread notices/, allRead: 'Mark all read', readers: 'Readers' },
  ])('counts unread notices, opens one and marks it read; the notice page lists its readers ($lang)', async ({ lang, unread, allRead, readers }) => {
    const title = `Bell ${lang} ${Date.now()}`;
    await publish(`${title} (second)`);
    await publish(title);
    const { context, page } = await e2e.newPage({ lang });
    contexts.push(context);
    await signIn(e2e, context, 'cs', 'demo123');
    await openApp(page, e2e, '/index');

    await page.locator('.navbar').getByRole('button', { name: unread }).waitFor();
    const bell = page.locator('.navbar .navbar-action:has(.anticon-bell)');
    await bell.click();
    await settle(page);
    const item = page.locator('.notice-bell-item').filter({ hasText: title }).filter({ hasNotText: 'second' });
    await item.waitFor();
    expect(await item.getAttribute('class')).toContain('unread');
    await item.click();
    const reading = page.locator('.ant-modal', { hasText: `${title}: read me` });
    await reading.waitFor();
    await settle(page); // a click while the dialog still zooms in lands on nothing
    await reading.locator('.ant-modal-close').click();
    await eventually(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await bell.click();
    await settle(page);
    await eventually(() => item.getAttribute('class')).not.toContain('unread');
    expect(await page.locator('.notice-bell-item.unread', { hasText: `${title} (second)` }).count()).toBe(1);
    await page.getByRole('button', { name: allRead }).click();
    await eventually(() => page.locator('.notice-bell-item.unread').count()).toBe(0);

    // the administrator sees that cs has read it
    const admin = await e2e.newPage({ lang });
    contexts.push(admin.context);
    await signIn(e2e, admin.context);
    await openApp(admin.page, e2e, '/system/notice');
    await eventually(() => tableRows(admin.page).count()).toBeGreaterThan(0);
    await tableRows(admin.page).filter({ hasText: title }).filter({ hasNotText: 'second' }).getByRole('button', { name: readers }).click();
    await admin.page.locator('.ant-modal .ant-table-row', { hasText: 'cs' }).waitFor();
  });
});

describe('the lock screen', () => {
  it('locks the session on the server from the avatar menu, survives a reload, refuses a wrong password and unlocks with the right one', async () => {
    const { context, page } = await e2e.newPage({ lang: 'en' });
    contexts.push(context);
    const token = await signIn(e2e, context, 'lhy', 'demo123');
    const asSession = async () => (await fetch(`${e2e.url}/api/system/notice/listTop`, { headers: { Authorization: `Bearer ${token}`, 'accept-language': 'en' } })).json() as Promise<{ code: number; msg: string }>;
    await openApp(page, e2e, '/user/profile');
    await page.locator('.avatar-trigger').click();
    await clickMenuItem(page, 'Lock screen');
    const lock = page.getByRole('dialog', { name: 'Lock screen' });
    await lock.waitFor();
    // nothing of the console can be reached behind it
    expect(await page.locator('.app-wrapper').getAttribute('inert')).not.toBeNull();
    // the lock is the server's: the session's token is refused everything but the lock screen
    await eventually(asSession).toEqual({ code: 423, msg: 'The screen is locked: enter your password to unlock it' });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /lock/i.test(key)))).toEqual([]);

    // the server says it is locked: the reloaded tab opens on the lock screen, not the login
    await page.reload();
    await lock.waitFor();
    await waitForHash(page, '/user/profile');
    await lock.getByText('理货小张').waitFor();

    const box = lock.getByLabel('Your password, to unlock');
    await box.fill('not-it');
    await lock.getByRole('button', { name: /Unlock/ }).click();
    await lock.getByText('Wrong password').waitFor();
    expect(await lock.isVisible()).toBe(true);

    await box.fill('demo123');
    await lock.getByRole('button', { name: /Unlock/ }).click();
    await eventually(() => lock.count()).toBe(0);
    expect(await page.locator('.app-wrapper').getAttribute('inert')).toBeNull();
    await page.locator('.navbar').waitFor();
    await waitForHash(page, '/user/profile');
    expect((await asSession()).code).toBe(200);
  });
});

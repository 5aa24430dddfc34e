import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

/** A fresh lib/deferred (its "shown" moment is once per page load; the setup has passed it) and the menu on it. */
async function freshMenu() {
  vi.resetModules();
  // the setup's languages went with the modules: the fresh i18n needs the shared labels again
  const { addLanguage } = await import('../../src/lib/i18n');
  addLanguage('zh', (await import('../../src/locales/zh')).default);
  const deferred = await import('../../src/lib/deferred');
  const { SidebarMenu } = await import('../../src/app/layout/sidebar/sidebar-menu');
  const { renderInShell } = await import('./layout-harness');
  return { deferred, SidebarMenu, renderInShell };
}

describe('the sidebar menu before the first page has shown', () => {
  it("holds the open group's items at once, the closed groups' only after it", async () => {
    const { deferred, SidebarMenu, renderInShell } = await freshMenu();
    const user = userEvent.setup();
    renderInShell(<SidebarMenu collapsed={false} />, { path: '/system/dict' });
    // the active page's group is open and whole
    expect(await screen.findByText('字典管理')).toBeVisible();
    expect(screen.getByText('参数设置')).toBeVisible();
    // a closed group opened this early is empty, and fills once the page has shown
    await user.click(screen.getByText('订单管理'));
    expect(screen.queryByText('预订单')).toBeNull();
    deferred.pageShown();
    expect(await screen.findByText('预订单')).toBeVisible();
  });
});

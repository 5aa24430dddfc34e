import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TAG_MENU_WIDTH } from '../../src/app/layout/tags-view/tag-context-menu';
import { TagsView } from '../../src/app/layout/tags-view/tags-view';
import { useTagsViewStore } from '../../src/stores/tags-view';
import { renderInShell } from './layout-harness';

// antd components render slowly in jsdom.
vi.setConfig({ testTimeout: 20_000 });

const tabTitles = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

async function openTabs() {
  const shell = renderInShell(<TagsView />, { path: '/system/config' });
  await act(() => shell.router.navigate('/system/dict'));
  await act(() => shell.router.navigate('/order/pre'));
  await screen.findByText('预订单');
  return shell;
}

async function contextAction(tabTitle: string, action: string) {
  fireEvent.contextMenu(screen.getByText(tabTitle));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByText(action));
}

describe('<TagsView>', () => {
  beforeEach(() => useTagsViewStore.setState({ visitedViews: [], refreshKey: 0 }));

  it('lists the affixed home tab first, without a close button', async () => {
    await openTabs();
    expect(tabTitles()).toEqual(['首页', '参数设置', '字典管理', '预订单']);
    const home = screen.getAllByRole('tab')[0].closest('.ant-tabs-tab')!;
    expect(home.querySelector('.ant-tabs-tab-remove')).toBeNull();
  });

  it('navigates when a tab is clicked', async () => {
    const { location } = await openTabs();
    await userEvent.click(screen.getByText('参数设置'));
    expect(location().pathname).toBe('/system/config');
  });

  it('opens a 105 px context menu and refreshes through /redirect', async () => {
    const { location } = await openTabs();
    fireEvent.contextMenu(screen.getByText('预订单'));
    const menu = await screen.findByRole('menu');
    expect(TAG_MENU_WIDTH).toBe(105);
    expect(menu).toHaveStyle({ width: '105px' });
    await userEvent.click(within(menu).getByText('刷新页面'));
    expect(location().pathname).toBe('/redirect/order/pre');
    expect(useTagsViewStore.getState().refreshKey).toBe(1);
  });

  it('closes the active tab and goes to the last remaining one', async () => {
    const { location } = await openTabs();
    await contextAction('预订单', '关闭当前');
    await waitFor(() => expect(location().pathname).toBe('/system/dict'));
    expect(tabTitles()).toEqual(['首页', '参数设置', '字典管理']);
  });

  it('closes the others and keeps the affixed tab', async () => {
    const { location } = await openTabs();
    await contextAction('参数设置', '关闭其他');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '参数设置']));
    expect(location().pathname).toBe('/system/config');
  });

  it('closes all but the affixed tab and goes home', async () => {
    const { location } = await openTabs();
    await contextAction('字典管理', '全部关闭');
    await waitFor(() => expect(location().pathname).toBe('/index'));
    expect(tabTitles()).toEqual(['首页']);
  });

  it('cannot close the affixed tab from its menu', async () => {
    await openTabs();
    fireEvent.contextMenu(screen.getByText('首页'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('关闭当前').closest('li')).toHaveAttribute('aria-disabled', 'true');
  });
});

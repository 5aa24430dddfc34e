import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../src/app/layout/layout';
import { page } from '../../src/lib/i18n';
import { chosenWorkArea } from '../../src/lib/work-area';
import { useAppStore } from '../../src/stores/app';
import { useSettingsStore } from '../../src/stores/settings';
import { useTagsViewStore } from '../../src/stores/tags-view';
import { useUserStore } from '../../src/stores/user';
import { DEFERRED_CHUNK, renderInShell } from './layout-harness';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

// A whole antd layout is slow to render and query in jsdom.
vi.setConfig({ testTimeout: 30_000 });

describe('<Layout>', () => {
  beforeEach(() => {
    setWidth(1280);
    useAppStore.setState({ sidebar: { opened: true, withoutAnimation: false }, device: 'desktop' });
    useSettingsStore.getState().resetSettings();
    useTagsViewStore.setState({ visitedViews: [], refreshKey: 0 });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the logo title, the menu, the navbar and the tabs on a desktop', async () => {
    renderInShell(<Layout />, { path: '/system/config' });
    expect(screen.getByText('入仓预约系统', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByLabelText('导航菜单')).toBeInTheDocument();
    expect(await screen.findByLabelText('搜索菜单', {}, DEFERRED_CHUNK)).toBeInTheDocument();
    expect(await screen.findByText('参数设置', { selector: '.tags-view-label' })).toBeInTheDocument();
  });

  it('hides the logo and the tabs through the settings', () => {
    useSettingsStore.getState().changeSetting({ key: 'sidebarLogo', value: false });
    useSettingsStore.getState().changeSetting({ key: 'tagsView', value: false });
    renderInShell(<Layout />);
    expect(screen.queryByText('入仓预约系统', { selector: 'h1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('navigates from the menu and opens external links in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { location } = renderInShell(<Layout />);
    await userEvent.click(screen.getByText('版本日志'));
    expect(location().pathname).toBe('/applog');
    await userEvent.click(screen.getByText('帮助文档'));
    expect(open).toHaveBeenCalledWith('https://www.example.com/help', '_blank', 'noopener');
  });

  it('remembers the sidebar state in the sidebarStatus cookie', async () => {
    renderInShell(<Layout />);
    await userEvent.click(screen.getByLabelText('展开/收起侧边栏'));
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(screen.queryByText('入仓预约系统', { selector: 'h1' })).not.toBeInTheDocument();
  });

  it('turns mobile below 992 px and closes the sidebar', async () => {
    renderInShell(<Layout />);
    act(() => {
      setWidth(375);
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(useAppStore.getState().device).toBe('mobile'));
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(screen.queryByLabelText('搜索菜单')).not.toBeInTheDocument();
  });

  it('opens the settings drawer from the avatar menu', async () => {
    renderInShell(<Layout />);
    await userEvent.click(await screen.findByLabelText('管理员', {}, DEFERRED_CHUNK));
    await userEvent.click(await screen.findByText('布局设置', { selector: '.ant-dropdown-menu-title-content' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByRole('radio')).toHaveLength(8);
    await userEvent.click(within(drawer).getByRole('radio', { name: '火山橙' }));
    expect(useSettingsStore.getState().theme).toBe('#ca3604');
    expect(JSON.parse(localStorage.getItem('layout-setting')!).theme).toBe('#ca3604');
  });

  it('goes to the personal centre from the avatar menu', async () => {
    const { location } = renderInShell(<Layout />);
    await userEvent.click(await screen.findByLabelText('管理员', {}, DEFERRED_CHUNK));
    await userEvent.click(await screen.findByText('个人中心'));
    expect(location().pathname).toBe('/user/profile');
  });

  it('switches to the phone area from the avatar menu and keeps the choice for the next sign-in', async () => {
    const { location } = renderInShell(<Layout />);
    await userEvent.click(await screen.findByLabelText('管理员', {}, DEFERRED_CHUNK));
    await userEvent.click(await screen.findByText('手机端'));
    expect(location().pathname).toBe('/mobile/index');
    expect(chosenWorkArea()).toBe('phone');
  });

  it('logs out after confirmation and reloads', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    renderInShell(<Layout />);
    useUserStore.setState({ logout });
    await userEvent.click(await screen.findByLabelText('管理员', {}, DEFERRED_CHUNK));
    await userEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByText(/^确\s?定$/));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(logout).toHaveBeenCalled();
  });
});

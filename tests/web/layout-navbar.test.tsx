import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LangSelect } from '../../src/app/layout/navbar/lang-select';
import { Screenfull } from '../../src/app/layout/navbar/screenfull';
import { SizeSelect } from '../../src/app/layout/navbar/size-select';
import { componentSize, themeFor } from '../../src/app/antd-providers';
import { theme } from 'antd';
import { page } from '../../src/lib/i18n';
import { useAppStore } from '../../src/stores/app';
import { renderInShell } from './layout-harness';

// antd components render slowly in jsdom.
vi.setConfig({ testTimeout: 20_000 });

describe('navbar tools', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('stores the chosen size and shows "Switch Size Success"', async () => {
    useAppStore.setState({ size: 'medium' });
    renderInShell(<SizeSelect />);
    await userEvent.click(screen.getByRole('button', { name: '布局大小' }));
    await userEvent.click(await screen.findByText('小型'));
    expect(await screen.findByText('Switch Size Success')).toBeInTheDocument();
    expect(useAppStore.getState().size).toBe('small');
    expect(localStorage.getItem('size')).toBe('small');
  });

  it('makes Mini denser than Small: the compact algorithm and smaller text', () => {
    const small = themeFor('small', '#1890ff');
    const mini = themeFor('mini', '#1890ff');
    expect(componentSize('mini')).toBe(componentSize('small'));
    expect(mini.algorithm).toEqual([theme.defaultAlgorithm, theme.compactAlgorithm]);
    expect(mini.token?.fontSize).toBe(12);
    expect(small.algorithm).toBe(theme.defaultAlgorithm);
    expect(small.token?.fontSize).toBeUndefined();
  });

  it('warns "you browser can not work" when full screen is unsupported', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    renderInShell(<Screenfull />);
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
  });

  it('asks the browser for full screen when it is supported', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    const request = vi.fn().mockResolvedValue(undefined);
    document.documentElement.requestFullscreen = request;
    renderInShell(<Screenfull />);
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(request).toHaveBeenCalled();
  });

  it('stores the language and reloads when English is chosen', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    renderInShell(<LangSelect />);
    await userEvent.click(screen.getByRole('button', { name: '语言' }));
    await userEvent.click(await screen.findByText('English'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('lang')).toBe('en');
  });
});

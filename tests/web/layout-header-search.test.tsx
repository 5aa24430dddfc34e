import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '../../src/app/layout/navbar/header-search';
import { createMenuSearch, MENU_FUSE_OPTIONS } from '../../src/app/layout/navbar/menu-search';
import type { SearchEntry } from '../../src/app/layout/menu-tree';
import { renderInShell } from './layout-harness';

// antd components render slowly in jsdom.
vi.setConfig({ testTimeout: 20_000 });

const entries: SearchEntry[] = [
  { title: ['系统管理', '参数设置'], path: '/system/config' },
  { title: ['系统管理', '字典管理'], path: '/system/dict' },
  { title: ['Orders', 'Config of carriers'], path: '/order/carrier' },
  { title: ['Orders', 'Pre-orders'], path: '/order/pre' },
];

describe('menu search', () => {
  it('uses the fuse settings of spec §9', () => {
    expect(MENU_FUSE_OPTIONS.threshold).toBe(0.4);
    expect(MENU_FUSE_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('ranks a title match above a path match', () => {
    const search = createMenuSearch(entries);
    const paths = search('config').map((e) => e.path);
    expect(paths[0]).toBe('/order/carrier');
    expect(paths).toContain('/system/config');
  });

  it('finds Chinese titles and paths, and nothing for an empty query', () => {
    const search = createMenuSearch(entries);
    expect(search('字典')[0].path).toBe('/system/dict');
    expect(search('pre')[0].path).toBe('/order/pre');
    expect(search('   ')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
  });
});

describe('<HeaderSearch>', () => {
  afterEach(() => vi.restoreAllMocks());

  it('navigates to the chosen menu', async () => {
    const { location } = renderInShell(<HeaderSearch />);
    await userEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    await userEvent.type(screen.getByRole('combobox'), '参数');
    await userEvent.click(await screen.findByText('系统管理 > 参数设置'));
    await waitFor(() => expect(location().pathname).toBe('/system/config'));
  });

  it('opens an external menu in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { location } = renderInShell(<HeaderSearch />);
    await userEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '帮助' } });
    await userEvent.click(await screen.findByText('帮助文档'));
    expect(open).toHaveBeenCalledWith('https://www.example.com/help', '_blank', 'noopener');
    expect(location().pathname).toBe('/index');
  });
});

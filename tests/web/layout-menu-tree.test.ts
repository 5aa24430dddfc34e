import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../contract/auth';
import { buildMenu, searchEntries } from '../../src/app/layout/menu-tree';
import { describePath } from '../../src/app/layout/route-utils';
import { joinPath } from '../../src/lib/route-path';
import { serverRoutes } from './layout-fixtures';

const t = (key: string) => `t:${key}`;

describe('buildMenu', () => {
  const menu = buildMenu(serverRoutes);

  it('keeps directories as one level of submenus and skips hidden items', () => {
    expect(menu.map((m) => m.key)).toEqual(['/system', '/order', '/applog', 'https://www.example.com/help']);
    expect(menu[0].children?.map((c) => c.key)).toEqual(['/system/config', '/system/dict']);
  });

  it('shows the only visible child of a directory directly unless alwaysShow', () => {
    expect(menu[2]).toMatchObject({ key: '/applog', title: '版本日志', icon: 'phone', to: '/applog' });
    expect(menu[2].children).toBeUndefined();
    const always: RouteRecord[] = [{ ...serverRoutes[2], alwaysShow: true, meta: { title: '日志' } }];
    expect(buildMenu(always)[0].children?.map((c) => c.key)).toEqual(['/applog']);
  });

  it('marks external links (path or meta.link) to open in a new tab', () => {
    expect(menu[3].external).toBe('https://www.example.com/help');
    const linked = buildMenu([{ path: 'docs', meta: { title: 'Docs', link: 'https://docs.example.com' } }]);
    expect(linked[0]).toMatchObject({ external: 'https://docs.example.com' });
  });

  it('flattens deeper levels into the submenu and appends a route query', () => {
    const deep: RouteRecord[] = [
      {
        path: '/a',
        meta: { title: 'A' },
        children: [
          { path: 'b', meta: { title: 'B' }, children: [{ path: 'c', meta: { title: 'C' } }, { path: 'd', meta: { title: 'D' } }] },
          { path: 'e', query: '{"id":"7"}', meta: { title: 'E' } },
        ],
      },
    ];
    const [a] = buildMenu(deep);
    expect(a.children?.map((c) => c.to)).toEqual(['/a/b/c', '/a/b/d', '/a/e?id=7']);
  });

  it('lists search entries with parent titles and full paths', () => {
    expect(searchEntries(menu)).toContainEqual({ title: ['系统管理', '参数设置'], path: '/system/config', external: undefined });
  });
});

describe('route helpers', () => {
  it('joins relative paths onto their parent', () => {
    expect(joinPath('/', 'index')).toBe('/index');
    expect(joinPath('/system', 'config')).toBe('/system/config');
    expect(joinPath('/system', '/abs')).toBe('/abs');
    expect(joinPath('/system', 'https://x.org')).toBe('https://x.org');
  });

  it('describes a server path with its titles, skipping breadcrumb false', () => {
    const config = describePath(serverRoutes, '/system/config', t);
    expect(config.title).toBe('参数设置');
    expect(config.crumbs.map((c) => c.title)).toEqual(['系统管理', '参数设置']);
    const hidden = describePath(serverRoutes, '/order/hidden', t);
    expect(hidden.crumbs.map((c) => c.title)).toEqual(['订单管理']);
  });

  it('describes the constant pages and the home page', () => {
    expect(describePath(serverRoutes, '/index', t).title).toBe('t:home');
    expect(describePath(serverRoutes, '/user/profile', t).title).toBe('t:routeProfile');
    expect(describePath(serverRoutes, '/dict/type/data/12', t)).toMatchObject({ activeMenu: '/system/dict' });
    expect(describePath(serverRoutes, '/nowhere', t).title).toBe('/nowhere');
  });
});

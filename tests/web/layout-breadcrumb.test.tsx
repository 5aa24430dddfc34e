import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppBreadcrumb, homePath } from '../../src/app/layout/navbar/app-breadcrumb';
import { renderInShell } from './layout-harness';

// antd components render slowly in jsdom.
vi.setConfig({ testTimeout: 20_000 });

describe('<AppBreadcrumb>', () => {
  it('sends warehouse staff (LHY) home to the mobile area, others to /index', () => {
    expect(homePath(['LHY'])).toBe('/mobile/index');
    expect(homePath(['admin'])).toBe('/index');
    expect(homePath(undefined)).toBe('/index');
  });

  it('links the home crumb to /mobile/index for role LHY', () => {
    renderInShell(<AppBreadcrumb />, { path: '/system/config', roles: ['LHY'] });
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/mobile/index');
  });

  it('links the home crumb to /index for other roles and shows the server titles', () => {
    renderInShell(<AppBreadcrumb />, { path: '/system/config', roles: ['admin'] });
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/index');
    expect(screen.getByText('系统管理')).toBeInTheDocument();
    expect(screen.getByText('参数设置')).toBeInTheDocument();
  });

  it('skips crumbs whose meta.breadcrumb is false', () => {
    renderInShell(<AppBreadcrumb />, { path: '/order/hidden' });
    expect(screen.getByText('订单管理')).toBeInTheDocument();
    expect(screen.queryByText('不显示面包屑')).not.toBeInTheDocument();
  });

  it('names the constant pages', () => {
    renderInShell(<AppBreadcrumb />, { path: '/user/profile' });
    expect(screen.getByText('个人中心')).toBeInTheDocument();
  });
});

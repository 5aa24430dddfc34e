import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteRecord } from '../../contract/auth';
import '../../src/lib/i18n';
import { usePermissionStore } from '../../src/stores/permission';
import { useUserStore } from '../../src/stores/user';
import { serverRoutes } from './layout-fixtures';

export interface ShellOptions {
  path?: string;
  roles?: string[];
  routes?: RouteRecord[];
}

/** Renders a layout part inside antd's App and a memory router whose every path shows it. */
export function renderInShell(ui: ReactNode, { path = '/index', roles = ['common'], routes = serverRoutes }: ShellOptions = {}) {
  useUserStore.setState({ roles, name: 'admin', nickName: '管理员', avatar: '' });
  usePermissionStore.setState({ routes, sidebarRoutes: routes });
  const router = createMemoryRouter([{ path: '*', element: <App>{ui}</App> }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, location: () => router.state.location };
}

/** The navbar's tools are a chunk of their own (lib/deferred.tsx): its first import in a file is transformed on the spot. */
export const DEFERRED_CHUNK = { timeout: 10_000 };

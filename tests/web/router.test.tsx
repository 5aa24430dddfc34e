import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteRecord } from '../../contract/auth';
import { resetGuard } from '../../src/app/guard';
import { appRoutes, discoverRoutes } from '../../src/app/router';
import { getToken, removeToken, setToken } from '../../src/lib/auth';
import { bindFeedback } from '../../src/lib/feedback';
import { usePermissionStore } from '../../src/stores/permission';
import { useUserStore } from '../../src/stores/user';
import { server } from './msw-server';

vi.mock('../../src/app/layout/layout', async () => {
  const { Outlet } = await import('react-router');
  return { Layout: () => <div data-testid="layout"><Outlet /></div> };
});
vi.mock('../../src/pages/home/home-page', () => ({ HomePage: () => <h1>home page</h1> }));
vi.mock('../../src/pages/dict/dict-data-page', () => ({ DictDataPage: () => <h1>dict data page</h1> }));
const configChunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../src/pages/registry', async () => {
  const { lazy } = await import('react');
  const load = async () => {
    configChunk.loads++;
    return {};
  };
  return { pages: { 'system/config/index': Object.assign(lazy(async () => ({ default: () => <h1>config page</h1> })), { load }) } };
});

const serverRoutes: RouteRecord[] = [
  {
    path: '/system',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: 'System' },
    children: [
      { path: 'config', component: 'system/config/index', meta: { title: 'Config' } },
      { path: 'mystery', component: 'no/such/page', meta: { title: 'Mystery' } },
      { path: 'https://example.com/docs', meta: { title: 'Docs' } },
      { path: 'nested', component: 'ParentView', meta: { title: 'Nested' }, children: [{ path: 'deep', component: 'system/config/index', meta: { title: 'Deep' } }] },
    ],
  },
];

const user = { userId: 1, userName: 'lhy', nickName: 'Warehouse Li', avatar: '' };
let routerLanguages: (string | null)[] = [];

function handlers(roles: string[] = ['cs']) {
  server.use(
    http.get('*/api/getInfo', () => HttpResponse.json({ code: 200, msg: 'ok', user, roles, permissions: ['*:*:*'] })),
    http.get('*/api/getRouters', ({ request }) => {
      routerLanguages.push(new URL(request.url).searchParams.get('language'));
      return HttpResponse.json({ code: 200, msg: 'ok', data: serverRoutes });
    }),
    http.get('*/api/captchaImage', () => HttpResponse.json({ code: 200, msg: 'ok', captchaEnabled: false })),
    http.get('*/api/system/notice/listTop', () => HttpResponse.json({ code: 200, msg: 'ok', data: [], unreadCount: 0 })),
  );
}

function start(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes });
  render(
    <RouterProvider router={router} />,
  );
  return router;
}

const at = (router: ReturnType<typeof start>) => router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  localStorage.clear();
  removeToken();
  resetGuard();
  routerLanguages = [];
  useUserStore.getState().resetSession();
  usePermissionStore.setState({ routes: [], sidebarRoutes: [], serverRoutes: [], loaded: false });
});
afterEach(() => bindFeedback(null));

describe('router and guard together', () => {
  it('a refresh on a server page starts loading that page beside getInfo, not after it', async () => {
    setToken('t');
    handlers();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/api/getInfo', async () => {
      await held;
      return HttpResponse.json({ code: 200, msg: 'ok', user, roles: ['cs'], permissions: ['*:*:*'] });
    }));
    configChunk.loads = 0;
    start('/system/config');
    await waitFor(() => expect(configChunk.loads).toBe(1));
    answer();
    expect(await screen.findByText('config page')).toBeInTheDocument();
  });

  it('a refresh on a server page fetches info and routes first, then shows the page (not /404)', async () => {
    setToken('t');
    handlers();
    const router = start('/system/config');
    expect(await screen.findByText('config page')).toBeInTheDocument();
    expect(at(router)).toBe('/system/config');
    expect(routerLanguages).toEqual(['1']);
    expect(useUserStore.getState().roles).toEqual(['cs']);
  });

  it('asks for English menus (language=0) when the stored language is en', async () => {
    localStorage.setItem('lang', 'en');
    setToken('t');
    handlers();
    start('/index');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(routerLanguages).toEqual(['0']);
  });

  // the 404 page is the first here to draw antd: on a fresh clone its modules are transformed first
  it('ParentView nests, an unknown component key is the 404 page, unknown paths go to /404', { timeout: 30000 }, async () => {
    setToken('t');
    handlers();
    const router = start('/system/nested/deep');
    expect(await screen.findByText('config page')).toBeInTheDocument();
    await router.navigate('/system/mystery');
    expect(await screen.findByText('返回首页', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(at(router)).toBe('/system/mystery');
    await router.navigate('/no/where');
    await waitFor(() => expect(at(router)).toBe('/404'), { timeout: 15000 });
  });

  it('/ goes to /index; /dict/type/data takes digits only', async () => {
    setToken('t');
    handlers();
    const router = start('/');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(at(router)).toBe('/index');
    await router.navigate('/dict/type/data/12');
    expect(await screen.findByText('dict data page')).toBeInTheDocument();
    await router.navigate('/dict/type/data/abc');
    await waitFor(() => expect(at(router)).toBe('/404'), { timeout: 15000 });
  });

  it('/redirect/<path> lands on <path> again', async () => {
    setToken('t');
    handlers();
    const router = start('/redirect/system/config');
    expect(await screen.findByText('config page')).toBeInTheDocument();
    expect(at(router)).toBe('/system/config');
  });

  it('without a session any page leads to the login with a way back', { timeout: 30000 }, async () => {
    handlers();
    const router = start('/system/config');
    // the address changes once the login page's chunk is here: the first in this file to load it
    await waitFor(() => expect(at(router)).toBe('/login?redirect=%2Fsystem%2Fconfig'), { timeout: 15000 });
    // antd's first form render is slow in jsdom
    expect(await screen.findByPlaceholderText('账号', {}, { timeout: 15000 })).toBeInTheDocument();
  });

  it('a failing user-info call clears the token and ends on the login page via /', { timeout: 30000 }, async () => {
    setToken('t');
    server.use(
      http.get('*/api/getInfo', () => HttpResponse.json({ code: 500, msg: 'Info broke' })),
      http.get('*/api/captchaImage', () => HttpResponse.json({ code: 200, captchaEnabled: false })),
    );
    const router = start('/system/config');
    await waitFor(() => expect(at(router)).toBe('/login?redirect=%2F'), { timeout: 15000 });
    expect(getToken()).toBeUndefined();
    expect(await screen.findByText('Info broke', {}, { timeout: 15000 })).toBeInTheDocument();
  });

  it('an LHY user who signs in from the mobile page lands on the mobile home', { timeout: 30000 }, async () => {
    handlers(['LHY']);
    // the mobile home counts today's trucks by status
    server.use(
      http.get('*/api/biz/appointment/list', () => HttpResponse.json({ code: 200, msg: 'ok', rows: [], total: 0 })),
      http.get('*/api/system/dict/data/type/biz_appointment_status', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
    );
    const router = start('/mobile');
    expect(await screen.findByText('仓库移动端', {}, { timeout: 15000 })).toBeInTheDocument();
    setToken('fresh');
    await router.navigate('/');
    await waitFor(() => expect(at(router)).toBe('/mobile/index'), { timeout: 15000 });
    expect(await screen.findByText('您好，Warehouse Li', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByText('Config')).toBeInTheDocument(); // a card for a page that exists
    expect(screen.queryByText('Mystery')).toBeNull(); // none for a page this build lacks
  });

  it('warehouse staff signing in on a phone-sized screen at the desk login land in the phone area (issue 48)', { timeout: 30000 }, async () => {
    handlers(['LHY']);
    server.use(
      http.get('*/api/biz/appointment/list', () => HttpResponse.json({ code: 200, msg: 'ok', rows: [], total: 0 })),
      http.get('*/api/system/dict/data/type/biz_appointment_status', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
    );
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 767px)' || matchMedia(query).matches })) as typeof window.matchMedia;
    try {
      const router = start('/login');
      expect(await screen.findByPlaceholderText('账号', {}, { timeout: 15000 })).toBeInTheDocument();
      // what the login form does once signed in
      setToken('fresh');
      await router.navigate('/', { replace: true });
      await waitFor(() => expect(at(router)).toBe('/mobile/index'), { timeout: 15000 });
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('a refresh of a tab whose session is locked on the server opens on the lock screen, keeps the session, and shows the page once unlocked', { timeout: 30000 }, async () => {
    setToken('t');
    handlers();
    let locked = true;
    const unlocks: string[] = [];
    server.use(
      http.get('*/api/getRouters', () =>
        locked ? HttpResponse.json({ code: 423, msg: '屏幕已锁定，请输入密码解锁' }, { status: 423 }) : HttpResponse.json({ code: 200, msg: 'ok', data: serverRoutes }),
      ),
      http.post('*/api/unlockscreen', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        unlocks.push(password);
        if (password !== 'demo123') return HttpResponse.json({ code: 400, msg: '密码错误' }, { status: 400 });
        locked = false;
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    const router = start('/system/config');
    const lock = await screen.findByRole('dialog', { name: '锁定屏幕' }, { timeout: 15000 });
    expect(within(lock).getByText('Warehouse Li')).toBeInTheDocument();
    expect(getToken()).toBe('t');
    expect(screen.queryByText('config page')).toBeNull();

    await userEvent.type(within(lock).getByLabelText('请输入登录密码解锁'), 'demo123');
    await userEvent.click(within(lock).getByRole('button', { name: /解锁/ }));
    expect(await screen.findByText('config page', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(unlocks).toEqual(['demo123']);
    expect(at(router)).toBe('/system/config');
    expect(screen.queryByRole('dialog', { name: '锁定屏幕' })).toBeNull();
  });

  it('a logged-in visit to /login goes to /', async () => {
    setToken('t');
    handlers();
    const router = start('/login');
    await waitFor(() => expect(at(router)).toBe('/index'), { timeout: 15000 });
  });
});

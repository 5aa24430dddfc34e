import { create } from 'zustand';
import type { RouteRecord } from '../../contract/auth';
import { getLang, i18n, loadLanguage, type Lang } from '../lib/i18n';
import { request } from '../lib/request';

/** /getRouters wants 1 for Chinese and 0 for English. */
export function routeLanguage(lang: Lang | '0' | '1'): '0' | '1' {
  if (lang === '0' || lang === '1') return lang;
  return lang === 'en' ? '0' : '1';
}

/**
 * The constant pages in RuoYi's record shape, so the sidebar, breadcrumb and tags view treat them
 * like the server's: the home entry (affixed tab) and the hidden personal centre and dictionary data.
 */
export function constantRecords(): RouteRecord[] {
  const t = (key: string) => i18n.t(key, { lng: getLang() }) as string;
  return [
    {
      path: '',
      component: 'Layout',
      redirect: 'index',
      children: [
        { path: 'index', component: 'home', name: 'ViewIndex', meta: { title: t('route.home'), icon: 'dashboard', affix: true, noCache: true } },
      ],
    },
    {
      path: '/user',
      component: 'Layout',
      hidden: true,
      redirect: 'noredirect',
      children: [{ path: 'profile', component: 'profile', name: 'Profile', meta: { title: t('route.profile'), icon: 'user' } }],
    },
    {
      path: '/dict',
      component: 'Layout',
      hidden: true,
      children: [
        { path: 'type/data/:dictId', component: 'system/dict/data', name: 'Data', meta: { title: t('route.dictData'), activeMenu: '/system/dict' } },
      ],
    },
  ];
}

export const CATCH_ALL_RECORD: RouteRecord = { path: '*', redirect: '/404', hidden: true };

export interface PermissionState {
  /** constant records + server routes as received + the catch-all: every titled page. */
  routes: RouteRecord[];
  /** constant records + server routes: what the sidebar shows (hidden ones are skipped there). */
  sidebarRoutes: RouteRecord[];
  /** the server routes alone, as /getRouters returned them */
  serverRoutes: RouteRecord[];
  loaded: boolean;
  generateRoutes: (language?: Lang | '0' | '1') => Promise<RouteRecord[]>;
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  routes: [],
  sidebarRoutes: [],
  serverRoutes: [],
  loaded: false,
  generateRoutes: async (language = getLang()) => {
    const [res] = await Promise.all([
      request<{ data?: RouteRecord[] }>({ url: '/getRouters', method: 'get', params: { language: routeLanguage(language) } }),
      // the constant routes' titles below are translated
      loadLanguage(),
    ]);
    const serverRoutes = Array.isArray(res.data) ? res.data : [];
    const constant = constantRecords();
    set({
      serverRoutes,
      sidebarRoutes: [...constant, ...serverRoutes],
      routes: [...constant, ...serverRoutes, CATCH_ALL_RECORD],
      loaded: true,
    });
    return serverRoutes;
  },
}));

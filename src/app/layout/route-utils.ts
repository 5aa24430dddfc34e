import type { RouteRecord } from '../../../contract/auth';
import { joinPath } from '../../lib/route-path';
import { isExternal } from '../../lib/validate';

const segments = (path: string) => path.split('/').filter(Boolean);
const segmentMatches = (pattern: string, actual: string) => pattern.startsWith(':') || pattern === actual;

/** Compares a route path (possibly with :params) with a location pathname. */
function samePath(pattern: string, pathname: string): boolean {
  const p = segments(pattern);
  const a = segments(pathname);
  return p.length === a.length && p.every((seg, i) => segmentMatches(seg, a[i]));
}

function isPrefix(pattern: string, pathname: string): boolean {
  const p = segments(pattern);
  const a = segments(pathname);
  return p.length < a.length && p.every((seg, i) => segmentMatches(seg, a[i]));
}

const WRAPPERS = ['Layout', 'ParentView', 'InnerLink'];

export interface Crumb {
  title: string;
  path: string;
  breadcrumb: boolean;
  affix: boolean;
  clickable: boolean;
  activeMenu?: string;
}

/** The chain of server routes whose full paths lead to pathname, outermost first. */
export function matchChain(routes: RouteRecord[], pathname: string, base = ''): Crumb[] {
  for (const route of routes) {
    const full = joinPath(base, route.path);
    if (isExternal(full)) continue;
    const exact = samePath(full, pathname);
    const prefix = full === '/' || isPrefix(full, pathname);
    if (!exact && !prefix) continue;
    const rest = exact ? [] : matchChain(route.children ?? [], pathname, full);
    if (!exact && rest.length === 0) continue;
    const own: Crumb[] = route.meta?.title
      ? [
          {
            title: route.meta.title,
            path: full,
            breadcrumb: route.meta.breadcrumb !== false,
            affix: !!route.meta.affix,
            clickable: route.redirect !== 'noRedirect' && !!route.component && !WRAPPERS.includes(route.component),
            activeMenu: route.meta.activeMenu,
          },
        ]
      : [];
    return [...own, ...rest];
  }
  return [];
}

/** Affixed server routes, so their tabs exist from the start. */
export function affixRoutes(routes: RouteRecord[], base = ''): { path: string; title: string }[] {
  return routes.flatMap((route) => {
    const full = joinPath(base, route.path);
    const own = route.meta?.affix && route.meta.title ? [{ path: full, title: route.meta.title }] : [];
    return [...own, ...affixRoutes(route.children ?? [], full)];
  });
}

/** Pages of the constant routes (spec §2) that the server's menus do not describe. */
const CONSTANT_PAGES: { test: RegExp; titleKey: string; activeMenu?: string }[] = [
  { test: /^\/user\/profile$/, titleKey: 'routeProfile' },
  { test: /^\/dict\/type\/data\/\d+$/, titleKey: 'routeDictData', activeMenu: '/system/dict' },
  { test: /^\/job\/log$/, titleKey: 'routeJobLog', activeMenu: '/monitor/job' },
  { test: /^\/gen\/edit$/, titleKey: 'routeGenEdit', activeMenu: '/tool/gen' },
  { test: /^\/404$/, titleKey: 'route404' },
];

export function constantPage(pathname: string) {
  return CONSTANT_PAGES.find((page) => page.test.test(pathname));
}

type Translate = (key: string) => string;

/** Breadcrumb entries after the home crumb, and the title a tab shows. */
export function describePath(routes: RouteRecord[], pathname: string, t: Translate) {
  if (pathname === '/index' || pathname === '/') return { crumbs: [], title: t('home'), activeMenu: '/index' };
  const chain = matchChain(routes, pathname);
  if (chain.length > 0) {
    const last = chain[chain.length - 1];
    return { crumbs: chain.filter((c) => c.breadcrumb), title: last.title, activeMenu: last.activeMenu ?? pathname };
  }
  const page = constantPage(pathname);
  if (!page) return { crumbs: [], title: pathname, activeMenu: pathname };
  const title = t(page.titleKey);
  const crumb: Crumb = { title, path: pathname, breadcrumb: true, affix: false, clickable: false };
  return { crumbs: [crumb], title, activeMenu: page.activeMenu ?? pathname };
}

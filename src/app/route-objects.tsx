import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteRecord } from '../../contract/auth';
import { listDefinitionOf, startFirstRequests } from '../components/crud/first-requests';
import { getToken } from '../lib/auth';
import type { Preloadable } from '../lib/preloadable';
import { joinPath } from '../lib/route-path';
import { isExternal } from '../lib/validate';
import { pages } from '../pages/registry';
import { useTagsViewStore } from '../stores/tags-view';
import { WHITE_LIST } from './guard';
import { NotFoundPage, suspended } from './lazy-pages';
import { PageLoading } from './page-loading';

const WRAPPERS = new Set(['', 'Layout', 'ParentView']);

/** Whether this build has a page for a server component key. */
export const hasPage = (component: string | undefined): boolean => !!component && !!pages[component];

/**
 * A route loader that fetches the route's chunk beside the guard's, so that react-router renders the
 * page only once it can be drawn at once, with its frame (lib/preloadable.tsx). Nothing is fetched
 * for a visitor the guard is about to send to log in. A chunk that fails here is asked for again
 * when the page renders, behind its Suspense.
 */
export function chunkLoader(page: Pick<Preloadable, 'load'> | undefined) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const open = (WHITE_LIST as readonly string[]).includes(new URL(request.url).pathname);
    if (page && (getToken() || open)) await page.load().catch(() => undefined);
    return null;
  };
}

/** The longest a list page waits for its first rows before it is drawn with its loading state. */
export const FIRST_ROWS_WAIT_MS = 300;

const openInATab = (path: string) => useTagsViewStore.getState().visitedViews.some((v) => v.path === path);

/**
 * A menu page's loader: its chunk, then, for a list page about to mount (not kept open in a tab,
 * no filters in the address), its first page and dictionaries (crud/first-requests.ts), so that
 * its first render has its rows. A slow list is drawn with its loading state after
 * FIRST_ROWS_WAIT_MS, and still takes the answer when it comes.
 */
export function menuPageLoader(page: Preloadable | undefined) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    // menu pages are never on the whitelist: without a session the guard sends the visitor away
    if (!page || !getToken()) return null;
    const module = await page.load().catch(() => undefined);
    const url = new URL(request.url);
    const definition = module && !url.search && !openInATab(url.pathname) ? listDefinitionOf(module) : undefined;
    if (definition) await Promise.race([startFirstRequests(definition), new Promise((r) => setTimeout(r, FIRST_ROWS_WAIT_MS))]);
    return null;
  };
}

/** The page for a server component key; an unknown key is the 404 page, never a crash. */
export function pageElement(component: string | undefined): ReactNode {
  if (!component || WRAPPERS.has(component)) return <Outlet />;
  const Page = pages[component];
  if (!Page) return <Suspense fallback={<PageLoading />}><NotFoundPage /></Suspense>;
  return suspended(<Page />);
}

const opensInNewTab = (record: RouteRecord, fullPath: string) =>
  isExternal(record.path) || isExternal(fullPath) || isExternal(record.meta?.link ?? undefined);

/**
 * The server's route tree as flat routes with absolute paths, all rendered inside the one Layout.
 * Flat, because ParentView only passes its child through and because react-router rejects a child
 * whose absolute path does not start with its parent's. External links are left to the sidebar.
 */
export function serverRouteObjects(records: RouteRecord[], base = '', prefix = 'srv'): RouteObject[] {
  return records.flatMap((record, i): RouteObject[] => {
    const fullPath = joinPath(base, record.path);
    if (opensInNewTab(record, fullPath)) return [];
    const id = `${prefix}.${i}`;
    const handle = { meta: record.meta, name: record.name, fullPath };
    const kids = serverRouteObjects(record.children ?? [], fullPath, id);
    const own: RouteObject[] = [];
    if (record.children?.length) {
      const target = record.redirect && record.redirect !== 'noRedirect' && record.redirect !== 'noredirect' ? record.redirect : null;
      if (target && fullPath !== '/') own.push({ id, path: fullPath, handle, element: <Navigate to={target} replace /> });
    } else if (fullPath !== '/') {
      const loader = menuPageLoader(record.component ? pages[record.component] : undefined);
      own.push({ id, path: fullPath, handle, loader, element: pageElement(record.component) });
    }
    return [...own, ...kids];
  });
}

import { ConfigProvider } from 'antd';
import { useContext, useLayoutEffect, useRef, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useMatches, useOutlet } from 'react-router';
import { useTagsViewStore } from '../../stores/tags-view';

/** Pages kept alive at most; beyond that the one left longest ago is let go. */
export const MAX_KEPT_PAGES = 15;

interface KeptPage {
  path: string;
  element: ReactNode;
  /** the router's location as the page last saw it shown: what it keeps seeing while hidden */
  seen: ContextType<typeof LocationContext>;
  scrollY: number;
  lastShown: number;
  /** the page's own box: its dialogs, drawers and dropdowns open in it, so they hide with it */
  box: { current: HTMLDivElement | null };
  popupContainer: () => HTMLElement;
}

function pageBox(): Pick<KeptPage, 'box' | 'popupContainer'> {
  const box: KeptPage['box'] = { current: null };
  return { box, popupContainer: () => box.current ?? document.body };
}

/** A page whose menu says "not cached" (or the home board, or the refresh detour) is never kept. */
function useNotCached(pathname: string): boolean {
  const matches = useMatches();
  if (pathname.startsWith('/redirect')) return true;
  const handle = matches[matches.length - 1]?.handle as { noCache?: boolean; meta?: { noCache?: boolean } } | undefined;
  return !!(handle?.noCache || handle?.meta?.noCache);
}

/**
 * The routed pages of the open tabs, each kept mounted (hidden when not shown), so that going back
 * to a tab finds its filters, selection, open dialog, scroll position and data as they were, without
 * asking the server again. A page leaves when its tab is closed, when "refresh" remounts it, or when
 * more than MAX_KEPT_PAGES are open. A hidden page sees the location it was left at, not the one
 * shown, so a query meant for another tab never reaches it; its open dialogs and drawers live in
 * its own box and hide with it.
 */
export function KeptPages() {
  const outlet = useOutlet();
  const location = useLocation();
  // the context value itself (not a copy): a hidden page keeps the very object it last had, so it does not re-render
  const live = useContext(LocationContext);
  const notCached = useNotCached(location.pathname);
  const visited = useTagsViewStore((s) => s.visitedViews);
  const refreshed = useTagsViewStore((s) => s.refreshed);
  const kept = useRef(new Map<string, KeptPage>());
  const clock = useRef(0);
  const lastScrollY = useRef(0);
  const shownBefore = useRef<string | null>(null);
  const path = location.pathname;

  // the shown page: kept (or replaced by the current element of the same route) unless not cached
  const pages = kept.current;
  const key = (p: string) => `${p}#${refreshed[p] ?? 0}`;
  for (const [k, page] of pages) {
    const open = visited.some((v) => v.path === page.path) || page.path === path;
    if (!open || k !== key(page.path)) pages.delete(k);
  }
  if (notCached) pages.delete(key(path));
  else {
    const current = pages.get(key(path));
    pages.set(key(path), { ...(current ?? { ...pageBox(), scrollY: 0, lastShown: 0 }), path, element: outlet, seen: live });
  }
  while (pages.size > MAX_KEPT_PAGES) {
    const oldest = [...pages.entries()].filter(([, p]) => p.path !== path).sort((a, b) => a[1].lastShown - b[1].lastShown)[0];
    if (!oldest) break;
    pages.delete(oldest[0]);
  }

  // scroll: remember where the page being left was, put the page being shown back where it was
  useLayoutEffect(() => {
    const previous = shownBefore.current;
    if (previous === path) return;
    const leaving = previous ? [...pages.values()].find((p) => p.path === previous) : undefined;
    if (leaving) leaving.scrollY = lastScrollY.current;
    const showing = [...pages.values()].find((p) => p.path === path);
    if (showing) {
      clock.current += 1;
      showing.lastShown = clock.current;
    }
    window.scrollTo(0, showing?.scrollY ?? 0);
    shownBefore.current = path;
  }, [path, pages]);
  useLayoutEffect(() => {
    const onScroll = () => (lastScrollY.current = window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <>
      {[...pages.entries()].map(([k, page]) => {
        const shown = page.path === path;
        return (
          <div key={k} ref={(el) => void (page.box.current = el)} className="app-main-page" hidden={!shown} data-kept-path={page.path}>
            <ConfigProvider getPopupContainer={page.popupContainer}>
              <LocationContext.Provider value={page.seen}>{page.element}</LocationContext.Provider>
            </ConfigProvider>
          </div>
        );
      })}
      {notCached && (
        <div key={`${key(path)}:uncached`} className="app-main-page">
          {outlet}
        </div>
      )}
    </>
  );
}

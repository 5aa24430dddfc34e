import type { RouteRecord } from '../../contract/auth';
import { listDefinitionOf, startDictionaries } from '../components/crud/first-requests';
import { joinPath } from '../lib/route-path';
import { pages } from '../pages/registry';
import { Layout } from './lazy-pages';

/** Which page component served each path at the last sign-in, kept for the next load. */
const KEY = 'page-of-path';

function pagesOf(records: RouteRecord[], base = ''): Array<[string, string]> {
  return records.flatMap((r) => {
    const path = joinPath(base, r.path);
    const own: Array<[string, string]> = r.component && pages[r.component] ? [[path, r.component]] : [];
    return [...own, ...pagesOf(r.children ?? [], path)];
  });
}

/** Remembers the server's path → page map (from /getRouters) for the next load of the console. */
export function rememberPages(records: RouteRecord[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(pagesOf(records))));
  } catch {
    // storage full or off: the next load just waits for /getRouters, as without this
  }
}

/** The page the last sign-in said serves a path; else RuoYi's own convention (/system/post → system/post/index). */
function componentOf(path: string): string | undefined {
  let remembered: Record<string, string> = {};
  try {
    remembered = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    // unreadable: the convention still guesses
  }
  if (remembered[path]) return remembered[path];
  const guess = `${path.replace(/^\/+|\/+$/g, '')}/index`;
  return pages[guess] && !Object.values(remembered).includes(guess) ? guess : undefined;
}

/**
 * On a load that must first ask getInfo and getRouters, starts the console frame, the page the
 * address names and the dictionaries of its list at the same time. The page is the one the last
 * sign-in said serves the path, or RuoYi's convention's guess. A wrong guess costs a chunk fetched
 * early; the routes from the server still decide what shows.
 */
export function prefetchPageOf(path: string): void {
  const component = componentOf(path);
  const page = component ? pages[component] : undefined;
  if (typeof page?.load !== 'function') return;
  void Layout.load().catch(() => undefined);
  void page
    .load()
    .then((module) => {
      const definition = listDefinitionOf(module);
      if (definition) void startDictionaries(definition);
    })
    .catch(() => undefined);
}

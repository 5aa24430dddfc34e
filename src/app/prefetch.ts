import type { RouteRecord } from '../../contract/auth';
import { listDefinitionOf, startDictionaries, startFirstRequests } from '../components/crud/first-requests';
import { getToken } from '../lib/auth';
import { joinPath } from '../lib/route-path';
import { pages } from '../pages/registry';
import { Layout } from './lazy-pages';

/** Which page component served each path at the last sign-in, kept for the next load. */
const KEY = 'page-of-path';
/** The session that map was read for (a fingerprint of its token, not the token). */
const SESSION_KEY = 'page-of-path-session';

/** FNV-1a of the token: tells one session from another without keeping the token a second time. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const sameSession = (): boolean => {
  const token = getToken();
  try {
    return !!token && localStorage.getItem(SESSION_KEY) === fingerprint(token);
  } catch {
    return false;
  }
};

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
    const token = getToken();
    if (token) localStorage.setItem(SESSION_KEY, fingerprint(token));
  } catch {
    // storage full or off: the next load just waits for /getRouters, as without this
  }
}

/** The path → page map the last sign-in kept. */
function remembered(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    // unreadable: the convention still guesses
    return {};
  }
}

/** The page the last sign-in said serves a path; else RuoYi's own convention (/system/post → system/post/index). */
function componentOf(path: string, known: Record<string, string>): string | undefined {
  if (known[path]) return known[path];
  const guess = `${path.replace(/^\/+|\/+$/g, '')}/index`;
  return pages[guess] && !Object.values(known).includes(guess) ? guess : undefined;
}

/**
 * On a load that must first ask getInfo and getRouters, starts the console frame, the page the
 * address names and the dictionaries of its list at the same time. The page is the one the last
 * sign-in said serves the path, or RuoYi's convention's guess. A wrong guess costs a chunk fetched
 * early; the routes from the server still decide what shows. When the session is the one that map
 * was read for (a reload, a link opened in a new tab), the list's first page is asked for too, as
 * its route would (crud/first-requests.ts): the session's grants let it see that page, so the
 * answer is not a refusal shown to a user who was never to open it. Not with filters in the address.
 */
export function prefetchPageOf(path: string, search = ''): void {
  const known = remembered();
  const component = componentOf(path, known);
  const page = component ? pages[component] : undefined;
  if (typeof page?.load !== 'function') return;
  const withRows = !search && known[path] === component && sameSession();
  void Layout.load().catch(() => undefined);
  void page
    .load()
    .then((module) => {
      const definition = listDefinitionOf(module);
      if (definition) void (withRows ? startFirstRequests(definition) : startDictionaries(definition));
    })
    .catch(() => undefined);
}

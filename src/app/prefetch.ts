import type { RouteRecord } from '../../contract/auth';
import { dictTypes } from '../components/crud/field-options';
import type { CrudDefinition, AnyRow } from '../components/crud/types';
import { loadDict } from '../lib/dict';
import { joinPath } from '../lib/route-path';
import { pages } from '../pages/registry';

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

const isDefinition = (value: unknown): value is CrudDefinition<AnyRow> =>
  typeof value === 'object' && value !== null && Array.isArray((value as { fields?: unknown }).fields);

/**
 * On a load that must first ask getInfo and getRouters, starts the page the address names, and the
 * dictionaries of its list, at the same time, when the last sign-in said which page serves it. A
 * wrong guess costs one chunk fetched early; the routes from the server still decide what shows.
 */
export function prefetchPageOf(path: string): void {
  let component: string | undefined;
  try {
    component = (JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>)[path];
  } catch {
    return;
  }
  const page = component ? pages[component] : undefined;
  if (!page) return;
  void page
    .load()
    .then((module) => {
      for (const value of Object.values(module)) {
        if (isDefinition(value)) for (const type of dictTypes(value.fields)) loadDict(type).catch(() => undefined);
      }
    })
    .catch(() => undefined);
}

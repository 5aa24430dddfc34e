import type { RouteRecord } from '../../../contract/auth';
import { joinPath } from '../../lib/route-path';
import { isExternal } from '../../lib/validate';

export interface MobileEntry {
  title: string;
  path: string;
  icon?: string;
}

/** Whether this build has a page for a server component key (the app knows its pages; a page does not). */
export type HasPage = (component: string | undefined) => boolean;

/** The server menu pages that exist in this build, as cards: nothing links to a page not built. */
export function mobileEntries(records: RouteRecord[], hasPage: HasPage, base = ''): MobileEntry[] {
  return records.flatMap((r) => {
    if (r.hidden || isExternal(r.path) || isExternal(r.meta?.link ?? undefined)) return [];
    const path = joinPath(base, r.path);
    if (r.children?.length) return mobileEntries(r.children, hasPage, path);
    if (!hasPage(r.component)) return [];
    return [{ title: r.meta?.title ?? r.name ?? path, path, icon: r.meta?.icon }];
  });
}

import type { RouteRecord } from '../../../contract/auth';
import { pages } from '../registry';
import { isExternal } from '../../lib/validate';

export interface MobileEntry {
  title: string;
  path: string;
  icon?: string;
}

const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/+$/, '')}/${path}`);

/** The server menu pages that exist in this build, as cards: nothing links to a page not built. */
export function mobileEntries(records: RouteRecord[], base = ''): MobileEntry[] {
  return records.flatMap((r) => {
    if (r.hidden || isExternal(r.path) || isExternal(r.meta?.link ?? undefined)) return [];
    const path = join(base, r.path);
    if (r.children?.length) return mobileEntries(r.children, path);
    if (!r.component || !pages[r.component]) return [];
    return [{ title: r.meta?.title ?? r.name ?? path, path, icon: r.meta?.icon }];
  });
}

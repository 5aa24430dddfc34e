import type { RouteRecord } from '../../../contract/auth';
import { isExternal } from '../../lib/validate';

export interface QuickLink {
  path: string;
  title: string;
  icon?: string;
}

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`.replace(/^\/?/, '/');

/** The user's visible menu pages (leaves of the server routes), so every link opens a page that exists. */
export function menuLinks(routes: RouteRecord[], limit = 8, base = ''): QuickLink[] {
  const out: QuickLink[] = [];
  for (const r of routes) {
    if (out.length >= limit) break;
    if (r.hidden || r.path === '*' || isExternal(r.path) || r.meta?.link) continue;
    const path = join(base, r.path);
    if (r.children?.length) out.push(...menuLinks(r.children, limit - out.length, path));
    else if (r.meta?.title && r.component && r.component !== 'Layout' && r.component !== 'ParentView') {
      out.push({ path, title: r.meta.title, icon: r.meta.icon });
    }
  }
  return out.slice(0, limit);
}

import type { RouteRecord } from '../../../contract/auth';
import { isExternal } from '../../lib/validate';
import { joinPath } from '../../lib/route-path';

/** One sidebar entry after RuoYi's rules: hidden skipped, single children lifted, one submenu level. */
export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  /** absolute URL when the entry opens in a new tab */
  external?: string;
  /** path plus query for internal entries */
  to: string;
  children?: MenuNode[];
}

function withQuery(path: string, query?: string): string {
  if (!query) return path;
  try {
    const params = new URLSearchParams(JSON.parse(query) as Record<string, string>);
    return `${path}?${params.toString()}`;
  } catch {
    return path;
  }
}

function externalOf(route: RouteRecord, fullPath: string): string | undefined {
  if (route.meta?.link && isExternal(route.meta.link)) return route.meta.link;
  return isExternal(fullPath) ? fullPath : undefined;
}

function leaf(route: RouteRecord, base: string, fallbackIcon?: string): MenuNode {
  const full = joinPath(base, route.path);
  const external = externalOf(route, full);
  return {
    key: external ?? full,
    title: route.meta?.title ?? route.name ?? full,
    icon: route.meta?.icon ?? fallbackIcon,
    external,
    to: external ?? withQuery(full, route.query),
  };
}

const visible = (routes?: RouteRecord[]) => (routes ?? []).filter((r) => !r.hidden);

/** Children of a submenu are always leaves: deeper directories are flattened into it. */
function flattenLeaves(routes: RouteRecord[], base: string): MenuNode[] {
  return visible(routes).flatMap((r) => {
    const kids = visible(r.children);
    if (kids.length === 0) return [leaf(r, base)];
    return flattenLeaves(kids, joinPath(base, r.path));
  });
}

export function buildMenu(routes: RouteRecord[]): MenuNode[] {
  return visible(routes).map((route) => {
    const base = route.path;
    const kids = visible(route.children);
    if (!route.alwaysShow && kids.length <= 1 && !visible(kids[0]?.children).length) {
      return kids[0] ? leaf(kids[0], base, route.meta?.icon) : leaf(route, '');
    }
    const parent = leaf(route, '');
    return { ...parent, external: undefined, children: flattenLeaves(kids, base) };
  });
}

export interface SearchEntry {
  title: string[];
  path: string;
  external?: string;
}

export function searchEntries(nodes: MenuNode[], prefix: string[] = []): SearchEntry[] {
  return nodes.flatMap((node) =>
    node.children
      ? searchEntries(node.children, [...prefix, node.title])
      : [{ title: [...prefix, node.title], path: node.external ?? node.to, external: node.external }],
  );
}


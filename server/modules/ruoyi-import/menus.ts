import type { Ours } from './ours.js';
import type { RyMenu } from './source.js';

/**
 * RuoYi's menus as ours: by permission string, and a directory or page without one by its path
 * under the counterpart of its parent. A role is also granted the directories above what it gets,
 * or the route tree would not reach it.
 */
export function menuMapper(ryMenus: RyMenu[], ours: Ours['menus']) {
  const ry = new Map(ryMenus.map((m) => [m.menu_id, m]));
  const parentOf = new Map(ours.map((m) => [m.menuId, m.parentId]));
  const byPerms = new Map<string, number[]>();
  const byPlace = new Map<string, number[]>();
  const place = (parentId: number, type: string, path: string) => `${parentId}\u0000${type}\u0000${path}`;
  const add = (index: Map<string, number[]>, key: string, id: number) => index.set(key, [...(index.get(key) ?? []), id]);
  for (const m of ours) {
    if (m.perms) add(byPerms, m.perms, m.menuId);
    else add(byPlace, place(m.parentId, m.menuType, m.path), m.menuId);
  }
  const mapped = new Map<number, number[]>();
  const counterparts = (menuId: number): number[] => {
    const known = mapped.get(menuId);
    if (known) return known;
    mapped.set(menuId, []); // a loop of parents maps to nothing
    const m = ry.get(menuId);
    let ids: number[] = [];
    if (m?.perms) ids = byPerms.get(m.perms) ?? [];
    else if (m) {
      const parents = m.parent_id === 0 ? [0] : counterparts(m.parent_id);
      ids = parents.flatMap((p) => byPlace.get(place(p, m.menu_type, m.path ?? '')) ?? []);
    }
    mapped.set(menuId, ids);
    return ids;
  };
  const withAncestors = (ids: number[]) => {
    const all = new Set<number>();
    for (let id of ids) {
      while (id && !all.has(id)) {
        all.add(id);
        id = parentOf.get(id) ?? 0;
      }
    }
    return all;
  };
  /** Our menus for a RuoYi role's menus, and the RuoYi menus that have no counterpart here. */
  return (menuIds: number[]) => {
    const unmapped = menuIds.filter((id) => counterparts(id).length === 0).map((id) => ry.get(id)).filter((m): m is RyMenu => !!m);
    return { ours: withAncestors(menuIds.flatMap(counterparts)), unmapped: unmapped.map((m) => `${m.menu_name} [${m.perms || m.path || m.menu_id}]`) };
  };
}

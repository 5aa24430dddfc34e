import type { TreeOption } from '../../../contract/menu';

export const allKeys = (nodes: TreeOption[]): number[] => nodes.flatMap((n) => [n.id, ...allKeys(n.children ?? [])]);

const parentMap = (nodes: TreeOption[], parent = 0, out = new Map<number, number>()) => {
  for (const n of nodes) {
    out.set(n.id, parent);
    parentMap(n.children ?? [], n.id, out);
  }
  return out;
};

/**
 * What a linked tree shows as checked for a stored set: the set without the parents of its
 * members (as the server's checkedKeys), so that a half-checked parent does not check all its children.
 */
export function linkedChecked(nodes: TreeOption[], keys: number[]): number[] {
  const parents = parentMap(nodes);
  const set = new Set(keys);
  const drop = new Set(keys.map((k) => parents.get(k)).filter((p): p is number => p !== undefined && set.has(p)));
  return keys.filter((k) => !drop.has(k));
}

/**
 * The keys a linked tree stores for what it shows checked: checked nodes with their subtrees,
 * parents whose children are all checked, and, with `withHalf`, half-checked parents too
 * (a role needs a page's directory for the page to show).
 */
export function conductKeys(nodes: TreeOption[], checked: number[], withHalf: boolean): number[] {
  const set = new Set(checked);
  const out = new Set<number>();
  const state = (n: TreeOption, forced: boolean): 'all' | 'some' | 'none' => {
    const on = forced || set.has(n.id);
    const kids = (n.children ?? []).map((c) => state(c, on));
    const all = on || (kids.length > 0 && kids.every((s) => s === 'all'));
    if (all) {
      out.add(n.id);
      return 'all';
    }
    if (kids.some((s) => s !== 'none')) {
      if (withHalf) out.add(n.id);
      return 'some';
    }
    return 'none';
  };
  nodes.forEach((n) => state(n, false));
  return allKeys(nodes).filter((k) => out.has(k));
}

/** conductKeys for a stored set that may hold keys outside the tree (kept as they are). */
export function conductStored(nodes: TreeOption[], checked: number[], withHalf: boolean): number[] {
  const known = new Set(allKeys(nodes));
  return [...conductKeys(nodes, checked.filter((k) => known.has(k)), withHalf), ...checked.filter((k) => !known.has(k))];
}

import type { TreeOption } from '../../../contract/menu.js';

interface Node {
  id: number;
  parentId: number;
  label: string;
  disabled?: boolean;
}

/**
 * Nested tree options from flat rows (RuoYi's TreeSelect). A row whose parent is not among the
 * rows becomes a root, so that a caller who holds a page but not its directory still sees it.
 */
export function toTreeOptions(nodes: Node[]): TreeOption[] {
  const ids = new Set(nodes.map((n) => n.id));
  const byParent = new Map<number, Node[]>();
  for (const n of nodes) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  const build = (n: Node, seen: Set<number>): TreeOption => {
    const kids = seen.has(n.id) ? [] : (byParent.get(n.id) ?? []);
    const next = new Set(seen).add(n.id);
    const option: TreeOption = { id: n.id, label: n.label };
    if (n.disabled) option.disabled = true;
    if (kids.length) option.children = kids.map((k) => build(k, next));
    return option;
  };
  return nodes.filter((n) => !ids.has(n.parentId) || n.parentId === n.id).map((n) => build(n, new Set()));
}

/**
 * Checked keys for a tree that links parents and children: a parent is dropped when one of its
 * children is also checked, else the tree would check all of that parent's children.
 */
export function leafKeys(checked: number[], parentOf: Map<number, number>): number[] {
  const set = new Set(checked);
  const parents = new Set<number>();
  for (const id of checked) {
    const parent = parentOf.get(id);
    if (parent !== undefined && set.has(parent)) parents.add(parent);
  }
  return checked.filter((id) => !parents.has(id));
}

import { useCallback, useEffect, useState } from 'react';
import type { AnyRow } from './types';

type Key = string | number;

/** The one dialog a list page may have open. */
export type PageDialog<Row> = { kind: 'edit'; row?: Row; defaults?: AnyRow } | { kind: 'import' };

export interface PageState<Row> {
  selected: Row[];
  showSearch: boolean;
  /** keys of the columns the user hid */
  hidden: string[];
  /** tree lists: the expanded rows; null expands them all */
  expanded: Key[] | null;
  dialog?: PageDialog<Row>;
}

const hiddenKey = (page: string) => `crud-hidden-columns:${page}`;

/** The columns a user hid on a list, kept in this browser: a laptop user hides the same ones every day. */
function rememberedHidden(page: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(hiddenKey(page)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** A list page's view state in one place; rows gone after a reload (deleted, logged out) leave the selection. */
export function usePageState<Row>(rows: Row[], keyOf: (row: Row) => Key, page: string) {
  const [state, setState] = useState<PageState<Row>>(() => ({ selected: [], showSearch: true, hidden: rememberedHidden(page), expanded: null }));
  const set = useCallback(
    (patch: Partial<PageState<Row>>) => {
      if (patch.hidden) localStorage.setItem(hiddenKey(page), JSON.stringify(patch.hidden));
      setState((s) => ({ ...s, ...patch }));
    },
    [page],
  );
  useEffect(() => {
    const present = new Set(rows.map(keyOf));
    const kept = (r: Row) => present.has(keyOf(r));
    setState((s) => (s.selected.every(kept) ? s : { ...s, selected: s.selected.filter(kept) }));
  }, [rows]); // eslint-disable-line react-hooks/exhaustive-deps
  return [state, set] as const;
}

import Fuse, { type IFuseOptions } from 'fuse.js';
import type { SearchEntry } from '../menu-tree';

/** Spec §9: fuzzy threshold 0.4, title weight 0.7, path weight 0.3. */
export const MENU_FUSE_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

export function createMenuSearch(entries: SearchEntry[]) {
  const fuse = new Fuse(entries, MENU_FUSE_OPTIONS);
  return (query: string): SearchEntry[] => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}

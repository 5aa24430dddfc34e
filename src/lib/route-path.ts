import { isExternal } from './validate';

/** A server route's full path: its own when absolute or external, else under its parent's. */
export function joinPath(base: string, path: string): string {
  if (isExternal(path)) return path;
  if (isExternal(base)) return base;
  if (path.startsWith('/')) return path;
  const head = base.replace(/\/+$/, '');
  return path ? `${head}/${path}` : head || '/';
}

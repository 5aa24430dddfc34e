import type { RouteRecord } from '../../contract/auth';
import { joinPath } from './route-path';
import { isExternal } from './validate';

/** Where a user works on this device: the desk console or the phone area, once chosen from the avatar menu. */
export type WorkArea = 'console' | 'phone';

const KEY = 'work-area';
/** Narrower than a tablet: where the desk console is cramped (issue 48). */
export const NARROW_SCREEN = '(max-width: 767px)';

export function chosenWorkArea(): WorkArea | null {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'console' || v === 'phone' ? v : null;
  } catch {
    return null;
  }
}

export function chooseWorkArea(area: WorkArea): void {
  try {
    localStorage.setItem(KEY, area);
  } catch {
    // no storage: the choice holds for this visit (the navigation itself)
  }
}

export const narrowScreen = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches;

const isPhonePath = (path: string) => path === '/mobile' || path.startsWith('/mobile/');

/** Whether every menu page the server gives the user is one of the phone's (and there is at least one). */
export function phoneOnlyMenus(records: RouteRecord[], base = ''): boolean {
  const leaves: string[] = [];
  const walk = (rs: RouteRecord[], b: string) => {
    for (const r of rs) {
      if (r.hidden || isExternal(r.path)) continue;
      const path = joinPath(b, r.path);
      if (r.children?.length) walk(r.children, path);
      else leaves.push(path);
    }
  };
  walk(records, base);
  return leaves.length > 0 && leaves.every(isPhonePath);
}

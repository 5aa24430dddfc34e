import { lazy, Suspense, useEffect, type ComponentType, type JSX, type ReactNode } from 'react';
import { loadAntdStyles } from './antd-styles';

/**
 * What a page does not need to show its first rows (the navbar's tools, menu icons, dialogs, date
 * pickers…) is fetched after they show: bench/pages.mjs counts what a list page loads before its
 * first row. A page has shown once it has mounted, unless something on it holds the moment back (a
 * list, until its first answer is painted), and then for SHOWN_AT_LATEST_MS at most: counted from
 * the page's mount, since on a slow line or phone the page's own chunk may take longer than that.
 */
export const SHOWN_AT_LATEST_MS = 5000;

let markShown: () => void = () => undefined;
let isShown = false;
let holds = 0;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});
// the rest of antd's sheet (dialogs, drawers, date panels…) follows the first page's rows at once
void shown.then(loadAntdStyles);

/** The first page has shown its content: what was held back may load now. */
export function pageShown(): void {
  isShown = true;
  markShown();
}

/** Holds the first page's "shown" back until the returned release is called (once shown, a no-op). */
export function holdShown(): () => void {
  if (isShown) return () => undefined;
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (!holds) pageShown();
  };
}

/**
 * Rendered after a page, inside its Suspense: its effect runs once the page has mounted (after the
 * page's own effects, so a list has taken its hold by then).
 */
export function ShownOnMount(): null {
  useEffect(() => {
    if (!holds) pageShown();
    else setTimeout(pageShown, SHOWN_AT_LATEST_MS);
  }, []);
  return null;
}

/** Runs `load` once the first page has shown its content. */
export function afterShown<T>(load: () => Promise<T>): Promise<T> {
  return shown.then(load);
}

/**
 * A lazy component whose chunk is fetched after the first page has shown (at once, later on), drawn
 * as `fallback` until it arrives.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
): ComponentType<P> {
  // what is held back is mostly dialogs and drawers: drawn with antd's whole sheet, never before it
  const Lazy = lazy(() => afterShown(() => Promise.all([load(), loadAntdStyles()])).then(([component]) => ({ default: component })));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

// antd's static sheet, without the blocks that never match, in two (build/antd-styles.ts): what a
// page's first rows draw, and the dialogs, drawers, date panels and messages a user opens later
import firstPaintSheet from 'virtual:antd.css?url';
import laterSheet from 'virtual:antd-later.css?url';

let firstPaint: Promise<void> | undefined;
let whole: Promise<void> | undefined;

/**
 * A sheet placed ahead of the app's own (`before` them), as when the entry imported antd's: the
 * app's rules still come after antd's. Resolves once it has loaded, or failed: the page still
 * shows, and the next page asks for the sheet again (`forget`).
 */
function addSheet(href: string, before: Node | null, forget: () => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      forget();
      resolve();
    };
    document.head.insertBefore(link, before);
  });
}

const firstOwnSheet = () => document.head.querySelector('link[rel="stylesheet"], style');

/** The part of antd's sheet a page's first rows draw with. The login page, in the entry, draws no antd and loads none of it. */
export function loadFirstPaintStyles(): Promise<void> {
  firstPaint ??= addSheet(firstPaintSheet, firstOwnSheet(), () => (firstPaint = undefined));
  return firstPaint;
}

/** antd's whole sheet: its later part goes right after the first, still ahead of the app's own sheets. */
export function loadAntdStyles(): Promise<void> {
  whole ??= loadFirstPaintStyles().then(() => {
    const first = document.head.querySelector(`link[href="${firstPaintSheet}"]`);
    return addSheet(laterSheet, first ? first.nextSibling : firstOwnSheet(), () => (whole = undefined));
  });
  return whole;
}

/**
 * A page's chunk, with antd's sheet beside it: the first-paint part while the first page loads,
 * the whole of it once that has shown (lib/deferred.tsx asks for it then).
 */
export const withAntdStyles =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), whole ?? loadFirstPaintStyles()]).then(([module]) => module);

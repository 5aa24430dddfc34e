// antd's static sheet, without the blocks that never match, in parts (build/antd-styles.ts): what
// every page's first rows draw, the components only some pages draw first (lib/antd-parts.ts), and
// the dialogs, drawers, date panels and messages a user opens later
import firstPaintSheet from 'virtual:antd.css?url';
import laterSheet from 'virtual:antd-later.css?url';
import { allParts as allPartsSheet, parts as partSheets } from 'virtual:antd-part-urls';
import { PHONE_PARTS, type AntdPart } from './antd-parts';
import { PHONE_WIDTH } from './use-media-query';

/** The parts of antd's sheet a page draws its first rows with besides the first one: some, or all. */
export type AntdParts = readonly AntdPart[] | 'all';

let firstPaint: Promise<void> | undefined;
let allParts: Promise<void> | undefined;
let whole: Promise<void> | undefined;
const parts = new Map<AntdPart, Promise<void>>();

/**
 * Where antd's next sheet goes: after its others, ahead of the app's own, as when the entry
 * imported antd's sheet: the app's rules still come after antd's.
 */
function nextAntdPlace(): Node | null {
  const antd = document.head.querySelectorAll('link[data-antd]');
  return antd.length ? antd[antd.length - 1].nextSibling : document.head.querySelector('link[rel="stylesheet"], style');
}

/**
 * Adds one of antd's sheets. Resolves once it has loaded, or failed: the page still shows, and the
 * next page asks for the sheet again (`forget`).
 */
function addSheet(href: string, forget: () => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.antd = '';
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      forget();
      resolve();
    };
    document.head.insertBefore(link, nextAntdPlace());
  });
}

/** The part of antd's sheet every page's first rows draw with. The login page, in the entry, draws no antd and loads none of it. */
export function loadFirstPaintStyles(): Promise<void> {
  firstPaint ??= addSheet(firstPaintSheet, () => (firstPaint = undefined));
  return firstPaint;
}

function loadAllParts(): Promise<void> {
  allParts ??= addSheet(allPartsSheet, () => (allParts = undefined));
  return allParts;
}

function loadPart(part: AntdPart): Promise<void> {
  if (allParts) return allParts;
  let done = parts.get(part);
  if (!done) {
    done = addSheet(partSheets[part], () => parts.delete(part));
    parts.set(part, done);
  }
  return done;
}

/** What a page's first rows draw with: the first part, and the parts it names. */
export function loadPageStyles(named: AntdParts = []): Promise<void> {
  const first = loadFirstPaintStyles(); // placed first: the parts go after it
  const phone = window.matchMedia(PHONE_WIDTH).matches ? PHONE_PARTS : [];
  const extra = named === 'all' ? [loadAllParts()] : [...new Set([...named, ...phone])].map(loadPart);
  return Promise.all([first, ...extra]).then(() => undefined);
}

/** antd's whole sheet: the parts and the later sheet go right after the first, still ahead of the app's own sheets. */
export function loadAntdStyles(): Promise<void> {
  whole ??= loadFirstPaintStyles().then(() => Promise.all([loadAllParts(), addSheet(laterSheet, () => (whole = undefined))]).then(() => undefined));
  return whole;
}

/**
 * A page's chunk, with antd's sheet beside it: the first-paint part and the parts the page names
 * while the first page loads, the whole of it once that has shown (lib/deferred.tsx asks for it then).
 */
export const withAntdStyles =
  <M>(load: () => Promise<M>, named: AntdParts = []) =>
  (): Promise<M> =>
    Promise.all([load(), whole ?? loadPageStyles(named)]).then(([module]) => module);

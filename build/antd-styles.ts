import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ANTD_PARTS, isClassOf, partOfClass, type AntdPart } from '../src/lib/antd-parts';

/** The id src/lib/antd-styles.ts asks for (with `?url`): antd's static sheet, its dead blocks left out, as a page's first rows need it. */
export const ANTD_SHEET_ID = 'virtual:antd.css';
/** The rest of it, fetched once the first page has shown (src/lib/deferred.tsx). */
export const ANTD_LATER_SHEET_ID = 'virtual:antd-later.css';
/** The first-paint rules of one of src/lib/antd-parts.ts's components. */
export const partSheetId = (part: AntdPart) => `virtual:antd-part-${part}.css`;
/** All of those, for the pages outside the console frame and for antd's whole sheet. */
export const ANTD_PARTS_SHEET_ID = 'virtual:antd-parts.css';
/** A module of those sheets' addresses: `parts` by name, and `allParts`. */
export const ANTD_PART_URLS_ID = 'virtual:antd-part-urls';

/**
 * antd's components no page draws before its first rows: what opens when a user asks for it
 * (dialogs, drawers, date panels, the image preview, messages and notifications, which
 * lib/feedback.ts and the deferred chunks show only with the whole sheet), and what the console does
 * not use at all. By the class prefix of their elements.
 */
export const DRAWN_LATER = [
  'modal', 'drawer', 'message', 'notification', 'picker-dropdown', 'image-preview',
  // the pop-ups a hover or a click opens, and the motions and click wave they open and close with
  'tooltip', 'popover', 'popconfirm', 'dropdown', 'select-dropdown', 'tree-select-dropdown', 'tabs-dropdown', 'table-filter-dropdown',
  'zoom', 'slide', 'move', 'fade', 'wave',
  'tour', 'transfer', 'steps', 'color-picker', 'cascader', 'carousel', 'mentions', 'splitter', 'anchor', 'rate', 'qrcode', 'collapse', 'float-btn',
];

/** Classes under those prefixes that sit on what the first rows draw: a dropdown's trigger button. */
const DRAWN_FIRST = ['ant-dropdown-trigger'];

/** Top-level blocks of a style sheet: rules and at-rules, each with its braces. */
export function cssBlocks(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        out.push(text.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  return out;
}

/**
 * antd's sheet without its token blocks (`.css-var-_R_0_.ant-btn{--ant-button-…}`, 70 of them, 81 KB):
 * they are written for the class React 19.1 named a provider's scope; React 19.2 names it
 * `css-var-_r_0_`, so they never match. The theme's tokens reach the components at run time
 * (app/antd-providers.tsx), as they did while these blocks sat unused in the sheet.
 */
export function liveRules(sheet: string): string {
  return cssBlocks(sheet)
    .filter((block) => !block.startsWith('.css-var-'))
    .join('\n');
}

const drawnLater = (className: string) => !DRAWN_FIRST.includes(className) && DRAWN_LATER.some((prefix) => isClassOf(className, prefix));

/**
 * A block that can only match inside one of DRAWN_LATER: each of its selectors names one of their
 * classes (an at-rule: each block inside it does). Keyframes stay: a first-paint rule may name them.
 */
export function isDrawnLater(block: string): boolean {
  const prelude = block.slice(0, block.indexOf('{'));
  if (prelude.startsWith('@keyframes')) return false;
  if (prelude.startsWith('@')) {
    const inner = cssBlocks(block.slice(block.indexOf('{') + 1, -1));
    return inner.length > 0 && inner.every(isDrawnLater);
  }
  return prelude.split(',').every((selector) => [...selector.matchAll(/\.(ant-[\w-]+)/g)].some((m) => drawnLater(m[1])));
}

/**
 * The part a first-paint block can only match inside: each of its selectors names one of the
 * part's classes (an at-rule: every block inside it does, the same part). Keyframes stay with the
 * first sheet, as with isDrawnLater.
 */
export function partOf(block: string): AntdPart | undefined {
  const prelude = block.slice(0, block.indexOf('{'));
  if (prelude.startsWith('@keyframes')) return undefined;
  if (prelude.startsWith('@')) {
    const inner = cssBlocks(block.slice(block.indexOf('{') + 1, -1)).map(partOf);
    return inner.length > 0 && inner.every((part) => part && part === inner[0]) ? inner[0] : undefined;
  }
  const parts = prelude.split(',').map((selector) => [...selector.matchAll(/\.(ant-[\w-]+)/g)].map((m) => partOfClass(m[1])).find(Boolean));
  return parts.every((part) => part && part === parts[0]) ? parts[0] : undefined;
}

/**
 * antd's live rules, each sheet in antd's order: what every page's first rows need, the parts only
 * some pages draw first (one sheet each, and all of them in one), and the rest.
 */
export function splitSheet(sheet: string): { firstPaint: string; parts: Record<AntdPart, string>; allParts: string; later: string } {
  const first: string[] = [];
  const later: string[] = [];
  const anyPart: string[] = [];
  const parts = Object.fromEntries(ANTD_PARTS.map((part) => [part, [] as string[]])) as Record<AntdPart, string[]>;
  for (const block of cssBlocks(liveRules(sheet))) {
    const part = isDrawnLater(block) ? 'later' : partOf(block);
    if (part === 'later') later.push(block);
    else if (!part) first.push(block);
    else {
      parts[part].push(block);
      anyPart.push(block);
    }
  }
  const joined = Object.fromEntries(ANTD_PARTS.map((part) => [part, parts[part].join('\n')])) as Record<AntdPart, string>;
  return { firstPaint: first.join('\n'), parts: joined, allParts: anyPart.join('\n'), later: later.join('\n') };
}

/** Serves antd's sheets from files in Vite's cache, written once per build or dev server, and the module of the parts' addresses. */
export function antdStyles(): Plugin {
  const files = new Map<string, string>();
  return {
    name: 'antd-styles',
    configResolved(config) {
      const require = createRequire(path.join(config.root, 'package.json'));
      const { firstPaint, parts, allParts, later } = splitSheet(readFileSync(require.resolve('antd/dist/antd.css'), 'utf8'));
      mkdirSync(config.cacheDir, { recursive: true });
      const sheets: [string, string][] = [
        [ANTD_SHEET_ID, firstPaint],
        [ANTD_LATER_SHEET_ID, later],
        [ANTD_PARTS_SHEET_ID, allParts],
        ...ANTD_PARTS.map((part): [string, string] => [partSheetId(part), parts[part]]),
      ];
      for (const [id, text] of sheets) {
        files.set(id, path.join(config.cacheDir, id.slice('virtual:'.length)));
        writeFileSync(files.get(id)!, text);
      }
    },
    resolveId(id) {
      if (id === ANTD_PART_URLS_ID) return `\0${id}`;
      const [bare, query] = id.split('?');
      const file = files.get(bare);
      if (file) return query ? `${file}?${query}` : file;
      return undefined;
    },
    load(id) {
      if (id !== `\0${ANTD_PART_URLS_ID}`) return undefined;
      const imports = ANTD_PARTS.map((part, i) => `import p${i} from '${partSheetId(part)}?url';`).join('\n');
      const parts = ANTD_PARTS.map((part, i) => `${JSON.stringify(part)}: p${i}`).join(', ');
      return `${imports}\nimport all from '${ANTD_PARTS_SHEET_ID}?url';\nexport const parts = { ${parts} };\nexport const allParts = all;\n`;
    },
  };
}

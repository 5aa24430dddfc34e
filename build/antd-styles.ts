import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The id main.tsx imports: antd's rules for the components the login page draws. */
export const LOGIN_SHEET_ID = 'virtual:antd-login.css';
/** The cascade layer those rules sit in: antd's whole sheet, loaded later, outranks every one of them. */
export const LOGIN_LAYER = 'antd-login';
/** What the login page draws: its button, the language switch, the button's click wave, error notices. */
export const LOGIN_COMPONENTS = ['btn', 'segmented', 'wave', 'notification', 'message', 'app'];

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
 * The blocks of antd's sheet that style only the given components: rules naming no other antd
 * component (`.ant-btn-primary`, `.anticon`, `a:hover` stay; `.ant-table .ant-btn` goes), media
 * queries cut down the same way, every keyframe. antd's own token blocks (`.css-var-…`) are left out:
 * the app's theme sets its tokens as it renders.
 */
export function sheetFor(components: readonly string[], sheet: string): string {
  const keep = (block: string): string => {
    const head = block.slice(0, block.indexOf('{')).trim();
    if (head.startsWith('@keyframes')) return block;
    if (head.startsWith('@')) {
      const inner = cssBlocks(block.slice(block.indexOf('{') + 1, -1)).map(keep).filter(Boolean);
      return inner.length ? `${head}{${inner.join('')}}` : '';
    }
    if (head.startsWith('.css-var-')) return '';
    const named = [...head.matchAll(/\.ant-([a-z]+)/g)].map((m) => m[1]);
    return named.every((name) => components.includes(name)) ? block : '';
  };
  return cssBlocks(sheet).map(keep).filter(Boolean).join('\n');
}

/**
 * antd's static sheet is 1 MB (110 KB gzip), and the login page, the first page of every day, draws
 * three of its components. The entry carries only their rules (LOGIN_SHEET_ID), in a cascade layer;
 * every other page loads the whole sheet with its chunk (src/lib/antd-styles.ts), ahead of the
 * app's own sheets. Unlayered, the whole sheet outranks the layer, so what a console page sees is
 * the whole sheet alone, as before the split.
 */
export function antdStyles(): Plugin {
  let file = '';
  return {
    name: 'antd-login-styles',
    configResolved(config) {
      const require = createRequire(path.join(config.root, 'package.json'));
      const sheet = readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
      file = path.join(config.cacheDir, 'antd-login.css');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `@layer ${LOGIN_LAYER} {\n${sheetFor(LOGIN_COMPONENTS, sheet)}\n}\n`);
    },
    resolveId(id) {
      return id === LOGIN_SHEET_ID ? file : undefined;
    },
  };
}

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The id src/lib/antd-styles.ts asks for (with `?url`): antd's static sheet, its dead blocks left out. */
export const ANTD_SHEET_ID = 'virtual:antd.css';

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

/** Serves ANTD_SHEET_ID from a file in Vite's cache, written once per build or dev server. */
export function antdStyles(): Plugin {
  let file = '';
  return {
    name: 'antd-styles',
    configResolved(config) {
      const require = createRequire(path.join(config.root, 'package.json'));
      file = path.join(config.cacheDir, 'antd.css');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, liveRules(readFileSync(require.resolve('antd/dist/antd.css'), 'utf8')));
    },
    resolveId(id) {
      const [bare, query] = id.split('?');
      if (bare === ANTD_SHEET_ID) return query ? `${file}?${query}` : file;
      return undefined;
    },
  };
}

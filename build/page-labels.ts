import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { OUTSIDE_THE_FRAME } from './outside-the-frame';

/**
 * The console's page namespaces: src/pages/<ns>/locales/{zh,en}.json. Those of the pages outside the
 * frame (the phone area's and the drivers') come with their pages (src/locales/*-outside.ts).
 */
export function pageNamespaces(root: string): string[] {
  const pages = path.join(root, 'src/pages');
  return readdirSync(pages)
    .filter((ns) => !OUTSIDE_THE_FRAME.test(`/src/pages/${ns}/`) && existsSync(path.join(pages, ns, 'locales', 'en.json')))
    .sort();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The namespaces of `names` that `code` reads labels from: named to useTranslation, as an `ns`
 * option or attribute, or as a key's prefix ('order:line.qty', `order:line.${key}`). A key has one
 * colon, so a permission ('monitor:job:list') is not a label.
 */
export function namespacesIn(code: string, names: string[]): string[] {
  if (!names.length) return [];
  const alt = names.map(escape).join('|');
  const found = new Set<string>();
  for (const call of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|['"][\w-]+['"])/g)) {
    for (const [, ns] of call[1].matchAll(/['"]([\w-]+)['"]/g)) found.add(ns);
  }
  for (const [, ns] of code.matchAll(new RegExp(`\\bns[:=]\\s*\\{?\\s*['"](${alt})['"]`, 'g'))) found.add(ns);
  for (const [, , ns] of code.matchAll(new RegExp(`(['"\`])(${alt}):[\\w.-]*(\\1|\\$\\{)`, 'g'))) found.add(ns);
  return names.filter((ns) => found.has(ns));
}

const PREFIX = 'virtual:page-labels/';

/**
 * Each console page's labels come with the modules that read them: a module naming a page
 * namespace imports that namespace's labels, both languages (about 1 KB gzip a page), which join
 * the language's instance when the module runs, before it draws. So a list fetches its own labels
 * and the shared ones (src/locales/<lang>.ts), not all 25 pages' (15 KB gzip, bench/pages.mjs).
 * A label read under a namespace nothing imports shows as its key, and the page sweep
 * (tests/e2e/sweep.test.ts) fails on the "missing label" it logs (src/lib/i18n.ts).
 */
export function pageLabels(): Plugin {
  let root = process.cwd();
  let names: string[] = [];
  return {
    name: 'page-labels',
    configResolved(config) {
      root = config.root;
      names = pageNamespaces(root);
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const ns = id.slice(PREFIX.length + 1);
      const file = (lang: string) => JSON.stringify(path.join(root, 'src/pages', ns, 'locales', `${lang}.json`));
      return [
        `import { addPageLabels } from ${JSON.stringify(path.join(root, 'src/lib/i18n.ts'))};`,
        `import zh from ${file('zh')};`,
        `import en from ${file('en')};`,
        `addPageLabels(${JSON.stringify(ns)}, { zh, en });`,
      ].join('\n');
    },
    transform: {
      filter: { id: { include: /[\\/]src[\\/].*\.tsx?$/, exclude: /node_modules|[\\/]src[\\/]lib[\\/]i18n\.ts$/ } },
      handler(code) {
        const used = namespacesIn(code, names);
        if (!used.length) return null;
        return { code: used.map((ns) => `import '${PREFIX}${ns}';`).join('') + code, map: null };
      },
    },
  };
}

import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/**
 * Which pages load a tier with them: every page, the pages drawn inside the console frame, or the
 * pages whose own imports reach it.
 */
type LoadedBy = 'every page' | 'console pages' | 'its importers';

/** The stages a console page loads in, each named by the module that starts it. */
export const LOAD_TIERS: Array<{ name: string; from: string; loadedBy: LoadedBy }> = [
  { name: 'base', from: 'src/main.tsx', loadedBy: 'every page' },
  // a visitor without a session sees it first; a few KB of its own
  { name: 'base', from: 'src/pages/login/login-page.tsx', loadedBy: 'every page' },
  // antd's message, notification and modal holders, fetched once the first page has painted
  { name: 'feedback', from: 'src/app/feedback-host.tsx', loadedBy: 'every page' },
  { name: 'frame', from: 'src/app/layout/layout.tsx', loadedBy: 'console pages' },
  { name: 'list', from: 'src/components/crud/crud-page.tsx', loadedBy: 'its importers' },
];

/** Pages drawn without the console frame (router.tsx): the login, the phone area, the drivers' pages. */
export const OUTSIDE_THE_FRAME = /\/src\/pages\/(login|register|mobile|public|error)\//;

/**
 * Who opens a page: the console's staff, the phone area's warehouse staff, the drivers; the login
 * pages and error pages each stand alone, so that they stay as light as they are.
 */
function audienceOf(page: SplitChunk): string {
  const id = page.facadeModuleId ?? page.fileName;
  if (/\/pages\/mobile\/(?!mobile-login)/.test(id)) return 'phone';
  if (/\/pages\/public\//.test(id)) return 'drivers';
  return OUTSIDE_THE_FRAME.test(id) ? id : 'console';
}

export interface SplitChunk {
  fileName: string;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * Which chunk each module goes to, read from a build split rolldown's own way (the import graph
 * would not do: every `import … from 'antd'` reaches all of antd). Rolldown makes a chunk for each
 * set of pages that share a module, and a console page drew on about 80 of them. Here the pages
 * that load a tier count as one page: a chunk its module's chunk imports joins the tier, beside
 * the others that the same pages outside the tier need. So a driver's page that uses a table gets
 * the table (with whatever else exactly its fellow users share), never the console frame.
 */
export function tiersOf(chunks: SplitChunk[], root: string, tiers = LOAD_TIERS): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: SplitChunk) => {
    const seen = new Set<SplitChunk>();
    const stack = [start];
    while (stack.length) {
      const chunk = stack.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) if (byFile.has(file)) stack.push(byFile.get(file)!);
    }
    return seen;
  };
  const pages = chunks.filter((c) => c.isEntry || c.isDynamicEntry).map((page) => ({ page, needs: closure(page) }));
  const chunkOf = new Map<string, string>();
  for (const tier of tiers) {
    const start = chunks.find((c) => c.moduleIds.includes(path.join(root, tier.from)));
    if (!start) throw new Error(`load tiers: no chunk holds ${tier.from}`);
    const loaders = new Set(
      pages
        .filter(({ page, needs }) =>
          tier.loadedBy === 'every page' ||
          (tier.loadedBy === 'console pages' ? !page.isEntry && !OUTSIDE_THE_FRAME.test(page.facadeModuleId ?? '') : needs.has(start)),
        )
        .map((p) => p.page),
    );
    // a page only ever fetched from pages that load the tier (a list's dialogs) loads it too
    for (let grew = true; grew; ) {
      grew = false;
      for (const { page } of pages) {
        const from = chunks.filter((c) => c.dynamicImports.includes(page.fileName));
        if (loaders.has(page) || !from.length || !from.every((c) => pages.every((p) => !p.needs.has(c) || loaders.has(p.page)))) continue;
        loaders.add(page);
        grew = true;
      }
    }
    const names = new Map<string, string>();
    for (const chunk of closure(start)) {
      if (chunk.moduleIds.some((id) => chunkOf.has(id))) continue;
      const others = pages
        .filter((p) => p.needs.has(chunk) && !loaders.has(p.page))
        .map((p) => audienceOf(p.page))
        .filter((a, i, all) => all.indexOf(a) === i)
        .sort()
        .join(' ');
      if (!names.has(others)) names.set(others, others ? `${tier.name}-${names.size}` : tier.name);
      for (const id of chunk.moduleIds) chunkOf.set(id, names.get(others)!);
    }
  }
  return chunkOf;
}

/**
 * Puts each load tier in one chunk. Left alone, rolldown splits modules by which of the 60 lazy
 * pages share them, and a list page fetched about 100 files before its first row, six at a time
 * over HTTP/1.1 (bench/pages.mjs). Costs a second, unwritten build of the same sources. What no
 * tier takes is split as before.
 */
export function loadTiers(): Plugin {
  return {
    name: 'load-tiers',
    apply: 'build',
    async config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      const output = await build({ root, configFile: false, logLevel: 'silent', plugins: [react()], build: { write: false } });
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((o) => ('output' in o ? o.output : []))
        .filter((item): item is typeof item & SplitChunk => item.type === 'chunk');
      const tierOf = tiersOf(chunks, root);
      return { build: { rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: (id: string) => tierOf.get(id) ?? null, debugName: 'load tiers' }] } } } } };
    },
  };
}

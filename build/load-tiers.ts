import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { antdLazyFilterTree } from './antd-lazy-filter-tree';
import { antdStyles } from './antd-styles';
import { OUTSIDE_THE_FRAME } from './outside-the-frame';
import { pageLabels } from './page-labels';

/**
 * Which pages load a tier with them: every page, the pages drawn inside the console frame, or the
 * pages whose own imports reach it.
 */
type LoadedBy = 'every page' | 'console pages' | 'its importers';

interface LoadTier {
  name: string;
  /** the module whose chunk and static imports make up the tier, from the project's root */
  from: string;
  loadedBy: LoadedBy;
}

/** The stages a console page loads in, each named by the module that starts it. */
export const LOAD_TIERS: LoadTier[] = [
  { name: 'base', from: 'src/main.tsx', loadedBy: 'every page' },
  // a visitor without a session sees it first; a few KB of its own, and no antd
  { name: 'base', from: 'src/pages/login/login-page.tsx', loadedBy: 'every page' },
  // antd's providers: every page but the login page draws antd
  { name: 'antd', from: 'src/app/antd-providers.tsx', loadedBy: 'every page' },
  { name: 'frame', from: 'src/app/layout/layout.tsx', loadedBy: 'console pages' },
  { name: 'list', from: 'src/components/crud/crud-page.tsx', loadedBy: 'its importers' },
];


/**
 * Who opens a page: the console's staff, the phone area's warehouse staff, the drivers. The login
 * pages, the error pages and the console's home board (where everyone lands) each stand alone, so
 * that they stay as light as they are.
 */
function audienceOf(page: SplitChunk): string {
  const id = page.facadeModuleId ?? page.fileName;
  if (/\/pages\/mobile\/(?!mobile-login)/.test(id)) return 'phone';
  if (/\/pages\/public\//.test(id)) return 'drivers';
  return OUTSIDE_THE_FRAME.test(id) || /\/pages\/home\//.test(id) ? id : 'console';
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

type Page = { page: SplitChunk; needs: Set<SplitChunk> };

/** A chunk and every chunk it imports statically, on and on. */
function closureOf(start: SplitChunk, byFile: Map<string, SplitChunk>): Set<SplitChunk> {
  const seen = new Set<SplitChunk>();
  const stack = [start];
  while (stack.length) {
    const chunk = stack.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) if (byFile.has(file)) stack.push(byFile.get(file)!);
  }
  return seen;
}

/** The pages that load a tier whatever else they need. */
function loadersOf(tier: LoadTier, start: SplitChunk, pages: Page[], chunks: SplitChunk[]): Set<SplitChunk> {
  const loaders = new Set(
    pages
      .filter(({ page, needs }) => {
        if (tier.loadedBy === 'every page') return true;
        if (tier.loadedBy === 'console pages') return !page.isEntry && !OUTSIDE_THE_FRAME.test(page.facadeModuleId ?? '');
        return needs.has(start);
      })
      .map((p) => p.page),
  );
  // a page only ever fetched from chunks that come with the tier (a list's dialogs) loads it too
  const comesWithTier = (chunk: SplitChunk) => pages.every((p) => !p.needs.has(chunk) || loaders.has(p.page));
  for (let grew = true; grew; ) {
    grew = false;
    for (const { page } of pages) {
      if (loaders.has(page)) continue;
      const from = chunks.filter((c) => c.dynamicImports.includes(page.fileName));
      if (!from.length || !from.every(comesWithTier)) continue;
      loaders.add(page);
      grew = true;
    }
  }
  return loaders;
}

/**
 * Which chunk each module goes to, read from a build split rolldown's own way (the import graph
 * would not do: every `import … from 'antd'` reaches all of antd). Rolldown makes a chunk for each
 * set of pages that share a module, and a console list page drew on about 80 of them. Here every
 * chunk that a tier's module imports joins the tier, grouped by the audiences of the other pages
 * that need it: all of it in `list` when only list pages do, the table and its kin in `list-1`
 * when the drivers' pages use them too. So a page outside the tier fetches, of it, only what its
 * own audience shares (some of which another page of its audience needs), never the tier itself.
 */
export function tiersOf(chunks: SplitChunk[], root: string, tiers = LOAD_TIERS): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const pages: Page[] = chunks.filter((c) => c.isEntry || c.isDynamicEntry).map((page) => ({ page, needs: closureOf(page, byFile) }));
  const chunkOf = new Map<string, string>();
  for (const tier of tiers) {
    const start = chunks.find((c) => c.moduleIds.includes(path.join(root, tier.from)));
    if (!start) throw new Error(`load tiers: no chunk holds ${tier.from}`);
    const loaders = loadersOf(tier, start, pages, chunks);
    const names = new Map<string, string>();
    for (const chunk of closureOf(start, byFile)) {
      if (chunk.moduleIds.some((id) => chunkOf.has(id))) continue;
      const others = [...new Set(pages.filter((p) => p.needs.has(chunk) && !loaders.has(p.page)).map((p) => audienceOf(p.page)))]
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
      const output = await build({ root, configFile: false, logLevel: 'silent', plugins: [react(), antdStyles(), antdLazyFilterTree(), pageLabels()], build: { write: false } });
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((o) => ('output' in o ? o.output : []))
        .filter((item): item is typeof item & SplitChunk => item.type === 'chunk');
      const tierOf = tiersOf(chunks, root);
      const groups = [{ name: (id: string) => tierOf.get(id) ?? null, debugName: 'load tiers' }];
      // a chunk's imports are placed above already (in its tier, an earlier one, or left split);
      // rolldown pulling them into the importing group would hand a driver's page the frame again
      return { build: { rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups } } } } };
    },
  };
}

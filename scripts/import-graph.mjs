// The import graph of the source tree, by folder, and the rules it must keep (tests/server/architecture.test.ts).
// `node scripts/import-graph.mjs` prints every breach; it exits 1 if there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = ['contract', 'server', 'src'];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : walk(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A module or page folder counts as one unit, whatever its subfolders; elsewhere the file's folder is. */
export function unitOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel.length === 3 && rel[1] === 'modules') return 'server/registry';
  if (rel.length === 3 && rel[1] === 'pages') return 'src/registry';
  if ((rel[0] === 'server' && rel[1] === 'modules') || (rel[0] === 'src' && rel[1] === 'pages')) {
    return rel.length > 3 ? rel.slice(0, 3).join('/') : rel.slice(0, 2).join('/');
  }
  if (rel[0] === 'src' && (rel[1] === 'components' || rel[1] === 'features')) return rel.length > 3 ? rel.slice(0, 3).join('/') : `src/${rel[1]}`;
  if (rel[0] === 'src' && rel[1] === 'app') return 'src/app';
  // the files at the top of a folder: the app's entry points, and the registries of modules and pages
  if (rel.length === 2 && rel[0] === 'server') return rel[1] === 'config.ts' ? 'server/config' : 'server/app';
  if (rel.length === 2 && rel[0] === 'src') return 'src/app';
  return rel.slice(0, -1).join('/') || '.';
}

/**
 * Layers, lowest first: a file may import its own layer or lower ones, never a higher one.
 * Business modules and pages share a layer: they may use one another, but never in a loop.
 */
const layers = [
  ['contract', 'src/assets', 'src/locales'],
  ['server/config', 'server/db'],
  ['server/lib'],
  ['server/plugins'],
  ['server/modules'],
  ['server/registry'],
  ['server/demo', 'server/app'],
  ['src/lib'],
  ['src/stores'],
  ['src/components'],
  ['src/features'],
  ['src/pages'],
  ['src/registry'],
  ['src/app'],
];
export function layerOf(unit) {
  let best = -1;
  let bestLen = -1;
  layers.forEach((names, i) => {
    for (const name of names) {
      if ((unit === name || unit.startsWith(`${name}/`)) && name.length > bestLen) {
        best = i;
        bestLen = name.length;
      }
    }
  });
  return best;
}

const importPattern = /((?:import|export)\s[^'"]*?)from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** `import type …`, or braces naming types only: erased from the built code. */
const typeOnly = (statement) =>
  /^(?:import|export)\s+type\b/.test(statement) ||
  /^(?:import|export)\s*\{([^}]*)\}\s*$/.exec(statement.trim())?.[1].split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type ')) === true;

/** A file's imports: the specifier, and whether it runs with the module (not a type, not an `import()`). */
function importsOf(file) {
  return [...readFileSync(file, 'utf8').matchAll(importPattern)].map((m) => ({
    spec: m[2] ?? m[3] ?? m[4],
    eager: m[3] === undefined && !(m[1] !== undefined && typeOnly(m[1])),
  }));
}

function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function importGraph() {
  const files = sourceDirs.flatMap((d) => walk(path.join(root, d)));
  const edges = [];
  for (const file of files) {
    for (const { spec } of importsOf(file)) {
      const target = resolve(file, spec);
      if (target) edges.push({ from: file, to: target, fromUnit: unitOf(file), toUnit: unitOf(target) });
    }
  }
  return edges;
}

/** Strongly connected groups of more than one folder (Tarjan). */
export function folderLoops(edges) {
  const next = new Map();
  for (const e of edges) {
    if (e.fromUnit === e.toUnit) continue;
    if (!next.has(e.fromUnit)) next.set(e.fromUnit, new Set());
    next.get(e.fromUnit).add(e.toUnit);
  }
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const v of next.keys()) if (!idx.has(v)) visit(v);
  return loops;
}

const sharedDirs = ['server/lib', 'server/plugins', 'src/lib', 'src/components'];
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * Shared code names no business module: no business API path (`/biz/…`) and no page's own
 * translations (`'order:…'`, a namespace that lives in src/pages/<page>/locales). A part that
 * belongs to one module but serves several pages lives in src/features.
 */
export function namingBreaches() {
  const pageNamespaces = readdirSync(path.join(root, 'src/pages')).filter((d) => existsSync(path.join(root, 'src/pages', d, 'locales')));
  const pageKey = new RegExp(`['"\`](${pageNamespaces.join('|')}):`);
  const found = [];
  for (const dir of sharedDirs) {
    for (const file of walk(path.join(root, dir))) {
      const lines = stripComments(readFileSync(file, 'utf8')).split('\n');
      lines.forEach((line, i) => {
        if (/['"`]\/biz\//.test(line) || pageKey.test(line)) found.push(`${path.relative(root, file)}:${i + 1} names a business module: ${line.trim()}`);
      });
    }
  }
  return found;
}

/**
 * The chain of eager imports from `file` to the package `pkg`, or null when only a dynamic import
 * reaches it: what the page's chunk must load before it draws.
 */
export function eagerChain(file, pkg) {
  const cameFrom = new Map([[file, null]]);
  const queue = [file];
  while (queue.length) {
    const at = queue.shift();
    if (at === pkg || at.startsWith(`${pkg}/`)) {
      const chain = [];
      for (let f = at; f; f = cameFrom.get(f)) chain.unshift(f.startsWith('/') ? path.relative(root, f) : f);
      return chain;
    }
    if (!/\.(ts|tsx)$/.test(at)) continue;
    for (const { spec, eager } of importsOf(at)) {
      if (!eager) continue;
      const target = spec.startsWith('.') ? resolve(at, spec) : spec;
      if (target && !cameFrom.has(target)) {
        cameFrom.set(target, at);
        queue.push(target);
      }
    }
  }
  return null;
}

/** The menu's pages (src/pages/registry.ts): component key → the page's module. */
export function registeredPages() {
  const registry = path.join(root, 'src/pages/registry.ts');
  const text = readFileSync(registry, 'utf8');
  return [...text.matchAll(/'([^']+)':\s*page\(\(\) => import\('([^']+)'\)/g)].map((m) => ({ key: m[1], file: resolve(registry, m[2]) }));
}

/**
 * The one upward read allowed: the server names a refused field by the label the console shows it
 * under, read from the console's locale files (data, no code: server/lib/field-labels.ts).
 */
const labelsRead = (from, to) => from === 'server/lib/field-labels.ts' && /^src\/(pages\/[^/]+\/)?locales\/.*\.json$/.test(to);

export function breaches() {
  const edges = importGraph();
  const rel = (f) => path.relative(root, f);
  const upward = edges
    .filter((e) => layerOf(e.toUnit) > layerOf(e.fromUnit))
    .filter((e) => !labelsRead(rel(e.from), rel(e.to)))
    .map((e) => `${rel(e.from)} imports ${rel(e.to)} (a higher layer)`);
  const sideways = edges
    .filter((e) => ['src/pages/', 'src/features/'].some((p) => e.fromUnit.startsWith(p) && e.toUnit.startsWith(p)) && e.fromUnit !== e.toUnit)
    .map((e) => `${rel(e.from)} imports ${rel(e.to)} (another page or feature: share it through features/, components/ or lib/)`);
  const loops = folderLoops(edges).map((group) => {
    const inside = edges.filter((e) => e.fromUnit !== e.toUnit && group.includes(e.fromUnit) && group.includes(e.toUnit));
    return `import loop between ${group.join(', ')}: ${inside.map((e) => `${rel(e.from)} → ${rel(e.to)}`).join('; ')}`;
  });
  return [...upward, ...sideways, ...loops, ...namingBreaches()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = breaches();
  for (const line of found) console.log(line);
  console.log(`${found.length} breaches`);
  process.exit(found.length ? 1 : 0);
}

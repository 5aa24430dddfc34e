// `npm run build:server` after the type check: the server bundled by esbuild into dist-server/server,
// its entries and their chunks with its packages in them, so that a cold start reads a few dozen
// files, not one per module of its own and of node_modules (issue 39). Entries and chunks sit in one
// folder, so a file found beside the running module (a worker thread's entry,
// server/lib/worker-file.ts) is found beside any of them.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist-server');

const sourceFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name));

/** Each worker thread's entry, by the name its caller asks for: `workerFile|workerCode(import.meta.url, 'name')` finds `name`.ts beside the caller. */
function workerEntries() {
  const entries = {};
  for (const file of sourceFiles(path.join(root, 'server'))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/worker(?:File|Code)\(import\.meta\.url, '([\w-]+)'\)/g)) {
      const entry = path.join(path.dirname(file), `${name}.ts`);
      if (entries[`server/${name}`] && entries[`server/${name}`] !== entry) throw new Error(`two worker entries named ${name}: ${entries[`server/${name}`]}, ${entry}`);
      entries[`server/${name}`] = entry;
    }
  }
  return entries;
}

/**
 * server/modules/index.ts finds the modules' routes files in its folder when it runs; bundled, the
 * folder is read here instead, into the same list in the same (alphabetical) order.
 */
const modulesByImport = {
  name: 'modules-by-import',
  setup(b) {
    b.onLoad({ filter: /[\\/]server[\\/]modules[\\/]index\.ts$/ }, (args) => {
      const dir = path.dirname(args.path);
      const names = readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && readdirSync(path.join(dir, e.name)).includes('routes.ts'))
        .map((e) => e.name)
        .sort();
      const contents = [
        ...names.map((name, i) => `import * as m${i} from './${name}/routes.ts';`),
        `const found = [${names.map((name, i) => `[${JSON.stringify(name)}, m${i}]`).join(', ')}];`,
        'export const apiModules = found.map(([name, m]) => {',
        '  if (!m.routes) throw new Error(`server/modules/${name}/routes exports no \\`routes\\` plugin`);',
        '  return m.routes;',
        '});',
      ].join('\n');
      return { contents, loader: 'ts', resolveDir: dir };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    'server/main': 'server/main.ts',
    'server/backup-cli': 'server/backup-cli.ts',
    'server/restore-cli': 'server/restore-cli.ts',
    'server/indexes-cli': 'server/indexes-cli.ts',
    'server/ruoyi-import-cli': 'server/modules/ruoyi-import/cli.ts',
    ...workerEntries(),
  },
  outdir,
  bundle: true,
  // what main.ts imports dynamically (the app, while the database opens; the demo, on a first start
  // only) and what the entries share are chunks of their own, in the same folder as the entries
  splitting: true,
  chunkNames: 'server/chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: [
    // read their own files from where they are installed: PGlite's wasm and data, pdfkit's and the
    // captcha's fonts, swagger's package.json, swagger-ui's and the console's static files
    '@electric-sql/pglite',
    'pdfkit',
    '@expo-google-fonts/*',
    'svg-captcha',
    '@fastify/swagger',
    '@fastify/swagger-ui',
    '@fastify/static',
    // starts threads on entry files of its own
    'piscina',
    // loaded when first used (server/lib/required-on-first-use.ts, a dynamic import): not parsed at start
    'unhomoglyph',
    'sanitize-html',
    'nodemailer',
    'pg',
    'pg-copy-streams',
    'mysql2',
    'pgsql-ast-parser',
    // the worker threads' loader from the sources, never in a build (server/lib/worker-file.ts)
    'tsx',
  ],
  // require() of bundled CommonJS packages (Node's built-ins) in an ES module
  banner: { js: "import { createRequire as bundleCreateRequire } from 'node:module'; const require = bundleCreateRequire(import.meta.url);" },
  // error classes and plugins keep the names they are logged and matched by
  keepNames: true,
  // not parsed unless asked for (NODE_OPTIONS=--enable-source-maps): Node parses a map whole when it
  // loads the file, a few hundred ms for this one; unminified, the bundle's own lines read as well
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [modulesByImport],
  logLevel: 'warning',
  metafile: true,
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
// what the bundles import at run time, by file: `npm run check:production` checks each package is a runtime dependency
// (the text of a bundle holds others' code, whose strings can read as imports: ajv's `require("ajv/dist/runtime/…")`)
const imports = Object.fromEntries(outputs.map(([file, o]) => [path.relative(root, file), [...new Set(o.imports.filter((i) => i.external).map((i) => i.path))].sort()]));
writeFileSync(path.join(outdir, 'imports.json'), `${JSON.stringify(imports, null, 1)}\n`);
const entries = outputs.map(([file]) => path.basename(file)).filter((name) => !name.startsWith('chunk-'));
console.log(`dist-server: ${entries.join(', ')} and ${outputs.length - entries.length} chunks, ${Math.round(outputs.reduce((n, [, o]) => n + o.bytes, 0) / 1024)} KB`);

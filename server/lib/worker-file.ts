import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A worker thread's entry beside the module at `moduleUrl`: `name`.js in the compiled
 * dist-server; from source (vitest, `npm run dev`) `name`.ts through tsx's loader (a development
 * dependency, found from here whatever the working directory).
 */
export function workerFile(moduleUrl: string, name: string): { filename: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(moduleUrl));
  const built = path.join(here, `${name}.js`);
  if (existsSync(built)) return { filename: built, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: path.join(here, `${name}.ts`), execArgv: ['--import', tsx] };
}

/**
 * The code of a worker thread (for `new Worker(code, { eval: true })`) that runs `name` beside
 * the module at `moduleUrl`. From source, Node 20 applies no `--import tsx` to what a thread
 * imports, so the thread registers tsx's loader itself first.
 */
export function workerCode(moduleUrl: string, name: string): string {
  const { filename, execArgv } = workerFile(moduleUrl, name);
  const entry = JSON.stringify(pathToFileURL(filename).href);
  if (!execArgv.length) return `import(${entry})`;
  const require = createRequire(import.meta.url);
  const tsx = require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> };
  const api = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), tsx.exports['./esm/api'].import.default)).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${entry}); })`;
}

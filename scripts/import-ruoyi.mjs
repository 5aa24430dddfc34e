// `npm run import:ruoyi -- mysql://user:pass@host:3306/db [--dry-run]`: server/modules/ruoyi-import/cli.ts,
// from the built server (a production install has no tsx), or from the sources in a checkout whose
// build is missing or older than them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isStale, SERVER_SOURCES } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist-server/server/ruoyi-import-cli.js');
const source = path.join(root, 'server/modules/ruoyi-import/cli.ts');
const hasTsx = (() => {
  try {
    createRequire(import.meta.url).resolve('tsx');
    return true;
  } catch {
    return false;
  }
})();

const fromBuild = existsSync(built) && !(hasTsx && isStale(built, SERVER_SOURCES.map((p) => path.join(root, p))));
if (!fromBuild && !hasTsx) {
  console.error('import:ruoyi: the built server is missing; run `npm run build:server` (or `npm start` once) first');
  process.exit(1);
}
const args = fromBuild ? [built] : ['--import', 'tsx', source];
const child = spawn(process.execPath, [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

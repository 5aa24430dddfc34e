// `npm run backup|restore`: the compiled command (dist-server, as `npm run serve` runs the
// server), or its source under tsx in a checkout whose build is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isStale, SERVER_SOURCES } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [name, ...args] = process.argv.slice(2);
const built = path.join(root, `dist-server/server/${name}-cli.js`);
const source = path.join(root, `server/${name}-cli.ts`);
const tsx = (() => {
  try {
    return import.meta.resolve('tsx');
  } catch {
    return null;
  }
})();
const fromSource = existsSync(source) && tsx && isStale(built, SERVER_SOURCES.map((p) => path.join(root, p)));
if (!fromSource && !existsSync(built)) {
  console.error(`${built} is missing: npm run build:server first`);
  process.exit(1);
}
const result = spawnSync(process.execPath, fromSource ? ['--import', tsx, source, ...args] : [built, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);

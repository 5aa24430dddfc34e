// `npm start`: build whatever is missing or older than its sources, then serve SPA and API.
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { isStale, SERVER_SOURCES } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function run(script) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (isStale('dist/index.html', ['src', 'contract', 'public', 'index.html', 'vite.config.ts'])) run('build:web');
if (isStale('dist-server/server/main.js', SERVER_SOURCES)) run('build:server');

// without --enable-source-maps: parsing the bundle's map costs the start a few hundred ms (scripts/build-server.mjs);
// NODE_OPTIONS=--enable-source-maps npm start maps stack traces to server/*.ts
const server = spawn(process.execPath, ['dist-server/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

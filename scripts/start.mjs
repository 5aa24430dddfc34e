// `npm start`: build whatever is missing or older than its sources, then serve SPA and API.
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { isStale } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function run(script) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (isStale('dist/index.html', ['src', 'contract', 'public', 'index.html', 'vite.config.ts'])) run('build:web');
if (isStale('dist-server/server/main.js', ['server', 'contract', 'tsconfig.server.json'])) run('build:server');

const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

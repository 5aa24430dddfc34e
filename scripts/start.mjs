// `npm start`: build whatever is missing or older than its sources, then serve SPA and API.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function newest(entries) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const e of readdirSync(p)) walk(path.join(p, e));
    else latest = Math.max(latest, s.mtimeMs);
  };
  entries.forEach(walk);
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function run(script) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (builtAt('dist/index.html') < newest(['src', 'contract', 'public', 'index.html', 'vite.config.ts'])) run('build:web');
if (builtAt('dist-server/server/main.js') < newest(['server', 'contract', 'tsconfig.server.json'])) run('build:server');

const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// JavaScript the login page loads before it is usable (gzip), every lazy chunk's size, beside a
// bare React + antd page built in the same run.
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { table } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The bare page on React's plugin alone; ours (`ownConfig`) as vite.config.ts builds it, load tiers and all. */
async function buildTo(projectRoot, outDir, ownConfig = false) {
  await build({
    root: projectRoot,
    ...(ownConfig ? {} : { configFile: false, plugins: [react()] }),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 5000 },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(outDir, file))).length;
  /** a chunk and everything it imports statically */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const size = (keys) => [...keys].reduce((sum, k) => sum + (manifest[k].file.endsWith('.js') ? gz(manifest[k].file) : 0), 0);
  return { manifest, gz, closure, size };
}

const out = mkdtempSync(path.join(tmpdir(), 'wh-bundle-'));
try {
  const bare = await buildTo(path.join(root, 'bench/bare-page'), path.join(out, 'bare'));
  const bareKey = Object.keys(bare.manifest).find((k) => bare.manifest[k].isEntry);
  const bareInitial = bare.size(bare.closure(bareKey));

  const app = await buildTo(root, path.join(out, 'app'), true);
  const entry = Object.keys(app.manifest).find((k) => app.manifest[k].isEntry);
  const initial = app.closure(entry);
  const loginKey = Object.keys(app.manifest).find((k) => k.endsWith('pages/login/login-page.tsx'));
  // the login page rides in the entry's chunk (build/load-tiers.ts), so usually has no key of its own
  const login = loginKey ? app.closure(loginKey, new Set(initial)) : initial;
  const chunks = Object.entries(app.manifest)
    .filter(([, c]) => c.file.endsWith('.js'))
    .map(([key, c]) => ({ key, file: c.file, gz: app.gz(c.file) }))
    .sort((a, b) => b.gz - a.gz);
  const pages = chunks.filter((c) => /src\/(pages|app\/layout)\//.test(c.key));

  table([
    { build: 'bare React + antd page', 'initial JS gzip KB': kb(bareInitial), 'vs bare': '1.00' },
    { build: 'console entry (before any page)', 'initial JS gzip KB': kb(app.size(initial)), 'vs bare': (app.size(initial) / bareInitial).toFixed(2) },
    { build: 'console login page, usable', 'initial JS gzip KB': kb(app.size(login)), 'vs bare': (app.size(login) / bareInitial).toFixed(2) },
  ]);
  console.log(`\nlargest chunk: ${chunks[0].file} ${kb(chunks[0].gz)} KB gzip`);
  console.log(`page chunks (each page lazy): ${pages.length}`);
  table(pages.slice(0, 12).map((c) => ({ page: c.key.replace(/^src\//, ''), 'gzip KB': kb(c.gz) })));
  const budget = 250 * 1024;
  console.log(`\nlogin page budget 250 KB gzip: ${app.size(login) <= budget ? 'met' : 'EXCEEDED'}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

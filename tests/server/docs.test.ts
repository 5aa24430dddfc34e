// @databases: embedded — reads files only
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 53: the docs describe what exists. Every page of docs/ and the README is read: each
 * command it names is a script of package.json, each setting it lists in a table is one the server
 * or its scripts read, and each link leads to a file and heading that are there (a picture's too:
 * the role guides' screenshots). A new page of docs/ or docs/guides/ is covered unasked.
 */
const root = path.resolve(__dirname, '../..');
const markdownIn = (folder: string) => readdirSync(path.join(root, folder)).filter((f) => f.endsWith('.md')).map((f) => `${folder}/${f}`);
const pages = ['README.md', ...markdownIn('docs'), ...markdownIn('docs/guides')];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');
const anchorsOf = (file: string) => new Set(read(file).split('\n').filter((l) => /^#{1,6} /.test(l)).map((l) => slug(l.replace(/^#+ /, ''))));

/** What the server and its scripts read from the environment. */
const sources = [read('server/config.ts'), ...readdirSync(path.join(root, 'scripts')).filter((f) => /\.(mjs|ts)$/.test(f)).map((f) => read(`scripts/${f}`)), read('.env.example')].join('\n');

describe('the docs', () => {
  it('are reached from the README, which keeps to a front door', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
    for (const page of pages.filter((p) => p.startsWith('docs/'))) expect(readme + read('docs/architecture.md'), page).toContain(path.basename(page));
  });

  it.each(pages)('%s names only npm scripts that exist', (page) => {
    const named = [...read(page).matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]);
    expect(named.filter((s) => !scripts.includes(s))).toEqual([]);
  });

  it.each(pages)('%s lists only settings the server or its scripts read', (page) => {
    const rows = read(page).split('\n').filter((l) => l.startsWith('| `'));
    const settings = rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    if (page === 'README.md' || page === 'docs/operations.md') expect(settings.length, 'its settings table').toBeGreaterThan(5);
    expect(settings.filter((name) => !new RegExp(`\\b${name}\\b`).test(sources))).toEqual([]);
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const broken: string[] = [];
    for (const [, target] of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [file, anchor] = target.split('#');
      const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(page), file)) : page;
      if (!existsSync(path.join(root, resolved))) broken.push(target);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it('show every screenshot npm run docs:screenshots made', () => {
    const shown = pages.flatMap((page) => [...read(page).matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(page), m[1]))));
    const made = readdirSync(path.join(root, 'docs/guides/img')).map((f) => `docs/guides/img/${f}`);
    expect(made.filter((file) => !shown.includes(file))).toEqual([]);
  });
});

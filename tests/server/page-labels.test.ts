// @databases: embedded — no database: build and bundle checks
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespacesIn, pageNamespaces } from '../../build/page-labels';

const root = path.resolve(import.meta.dirname, '../..');
const NAMES = ['order', 'monitor', 'user', 'job'];

describe('page labels come with the modules that read them (build/page-labels.ts)', () => {
  it('finds the namespaces a module reads: useTranslation, ns options and attributes, key prefixes', () => {
    expect(namespacesIn("const { t } = useTranslation('order');", NAMES)).toEqual(['order']);
    expect(namespacesIn("useTranslation(['user', 'crud'])", NAMES)).toEqual(['user']);
    expect(namespacesIn("t('title', { ns: 'job' })", NAMES)).toEqual(['job']);
    expect(namespacesIn('<Trans ns="monitor" i18nKey="x" />', NAMES)).toEqual(['monitor']);
    expect(namespacesIn("label: 'order:line.qty'", NAMES)).toEqual(['order']);
    expect(namespacesIn('title: t(`job:misfire.${v}`)', NAMES)).toEqual(['job']);
    expect(namespacesIn('title: t("user:title") + t(`monitor:online`)', NAMES)).toEqual(['monitor', 'user']);
  });

  it('ignores what only looks like one: permissions, page keys, words, shared namespaces', () => {
    expect(namespacesIn("hasPermi('monitor:job:list')", NAMES)).toEqual([]);
    expect(namespacesIn("const pages = { order: page(() => import('./order')), 'user': x }", NAMES)).toEqual([]);
    expect(namespacesIn("sort: 'order', t('crud:add')", NAMES)).toEqual([]);
  });

  it('knows every console page namespace, and leaves the phone area and the drivers to their own', () => {
    const names = pageNamespaces(root);
    expect(names).toContain('order');
    expect(names).not.toContain('mobile');
    expect(names).not.toContain('public');
    // each namespace is read somewhere, so each page's labels reach it
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [readFileSync(path.join(dir, e.name), 'utf8')] : [],
      );
    const read = new Set(sources(path.join(root, 'src')).flatMap((code) => namespacesIn(code, names)));
    expect(names.filter((ns) => !read.has(ns))).toEqual([]);
  });
});

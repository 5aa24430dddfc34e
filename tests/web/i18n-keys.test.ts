import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../src/lib/i18n';

const root = resolve(__dirname, '../../src/locales');
const pages = resolve(__dirname, '../../src/pages');
const langs = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name);
/** <ns>.json → its file in a language: shared in src/locales/<lang>/<ns>.json, a module's beside its page in src/pages/<ns>/locales/<lang>.json */
const fileOf = new Map<string, (lang: string) => string>();
for (const l of langs) for (const f of readdirSync(join(root, l)).filter((f) => f.endsWith('.json'))) fileOf.set(f, (lang) => join(root, lang, f));
for (const page of readdirSync(pages).filter((p) => existsSync(join(pages, p, 'locales')))) fileOf.set(`${page}.json`, (lang) => join(pages, page, 'locales', `${lang}.json`));
const namespaces = [...fileOf.keys()].sort();

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (value === null || typeof value !== 'object') return { [prefix]: String(value) };
  return Object.entries(value as Record<string, unknown>).reduce(
    (acc, [key, v]) => ({ ...acc, ...flatten(v, prefix ? `${prefix}.${key}` : key) }),
    {} as Record<string, string>,
  );
}

function load(lang: string, file: string): Record<string, string> | null {
  try {
    return flatten(JSON.parse(readFileSync(fileOf.get(file)!(lang), 'utf8')));
  } catch {
    return null;
  }
}

describe('locales', () => {
  it('has Chinese and English', () => {
    expect(langs.sort()).toEqual(['en', 'zh']);
    expect(namespaces).toEqual(expect.arrayContaining(['common.json', 'login.json', 'mobile.json']));
  });

  describe.each(namespaces)('%s', (file) => {
    it('exists and parses in every language', () => {
      for (const lang of langs) expect(load(lang, file), `${lang}/${file}`).not.toBeNull();
    });

    it('has the same keys in every language', () => {
      const [first, ...rest] = langs;
      const base = Object.keys(load(first, file) ?? {}).sort();
      for (const lang of rest) {
        const keys = Object.keys(load(lang, file) ?? {}).sort();
        expect({ lang, missing: base.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !base.includes(k)) }).toEqual({
          lang,
          missing: [],
          extra: [],
        });
      }
    });

    it('has no empty texts', () => {
      for (const lang of langs) {
        for (const [key, text] of Object.entries(load(lang, file) ?? {})) expect(text.trim(), `${lang} ${key}`).not.toBe('');
      }
    });
  });

  it('is what i18next loaded: every file is a namespace, Chinese by default', () => {
    for (const file of namespaces) expect(i18n.hasResourceBundle('zh', file.replace('.json', ''))).toBe(true);
    expect(i18n.t('relogin.title')).toBe('系统提示');
    expect(i18n.t('errors.403', { lng: 'en' })).toBe('The current operation does not have permissions');
  });
});

import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Lang = 'zh' | 'en';
export const LANG_KEY = 'lang';
export const DEFAULT_LANG: Lang = 'zh';

/**
 * The shared namespaces, src/locales/{zh,en}/<namespace>.json (the file name is the namespace), and
 * each page module's own beside it, src/pages/<module>/locales/{zh,en}.json (the folder name is).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '../pages/*/locales/*.json'], { eager: true });

/** [lang, namespace] of a locale file's path, from either place. */
function localeOf(path: string): [string, string] | undefined {
  const shared = /locales\/([\w-]+)\/([\w-]+)\.json$/.exec(path);
  if (shared) return [shared[1], shared[2]];
  const page = /pages\/([\w-]+)\/locales\/([\w-]+)\.json$/.exec(path);
  return page ? [page[2], page[1]] : undefined;
}

export function collectResources(modules: Record<string, { default: Record<string, unknown> }>): Resource {
  const resources: Resource = {};
  for (const [path, mod] of Object.entries(modules)) {
    const found = localeOf(path);
    if (!found) continue;
    const [lang, ns] = found;
    resources[lang] = { ...resources[lang], [ns]: mod.default };
  }
  return resources;
}

export const resources = collectResources(files);

export function getLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/** Reloading is the whole language switch: menus, dictionaries and labels all come back in it. */
export const page = {
  reload: (): void => window.location.reload(),
};

export function setLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
  page.reload();
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: getLang(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: ['zh', 'en'],
  ns: Object.keys(resources[DEFAULT_LANG] ?? { common: {} }),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = getLang() === 'en' ? 'en' : 'zh-CN';

/** Translate in the stored language, even when it changed since start-up (no reload yet). */
export function tl(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ...options, lng: getLang() }) as string;
}

export default i18n;

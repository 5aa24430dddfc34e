import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Lang = 'zh' | 'en';
export const LANG_KEY = 'lang';
export const DEFAULT_LANG: Lang = 'zh';

/** A language's shared namespaces, each language its own chunk (src/locales/zh.ts, en.ts); a page's come with it. */
const languages: Record<Lang, () => Promise<{ default: ResourceLanguage }>> = {
  zh: () => import('../locales/zh'),
  en: () => import('../locales/en'),
};
/** The phone area's and the drivers' namespaces, fetched with their pages. */
const outsideFrame: Record<Lang, () => Promise<{ default: ResourceLanguage }>> = {
  zh: () => import('../locales/zh-outside'),
  en: () => import('../locales/en-outside'),
};

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
const reported = new Set<string>();

void i18n.use(initReactI18next).init({
  lng: getLang(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: ['zh', 'en'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // a label shown as its key is a namespace its page did not bring (build/page-labels.ts): said once
  saveMissing: true,
  missingKeyHandler: (_lngs, ns, key, _fallback, _update, options) => {
    if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined || reported.has(`${ns}:${key}`)) return;
    reported.add(`${ns}:${key}`);
    console.error(`missing label ${ns}:${key}`);
  },
});

/** Adds a language's namespaces to the instance. */
export function addLanguage(lang: Lang, namespaces: ResourceLanguage): void {
  for (const [ns, bundle] of Object.entries(namespaces)) i18n.addResourceBundle(lang, ns, bundle, true, true);
}

/** A console page's labels in both languages, brought by the modules that read them (build/page-labels.ts). */
export function addPageLabels(ns: string, labels: Record<Lang, Record<string, unknown>>): void {
  for (const lang of ['zh', 'en'] as const) addLanguage(lang, { [ns]: labels[lang] });
}

const loading = new Map<Lang, Promise<void>>();
const loadingOutside = new Map<Lang, Promise<void>>();

/** The labels of the pages drawn outside the console frame, once, beside the stored language's own. */
export function loadOutsideFrameLanguage(lang: Lang = getLang()): Promise<void> {
  let done = loadingOutside.get(lang);
  if (!done) {
    done = Promise.all([outsideFrame[lang](), loadLanguage(lang)]).then(([m]) => addLanguage(lang, m.default));
    // a failed fetch is tried again by the next page
    done.catch(() => loadingOutside.delete(lang));
    loadingOutside.set(lang, done);
  }
  return done;
}

/**
 * Loads a language's labels, once: main.tsx waits for the stored one before the first render, and
 * so does anything that translates before it (the route titles getRouters' answer is merged with).
 * The other language is never fetched: a switch reloads.
 */
export function loadLanguage(lang: Lang = getLang()): Promise<void> {
  let done = loading.get(lang);
  if (!done) {
    done = languages[lang]().then((m) => {
      addLanguage(lang, m.default);
      // the browser tab names the product in the reader's language (index.html carries the Chinese)
      if (typeof document !== 'undefined') document.title = i18n.t('common:appTitle', { lng: lang });
    });
    loading.set(lang, done);
  }
  return done;
}

if (typeof document !== 'undefined') document.documentElement.lang = getLang() === 'en' ? 'en' : 'zh-CN';

/** Translate in the stored language, even when it changed since start-up (no reload yet). */
export function tl(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ...options, lng: getLang() }) as string;
}

export default i18n;

import type { Resource, ResourceLanguage } from 'i18next';

type LocaleModules = Record<string, { default: Record<string, unknown> }>;

/** [lang, namespace] of a locale file's path: src/pages/<ns>/locales/<lang>.json, or (src/locales/)<lang>/<ns>.json. */
function localeOf(path: string): [string, string] | undefined {
  const page = /pages\/([\w-]+)\/locales\/([\w-]+)\.json$/.exec(path);
  if (page) return [page[2], page[1]];
  const shared = /([\w-]+)\/([\w-]+)\.json$/.exec(path);
  return shared ? [shared[1], shared[2]] : undefined;
}

export function collectResources(modules: LocaleModules): Resource {
  const resources: Resource = {};
  for (const [path, mod] of Object.entries(modules)) {
    const found = localeOf(path);
    if (!found) continue;
    const [lang, ns] = found;
    resources[lang] = { ...resources[lang], [ns]: mod.default };
  }
  return resources;
}

/** The namespaces of one language, from the files of that language alone. */
export const languageOf = (modules: LocaleModules, lang: string): ResourceLanguage => collectResources(modules)[lang] ?? {};

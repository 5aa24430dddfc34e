import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { DictDataRow } from '../../contract/system';
import { getLang } from './i18n';
import { request } from './request';

/** Loaded dictionaries, keyed `${lang}:${type}`: labels differ by language. */
const cache = new Map<string, DictDataRow[]>();
const pending = new Map<string, Promise<DictDataRow[]>>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (type: string, lang = getLang()) => `${lang}:${type}`;

function changed() {
  version += 1;
  listeners.forEach((l) => l());
}

/** Fetch one dictionary once per language; concurrent callers share the request. */
export function loadDict(type: string): Promise<DictDataRow[]> {
  const key = keyOf(type);
  const hit = cache.get(key);
  if (hit) return Promise.resolve(hit);
  let p = pending.get(key);
  if (!p) {
    p = request<{ data: DictDataRow[] }>({ url: `/system/dict/data/type/${type}`, method: 'get' })
      .then((body) => {
        const rows = body.data ?? [];
        cache.set(key, rows);
        changed();
        return rows;
      })
      .finally(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

/** Forget one dictionary (after editing its data) or all of them (after "refresh cache"). */
export function clearDictCache(type?: string) {
  if (!type) cache.clear();
  else for (const key of [...cache.keys()]) if (key.endsWith(`:${type}`)) cache.delete(key);
  changed();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** `const { sys_yes_no } = useDict('sys_yes_no')`: rows of each type, [] until loaded. */
export function useDict<T extends string>(...types: T[]): Record<T, DictDataRow[]> {
  const v = useSyncExternalStore(subscribe, () => version);
  const lang = getLang();
  const typesKey = types.join(',');
  useEffect(() => {
    for (const type of typesKey.split(',').filter(Boolean)) {
      if (!cache.has(keyOf(type, lang))) loadDict(type).catch(() => undefined);
    }
  }, [typesKey, lang, v]);
  return useMemo(
    () => Object.fromEntries(typesKey.split(',').filter(Boolean).map((t) => [t, cache.get(keyOf(t, lang)) ?? []])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- v marks a cache change
    [typesKey, lang, v],
  ) as Record<T, DictDataRow[]>;
}

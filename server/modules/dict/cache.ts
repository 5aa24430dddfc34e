import type { Db } from '../../db/client.js';
import { enabledDictData, type DictDataRecord } from './data-repository.js';

const MAX_TYPES = 1_000;

/**
 * Enabled entries by dictionary type, both labels kept (the language is applied per request).
 * Like ConfigCache: a few seconds per process, so another process's change shows quickly;
 * writes through this process clear it at once.
 */
export class DictCache {
  private readonly entries = new Map<string, { rows: DictDataRecord[]; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5_000,
  ) {}

  async get(dictType: string): Promise<DictDataRecord[]> {
    const hit = this.entries.get(dictType);
    if (hit && hit.until > Date.now()) return hit.rows;
    const rows = await enabledDictData(this.db, dictType);
    if (this.entries.size >= MAX_TYPES) this.entries.clear(); // unknown names must not grow it for ever
    this.entries.set(dictType, { rows, until: Date.now() + this.ttlMs });
    return rows;
  }

  /** A value's label in a language; the value itself when the dictionary lacks it. */
  async label(dictType: string, value: string, lang: 'zh' | 'en'): Promise<string> {
    return (await this.labeller(dictType, lang))(value);
  }

  /** label() for many rows: one dictionary read, then a plain function per value. */
  async labeller(dictType: string, lang: 'zh' | 'en'): Promise<(value: string) => string> {
    const rows = await this.get(dictType);
    return (value) => {
      const row = rows.find((r) => r.dictValue === value);
      if (!row) return value;
      return lang === 'en' && row.dictLabelEn ? row.dictLabelEn : row.dictLabelZh;
    };
  }

  clear() {
    this.entries.clear();
  }
}

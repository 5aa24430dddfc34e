import type { Db } from '../../db/client.js';
import { findConfigByKey } from './repository.js';

/**
 * Parameter values by key. Each process keeps its own copy for a few seconds: long enough to spare
 * the database on every login, short enough that another process's change shows quickly.
 * Writes through this process clear it at once (and `refreshCache` does on demand).
 */
export class ConfigCache {
  private readonly values = new Map<string, { value: string | null; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5_000,
  ) {}

  async get(key: string): Promise<string | null> {
    const hit = this.values.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const row = await findConfigByKey(this.db, key);
    const value = row?.configValue ?? null;
    this.values.set(key, { value, until: Date.now() + this.ttlMs });
    return value;
  }

  clear() {
    this.values.clear();
  }
}

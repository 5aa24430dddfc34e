import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { configQuery, ConfigInput } from '../../../contract/system.js';
import { firstRow, type Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { isWriteOnlyConfigKey, MASK } from '../../lib/secrets.js';
import { sysConfig } from './table.js';

export const configSortable = {
  configId: sysConfig.configId,
  configName: sysConfig.configName,
  configKey: sysConfig.configKey,
  createTime: sysConfig.createTime,
};

export const toConfigRow = (r: typeof sysConfig.$inferSelect) => ({
  ...r,
  configValue: isWriteOnlyConfigKey(r.configKey) && r.configValue ? MASK : r.configValue,
  configType: r.configType as 'Y' | 'N',
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

const configFilters: FilterSpec = {
  configName: [sysConfig.configName, 'like'],
  configKey: [sysConfig.configKey, 'like'],
  configType: [sysConfig.configType, 'eq'],
  createTime: [sysConfig.createTime, 'range'],
};

export const configFilter = (q: Partial<z.infer<typeof configQuery>>): SQL | undefined => whereOf(configFilters, q);

export async function listConfigs(db: Db, q: z.infer<typeof configQuery>) {
  return pageOf(db, q, { table: sysConfig, where: configFilter(q), sort: { sortable: configSortable, fallback: [desc(sysConfig.configId)] }, map: toConfigRow });
}

export const findConfig = (db: Db, id: number) =>
  firstRow(db.select().from(sysConfig).where(eq(sysConfig.configId, id)).limit(1));

export const findConfigByKey = (db: Db, key: string) =>
  firstRow(db.select().from(sysConfig).where(eq(sysConfig.configKey, key)).limit(1));

export async function insertConfig(db: Db, input: ConfigInput, by: string) {
  const [row] = await db
    .insert(sysConfig)
    .values({ ...input, configId: undefined, createBy: by })
    .returning();
  return row;
}

export async function updateConfig(db: Db, id: number, input: ConfigInput, by: string) {
  // a write-only value comes back from the form as the mask: that keeps the one stored
  const keep = isWriteOnlyConfigKey(input.configKey) && input.configValue === MASK;
  const [row] = await db
    .update(sysConfig)
    .set({ ...input, configValue: keep ? undefined : input.configValue, configId: undefined, updateBy: by, updateTime: new Date() })
    .where(eq(sysConfig.configId, id))
    .returning();
  return row;
}

export const deleteConfigs = (db: Db, ids: number[]) => db.delete(sysConfig).where(inArray(sysConfig.configId, ids));

/** Every matching parameter, for the export. */
export const configsFor = async (db: Db, q: Parameters<typeof configFilter>[0]) =>
  (await db.select().from(sysConfig).where(configFilter(q)).orderBy(asc(sysConfig.configId))).map(toConfigRow);

/** Deletes the parameters, none of them built in (400) or missing (404); all or none. */
export function removeConfigs(db: Db, lang: Lang, ids: number[]) {
  return db.transaction(async (tx) => {
    for (const id of ids) {
      const row = await findConfig(tx, id);
      if (!row) throw notFound(msg(lang, 'notFound'));
      if (row.configType === 'Y') throw badRequest(msg(lang, 'builtInConfig', row.configKey));
    }
    await deleteConfigs(tx, ids);
  });
}

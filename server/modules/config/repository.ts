import { and, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { configQuery, ConfigInput } from '../../../contract/system.js';
import type { Db } from '../../db/client.js';
import { likePattern, orderByOf, pageList } from '../../lib/list-query.js';
import { dateRange, formatTime } from '../../lib/time.js';
import { sysConfig } from './table.js';

export const configSortable = {
  configId: sysConfig.configId,
  configName: sysConfig.configName,
  configKey: sysConfig.configKey,
  createTime: sysConfig.createTime,
};

export const toConfigRow = (r: typeof sysConfig.$inferSelect) => ({
  ...r,
  configType: r.configType as 'Y' | 'N',
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

export function configFilter(q: Partial<z.infer<typeof configQuery>>): SQL | undefined {
  const { from, to } = dateRange(q['params[beginTime]'], q['params[endTime]']);
  return and(
    q.configName ? ilike(sysConfig.configName, likePattern(q.configName)) : undefined,
    q.configKey ? ilike(sysConfig.configKey, likePattern(q.configKey)) : undefined,
    q.configType ? eq(sysConfig.configType, q.configType) : undefined,
    from ? gte(sysConfig.createTime, from) : undefined,
    to ? lte(sysConfig.createTime, to) : undefined,
  );
}

export async function listConfigs(db: Db, q: z.infer<typeof configQuery>) {
  const orderBy = orderByOf(q, configSortable, [desc(sysConfig.configId)]);
  const { rows, total } = await pageList(db, sysConfig, configFilter(q), orderBy, q);
  return { rows: rows.map(toConfigRow), total };
}

export const findConfig = (db: Db, id: number) =>
  db.query.sysConfig.findFirst({ where: eq(sysConfig.configId, id) });

export const findConfigByKey = (db: Db, key: string) =>
  db.query.sysConfig.findFirst({ where: eq(sysConfig.configKey, key) });

export async function insertConfig(db: Db, input: ConfigInput, by: string) {
  const [row] = await db
    .insert(sysConfig)
    .values({ ...input, configId: undefined, createBy: by })
    .returning();
  return row;
}

export async function updateConfig(db: Db, id: number, input: ConfigInput, by: string) {
  const [row] = await db
    .update(sysConfig)
    .set({ ...input, configId: undefined, updateBy: by, updateTime: new Date() })
    .where(eq(sysConfig.configId, id))
    .returning();
  return row;
}

export const deleteConfigs = (db: Db, ids: number[]) => db.delete(sysConfig).where(inArray(sysConfig.configId, ids));

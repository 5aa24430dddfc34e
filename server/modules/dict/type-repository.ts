import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DictTypeInput, dictTypeQuery } from '../../../contract/system.js';
import { firstRow, type Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { sysDictData, sysDictType } from './table.js';

export const dictTypeSortable = {
  dictId: sysDictType.dictId,
  dictName: sysDictType.dictName,
  dictType: sysDictType.dictType,
  status: sysDictType.status,
  createTime: sysDictType.createTime,
};

export const toDictTypeRow = (r: typeof sysDictType.$inferSelect) => ({
  ...r,
  status: r.status as '0' | '1',
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

const dictTypeFilters: FilterSpec = {
  dictName: [sysDictType.dictName, 'like'],
  dictType: [sysDictType.dictType, 'like'],
  status: [sysDictType.status, 'eq'],
  createTime: [sysDictType.createTime, 'range'],
};

export const dictTypeFilter = (q: Partial<z.infer<typeof dictTypeQuery>>): SQL | undefined => whereOf(dictTypeFilters, q);

export async function listDictTypes(db: Db, q: z.infer<typeof dictTypeQuery>) {
  return pageOf(db, q, { table: sysDictType, where: dictTypeFilter(q), sort: { sortable: dictTypeSortable, fallback: [asc(sysDictType.dictId)] }, map: toDictTypeRow });
}

export const allDictTypes = (db: Db) => db.select().from(sysDictType).orderBy(asc(sysDictType.dictId));

export const findDictType = (db: Db, id: number) => firstRow(db.select().from(sysDictType).where(eq(sysDictType.dictId, id)).limit(1));

export const findDictTypeByType = (db: Db, dictType: string) =>
  firstRow(db.select().from(sysDictType).where(eq(sysDictType.dictType, dictType)).limit(1));

export async function insertDictType(db: Db, input: DictTypeInput, by: string) {
  const [row] = await db
    .insert(sysDictType)
    .values({ ...input, dictId: undefined, createBy: by })
    .returning();
  return row;
}

/** Renaming a type carries its entries along, in the same transaction. */
export async function updateDictType(db: Db, id: number, input: DictTypeInput, by: string) {
  return db.transaction(async (tx) => {
    const before = await findDictType(tx, id);
    if (!before) return undefined;
    const [row] = await tx
      .update(sysDictType)
      .set({ ...input, dictId: undefined, updateBy: by, updateTime: new Date() })
      .where(eq(sysDictType.dictId, id))
      .returning();
    if (before.dictType !== row.dictType) {
      await tx.update(sysDictData).set({ dictType: row.dictType }).where(eq(sysDictData.dictType, before.dictType));
    }
    return row;
  });
}

export async function countDictData(db: Db, dictType: string) {
  const [{ n }] = await db.select({ n: count() }).from(sysDictData).where(eq(sysDictData.dictType, dictType));
  return Number(n);
}

export const deleteDictTypes = (db: Db, ids: number[]) => db.delete(sysDictType).where(inArray(sysDictType.dictId, ids));

/** Every matching dictionary type, for the export. */
export const dictTypesFor = (db: Db, q: Parameters<typeof dictTypeFilter>[0]) => db.select().from(sysDictType).where(dictTypeFilter(q)).orderBy(asc(sysDictType.dictId));

/** Deletes the types, none missing (404) nor with data (409); all or none. */
export function removeDictTypes(db: Db, lang: Lang, ids: number[]) {
  return db.transaction(async (tx) => {
    for (const id of ids) {
      const row = await findDictType(tx, id);
      if (!row) throw notFound(msg(lang, 'notFound'));
      if ((await countDictData(tx, row.dictType)) > 0) throw conflict(msg(lang, 'dictTypeInUse', row.dictName));
    }
    await deleteDictTypes(tx, ids);
  });
}

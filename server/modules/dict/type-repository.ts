import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DictTypeInput, dictTypeQuery } from '../../../contract/system.js';
import { firstRow, type Db } from '../../db/client.js';
import { orderByOf, pageList } from '../../lib/list-query.js';
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
  const orderBy = orderByOf(q, dictTypeSortable, [asc(sysDictType.dictId)]);
  const { rows, total } = await pageList(db, sysDictType, dictTypeFilter(q), orderBy, q);
  return { rows: rows.map(toDictTypeRow), total };
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


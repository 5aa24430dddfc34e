import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DictDataInput, dictDataQuery } from '../../../contract/system.js';
import { firstRow, type Db } from '../../db/client.js';
import { likePattern, pageOf } from '../../lib/list-query.js';
import type { Lang } from '../../lib/messages.js';
import { formatTime } from '../../lib/time.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { sysDictData } from './table.js';

export type DictDataRecord = typeof sysDictData.$inferSelect;

export const dictDataSortable = {
  dictCode: sysDictData.dictCode,
  dictSort: sysDictData.dictSort,
  dictValue: sysDictData.dictValue,
  dictType: sysDictData.dictType,
  status: sysDictData.status,
  createTime: sysDictData.createTime,
};

/** A row as the client sees it: the label in the request's language, and both stored labels. */
export const toDictDataRow = (r: DictDataRecord, lang: Lang) => ({
  ...r,
  dictLabel: lang === 'en' ? r.dictLabelEn : r.dictLabelZh,
  isDefault: r.isDefault as 'Y' | 'N',
  status: r.status as '0' | '1',
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

const dictDataFilters: FilterSpec = {
  dictType: [sysDictData.dictType, 'eq'],
  status: [sysDictData.status, 'eq'],
  createTime: [sysDictData.createTime, 'range'],
};

/** A label search matches either language. */
export function dictDataFilter(q: Partial<z.infer<typeof dictDataQuery>>): SQL | undefined {
  const label = q.dictLabel ? likePattern(q.dictLabel) : undefined;
  return whereOf(dictDataFilters, q, label ? or(ilike(sysDictData.dictLabelZh, label), ilike(sysDictData.dictLabelEn, label)) : undefined);
}

export const dictDataOrder = [asc(sysDictData.dictSort), asc(sysDictData.dictCode)];

export async function listDictData(db: Db, q: z.infer<typeof dictDataQuery>, lang: Lang) {
  return pageOf(db, q, { table: sysDictData, where: dictDataFilter(q), sort: { sortable: dictDataSortable, fallback: dictDataOrder }, map: (r) => toDictDataRow(r, lang) });
}

/** The entries a select shows: enabled only, in their sort order. */
export const enabledDictData = (db: Db, dictType: string) =>
  db
    .select()
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
    .orderBy(...dictDataOrder);

export const findDictData = (db: Db, code: number) => firstRow(db.select().from(sysDictData).where(eq(sysDictData.dictCode, code)).limit(1));

export const findDictValue = (db: Db, dictType: string, dictValue: string) =>
  firstRow(db.select().from(sysDictData).where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.dictValue, dictValue))).limit(1));

const columns = (input: DictDataInput) => ({ ...input, dictCode: undefined, listClass: input.listClass || null });

export async function insertDictData(db: Db, input: DictDataInput, by: string) {
  const [row] = await db
    .insert(sysDictData)
    .values({ ...columns(input), createBy: by })
    .returning();
  return row;
}

export async function updateDictData(db: Db, code: number, input: DictDataInput, by: string) {
  const [row] = await db
    .update(sysDictData)
    .set({ ...columns(input), updateBy: by, updateTime: new Date() })
    .where(eq(sysDictData.dictCode, code))
    .returning();
  return row;
}

export const deleteDictData = (db: Db, codes: number[]) => db.delete(sysDictData).where(inArray(sysDictData.dictCode, codes));

/** Every matching dictionary entry, by type and then in its order, for the export. */
export const dictDataFor = (db: Db, q: Parameters<typeof dictDataFilter>[0]) =>
  db.select().from(sysDictData).where(dictDataFilter(q)).orderBy(sysDictData.dictType, ...dictDataOrder);

import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { GenColumn, GenTableInput, genQuery } from '../../../contract/gen.js';
import { firstRow, type Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import { sysDictData, sysDictType } from '../dict/table.js';
import type { DictCarried } from './templates/migration.js';
import { genTable } from './table.js';

const filterSpec: FilterSpec = { tableName: [genTable.tableName, 'like'], tableComment: [genTable.tableComment, 'like'] };
const sortable = { tableId: genTable.tableId, tableName: genTable.tableName, createTime: genTable.createTime, updateTime: genTable.updateTime };

/** The roles a generated menu goes to, stored comma-separated. */
export const roleKeysOf = (stored: string) => (stored ? stored.split(',') : []);

export const toGenTableRow = (r: typeof genTable.$inferSelect) => ({
  tableId: r.tableId,
  tableName: r.tableName,
  tableComment: r.tableComment,
  className: r.className,
  moduleName: r.moduleName,
  businessName: r.businessName,
  functionNameZh: r.functionNameZh,
  functionNameEn: r.functionNameEn,
  author: r.author,
  tplCategory: r.tplCategory as 'crud' | 'tree',
  treeParentColumn: r.treeParentColumn,
  parentMenuId: r.parentMenuId,
  permissionPrefix: r.permissionPrefix,
  grantRoleKeys: roleKeysOf(r.grantRoleKeys),
  remark: r.remark,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

export const listGenTables = (db: Db, q: z.infer<typeof genQuery>) =>
  pageOf(db, q, { table: genTable, where: whereOf(filterSpec, q), sort: { sortable, fallback: [asc(genTable.tableId)] }, map: toGenTableRow });

export const findGenTable = (db: Db, id: number) => firstRow(db.select().from(genTable).where(eq(genTable.tableId, id)).limit(1));
export const findGenTableByName = (db: Db, name: string) => firstRow(db.select().from(genTable).where(eq(genTable.tableName, name)).limit(1));
export const genTablesNamed = (db: Db, names: string[]) => db.select().from(genTable).where(inArray(genTable.tableName, names)).orderBy(asc(genTable.tableId));
export const importedNames = async (db: Db) => new Set((await db.select({ name: genTable.tableName }).from(genTable)).map((r) => r.name));

export async function insertGenTable(db: Db, table: string, settings: Omit<GenTableInput, 'tableId' | 'columns'>, columns: GenColumn[], by: string) {
  const [row] = await db
    .insert(genTable)
    .values({ ...settings, grantRoleKeys: (settings.grantRoleKeys ?? []).join(','), remark: settings.remark ?? null, tableName: table, columns, createBy: by })
    .returning();
  return row;
}

export async function updateGenTable(db: Db, input: GenTableInput, by: string) {
  const { tableId, ...settings } = input;
  const [row] = await db
    .update(genTable)
    .set({ ...settings, grantRoleKeys: settings.grantRoleKeys.join(','), remark: settings.remark ?? null, updateBy: by, updateTime: new Date() })
    .where(eq(genTable.tableId, tableId))
    .returning();
  return row;
}

export const setColumns = (db: Db, tableId: number, columns: GenColumn[], by: string) =>
  db.update(genTable).set({ columns, updateBy: by, updateTime: new Date() }).where(eq(genTable.tableId, tableId));

export const deleteGenTables = (db: Db, ids: number[]) => db.delete(genTable).where(inArray(genTable.tableId, ids)).returning({ id: genTable.tableId });

/** The dictionary types that exist, of those named. */
export const existingDictTypes = async (db: Db, types: string[]) =>
  new Set(types.length ? (await db.select({ t: sysDictType.dictType }).from(sysDictType).where(inArray(sysDictType.dictType, types))).map((r) => r.t) : []);

/** The named dictionaries with their entries, as the generated migration carries them. */
export async function dictsCarried(db: Db, types: string[]): Promise<DictCarried[]> {
  if (!types.length) return [];
  const kinds = await db.select().from(sysDictType).where(inArray(sysDictType.dictType, types)).orderBy(asc(sysDictType.dictType));
  const data = await db.select().from(sysDictData).where(inArray(sysDictData.dictType, types)).orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  return kinds.map((k) => ({
    dictName: k.dictName,
    dictType: k.dictType,
    remark: k.remark,
    data: data.filter((d) => d.dictType === k.dictType).map((d) => ({ dictSort: d.dictSort, dictLabelZh: d.dictLabelZh, dictLabelEn: d.dictLabelEn, dictValue: d.dictValue, listClass: d.listClass, isDefault: d.isDefault })),
  }));
}

/** A page of names matching the RuoYi filters, from an already filtered list. */
export function pageOfNames<T extends { tableName: string; tableComment: string }>(rows: T[], q: { tableName?: string; tableComment?: string; pageNum: number; pageSize: number }) {
  const has = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());
  const matching = rows.filter((r) => has(r.tableName, q.tableName) && has(r.tableComment, q.tableComment));
  return { rows: matching.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), total: matching.length };
}


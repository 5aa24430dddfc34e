import { existsSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import { genColumn, genTableSettings, sqlName, type GenPreview, type GenTableInput } from '../../../contract/gen.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { columnTypeOf } from './column-types.js';
import { describeColumns } from './describe.js';
import { alreadyPresent, committedBase, generateModule, repositoryRoot, type Base } from './generate.js';
import { liveColumns } from './live-schema.js';
import { msg } from './messages.js';
import * as repo from './repository.js';
import { toSpec } from './templates/spec.js';

/** Whether a module folder of this name exists in the sources this server runs from. */
const moduleFolderExists = (name: string) => !!repositoryRoot && ['server/modules', 'src/pages'].some((dir) => existsSync(path.join(repositoryRoot!, dir, name)));

/**
 * The checks of a configuration before it is kept: its columns are the table's as it is now, its
 * module would not overwrite one that exists, its dictionaries exist, one range search at most.
 */
export async function checkConfig(db: Db, lang: Lang, tableName: string, input: GenTableInput) {
  const live = await describeColumns(db, lang, tableName);
  const names = (list: { columnName: string }[]) => list.map((c) => c.columnName).sort().join(',');
  if (names(live) !== names(input.columns)) throw badRequest(`columns: ${msg(lang, 'columnsChanged', tableName)}`, 'columns');
  if (moduleFolderExists(input.moduleName)) throw conflict(msg(lang, 'moduleExists', input.moduleName));
  const dicts = [...new Set(input.columns.map((c) => c.dictType).filter(Boolean))];
  const known = await repo.existingDictTypes(db, dicts);
  const unknown = dicts.find((d) => !known.has(d));
  if (unknown) throw badRequest(`columns: ${msg(lang, 'dictMissing', unknown)}`, 'columns');
  if (input.columns.filter((c) => c.isQuery && c.queryType === 'between').length > 1) throw badRequest(`columns: ${msg(lang, 'oneRange')}`, 'columns');
}

/** The names a configuration's code is made of, as the edit form checks them: a configuration kept before it did is checked again. */
const codeNames = genTableSettings
  .pick({ className: true, moduleName: true, businessName: true, permissionPrefix: true, treeParentColumn: true })
  .extend({ tableName: sqlName, columns: z.array(genColumn.pick({ columnName: true, fieldName: true, dictType: true })) });

function checkNames(lang: Lang, row: z.input<typeof codeNames>) {
  const issue = codeNames.safeParse(row).error?.issues[0];
  if (!issue) return;
  const field = issue.path.join('/');
  const value = issue.path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown>)?.[key], row);
  throw badRequest(`${field}: ${msg(lang, 'nameInvalid', field, JSON.stringify(value))}`, field);
}

/** One imported table's module on `base`, and where it is already in the tree (null: nowhere). */
async function moduleOf(db: Db, lang: Lang, tableId: number, base: Base, folderExists?: (name: string) => boolean) {
  const row = await repo.findGenTable(db, tableId);
  if (!row) throw notFound(msg(lang, 'notFound'));
  checkNames(lang, row);
  const { tableName, columns, ...settings } = row;
  const live = new Map((await liveColumns(db, tableName)).map((c) => [c.name, c]));
  if (columns.some((c) => !live.has(c.columnName) || !columnTypeOf(live.get(c.columnName)!.type, live.get(c.columnName)!.defaultExpr, live.get(c.columnName)!.identity))) {
    throw badRequest(`columns: ${msg(lang, 'columnsChanged', tableName)}`, 'columns');
  }
  const dicts = await repo.dictsCarried(db, [...new Set(columns.map((c) => c.dictType).filter(Boolean))]);
  // a dictionary column starts on the dictionary's default item
  const dictDefaults = new Map(dicts.flatMap((d) => d.data.filter((e) => e.isDefault === 'Y').slice(0, 1).map((e) => [d.dictType, e.dictValue] as const)));
  const spec = toSpec(tableName, { ...settings, grantRoleKeys: repo.roleKeysOf(settings.grantRoleKeys), tplCategory: settings.tplCategory as 'crud' | 'tree', columns }, live, dictDefaults);
  return { spec, present: alreadyPresent(spec, base, folderExists), generated: generateModule(spec, dicts, base) };
}

/** The module's files for each imported table, one after another on the committed state (migrations numbered in turn). */
export async function filesOf(db: Db, lang: Lang, tableIds: number[], start: Base = committedBase()): Promise<GenPreview[]> {
  let base = start;
  const out: GenPreview[] = [];
  for (const tableId of tableIds) {
    const { spec, present, generated } = await moduleOf(db, lang, tableId, base, base === start ? moduleFolderExists : undefined);
    if (present) throw conflict(msg(lang, 'moduleGenerated', spec.moduleName, present));
    out.push(generated.files);
    base = generated.base;
  }
  return out;
}

/**
 * The preview of one table's module, read only (RuoYi shows it whatever the tree holds): a module
 * already in the tree is shown too, with a notice saying where it is and that generating it again
 * is refused (filesOf still refuses the download). Nothing is written either way.
 */
export async function previewOf(db: Db, lang: Lang, tableId: number): Promise<{ files: GenPreview; notice: string | null }> {
  const { spec, present, generated } = await moduleOf(db, lang, tableId, committedBase(), moduleFolderExists);
  return { files: generated.files, notice: present ? msg(lang, 'previewOnly', spec.moduleName, present) : null };
}

/** The modules in one zip, each file at its path in the repository; a file several modules write (the journal, the registry) as the last one left it. */
export function zipOf(modules: GenPreview[]): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const files of modules) for (const [file, text] of Object.entries(files)) entries[file] = strToU8(text);
  return Buffer.from(zipSync(entries, { level: 6 }));
}

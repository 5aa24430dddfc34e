import { SQL_NAME, type GenColumn, type GenTableInput } from '../../../contract/gen.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { AUDIT_COLUMNS, columnTypeOf } from './column-types.js';
import { isReservedTable, businessNameOf, camel, kebab, oneLine, pascal, words } from './names.js';
import { liveColumns, liveTables, moduleTables, type LiveColumn } from './live-schema.js';
import { msg } from './messages.js';

const audit = new Set<string>(AUDIT_COLUMNS);

/** A live table that may be imported: it exists, its name is not reserved, no module owns it (400 otherwise). */
export async function importableTable(db: Db, lang: Lang, table: string) {
  if (isReservedTable(table)) throw badRequest(`tables: ${msg(lang, 'tableReserved', table)}`, 'tables');
  if (moduleTables().has(table)) throw badRequest(`tables: ${msg(lang, 'tableIsModule', table)}`, 'tables');
  const found = (await liveTables(db)).find((t) => t.tableName === table);
  if (!found) throw badRequest(`tables: ${msg(lang, 'tableMissing', table)}`, 'tables');
  return found;
}

/** How a column is generated until someone says otherwise: RuoYi's habits, by type and name. */
function columnDefaults(c: LiveColumn, index: number, queries: { count: number; range: boolean }, lang: Lang): GenColumn {
  // the name goes into code and SQL as it is: only one PostgreSQL reads without quotes
  if (!SQL_NAME.test(c.name)) throw badRequest(`tables: ${msg(lang, 'columnName', c.name)}`, 'tables');
  const type = columnTypeOf(c.type, c.defaultExpr, c.identity);
  if (!type) throw badRequest(`tables: ${msg(lang, 'columnUnsupported', c.name, c.type)}`, 'tables');
  const isAudit = audit.has(c.name);
  const longText = c.type === 'text' || c.type === 'character varying';
  const date = type.kind === 'date' || type.kind === 'datetime';
  const small = type.kind === 'text' && (type.length ?? 0) <= 2;
  let isQuery = false;
  let queryType: GenColumn['queryType'] = 'eq';
  if (!c.isPk && !isAudit && !longText && queries.count < 3) {
    if (date && !queries.range) [isQuery, queryType, queries.range] = [true, 'between', true];
    else if (type.kind === 'text') [isQuery, queryType] = [true, small ? 'eq' : 'like'];
    if (isQuery) queries.count++;
  }
  return {
    columnName: c.name,
    dbType: c.type,
    columnComment: c.comment,
    fieldName: camel(c.name),
    labelZh: oneLine(c.comment, 50) || c.name,
    labelEn: words(c.name),
    tsType: type.ts,
    isPk: c.isPk,
    // a boolean always has a value (the switch): it is never asked for
    isRequired: !c.isPk && !c.nullable && c.defaultExpr === null && type.kind !== 'boolean',
    isList: c.name === 'create_time' || (!isAudit && !longText && type.kind !== 'json'),
    isQuery,
    queryType,
    isEdit: !c.isPk && !isAudit,
    htmlType: date ? 'datetime' : type.kind === 'json' ? 'textarea' : longText ? (/content|detail|body/.test(c.name) ? 'editor' : 'textarea') : small ? 'radio' : 'input',
    dictType: small && c.name.includes('status') ? 'sys_normal_disable' : '',
    sort: index,
  };
}

/** The columns of a live table as the generator first sees them; 400 for a table it cannot make a module of. */
export async function describeColumns(db: Db, lang: Lang, table: string): Promise<GenColumn[]> {
  const live = await liveColumns(db, table);
  const pks = live.filter((c) => c.isPk);
  if (pks.length !== 1 || columnTypeOf(pks[0].type, pks[0].defaultExpr, pks[0].identity)?.ts !== 'number') throw badRequest(`tables: ${msg(lang, 'noPrimaryKey', table)}`, 'tables');
  const queries = { count: 0, range: false };
  return live.map((c, i) => columnDefaults(c, i, queries, lang));
}

/** The rest of a new configuration, from the table's name and comment. */
export function tableDefaults(table: string, comment: string): Omit<GenTableInput, 'tableId' | 'columns'> {
  const business = businessNameOf(table);
  return {
    tableComment: [...comment].slice(0, 200).join(''),
    className: pascal(business.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
    moduleName: kebab(business),
    businessName: business,
    // without a comment, the table's own name: an English phrase would read oddly in Chinese
    functionNameZh: oneLine(comment, 50) || table.slice(0, 50),
    functionNameEn: words(kebab(business).replace(/-/g, '_')),
    author: '',
    tplCategory: 'crud',
    treeParentColumn: '',
    parentMenuId: 0,
    grantRoleKeys: [],
    permissionPrefix: `biz:${business}`,
    remark: null,
  };
}

/**
 * A configuration brought up to the table as it is now: columns gone are dropped, new ones get
 * their defaults, and what was set for the columns that remain is kept.
 */
export function synchronised(current: GenColumn[], now: GenColumn[]): GenColumn[] {
  const kept = new Map(current.map((c) => [c.columnName, c]));
  return now.map((fresh) => {
    const before = kept.get(fresh.columnName);
    return before ? { ...before, dbType: fresh.dbType, tsType: fresh.tsType, isPk: fresh.isPk, sort: fresh.sort } : fresh;
  });
}

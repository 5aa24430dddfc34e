import { randomUUID } from 'node:crypto';
import { defaultOf } from '../column-types.js';
import { sqlComment, sqlName, sqlText } from './escape.js';
import type { Spec, SpecColumn } from './spec.js';

/** A dictionary the module's fields name, as the live database holds it: carried into the migration. */
export interface DictCarried {
  dictName: string;
  dictType: string;
  remark: string | null;
  data: { dictSort: number; dictLabelZh: string; dictLabelEn: string; dictValue: string; listClass: string | null; isDefault: string }[];
}

type Snapshot = { id: string; prevId: string; tables: Record<string, unknown> } & Record<string, unknown>;
type Journal = { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] } & Record<string, unknown>;

const BUTTONS: [string, string, string][] = [
  ['query', '查询', 'Query'],
  ['add', '新增', 'Add'],
  ['edit', '修改', 'Edit'],
  ['remove', '删除', 'Delete'],
  ['export', '导出', 'Export'],
];

/** drizzle-kit's record of an identity column, as it derives one from `.generatedByDefaultAsIdentity()`. */
const identityOf = (table: string, c: SpecColumn) => ({
  type: c.type.identity!,
  name: `${table}_${c.columnName}_seq`,
  schema: 'public',
  increment: '1',
  startWith: '1',
  minValue: '1',
  maxValue: c.type.snapshot === 'integer' ? '2147483647' : c.type.snapshot === 'bigint' ? '9223372036854775807' : '32767',
  cache: '1',
  cycle: false,
});

function columnSql(s: Spec, c: SpecColumn): string {
  const fallback = defaultOf(c.defaultExpr);
  const id = c.type.identity ? identityOf(s.tableName, c) : null;
  // the key the database assigns: the same sequence drizzle-kit would name
  const identity = id
    ? ` GENERATED ${id.type === 'always' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY (sequence name ${sqlName(id.name)} INCREMENT BY 1 MINVALUE 1 MAXVALUE ${id.maxValue} START WITH 1 CACHE 1)`
    : '';
  return `\t${sqlName(c.columnName)} ${c.type.snapshot}${c.isPk ? ' PRIMARY KEY' : ''}${c.isPk || !c.nullable ? ' NOT NULL' : ''}${fallback ? ` DEFAULT ${fallback.snapshot}` : ''}${identity}`;
}

/** The page's component key in the menu and in src/pages/registry.ts, e.g. biz/toolLend/index. */
export const componentOf = (s: Spec) => `${s.permissionPrefix.split(':')[0]}/${s.businessName}/index`;

/**
 * The menu, its buttons and the directories above it, for the roles chosen on /gen/edit, named by
 * role key (ids differ between databases); a role the database lacks is passed over.
 */
function grantSql(s: Spec): string[] {
  if (!s.grantRoleKeys.length) return [];
  const perms = [`${s.permissionPrefix}:list`, ...BUTTONS.map(([action]) => `${s.permissionPrefix}:${action}`)].map(sqlText).join(', ');
  return [
    `--> statement-breakpoint\nWITH RECURSIVE granted (menu_id, parent_id) AS (\n\tSELECT menu_id, parent_id FROM sys_menu WHERE perms IN (${perms})\n\tUNION SELECT m.menu_id, m.parent_id FROM sys_menu m JOIN granted g ON m.menu_id = g.parent_id\n)\nINSERT INTO sys_role_menu (role_id, menu_id)\nSELECT r.role_id, g.menu_id FROM sys_role r CROSS JOIN granted g\nWHERE r.role_key IN (${s.grantRoleKeys.map(sqlText).join(', ')}) AND NOT EXISTS (SELECT 1 FROM sys_role_menu rm WHERE rm.role_id = r.role_id AND rm.menu_id = g.menu_id);`,
  ];
}

/** server/db/migrations/NNNN_<module>.sql: the table (kept if it is there), the menu and buttons, the dictionaries. */
export function migrationSql(s: Spec, dicts: DictCarried[]): string {
  const list = `${s.permissionPrefix}:list`;
  // the ids are the menus' own sequence's (menu_id is bigserial): one more than the highest would
  // take the id the console's next menu draws from that sequence, and that menu would fail
  const menuColumns = 'menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by';
  const statements = [
    `-- ${sqlComment(s.functionNameEn)} (${s.tableName}), written by the code generator: the table (left as it is where it`,
    `-- exists), the menu with its buttons (for the administrator and the roles chosen on /gen/edit) and the`,
    `-- dictionaries its fields use.`,
    `CREATE TABLE IF NOT EXISTS ${sqlName(s.tableName)} (\n${s.columns.map((c) => columnSql(s, c)).join(',\n')}\n);`,
    `--> statement-breakpoint\nINSERT INTO sys_menu (${menuColumns})\nSELECT ${sqlText(s.functionNameZh)}, ${sqlText(s.functionNameEn)}, ${s.parentMenuId}, 1, ${sqlText(s.businessName)}, ${sqlText(componentOf(s))}, ${sqlText(s.className)}, 1, 0, 'C', '0', '0', ${sqlText(list)}, 'list', 'admin'\nWHERE NOT EXISTS (SELECT 1 FROM sys_menu WHERE perms = ${sqlText(list)});`,
    ...BUTTONS.map(
      ([action, zh, en], i) =>
        `--> statement-breakpoint\nINSERT INTO sys_menu (${menuColumns})\nSELECT ${sqlText(zh)}, ${sqlText(en)}, (SELECT menu_id FROM sys_menu WHERE perms = ${sqlText(list)}), ${i + 1}, '', '', '', 1, 0, 'F', '0', '0', ${sqlText(`${s.permissionPrefix}:${action}`)}, '#', 'admin'\nWHERE NOT EXISTS (SELECT 1 FROM sys_menu WHERE perms = ${sqlText(`${s.permissionPrefix}:${action}`)});`,
    ),
    ...grantSql(s),
    ...dicts.flatMap((d) => [
      `--> statement-breakpoint\nINSERT INTO sys_dict_type (dict_name, dict_type, status, create_by, remark)\nSELECT ${sqlText(d.dictName)}, ${sqlText(d.dictType)}, '0', 'admin', ${d.remark === null ? 'NULL' : sqlText(d.remark)}\nWHERE NOT EXISTS (SELECT 1 FROM sys_dict_type WHERE dict_type = ${sqlText(d.dictType)});`,
      ...d.data.map(
        (row) =>
          `--> statement-breakpoint\nINSERT INTO sys_dict_data (dict_sort, dict_label_zh, dict_label_en, dict_value, dict_type, list_class, is_default, create_by)\nSELECT ${row.dictSort}, ${sqlText(row.dictLabelZh)}, ${sqlText(row.dictLabelEn)}, ${sqlText(row.dictValue)}, ${sqlText(d.dictType)}, ${row.listClass === null ? 'NULL' : sqlText(row.listClass)}, ${sqlText(row.isDefault)}, 'admin'\nWHERE NOT EXISTS (SELECT 1 FROM sys_dict_data WHERE dict_type = ${sqlText(d.dictType)} AND dict_value = ${sqlText(row.dictValue)});`,
      ),
    ]),
  ];
  return `${statements.join('\n')}\n`;
}

/**
 * drizzle-kit's record of the schema after this migration: the last snapshot with the new table,
 * so that the next `drizzle-kit generate` finds nothing left to write for it.
 */
export function nextSnapshot(s: Spec, previous: Snapshot): Snapshot {
  const columns = Object.fromEntries(
    s.columns.map((c) => {
      const fallback = defaultOf(c.defaultExpr);
      // drizzle-kit keeps a number default as a JSON number, any other as its SQL text
      const value = fallback && /^(-?\d+(\.\d+)?|true|false)$/.test(fallback.snapshot) ? JSON.parse(fallback.snapshot) as unknown : fallback?.snapshot;
      const column = { name: c.columnName, type: c.type.snapshot, primaryKey: c.isPk, notNull: c.isPk || !c.nullable, ...(fallback ? { default: value } : {}) };
      return [c.columnName, c.type.identity ? { ...column, identity: identityOf(s.tableName, c) } : column];
    }),
  );
  const table = { name: s.tableName, schema: '', columns, indexes: {}, foreignKeys: {}, compositePrimaryKeys: {}, uniqueConstraints: {}, policies: {}, checkConstraints: {}, isRLSEnabled: false };
  return { ...previous, id: randomUUID(), prevId: previous.id, tables: { ...previous.tables, [`public.${s.tableName}`]: table } };
}

/** The journal with the new migration's entry at its end, and that migration's file name. */
export function nextJournal(s: Spec, journal: Journal) {
  const idx = (journal.entries.at(-1)?.idx ?? -1) + 1;
  const tag = `${String(idx).padStart(4, '0')}_${s.moduleName.replace(/-/g, '_')}`;
  return { tag, idx, journal: { ...journal, entries: [...journal.entries, { idx, version: '7', when: Date.now(), tag, breakpoints: true }] } };
}

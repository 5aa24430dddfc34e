import type { GenColumn, GenTableInput } from '../../../../contract/gen.js';
import { columnTypeOf, defaultOf, type ColumnType } from '../column-types.js';
import { camel } from '../names.js';
import { q } from './escape.js';

/** The add dialog's first value of a column, as TypeScript: the dictionary's default item, else the database default. */
function initialOf(type: ColumnType, defaultExpr: string | null, dictDefault: string | undefined): string | null {
  if (dictDefault !== undefined && type.ts === 'string') return q(dictDefault);
  const fallback = defaultOf(defaultExpr);
  if (!fallback || fallback.call === '.defaultNow()' || type.kind === 'json') return null;
  const value = /^\.default\((.*)\)$/s.exec(fallback.call)?.[1] ?? null;
  if (value === null) return null;
  // a text default on a number column, or the reverse, is not offered
  const isText = value.startsWith("'");
  if (type.ts === 'string' ? !isText : isText) return null;
  return value;
}

/** One column with its type resolved: what every template reads. */
export interface SpecColumn extends GenColumn {
  type: ColumnType;
  /** the live default expression, for the table file and the snapshot */
  defaultExpr: string | null;
  nullable: boolean;
  audit: boolean;
  /** what the add dialog starts with: the dictionary's default item, else the column's default (TypeScript text), or null */
  initial: string | null;
}

/** Everything a template needs to know about the module it writes. */
export interface Spec extends Omit<GenTableInput, 'columns' | 'tableId'> {
  tableName: string;
  columns: SpecColumn[];
  pk: SpecColumn;
  /** camelCase entity: toolLend (toolLendRow, toolLendInput, toolLendApi …) */
  entity: string;
  /** /biz/toolLend */
  base: string;
  /** the i18n namespace of the page: its folder name */
  ns: string;
  /** the audit columns are all there: the table spreads `auditColumns` */
  audited: boolean;
}

export const specColumns = (s: Spec) => s.columns.filter((c) => !c.audit);
export const listed = (s: Spec) => s.columns.filter((c) => c.isList);
export const editable = (s: Spec) => s.columns.filter((c) => c.isEdit && !c.isPk && !c.audit);
/** Searched columns: an audit column only by its time range (create_time between …). */
export const queried = (s: Spec) => s.columns.filter((c) => c.isQuery && (!c.audit || (c.queryType === 'between' && (c.type.kind === 'date' || c.type.kind === 'datetime'))));

export function toSpec(
  table: string,
  input: Omit<GenTableInput, 'tableId'>,
  live: Map<string, { defaultExpr: string | null; nullable: boolean; identity?: string }>,
  dictDefaults: Map<string, string> = new Map(),
): Spec {
  const audit = new Set(['create_by', 'create_time', 'update_by', 'update_time']);
  const columns = [...input.columns]
    .sort((a, b) => a.sort - b.sort)
    .map((c) => {
      const l = live.get(c.columnName) ?? { defaultExpr: null, nullable: true, identity: '' };
      const type = columnTypeOf(c.dbType, l.defaultExpr, l.identity)!;
      // a column the database cannot leave empty and fills by no default: the dialog must ask for it
      const mustGive = !c.isPk && !audit.has(c.columnName) && !l.nullable && l.defaultExpr === null;
      return {
        ...c,
        isRequired: c.isRequired || mustGive,
        // JSON is shown as its text, not edited in the dialog
        isEdit: type.kind !== 'json' && (c.isEdit || mustGive),
        type,
        initial: initialOf(type, l.defaultExpr, c.dictType ? dictDefaults.get(c.dictType) : undefined),
        defaultExpr: l.defaultExpr,
        nullable: l.nullable,
        audit: audit.has(c.columnName),
      };
    });
  const entity = camel(input.className.replace(/^[A-Z]/, (ch) => ch.toLowerCase()));
  const base = `/${input.permissionPrefix.split(':')[0]}/${input.businessName}`;
  return {
    ...input,
    tableName: table,
    columns,
    pk: columns.find((c) => c.isPk)!,
    entity,
    base,
    ns: input.moduleName,
    audited: [...audit].every((a) => columns.some((c) => c.columnName === a)),
  };
}

import type { CreateTableStatement, DataTypeDef, Expr, Statement } from 'pgsql-ast-parser';
import { CREATE_TABLE_LIMITS, SQL_NAME } from '../../../contract/gen.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { liveTables, moduleTables } from './live-schema.js';
import { isReservedTable } from './names.js';
import { msg } from './messages.js';
import { sqlName } from './templates/escape.js';

/** A SQL string literal run here (not through a migration file): quotes doubled. */
const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * "Create table" on the generator's list (RuoYi 3.8's 创建表): an administrator pastes CREATE TABLE
 * and COMMENT ON statements. They are read by a PostgreSQL parser (never by patterns), every other
 * kind of statement is refused, and each table is written out again from what was read, in the
 * types the generator makes modules of: what runs is our own text, not the pasted one.
 */

/** A table as it will be created: its statement and its comments, in SQL we wrote. */
export interface PlannedTable {
  name: string;
  statements: string[];
}

const INTS: Record<string, string> = { smallint: 'smallint', int2: 'smallint', int: 'integer', integer: 'integer', int4: 'integer', bigint: 'bigint', int8: 'bigint' };
const SERIALS: Record<string, string> = { serial: 'serial', serial4: 'serial', bigserial: 'bigserial', serial8: 'bigserial' };

/** The type as PostgreSQL is told it, or a reason it is not one the generator handles. */
function typeOf(t: DataTypeDef): { sql: string; kind: 'int' | 'serial' | 'text' | 'number' | 'boolean' | 'json' | 'time' } | string {
  if (t.kind === 'array') return 'arrays';
  const name = t.name.toLowerCase();
  const [a, b] = t.config ?? [];
  if (t.schema) return `${t.schema}.${name}`;
  if (INTS[name] && !t.config) return { sql: INTS[name], kind: 'int' };
  if (SERIALS[name] && !t.config) return { sql: SERIALS[name], kind: 'serial' };
  if ((name === 'numeric' || name === 'decimal') && t.config?.length === 2 && a >= 1 && a <= 28 && b >= 0 && b <= a) return { sql: `numeric(${a}, ${b})`, kind: 'number' };
  if ((name === 'varchar' || name === 'character varying') && (!t.config || (t.config.length === 1 && a >= 1 && a <= 10_485_760))) return { sql: t.config ? `varchar(${a})` : 'varchar', kind: 'text' };
  if ((name === 'char' || name === 'character') && t.config?.length === 1 && a >= 1 && a <= 255) return { sql: `char(${a})`, kind: 'text' };
  if (name === 'text' && !t.config) return { sql: 'text', kind: 'text' };
  if ((name === 'boolean' || name === 'bool') && !t.config) return { sql: 'boolean', kind: 'boolean' };
  if (name === 'jsonb' && !t.config) return { sql: 'jsonb', kind: 'json' };
  if (name === 'date' && !t.config) return { sql: 'date', kind: 'time' };
  if ((name === 'timestamptz' || name === 'timestamp with time zone') && !t.config) return { sql: 'timestamp with time zone', kind: 'time' };
  if ((name === 'timestamp' || name === 'timestamp without time zone') && !t.config) return { sql: 'timestamp', kind: 'time' };
  return `${name}${t.config ? `(${t.config.join(',')})` : ''}`;
}

/** A default the generator can carry into drizzle and the migration: a constant of the column's kind, or now(). */
function defaultOf(e: Expr, kind: string): string | null {
  const value = e.type === 'cast' ? e.operand : e;
  if (kind === 'text' && value.type === 'string') return sqlText(value.value);
  if ((kind === 'int' || kind === 'number') && (value.type === 'integer' || value.type === 'numeric')) return String(value.value);
  if (kind === 'boolean' && value.type === 'boolean') return String(value.value);
  if (kind === 'time' && ((value.type === 'call' && value.function.name === 'now' && !value.args.length) || (value.type === 'keyword' && value.keyword === 'current_timestamp'))) return 'now()';
  return null;
}

function planTable(lang: Lang, st: CreateTableStatement, taken: Set<string>): { name: string; sql: string; columns: Set<string> } {
  const table = st.name.name;
  const refuse = (what: string) => badRequest(`sql: ${msg(lang, 'sqlUnsupported', table, what)}`, 'sql');
  if (st.name.schema && st.name.schema !== 'public') throw refuse(`schema ${st.name.schema}`);
  if (!SQL_NAME.test(table)) throw badRequest(`sql: ${msg(lang, 'columnName', table)}`, 'sql');
  if (isReservedTable(table)) throw badRequest(`sql: ${msg(lang, 'tableReserved', table)}`, 'sql');
  if (taken.has(table)) throw conflict(msg(lang, 'tableExists', table));
  if (st.temporary || st.unlogged || st.inherits?.length) throw refuse('TEMPORARY / UNLOGGED / INHERITS');
  // past PostgreSQL's 1600 the CREATE itself fails (a 500 before); past ours a row may not fit a page
  if (st.columns.length > CREATE_TABLE_LIMITS.columns) throw badRequest(`sql: ${msg(lang, 'tooManyColumns', String(CREATE_TABLE_LIMITS.columns), table, String(st.columns.length))}`, 'sql');
  const columns = new Map<string, string>();
  let pk: string | null = null;
  for (const col of st.columns) {
    if (col.kind !== 'column') throw refuse('LIKE');
    const name = col.name.name;
    if (!SQL_NAME.test(name)) throw badRequest(`sql: ${msg(lang, 'columnName', name)}`, 'sql');
    if (columns.has(name)) throw refuse(`${name} ×2`);
    if (col.collate) throw refuse(`${name} COLLATE`);
    const type = typeOf(col.dataType);
    if (typeof type === 'string') throw refuse(`${name} ${type}`);
    let notNull = false;
    let fallback = '';
    let identity = '';
    for (const c of col.constraints ?? []) {
      if (c.type === 'primary key') pk = pk ? (() => { throw refuse('PRIMARY KEY ×2'); })() : name;
      else if (c.type === 'not null') notNull = true;
      else if (c.type === 'null') notNull = false;
      else if (c.type === 'default') {
        const d = defaultOf(c.default, type.kind);
        if (d === null) throw refuse(`${name} DEFAULT`);
        fallback = ` DEFAULT ${d}`;
      } else if (c.type === 'add generated' && type.kind === 'int' && !c.expression && !c.stored) identity = ` GENERATED ${c.always === 'always' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`;
      else throw refuse(`${name} ${c.type.toUpperCase()}`);
    }
    columns.set(name, `\t${sqlName(name)} ${type.sql}${notNull ? ' NOT NULL' : ''}${fallback}${identity}`);
    if (pk === name && !['int', 'serial'].includes(type.kind)) throw badRequest(`sql: ${msg(lang, 'noPrimaryKey', table)}`, 'sql');
  }
  for (const c of st.constraints ?? []) {
    if (c.type !== 'primary key' || c.columns.length !== 1 || pk) throw refuse(c.type.toUpperCase());
    pk = c.columns[0].name;
    if (!columns.has(pk)) throw refuse(`PRIMARY KEY (${pk})`);
  }
  if (!pk || !/ (smallint|integer|bigint|serial|bigserial)\b/.test(columns.get(pk)!)) throw badRequest(`sql: ${msg(lang, 'noPrimaryKey', table)}`, 'sql');
  columns.set(pk, `${columns.get(pk)} PRIMARY KEY`);
  return { name: table, sql: `CREATE TABLE ${sqlName(table)} (\n${[...columns.values()].join(',\n')}\n)`, columns: new Set(columns.keys()) };
}

/** The statements read and checked: what would be created, in SQL we wrote; 400 for anything else. */
export async function planTables(db: Db, lang: Lang, text: string): Promise<PlannedTable[]> {
  let statements: Statement[];
  // the SQL parser loads with the first table planned, not at start
  const { parse } = await import('pgsql-ast-parser');
  try {
    statements = parse(text);
  } catch (error) {
    // the parser's message names the token and the place; its first line is enough
    throw badRequest(`sql: ${msg(lang, 'sqlParse', String((error as Error).message).split('\n')[0].slice(0, 300))}`, 'sql');
  }
  const kinds = statements.map((s) => s.type);
  const other = kinds.findIndex((k) => k !== 'create table' && k !== 'comment');
  if (other >= 0) throw badRequest(`sql: ${msg(lang, 'sqlStatement', String(other + 1), kinds[other].toUpperCase())}`, 'sql');
  const creates = kinds.filter((k) => k === 'create table').length;
  if (creates > CREATE_TABLE_LIMITS.tables) throw badRequest(`sql: ${msg(lang, 'tooManyTables', String(CREATE_TABLE_LIMITS.tables), String(creates))}`, 'sql');
  const taken = new Set([...moduleTables(), ...(await liveTables(db)).map((t) => t.tableName)]);
  const plans = new Map<string, { sql: string; columns: Set<string>; comments: string[] }>();
  for (const st of statements) {
    if (st.type !== 'create table') continue;
    const plan = planTable(lang, st, taken);
    taken.add(plan.name);
    plans.set(plan.name, { ...plan, comments: [] });
  }
  if (!plans.size) throw badRequest(`sql: ${msg(lang, 'sqlNone')}`, 'sql');
  for (const st of statements) {
    if (st.type !== 'comment') continue;
    const on = st.on;
    const target = on.type === 'table' ? plans.get(on.name.name) : on.type === 'column' ? plans.get(on.column.table) : undefined;
    const schema = on.type === 'table' ? on.name.schema : on.type === 'column' ? on.column.schema : undefined;
    const ok = target && (!schema || schema === 'public') && (on.type === 'table' || (on.type === 'column' && target.columns.has(on.column.column)));
    if (!ok) throw badRequest(`sql: ${msg(lang, 'sqlCommentTarget', on.type === 'column' ? `${on.column.table}.${on.column.column}` : on.type === 'table' ? on.name.name : on.type)}`, 'sql');
    const what = on.type === 'column' ? `COLUMN ${sqlName(on.column.table)}.${sqlName(on.column.column)}` : `TABLE ${sqlName(on.name.name)}`;
    target.comments.push(`COMMENT ON ${what} IS ${sqlText(st.comment)}`);
  }
  return [...plans.entries()].map(([name, p]) => ({ name, statements: [p.sql, ...p.comments] }));
}

/** Runs the planned statements (inside the caller's transaction). */
export async function createTables(db: Db, plans: PlannedTable[]) {
  for (const p of plans) for (const statement of p.statements) await db.execute(sql.raw(statement));
}

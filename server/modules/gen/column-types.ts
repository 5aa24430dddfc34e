import type { GenColumn } from '../../../contract/gen.js';
import { q } from './templates/escape.js';

/** How a database type is written in a drizzle table, in drizzle-kit's snapshot, and seen in TypeScript. */
export interface ColumnType {
  ts: GenColumn['tsType'];
  /** the drizzle pg-core builder, e.g. varchar */
  builder: string;
  /** its options, e.g. { length: 50 } */
  options: string;
  /** the type as drizzle-kit's snapshot spells it */
  snapshot: string;
  kind: 'serial' | 'int' | 'decimal' | 'text' | 'date' | 'datetime';
  /** characters a text holds; digits before and after the point of a decimal */
  length?: number;
  precision?: number;
  scale?: number;
}

/** The type of a live column, or null for one the generator does not handle (json, arrays, booleans…). */
export function columnTypeOf(type: string, defaultExpr: string | null): ColumnType | null {
  const serial = !!defaultExpr?.startsWith('nextval(');
  let m: RegExpExecArray | null;
  if (type === 'bigint' && serial) return { ts: 'number', builder: 'bigserial', options: "{ mode: 'number' }", snapshot: 'bigserial', kind: 'serial' };
  if (type === 'integer' && serial) return { ts: 'number', builder: 'serial', options: '', snapshot: 'serial', kind: 'serial' };
  if (type === 'bigint') return { ts: 'number', builder: 'bigint', options: "{ mode: 'number' }", snapshot: 'bigint', kind: 'int' };
  if (type === 'integer') return { ts: 'number', builder: 'integer', options: '', snapshot: 'integer', kind: 'int' };
  if (type === 'smallint') return { ts: 'number', builder: 'smallint', options: '', snapshot: 'smallint', kind: 'int' };
  if ((m = /^numeric\((\d+),(\d+)\)$/.exec(type))) {
    const [precision, scale] = [Number(m[1]), Number(m[2])];
    return { ts: 'number', builder: 'numeric', options: `{ precision: ${precision}, scale: ${scale}, mode: 'number' }`, snapshot: `numeric(${precision}, ${scale})`, kind: 'decimal', precision, scale };
  }
  if ((m = /^character varying\((\d+)\)$/.exec(type))) return { ts: 'string', builder: 'varchar', options: `{ length: ${m[1]} }`, snapshot: `varchar(${m[1]})`, kind: 'text', length: Number(m[1]) };
  if ((m = /^character\((\d+)\)$/.exec(type))) return { ts: 'string', builder: 'char', options: `{ length: ${m[1]} }`, snapshot: `char(${m[1]})`, kind: 'text', length: Number(m[1]) };
  if (type === 'text') return { ts: 'string', builder: 'text', options: '', snapshot: 'text', kind: 'text', length: 65_535 };
  if (type === 'timestamp with time zone') return { ts: 'string', builder: 'timestamp', options: '{ withTimezone: true }', snapshot: 'timestamp with time zone', kind: 'datetime' };
  if (type === 'timestamp without time zone') return { ts: 'string', builder: 'timestamp', options: '', snapshot: 'timestamp', kind: 'datetime' };
  if (type === 'date') return { ts: 'string', builder: 'date', options: "{ mode: 'string' }", snapshot: 'date', kind: 'date' };
  return null;
}

/** A column default drizzle can say: the drizzle call and the snapshot's text, or null to leave it out. */
export function defaultOf(defaultExpr: string | null): { call: string; snapshot: string } | null {
  if (!defaultExpr || defaultExpr.startsWith('nextval(')) return null;
  if (defaultExpr === 'now()' || defaultExpr === 'CURRENT_TIMESTAMP') return { call: '.defaultNow()', snapshot: 'now()' };
  const text = /^'((?:[^']|'')*)'::[\w ]+$/.exec(defaultExpr);
  if (text) return { call: `.default(${q(text[1].replace(/''/g, "'"))})`, snapshot: `'${text[1]}'` };
  if (/^-?\d+(\.\d+)?$/.test(defaultExpr)) return { call: `.default(${defaultExpr})`, snapshot: defaultExpr };
  return null;
}

/** RuoYi's audit columns: the shared `auditColumns` of server/db/columns.ts writes them. */
export const AUDIT_COLUMNS = ['create_by', 'create_time', 'update_by', 'update_time'] as const;

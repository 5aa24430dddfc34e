import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { migrationsFolder } from '../../db/migrate.js';

/** A column of a live table, as PostgreSQL describes it. */
export interface LiveColumn {
  name: string;
  /** format_type(): character varying(50), numeric(12,2), timestamp with time zone … */
  type: string;
  nullable: boolean;
  /** the default expression, e.g. nextval(…), now(), ''::character varying */
  defaultExpr: string | null;
  comment: string;
  isPk: boolean;
}

/** Every ordinary table of the public schema, with its comment. */
export const liveTables = (db: Db) =>
  queryRows<{ tableName: string; tableComment: string }>(
    db,
    sql`select c.relname as "tableName", coalesce(obj_description(c.oid, 'pg_class'), '') as "tableComment"
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );

export async function liveColumns(db: Db, table: string): Promise<LiveColumn[]> {
  return queryRows<LiveColumn>(
    db,
    sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
               pg_get_expr(d.adbin, d.adrelid) as "defaultExpr", coalesce(col_description(a.attrelid, a.attnum), '') as comment,
               exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as "isPk"
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
  );
}

/** The schema the committed migrations describe: drizzle-kit's latest snapshot and the journal. */
export function schemaOnRecord() {
  const meta = path.join(migrationsFolder, 'meta');
  const latest = readdirSync(meta)
    .filter((f) => /^\d{4}_snapshot\.json$/.test(f))
    .sort()
    .at(-1)!;
  const snapshot = JSON.parse(readFileSync(path.join(meta, latest), 'utf8')) as { id: string; tables: Record<string, { name: string }> } & Record<string, unknown>;
  const journal = JSON.parse(readFileSync(path.join(meta, '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string; when: number; version: string; breakpoints: boolean }[] } & Record<string, unknown>;
  return { snapshot, journal };
}

/** Tables the codebase already defines (every module's, the system's): none of them can be imported. */
export function moduleTables(): Set<string> {
  return new Set([...Object.values(schemaOnRecord().snapshot.tables).map((t) => t.name), '__drizzle_migrations']);
}

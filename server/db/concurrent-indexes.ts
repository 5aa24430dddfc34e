import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client.js';

/** One `CREATE [UNIQUE] INDEX IF NOT EXISTS` of a migration the database has not applied yet. */
export interface PendingIndex {
  migration: string;
  name: string;
  table: string;
  /** the statement as the migration has it, CONCURRENTLY added */
  concurrently: string;
}

interface JournalEntry {
  tag: string;
  when: number;
}

const INDEX = /^create\s+(unique\s+)?index\s+if\s+not\s+exists\s+"?(\w+)"?\s+on\s+(?:only\s+)?"?(\w+)"?/i;

/** A migration's statements, its comment lines left out (drizzle splits on the breakpoint the same way). */
function statements(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim()
        .replace(/;\s*$/, ''),
    )
    .filter(Boolean);
}

/**
 * The index builds of the migrations newer than `appliedUpTo` (drizzle's last recorded
 * `created_at`, the journal's `when`). Only `IF NOT EXISTS` ones: the migrator meets them again in
 * its transaction, where an index built here beforehand makes them do nothing.
 */
export function pendingIndexes(migrationsFolder: string, appliedUpTo: number): PendingIndex[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries
    .filter((entry) => entry.when > appliedUpTo)
    .flatMap((entry) =>
      statements(path.join(migrationsFolder, `${entry.tag}.sql`)).flatMap((statement) => {
        const match = INDEX.exec(statement);
        if (!match) return [];
        const [, unique = '', name, table] = match;
        const concurrently = statement.replace(/^create\s+(unique\s+)?index\s+/i, `CREATE ${unique.toUpperCase()}INDEX CONCURRENTLY `);
        return [{ migration: entry.tag, name, table, concurrently }];
      }),
    );
}

export interface BuiltIndex {
  migration: string;
  name: string;
  ms: number;
  /** why it was left to the migrator, when it was */
  skipped?: string;
}

/**
 * PostgreSQL only, on a connection outside any transaction (CONCURRENTLY is refused inside one).
 * A plain CREATE INDEX holds a lock that stops every write to the table until the index is built:
 * minutes for a table of millions of rows, during which the warehouse cannot book. Built
 * concurrently, writes go on. An index on a table the same migration creates is left to the
 * migrator (nothing to wait for on an empty table), and so is one whose build fails here (a column
 * the migration adds first): its half-built leftover is dropped so the migrator builds it again.
 */
export async function buildIndexesConcurrently(db: Pick<Db, 'execute'>, pending: PendingIndex[]): Promise<BuiltIndex[]> {
  const built: BuiltIndex[] = [];
  for (const index of pending) {
    const started = Date.now();
    const [state] = await queryRows<{ table_exists: boolean; valid: boolean | null }>(
      db,
      sql`select to_regclass(${index.table}) is not null as table_exists,
                 (select i.indisvalid from pg_index i where i.indexrelid = to_regclass(${index.name})) as valid`,
    );
    if (!state.table_exists) {
      built.push({ migration: index.migration, name: index.name, ms: 0, skipped: 'its table is new' });
      continue;
    }
    if (state.valid === true) continue;
    // an interrupted concurrent build leaves an invalid index that IF NOT EXISTS would take as done
    if (state.valid === false) await db.execute(sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS "${index.name}"`));
    try {
      await db.execute(sql.raw(index.concurrently));
      built.push({ migration: index.migration, name: index.name, ms: Date.now() - started });
    } catch (error) {
      await db.execute(sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS "${index.name}"`));
      built.push({ migration: index.migration, name: index.name, ms: Date.now() - started, skipped: (error as Error).message });
    }
  }
  return built;
}

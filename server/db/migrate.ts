import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { queryRows, type Database, type Db } from './client.js';
import { buildIndexesConcurrently, pendingIndexes } from './concurrent-indexes.js';

/**
 * The SQL files live beside the sources, in server/db/migrations under the project's root: found by
 * going up from this module, wherever it runs from (server/db under tsx, or a file of the bundled
 * dist-server/server, scripts/build-server.mjs).
 */
function findMigrations(dir: string): string {
  const folder = path.join(dir, 'server', 'db', 'migrations');
  if (existsSync(path.join(folder, 'meta', '_journal.json'))) return folder;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error(`server/db/migrations not found above ${fileURLToPath(import.meta.url)}`);
  return findMigrations(parent);
}
export const migrationsFolder = findMigrations(path.dirname(fileURLToPath(import.meta.url)));

/** Any key that no other feature uses: it serialises migrations across server processes. */
const MIGRATION_LOCK = 727_001;

const isFresh = async (db: Pick<Db, 'execute'>) => {
  const [row] = await queryRows<{ fresh: boolean }>(db, sql`select to_regclass('public.sys_user') is null as fresh`);
  return Boolean(row.fresh);
};

/** The newest migration this code knows, from drizzle's journal. */
const latestMigration = () =>
  (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }).entries.at(-1)!;

/** A database a newer release has migrated: this code does not know its schema, so it does not start. */
export class DatabaseAheadError extends Error {}

/**
 * Migrations go forward only. Drizzle applies what is newer than the last one recorded and says
 * nothing of a recorded one newer than any it has: that is a database an upgrade has migrated,
 * opened by the older code (a rollback without a restore). Refused, before anything is written.
 */
export async function refuseNewerDatabase(db: Pick<Db, 'execute'>) {
  const [{ present }] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!present) return;
  const latest = latestMigration();
  const unknown = await queryRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations where created_at > ${latest.when} order by created_at`,
  );
  if (!unknown.length) return;
  const when = (ms: string | number) => new Date(Number(ms)).toISOString();
  throw new DatabaseAheadError(
    `This database was migrated by a newer release: it holds ${unknown.length} migration(s) this code does not know ` +
      `(recorded at ${unknown.map((m) => when(m.created_at)).join(', ')}; the newest this code knows is ${latest.tag} of ${when(latest.when)}). ` +
      'Nothing was changed. Start the newer release again, or restore the backup taken before the upgrade (README, "Upgrading").',
  );
}

/** drizzle's last recorded migration (its journal `when`), null on a database it never migrated. */
async function lastApplied(db: Pick<Db, 'execute'>): Promise<number | null> {
  const [{ present }] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!present) return null;
  const [{ last }] = await queryRows<{ last: string | number | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  return last === null ? null : Number(last);
}

/**
 * Drizzle applies the migrations newer than the last one recorded: when that is the journal's last,
 * there is nothing to apply, and reading, hashing and comparing every SQL file (what drizzle does
 * first) is skipped on each start but the first after an upgrade.
 */
const upToDate = (last: number | null) => last === latestMigration().when;

/**
 * On PostgreSQL, the pending migrations' index builds on tables that exist, run concurrently before
 * the migrator (db/concurrent-indexes.ts): an upgrade does not stop the warehouse's writes while
 * a large table is indexed. `npm run upgrade:indexes` runs the same step ahead of the upgrade.
 */
export async function prebuildIndexes(db: Pick<Db, 'execute'>, log: (line: string) => void = () => {}) {
  const last = await lastApplied(db);
  if (last === null) return [];
  const built = await buildIndexesConcurrently(db, pendingIndexes(migrationsFolder, last));
  for (const b of built) log(b.skipped ? `index ${b.name} (${b.migration}) left to the migration: ${b.skipped}` : `index ${b.name} (${b.migration}) built concurrently in ${b.ms} ms`);
  return built;
}

/** Applies the committed SQL migrations; true when the database was empty before (first start). */
export async function runMigrations(database: Database, log?: (line: string) => void): Promise<boolean> {
  const { db, pool } = database;
  if (!pool) {
    await refuseNewerDatabase(db);
    if (upToDate(await lastApplied(db))) return false;
    const fresh = await isFresh(db);
    // the migrator loads only when there is something to migrate
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(db as never, { migrationsFolder });
    return fresh;
  }
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  return underMigrationLock(pool, async (single) => {
    await refuseNewerDatabase(single as never);
    if (upToDate(await lastApplied(single as never))) return false;
    const fresh = await isFresh(single as never);
    await prebuildIndexes(single as never, log);
    await migratePg(single, { migrationsFolder });
    return fresh;
  });
}

/**
 * `npm run upgrade:indexes`: the new release's index builds, concurrently, while the old release
 * still serves (an index is nothing to the code that does not use it); the start that follows
 * then finds them built. Under the migration lock, so a server starting meanwhile waits.
 */
export async function prebuildIndexesAhead(pool: NonNullable<Database['pool']>, log: (line: string) => void) {
  return underMigrationLock(pool, async (single) => {
    await refuseNewerDatabase(single as never);
    return prebuildIndexes(single as never, log);
  });
}

/** A session-level advisory lock belongs to one connection: one client is held throughout. */
async function underMigrationLock<T>(pool: NonNullable<Database['pool']>, work: (single: NodePgDatabase) => Promise<T>): Promise<T> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = await pool.connect();
  try {
    const single = drizzle(client, { casing: 'snake_case' });
    await single.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      return await work(single);
    } finally {
      await single.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    client.release();
  }
}

import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from './client.js';

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

/**
 * Drizzle applies the migrations newer than the last one recorded: when that is the journal's last,
 * there is nothing to apply, and reading, hashing and comparing every SQL file (what drizzle does
 * first) is skipped on each start but the first after an upgrade.
 */
async function upToDate(db: Pick<Db, 'execute'>) {
  const [{ present }] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!present) return false;
  const [{ last }] = await queryRows<{ last: string | number | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  return last !== null && Number(last) === latestMigration().when;
}

/** Applies the committed SQL migrations; true when the database was empty before (first start). */
export async function runMigrations(database: Database): Promise<boolean> {
  const { db, pool } = database;
  if (!pool) {
    await refuseNewerDatabase(db);
    if (await upToDate(db)) return false;
    const fresh = await isFresh(db);
    // the migrator loads only when there is something to migrate
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(db as never, { migrationsFolder });
    return fresh;
  }
  // A session-level advisory lock belongs to one connection: hold one client throughout.
  const [{ drizzle }, { migrate: migratePg }] = await Promise.all([import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  const client = await pool.connect();
  try {
    const single = drizzle(client, { casing: 'snake_case' });
    await single.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await refuseNewerDatabase(single as never);
      if (await upToDate(single as never)) return false;
      const fresh = await isFresh(single as never);
      await migratePg(single, { migrationsFolder });
      return fresh;
    } finally {
      await single.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    client.release();
  }
}

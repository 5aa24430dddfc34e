import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { queryRows, type Database, type Db } from './client.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The SQL files live beside the sources; the compiled server looks there too. */
export const migrationsFolder = [path.join(here, 'migrations'), path.resolve(here, '../../../server/db/migrations')].find(
  (p) => existsSync(path.join(p, 'meta', '_journal.json')),
)!;

/** Any key that no other feature uses: it serialises migrations across server processes. */
const MIGRATION_LOCK = 727_001;

const isFresh = async (db: Pick<Db, 'execute'>) => {
  const [row] = await queryRows<{ fresh: boolean }>(db, sql`select to_regclass('public.sys_user') is null as fresh`);
  return Boolean(row.fresh);
};

/** Applies the committed SQL migrations; true when the database was empty before (first start). */
export async function runMigrations(database: Database): Promise<boolean> {
  const { db, pool } = database;
  if (!pool) {
    const fresh = await isFresh(db);
    await migratePglite(db as never, { migrationsFolder });
    return fresh;
  }
  // A session-level advisory lock belongs to one connection: hold one client throughout.
  const client = await pool.connect();
  try {
    const single = drizzle(client, { casing: 'snake_case' });
    await single.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
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

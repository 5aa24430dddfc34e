import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../server/db/client.js';
import { DatabaseAheadError, migrationsFolder, runMigrations } from '../../server/db/migrate.js';
import { scratchDatabase } from '../scratch-database.js';
import { spawnServer } from './spawn-server.js';

/**
 * Migrations go forward only: a database a newer release migrated (its journal holds a migration
 * this code does not know) is refused at start with a message saying what to do, and nothing in
 * it is changed. On the embedded database and on PostgreSQL.
 */
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
const latest = journal.entries.at(-1)!;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-upgrade-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

async function migratedDatabase(): Promise<{ database: Database; env: Record<string, string> }> {
  if (process.env.DATABASE_URL) {
    const scratch = await scratchDatabase(process.env.DATABASE_URL, 'upgrade');
    cleanups.push(scratch.drop);
    const database = await openDatabase({ databaseUrl: scratch.url });
    await runMigrations(database);
    return { database, env: { DATABASE_URL: scratch.url, DATA_DIR: dataDir } };
  }
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  return { database, env: { DATABASE_URL: '', DATA_DIR: dataDir } };
}

const recorded = async (database: Database) =>
  queryRows<{ hash: string; created_at: string }>(database.db, sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`);

describe('upgrades', () => {
  it('refuses a database a newer release migrated, changing nothing, and the server does not start on it', { timeout: 180_000 }, async () => {
    const { database, env } = await migratedDatabase();
    // the database as this code left it starts again
    expect(await runMigrations(database)).toBe(false);

    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from a newer release', ${latest.when + 86_400_000})`);
    const before = await recorded(database);
    const refusal = await runMigrations(database).then(() => null, (error: Error) => error);
    expect(refusal).toBeInstanceOf(DatabaseAheadError);
    expect(refusal!.message).toContain('migrated by a newer release');
    expect(refusal!.message).toContain(latest.tag);
    expect(refusal!.message).toContain(new Date(latest.when + 86_400_000).toISOString());
    expect(await recorded(database)).toEqual(before);
    await database.close();

    const start = await spawnServer(env).then(
      async (server) => {
        await server.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(start).toMatch(/server exited 1/);
    expect(start).toMatch(/not started: This database was migrated by a newer release: it holds 1 migration\(s\) this code does not know/);
    expect(start).toContain('restore the backup taken before the upgrade');
  });
});

// @databases: postgres — CREATE INDEX CONCURRENTLY and table locks exist on PostgreSQL only
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../server/db/client.js';
import { buildIndexesConcurrently, pendingIndexes } from '../../server/db/concurrent-indexes.js';
import { migrationsFolder, prebuildIndexes, runMigrations } from '../../server/db/migrate.js';
import { scratchDatabase } from '../scratch-database.js';

/**
 * An upgrade that indexes a large table does not stop the warehouse's writes: the pending
 * migrations' index builds run CONCURRENTLY before the migrator (issue 53). Shown with a writer
 * holding the table open: the concurrent build waits for it while a second writer still gets in;
 * the plain statement the migration holds would shut that second writer out.
 */
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
const before0025 = journal.entries[journal.entries.findIndex((e) => e.tag.startsWith('0025_')) - 1].when;
const owner = pendingIndexes(migrationsFolder, before0025).filter((i) => i.migration.startsWith('0025_'));

let database: Database;
let url: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  const scratch = await scratchDatabase(process.env.DATABASE_URL!, 'cidx');
  ({ url, drop } = scratch);
  database = await openDatabase({ databaseUrl: url });
  await runMigrations(database);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const client = async () => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
};
const validIndexes = async (names: string[]) =>
  (await queryRows<{ name: string }>(database.db, sql`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid where i.indisvalid and c.relname in ${names}`)).map((r) => r.name).sort();
/** until a lock on biz_order is held (or waited for) in `mode`: what the build signals, polled */
async function lockSeen(mode: string, granted: boolean) {
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'biz_order' and l.mode = ${mode} and l.granted = ${granted}`,
    );
    if (row.n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
/** a second writer, refused after 2 s of waiting for the table */
async function writerGetsIn() {
  const c = await client();
  try {
    await c.query('begin');
    await c.query("set local lock_timeout = '2s'");
    await c.query('lock table biz_order in row exclusive mode');
    await c.query('rollback');
    return true;
  } catch {
    return false;
  } finally {
    await c.end();
  }
}

describe('index builds of an upgrade on PostgreSQL', () => {
  it('reads the pending migrations’ IF NOT EXISTS index builds and adds CONCURRENTLY', () => {
    expect(owner.map((i) => i.name)).toContain('biz_order_user_time_idx');
    expect(owner.length).toBe(7);
    for (const index of owner) expect(index.concurrently).toMatch(/^CREATE (UNIQUE )?INDEX CONCURRENTLY IF NOT EXISTS /);
    // nothing pending on a database the journal's last migration reached
    expect(pendingIndexes(migrationsFolder, journal.entries.at(-1)!.when)).toEqual([]);
  });

  it('every index a migration builds on a table it does not create can be built ahead: IF NOT EXISTS', () => {
    const plain = journal.entries.flatMap((entry) => {
      const text = readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8');
      const created = new Set([...text.matchAll(/create table (?:if not exists )?"?(\w+)"?/gi)].map((m) => m[1]));
      return [...text.matchAll(/^create (?:unique )?index (?!if not exists)"?(\w+)"? on "?(\w+)"?/gim)]
        .filter((m) => !created.has(m[2]))
        .map((m) => `${entry.tag}: ${m[1]}`);
    });
    expect(plain).toEqual([]);
  });

  it('builds them while another writer holds the table, and a third still writes meanwhile; a plain build would shut it out', { timeout: 60_000 }, async () => {
    const names = owner.map((i) => i.name);
    for (const name of names) await database.db.execute(sql.raw(`drop index "${name}"`));
    const holder = await client();
    await holder.query('begin');
    await holder.query('lock table biz_order in row exclusive mode');

    const build = buildIndexesConcurrently(database.db, owner);
    await lockSeen('ShareUpdateExclusiveLock', true);
    expect(await writerGetsIn()).toBe(true);
    await holder.query('commit');
    const built = await build;
    expect(built.filter((b) => !b.skipped).map((b) => b.name).sort()).toEqual([...names].sort());
    expect(await validIndexes(names)).toEqual([...names].sort());

    // the control: the migration's own statement, as the migrator would run it
    await database.db.execute(sql`drop index biz_order_user_time_idx`);
    await holder.query('begin');
    await holder.query('lock table biz_order in row exclusive mode');
    // drizzle runs a query when it is awaited: started now, awaited after the check
    const plain = Promise.resolve(database.db.execute(sql.raw(owner[0].concurrently.replace(' CONCURRENTLY', ''))));
    await lockSeen('ShareLock', false);
    expect(await writerGetsIn()).toBe(false);
    await holder.query('commit');
    await plain;
    await holder.end();
  });

  it('drops an interrupted build’s invalid index and builds it again, from the command an operator runs ahead of the upgrade', { timeout: 60_000 }, async () => {
    // an invalid index, as a build cut off half way leaves it (IF NOT EXISTS would take it as done)
    await database.db.execute(sql`drop index biz_order_user_time_idx`);
    await database.db.execute(sql`create index biz_order_user_time_idx on biz_order (user_id, create_time, order_id)`);
    await database.db.execute(sql`update pg_index set indisvalid = false where indexrelid = 'biz_order_user_time_idx'::regclass`);
    expect(await validIndexes(['biz_order_user_time_idx'])).toEqual([]);
    await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${before0025} where created_at > ${before0025}`);
    // as an operator runs it before the upgrade
    const cli = spawnSync(process.execPath, ['scripts/server-cli.mjs', 'indexes'], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: url } });
    expect(cli.stderr).toBe('');
    expect(cli.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^index biz_order_user_time_idx \(0025_owner_indexes\) built concurrently in \d+ ms$/),
      '1 of 1 index builds done ahead; start the new release now',
    ]);
    expect(cli.status).toBe(0);
    expect(await validIndexes(['biz_order_user_time_idx'])).toEqual(['biz_order_user_time_idx']);
    // the start then finds nothing left to build, and the migrations recorded as before
    const lines: string[] = [];
    expect(await prebuildIndexes(database.db, (line) => lines.push(line))).toEqual([]);
    expect(lines).toEqual([]);
  });
});

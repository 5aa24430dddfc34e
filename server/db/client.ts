import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import { PrivateNodeFS } from './private-fs.js';
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the PostgreSQL pool, for work that needs one connection throughout (advisory locks) */
  pool?: pg.Pool;
  /** the embedded database's folder (undefined in memory and on PostgreSQL) */
  dataDir?: string;
  /**
   * The embedded database only: runs `fn` while no statement runs and no transaction is open, so
   * that its files hold still at a transaction boundary (backups copy them then).
   */
  exclusive?<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite's defaults start postgres with `-F` (fsync off). We start it with fsync on so that a
 * commit the API has confirmed has been written through to the operating system before we answer:
 * a `kill -9` of the server then loses nothing (tests/server/durability.test.ts proves it).
 */
const PGLITE_START_PARAMS = [
  '--single',
  '-O',
  '-j',
  '-c', 'search_path=public',
  '-c', 'exit_on_error=false',
  '-c', 'log_checkpoints=false',
  '-c', 'max_worker_processes=0',
  '-c', 'max_parallel_workers=0',
  '-c', 'max_parallel_workers_per_gather=0',
  '-c', 'io_method=sync',
  '-c', 'max_parallel_maintenance_workers=0',
  '-c', 'fsync=on',
  '-c', 'synchronous_commit=on',
];

const BYTEA = 17;
const JSON_TYPE = 114;
const JSONB = 3802;
/** jsonb's binary input: a version byte, then the text */
const JSONB_VERSION = Buffer.from([1]);
const jsonText = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
// PGlite's types say a serializer answers text, but it binds bytes as they are, in binary format
const binary = (bytes: Buffer) => bytes as unknown as string;

/** `dataDir` undefined means an in-memory embedded database (tests). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; poolSize?: number; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    // PostgreSQL's driver loads only when there is one to talk to
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 16 });
    pool.on('error', () => undefined); // an idle client's error must not crash the process
    const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const client = await PGlite.create({
    // its files the server's user's alone (private-fs.ts); in memory without a folder
    fs: opts.dataDir ? new PrivateNodeFS(opts.dataDir) : undefined,
    // a packed data folder (dumpDataDir) to start from: no initdb, no migrations (the API tests'
    // apps each start from one migrated copy)
    loadDataDir: opts.loadDataDir,
    relaxedDurability: false,
    startParams: PGLITE_START_PARAMS,
    // bytea through Node's hex codec: PGlite's own goes byte by byte in JS, and held the event
    // loop about a second for each half-megabyte PDF written or read
    parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
    // json as bytes (its binary form is its text): PGlite measures and copies a text parameter a
    // character at a time in JS, seconds of CPU for the JSON rows of a 100 000-row import
    serializers: {
      [BYTEA]: (value: Uint8Array) => `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
      [JSON_TYPE]: (value: unknown) => binary(jsonText(value)),
      [JSONB]: (value: unknown) => binary(Buffer.concat([JSONB_VERSION, jsonText(value)])),
    },
  });
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dataDir: opts.dataDir,
    // query() and transaction() both take the transaction lock; the query lock is what dumpDataDir takes
    exclusive: (fn) => client._runExclusiveTransaction(() => client._runExclusiveQuery(fn)),
    close: () => client.close(),
  };
}

/** Raw SQL rows from either driver (both answer `{ rows }`). */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A query's first row, or undefined (what `db.query.<table>.findFirst` gave, without a registered schema). */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await query;
  return row;
}

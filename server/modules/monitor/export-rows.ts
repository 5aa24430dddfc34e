import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

const BATCH = 1_000;

/** Every matching row in key order, a batch at a time, so that exporting a big log keeps memory flat. */
export async function* inBatches<T extends PgTable>(db: Db, table: T, key: AnyPgColumn, keyOf: (row: T['$inferSelect']) => number, where: SQL | undefined) {
  let after = 0;
  for (;;) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(and(where, gt(key, after)))
      .orderBy(asc(key))
      .limit(BATCH)) as T['$inferSelect'][];
    yield* rows;
    if (rows.length < BATCH) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

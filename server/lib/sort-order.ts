import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * Gives rows their new places (drag-to-sort), all or none: answers the ids that do not exist (and
 * then changes nothing), else writes every order number in one transaction.
 */
/** `orderKey` is the table's property for the order number (e.g. 'orderNum'). */
export async function setSortOrder(db: Db, table: PgTable, id: AnyPgColumn, orderKey: string, ids: number[], orderNums: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const found = new Set((await tx.select({ id }).from(table).where(inArray(id, ids))).map((r) => Number(r.id)));
    const missing = ids.filter((i) => !found.has(i));
    if (missing.length) return missing;
    for (const [i, rowId] of ids.entries()) await tx.update(table).set({ [orderKey]: orderNums[i] } as never).where(eq(id, rowId));
    return [];
  });
}

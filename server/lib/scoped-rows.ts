import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { inJsonList } from './bulk-insert.js';
import type { LoginUser } from './login-user.js';

/**
 * A module's existing rows as an import or a write over many finds them by key (id, number…):
 * with the data scope its single-row routes apply, so the two cannot differ.
 */
export interface ScopedRows<R, K extends string | number> {
  /** the column the keys name; its table is the one scoped */
  key: AnyPgColumn;
  keyOf(row: R): K;
  /** the module's data scope (undefined: the caller sees every row) */
  scope(user: LoginUser): SQL | undefined;
  /** only these rows count (an open filing, a live account…) */
  where?: SQL;
  /** the rows matching `where`, as the caller needs them: its columns, joins, lock */
  read(db: Db, where: SQL): PromiseLike<R[]>;
}

export interface FoundInScope<R, K> {
  /** key → row: the rows the caller may touch */
  mine: Map<K, R>;
  /** keys whose row exists outside the caller's scope: to be answered as keys no row has, and left alone */
  outside: Set<K>;
}

const keyIn = <K extends string | number>(column: AnyPgColumn, keys: K[]) =>
  typeof keys[0] === 'number' ? inArray(column, keys) : inJsonList(column, keys);
// ids bind a parameter each; numbers of orders, articles… travel as one JSON parameter (inJsonList)
const chunkOf = (keys: unknown[]) => (typeof keys[0] === 'number' ? 5_000 : 20_000);

async function lookUp<R, K extends string | number>(db: Db, user: LoginUser, rows: ScopedRows<R, K>, keys: readonly K[], withOutside: boolean): Promise<FoundInScope<R, K>> {
  const found: FoundInScope<R, K> = { mine: new Map(), outside: new Set() };
  const scope = rows.scope(user);
  const all = [...new Set(keys)];
  for (let i = 0, step = chunkOf(all); i < all.length; i += step) {
    const named = keyIn(rows.key, all.slice(i, i + step));
    for (const row of await rows.read(db, and(named, rows.where, scope)!)) found.mine.set(rows.keyOf(row), row);
    if (!scope || !withOutside) continue;
    const others = await db
      .select({ key: rows.key })
      .from(rows.key.table as PgTable)
      // a scope over a null department is null, not false
      .where(and(named, rows.where, sql`not coalesce(${scope}, false)`));
    for (const o of others) found.outside.add(o.key as K);
  }
  return found;
}

/**
 * The rows an import names by key, split by the caller's data scope. Every "update existing"
 * planner finds the rows it may change here: a row outside the scope is one the caller is
 * refused by hand, so the import refuses it as a key no row has, and writes nothing of it.
 */
export const findInScope = <R, K extends string | number>(db: Db, user: LoginUser, rows: ScopedRows<R, K>, keys: readonly K[]) =>
  lookUp(db, user, rows, keys, true);

/**
 * The rows of a write over many (bulk delete, batch edit, a move of several), all in the caller's
 * scope, in the order of `keys`; `missing(keys)` is thrown naming those that are not, whether no
 * row has them or another's does, as the single-row route answers both.
 */
export async function allInScope<R, K extends string | number>(db: Db, user: LoginUser, rows: ScopedRows<R, K>, keys: readonly K[], missing: (keys: K[]) => Error): Promise<R[]> {
  const { mine } = await lookUp(db, user, rows, keys, false);
  const absent = [...new Set(keys)].filter((k) => !mine.has(k));
  if (absent.length) throw missing(absent);
  return [...new Set(keys)].map((k) => mine.get(k)!);
}

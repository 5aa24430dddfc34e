import { and, asc, count, desc, gt, is, type SQL } from 'drizzle-orm';
import { PgTable, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { PageQuery } from '../../contract/common.js';
import type { Db } from '../db/client.js';
import { badRequest } from './errors.js';

/** Sort columns an endpoint allows, by the name the client sends. */
export type SortWhitelist = Record<string, AnyPgColumn>;

export function orderByOf(query: Pick<PageQuery, 'orderByColumn' | 'isAsc'>, sortable: SortWhitelist, fallback: SQL[]): SQL[] {
  if (!query.orderByColumn) return fallback;
  const column = sortable[query.orderByColumn];
  if (!column) throw badRequest(`orderByColumn: not a sortable column (${Object.keys(sortable).join(', ')})`, 'orderByColumn');
  const descending = query.isAsc === 'descending' || query.isAsc === 'desc';
  return [descending ? desc(column) : asc(column), ...fallback];
}

/** The rows a list's select answers. */
type RowOf<S extends PgSelect> = Awaited<S>[number];

/**
 * A list's rows: its select (columns, FROM and joins, `$dynamic()`; a fresh builder per call, as
 * drizzle's builders are mutable), the WHERE of its declared filters and data scope (whereOf: the
 * export streams the same), and what a selected row becomes in the answer.
 */
export interface ListSource<S extends PgSelect, R> {
  select: () => S;
  where: SQL | undefined;
  map: (row: RowOf<S>) => R;
}

/**
 * Where a list's total comes from: count(*) of a table, or of a select of `{ total: count() }`
 * carrying the joins a filter needs, run beside the page; or read off the page's own rows, for a
 * total that rides in the page's statement (the orders list: one round trip, not two).
 */
export type TotalOf<Row> = PgTable | (() => PgSelect) | { fromRows: (rows: Row[]) => Promise<number> | number };

/** A list's ORDER BY: the client's column when the whitelist has it, then the fallback; or one given. */
export type SortOf = { sortable: SortWhitelist; fallback: SQL[] } | SQL[];

type PageArgs = Pick<PageQuery, 'pageNum' | 'pageSize' | 'orderByColumn' | 'isAsc'>;
type Page<R> = Promise<{ rows: R[]; total: number }>;
interface PageOfTable<T extends PgTable, R> {
  /** every column of this table, counted with count(*) */
  table: T;
  where: SQL | undefined;
  sort: SortOf;
  map: (row: T['$inferSelect']) => R;
}

/**
 * One page and the total of a list, the RuoYi way (offset paging): of a table's rows, or of a
 * select (joins, chosen columns) with its total strategy.
 */
export function pageOf<T extends PgTable, R>(db: Db, q: PageArgs, list: PageOfTable<T, R>): Page<R>;
export function pageOf<S extends PgSelect, R>(db: Db, q: PageArgs, list: ListSource<S, R> & { sort: SortOf; total: TotalOf<RowOf<S>> }): Page<R>;
export async function pageOf(
  db: Db,
  q: PageArgs,
  list: { where: SQL | undefined; sort: SortOf; map: (row: never) => unknown } & ({ table: PgTable } | { select: () => PgSelect; total: TotalOf<unknown> }),
): Page<unknown> {
  const map = list.map as (row: unknown) => unknown;
  const select = 'table' in list ? () => db.select().from(list.table).$dynamic() : list.select;
  const total = 'table' in list ? list.table : list.total;
  const orderBy = Array.isArray(list.sort) ? list.sort : orderByOf(q, list.sort.sortable, list.sort.fallback);
  const page = select().where(list.where).orderBy(...orderBy).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize) as Promise<unknown[]>;
  if (!is(total, PgTable) && typeof total !== 'function') {
    const rows = await page;
    return { rows: rows.map(map), total: await total.fromRows(rows) };
  }
  const counter = is(total, PgTable) ? db.select({ total: count() }).from(total).$dynamic() : total();
  const [rows, [counted]] = await Promise.all([page, counter.where(list.where) as Promise<{ total: number }[]>]);
  return { rows: rows.map(map), total: Number(counted.total) };
}

/**
 * Every row of a list, in key order a batch at a time (keyset: key > the last one read), for its
 * export: a 100 000-row export reads 100 small pages and keeps memory flat.
 */
export async function* keysetRows<S extends PgSelect, R>(
  list: ListSource<S, R> & { key: AnyPgColumn; keyOf: (row: RowOf<S>) => number; batch?: number },
): AsyncGenerator<R> {
  const batch = list.batch ?? 1000;
  let after = 0;
  for (;;) {
    const rows = (await list.select().where(and(list.where, gt(list.key, after))).orderBy(asc(list.key)).limit(batch)) as RowOf<S>[];
    for (const row of rows) yield list.map(row);
    if (rows.length < batch) return;
    after = list.keyOf(rows[rows.length - 1]);
  }
}

/** Escape LIKE wildcards so that a user's "%" searches for a percent sign. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likePattern = (value: string) => `%${escapeLike(value)}%`;

/** What begins with the value: a btree pattern index (varchar_pattern_ops) can answer it where a contains-search reads every row. */
export const prefixPattern = (value: string) => `${escapeLike(value)}%`;

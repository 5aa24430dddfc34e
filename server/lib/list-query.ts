import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** One page and the total of a filtered table, the RuoYi way (offset paging). */
export async function pageList<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  query: Pick<PageQuery, 'pageNum' | 'pageSize'>,
) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(table as PgTable).where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(total) };
}

/** Escape LIKE wildcards so that a user's "%" searches for a percent sign. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

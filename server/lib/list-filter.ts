import { and, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blank } from './coerce.js';
import { likePattern } from './list-query.js';
import { dateRange } from './time.js';

/**
 * How one query field filters: `like` (contains, case-insensitive, wildcards escaped), `eq`,
 * `in` (comma-separated or array) or `range` (the RuoYi params[beginTime]/params[endTime] pair).
 */
export type FilterOp = 'like' | 'eq' | 'in' | 'range';
export type FilterSpec = Record<string, [AnyPgColumn, FilterOp]>;

/**
 * The WHERE of a list query from a declared filter spec: the server-side twin of the SPA's
 * search fields. Only declared fields filter; anything else in the query is ignored.
 */
export function whereOf(spec: FilterSpec, query: Record<string, unknown>, ...extra: (SQL | undefined)[]): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const [field, [column, op]] of Object.entries(spec)) {
    if (op === 'range') {
      const { from, to } = dateRange(query['params[beginTime]'] as string | undefined, query['params[endTime]'] as string | undefined);
      if (from) parts.push(gte(column, from));
      if (to) parts.push(lte(column, to));
      continue;
    }
    const value = query[field];
    if (blank(value)) continue;
    if (op === 'like') parts.push(ilike(column, likePattern(String(value))));
    else if (op === 'eq') parts.push(eq(column, value));
    else parts.push(inArray(column, Array.isArray(value) ? value : String(value).split(',')));
  }
  return and(...parts, ...extra);
}

import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/**
 * The next number under a prefix, in the caller's transaction: one more than the last handed out,
 * never one a deletion gave back (issue 46). The counter's row stays locked until the transaction
 * ends, so concurrent callers number one after another, and a transaction that fails gives its
 * number back with everything else (nobody was told it). `floor`, the highest number already in
 * use under the prefix, is read only for a prefix's first number: rows from before the counter.
 */
export async function nextNumber(tx: Db, prefix: string, floor: SQL<number>): Promise<number> {
  const [bumped] = await queryRows<{ last: number }>(tx, sql`update sys_number_sequence set last = last + 1 where prefix = ${prefix} returning last`);
  if (bumped) return Number(bumped.last);
  const [first] = await queryRows<{ last: number }>(tx, sql`
    insert into sys_number_sequence (prefix, last) values (${prefix}, coalesce((${floor}), 0) + 1)
    on conflict (prefix) do update set last = sys_number_sequence.last + 1
    returning last`);
  return Number(first.last);
}

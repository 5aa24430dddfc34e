import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The last number handed out under each prefix (a reservation number's 'YY20261203'): a number
 * once given is never given again, whatever is deleted after (issue 46). A driver or a supplier
 * holding a number must never find it naming another truck.
 */
export const sysNumberSequence = pgTable('sys_number_sequence', {
  prefix: varchar({ length: 40 }).primaryKey(),
  last: integer().notNull(),
});

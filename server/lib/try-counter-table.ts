import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every count that limits tries (failed sign-ins by name, rate limits by address, link or route),
 * one row a key, in the database so that every server process counts on the same row
 * (lib/try-counter.ts). A row past expiresAt counts as none and is pruned.
 */
export const sysTryCounter = pgTable(
  'sys_try_counter',
  {
    key: varchar({ length: 200 }).primaryKey(),
    count: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sys_try_counter_expires_idx').on(t.expiresAt)],
);

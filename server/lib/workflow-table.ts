import { bigint, bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every status change of every business entity: who, when, from, to and why (decisions.md §5). */
export const bizStatusHistory = pgTable(
  'biz_status_history',
  {
    historyId: bigserial({ mode: 'number' }).primaryKey(),
    /** e.g. 'order', 'filing', 'product', 'preorder' */
    entity: varchar({ length: 30 }).notNull(),
    entityId: bigint({ mode: 'number' }).notNull(),
    /** which status column moved, e.g. 'customsStatus' */
    field: varchar({ length: 40 }).notNull(),
    fromStatus: varchar({ length: 10 }).notNull(),
    toStatus: varchar({ length: 10 }).notNull(),
    remark: varchar({ length: 500 }).notNull().default(''),
    operBy: varchar({ length: 64 }).notNull(),
    operTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('biz_status_history_entity_idx').on(t.entity, t.entityId)],
);

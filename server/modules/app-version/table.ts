import { bigserial, char, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

/** One release of the warehouse staff's phone app, per OS: what it brings and whether it is a must. */
export const bizAppVersion = pgTable(
  'biz_app_version',
  {
    versionId: bigserial({ mode: 'number' }).primaryKey(),
    osType: varchar({ length: 10 }).notNull(),
    versionNo: varchar({ length: 20 }).notNull(),
    buildNo: integer().notNull(),
    updateIntro: varchar({ length: 500 }).notNull().default(''),
    details: text().notNull().default(''),
    releaseTime: timestamp({ withTimezone: true }).notNull(),
    forceUpdate: char({ length: 1 }).notNull().default('N'),
    remark: varchar({ length: 500 }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('biz_app_version_no_uq').on(t.osType, t.versionNo), uniqueIndex('biz_app_version_build_uq').on(t.osType, t.buildNo)],
);

import { bigserial, char, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

export const sysConfig = pgTable(
  'sys_config',
  {
    configId: bigserial({ mode: 'number' }).primaryKey(),
    configName: varchar({ length: 100 }).notNull(),
    configKey: varchar({ length: 100 }).notNull(),
    configValue: varchar({ length: 500 }).notNull(),
    /** Y built in (cannot be deleted), N user-defined */
    configType: char({ length: 1 }).notNull().default('N'),
    remark: varchar({ length: 500 }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('sys_config_key_uq').on(t.configKey)],
);

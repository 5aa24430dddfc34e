import { bigserial, char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

export const sysDictType = pgTable(
  'sys_dict_type',
  {
    dictId: bigserial({ mode: 'number' }).primaryKey(),
    dictName: varchar({ length: 100 }).notNull(),
    dictType: varchar({ length: 100 }).notNull(),
    status: char({ length: 1 }).notNull().default('0'),
    remark: varchar({ length: 500 }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('sys_dict_type_uq').on(t.dictType)],
);

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: bigserial({ mode: 'number' }).primaryKey(),
    dictSort: integer().notNull().default(0),
    dictLabelZh: varchar({ length: 100 }).notNull(),
    dictLabelEn: varchar({ length: 100 }).notNull(),
    dictValue: varchar({ length: 100 }).notNull(),
    dictType: varchar({ length: 100 }).notNull(),
    cssClass: varchar({ length: 100 }),
    listClass: varchar({ length: 100 }),
    isDefault: char({ length: 1 }).notNull().default('N'),
    status: char({ length: 1 }).notNull().default('0'),
    remark: varchar({ length: 500 }),
    ...auditColumns,
  },
  (t) => [index('sys_dict_data_type_idx').on(t.dictType), uniqueIndex('sys_dict_data_type_value_uq').on(t.dictType, t.dictValue)],
);

import { z } from 'zod';
import { pageQuery } from './common.js';
import { MAX_INT } from './constants.js';

// ---- code generator (/tool/gen): a live table becomes a module of this console

/** What a column becomes in TypeScript (and so in its zod schema). */
export const TS_TYPES = ['string', 'number', 'boolean'] as const;
export const QUERY_TYPES = ['eq', 'like', 'between'] as const;
/** The dialog control of a column. */
export const HTML_TYPES = ['input', 'textarea', 'select', 'radio', 'checkbox', 'datetime', 'imageUpload', 'editor'] as const;
export const TEMPLATES = ['crud', 'tree'] as const;

/** A SQL identifier the generator accepts, one PostgreSQL reads without quotes: lower case, starting with a letter, at most 63 characters. */
export const SQL_NAME = /^[a-z][a-z0-9_]{0,62}$/;
export const sqlName = z.string().trim().regex(SQL_NAME, 'expected a lower-case table or column name (letters, digits, _)');
const yes = z.boolean();

export const genColumn = z.object({
  columnId: z.number().int().positive().max(MAX_INT).optional(),
  columnName: sqlName,
  /** the column's type in the database, as read (e.g. varchar(50)); not editable */
  dbType: z.string().max(60),
  columnComment: z.string().trim().max(200).default(''),
  /** the field's name in TypeScript (camelCase) */
  fieldName: z.string().trim().regex(/^[a-z][A-Za-z0-9]{0,62}$/, 'expected a camelCase name'),
  labelZh: z.string().trim().min(1).max(50),
  labelEn: z.string().trim().min(1).max(50),
  tsType: z.enum(TS_TYPES),
  isPk: yes,
  isRequired: yes,
  isList: yes,
  isQuery: yes,
  queryType: z.enum(QUERY_TYPES),
  /** shown in the add and edit dialog */
  isEdit: yes,
  htmlType: z.enum(HTML_TYPES),
  dictType: z.string().trim().max(100).regex(/^([a-z][a-z0-9_]*)?$/, 'expected a dictionary type (lower-case letters, digits, _)').default(''),
  sort: z.number().int().min(0).max(9999),
});
export type GenColumn = z.infer<typeof genColumn>;

export const genTableRow = z.object({
  tableId: z.number(),
  tableName: z.string(),
  tableComment: z.string(),
  className: z.string(),
  moduleName: z.string(),
  businessName: z.string(),
  functionNameZh: z.string(),
  functionNameEn: z.string(),
  author: z.string(),
  tplCategory: z.enum(TEMPLATES),
  treeParentColumn: z.string(),
  parentMenuId: z.number(),
  permissionPrefix: z.string(),
  grantRoleKeys: z.array(z.string()),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type GenTableRow = z.infer<typeof genTableRow>;

/** The whole configuration of one imported table, its columns included; the generator checks its names with these too. */
export const genTableSettings = z.object({
  tableId: z.number().int().positive().max(MAX_INT),
  tableComment: z.string().trim().max(200).default(''),
  /** the entity in PascalCase: ToolLend → ToolLendRow, toolLendInput … */
  className: z.string().trim().regex(/^[A-Z][A-Za-z0-9]{0,62}$/, 'expected a PascalCase name'),
  /** the folder of the module on both sides (kebab-case): server/modules/<moduleName>, src/pages/<moduleName> */
  moduleName: z.string().trim().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'expected a kebab-case folder name').max(40),
  /** the path and permission segment (camelCase): /biz/<businessName>, biz:<businessName>:list */
  businessName: z.string().trim().regex(/^[a-z][A-Za-z0-9]{0,39}$/, 'expected a camelCase name'),
  functionNameZh: z.string().trim().min(1).max(50),
  functionNameEn: z.string().trim().min(1).max(50),
  author: z.string().trim().max(50).default(''),
  tplCategory: z.enum(TEMPLATES).default('crud'),
  /** the tree template: the column holding a row's parent id */
  treeParentColumn: z.string().trim().regex(/^([a-z][a-z0-9_]{0,62})?$/, 'expected a column name').default(''),
  /** the directory menu the new page goes under (0: top level) */
  parentMenuId: z.number().int().min(0).max(MAX_INT).default(0),
  /** e.g. biz:toolLend: the module's permissions are <prefix>:list|query|add|edit|remove|export */
  permissionPrefix: z.string().trim().regex(/^[a-z]+:[a-zA-Z][a-zA-Z0-9]*$/, 'expected module:entity, e.g. biz:toolLend').max(100),
  /** the roles (role keys) the generated menu is granted to besides the administrator */
  grantRoleKeys: z.array(z.string().trim().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'expected a role key')).max(20).default([]),
  remark: z.string().trim().max(500).nullish(),
  columns: z.array(genColumn).min(1).max(200),
});
/** PUT /tool/gen */
export const genTableInput = genTableSettings.refine((t) => t.tplCategory !== 'tree' || t.columns.some((c) => c.columnName === t.treeParentColumn && c.tsType === 'number'), {
  message: 'a tree needs a whole-number parent column',
  path: ['treeParentColumn'],
});
export type GenTableInput = z.infer<typeof genTableInput>;

export const genQuery = pageQuery.extend({
  tableName: z.string().trim().max(63).optional(),
  tableComment: z.string().trim().max(200).optional(),
});

/** A live table that could be imported. */
export const dbTableRow = z.object({ tableName: z.string(), tableComment: z.string(), createTime: z.string().nullable() });
export type DbTableRow = z.infer<typeof dbTableRow>;

/** POST /tool/gen/importTable?tables=a,b (RuoYi's form) */
export const importTablesQuery = z.object({
  tables: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .transform((s) => s.split(',').map((t) => t.trim()))
    .pipe(z.array(sqlName).min(1).max(20)),
});

/**
 * What "create table" takes, each limit refused with a 400 that names it (issue 47 hole 12): the
 * pasted text up to 20,000 characters; up to 20 tables at once, as importTable; up to 300 columns a
 * table. PostgreSQL itself stops at 1600 columns, but a row of a table much wider than 300 may not
 * fit its 8 KB page once each value is at its widest or stored out of line (about 20 bytes a
 * column), so the module made of it could not save a row.
 */
export const CREATE_TABLE_LIMITS = { chars: 20_000, tables: 20, columns: 300 } as const;

/** POST /tool/gen/createTable: CREATE TABLE and COMMENT ON statements, nothing else. */
export const createTableInput = z.object({ sql: z.string().min(1).max(CREATE_TABLE_LIMITS.chars) });
export type CreateTableInput = z.infer<typeof createTableInput>;

/** GET /tool/gen/preview/:tableId → every file the download holds, by its path in the repository. */
export type GenPreview = Record<string, string>;
/**
 * The preview's answer: the files as `data` (RuoYi's shape), and `notice`, null or the sentence
 * saying the module is already in the tree: the preview is then for reading only, the download refused.
 */
export interface GenPreviewReply {
  data: GenPreview;
  notice: string | null;
}

import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  tableMissing: ['数据库中没有表 {0}', 'The database has no table {0}'],
  tableReserved: ['表名 {0} 为系统保留，不能生成', 'The table name {0} is reserved: it cannot be generated'],
  tableIsModule: ['表 {0} 已是系统的一个模块', 'The table {0} already belongs to a module'],
  tableImported: ['表 {0} 已导入', 'The table {0} has already been imported'],
  noPrimaryKey: ['表 {0} 需要一个整数类型的单列主键', 'The table {0} needs a single whole-number primary key'],
  columnName: ['列名 {0} 不能生成：只能用小写字母、数字和下划线，以字母开头，最长 63 个字符（PostgreSQL 不加引号可读的名字）', 'The column {0} cannot be generated: its name must be lower-case letters, digits and _, start with a letter and be at most 63 characters (a name PostgreSQL reads without quotes)'],
  nameInvalid: ['{0} 的值 {1} 不能写入代码，请先修改', 'The value {1} of {0} cannot be written into code: edit it first'],
  columnUnsupported: ['列 {0} 的类型 {1} 不能生成', 'The column {0} has a type the generator cannot handle: {1}'],
  moduleGenerated: ['模块 {0} 已在代码中（{1}）：再次生成会多出一个同号迁移和一行重复的注册，不再生成；要改动请直接编辑它的文件', 'The module {0} is already in the tree ({1}): generating it again would add a second migration and a duplicate registry line, so nothing is generated; edit its files instead'],
  previewOnly: ['模块 {0} 已在代码中（{1}）：预览只供查看，不会再次生成', 'The module {0} is already in the tree ({1}): this preview is for reading only, it is not generated again'],
  sqlParse: ['无法解析 SQL：{0}', 'The SQL cannot be read: {0}'],
  sqlStatement: ['只能建表与写注释（CREATE TABLE、COMMENT ON）：第 {0} 条是 {1}', 'Only CREATE TABLE and COMMENT ON are accepted: statement {0} is {1}'],
  sqlNone: ['没有 CREATE TABLE 语句', 'There is no CREATE TABLE statement'],
  sqlUnsupported: ['表 {0}：{1} 不能生成', 'Table {0}: {1} cannot be generated'],
  tooManyColumns: ['每张表最多 {0} 列：{1} 有 {2} 列', 'A table may have at most {0} columns: {1} has {2}'],
  tooManyTables: ['一次最多创建 {0} 张表：这里有 {1} 张', 'At most {0} tables can be created at once: there are {1}'],
  sqlCommentTarget: ['COMMENT ON 只能用于本次创建的表与列：{0}', 'COMMENT ON may only name the tables and columns created here: {0}'],
  tableExists: ['数据库中已有表 {0}', 'The database already has a table {0}'],
  moduleExists: ['已有名为 {0} 的模块', 'A module named {0} already exists'],
  columnsChanged: ['列与表 {0} 的当前结构不符，请先同步', 'The columns do not match table {0} as it is now: synchronise it first'],
  oneRange: ['只能有一列按范围查询', 'Only one column may be searched by a range'],
  dictMissing: ['字典类型 {0} 不存在', 'The dictionary type {0} does not exist'],
} as const);

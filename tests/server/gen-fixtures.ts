import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers.js';

/** A table a developer made by hand, not yet a module: what the generator imports in the tests. */
export const SCRATCH_TABLE = 'biz_tool_lend';

export async function createScratchTable(t: TestApp, name = SCRATCH_TABLE) {
  await t.app.db.execute(
    sql.raw(`create table ${name} (
      lend_id bigserial primary key,
      tool_name varchar(50) not null,
      lend_status char(1) not null default '0',
      borrower varchar(30),
      qty integer,
      deposit numeric(10, 2),
      lend_time timestamp with time zone,
      notes text,
      create_by varchar(64) default '',
      create_time timestamp with time zone default now(),
      update_by varchar(64) default '',
      update_time timestamp with time zone
    )`),
  );
  await t.app.db.execute(sql.raw(`comment on table ${name} is '工具借用'`));
  await t.app.db.execute(sql.raw(`comment on column ${name}.tool_name is '工具名称'`));
}

/** A second hand-made table, for the tree template: no audit columns, a parent column. */
export const TREE_TABLE = 'biz_tool_shelf';

export async function createTreeTable(t: TestApp) {
  await t.app.db.execute(sql.raw(`create table ${TREE_TABLE} (shelf_id bigserial primary key, parent_id bigint not null default 0, shelf_name varchar(50) not null, order_num integer default 0)`));
}

import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, call, cs, t, useTestApp } from './api.js';
import { queryRows } from '../../server/db/client.js';
import { loginAs } from './helpers.js';
import { createScratchTable, SCRATCH_TABLE } from './gen-fixtures.js';
import { describeColumns, tableDefaults } from '../../server/modules/gen/describe.js';
import { insertGenTable } from '../../server/modules/gen/repository.js';

useTestApp({ logins: ['admin', 'cs'], lang: 'en' });
beforeAll(async () => createScratchTable(t));

const importTables = (tables: string) => call('POST', `/tool/gen/importTable?tables=${encodeURIComponent(tables)}`, undefined, admin);
const configOf = async (tableId: number) => (await call('GET', `/tool/gen/${tableId}`, undefined, admin)).json().data;

describe('/tool/gen', () => {
  it('offers the live tables that are no module yet, and imports one with its columns', async () => {
    const offered = (await call('GET', '/tool/gen/db/list', undefined, admin)).json();
    expect(offered.rows.map((r: { tableName: string }) => r.tableName)).toEqual([SCRATCH_TABLE]);
    const res = await importTables(SCRATCH_TABLE);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().data;
    expect(row).toMatchObject({ tableName: SCRATCH_TABLE, tableComment: '工具借用', className: 'ToolLend', moduleName: 'tool-lend', businessName: 'toolLend', permissionPrefix: 'biz:toolLend' });
    const config = await configOf(row.tableId);
    expect(config.rows.map((c: { fieldName: string }) => c.fieldName)).toEqual(['lendId', 'toolName', 'lendStatus', 'borrower', 'qty', 'deposit', 'lendTime', 'notes', 'createBy', 'createTime', 'updateBy', 'updateTime']);
    expect(config.rows[1]).toMatchObject({ labelZh: '工具名称', labelEn: 'Tool name', tsType: 'string', isRequired: true, isQuery: true, queryType: 'like', htmlType: 'input' });
    expect((await call('GET', '/tool/gen/db/list', undefined, admin)).json().total).toBe(0);
    expect((await call('GET', '/tool/gen/list', undefined, admin)).json().total).toBe(1);
  });

  it('refuses names that are no identifier, reserved names, module tables and tables imported twice', async () => {
    for (const [tables, pattern] of [
      ['biz_tool_lend;drop table sys_user', /lower-case table/],
      ['Robert"); --', /lower-case table/],
      ['sys_user', /reserved/],
      ['order', /reserved/],
      ['biz_product', /already belongs to a module/],
      ['biz_nothing_here', /has no table/],
    ] as const) {
      const res = await importTables(tables);
      expect(res.statusCode, tables).toBe(400);
      expect(res.json().msg, tables).toMatch(pattern);
    }
    expect((await importTables(SCRATCH_TABLE)).statusCode).toBe(409);
    expect((await call('GET', '/tool/gen/list', undefined, admin)).json().total).toBe(1);
  });

  it('keeps a configuration, checked against the table, the modules and the dictionaries', async () => {
    const { info, rows } = await configOf(1);
    const body = { ...info, columns: rows.map((c: Record<string, unknown>) => (c.columnName === 'lend_status' ? { ...c, htmlType: 'radio', dictType: 'sys_normal_disable', labelEn: 'Status' } : c)), functionNameEn: 'Tool lending' };
    const saved = await call('PUT', '/tool/gen', body, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('PUT', '/tool/gen', { ...body, moduleName: 'product' }, admin)).statusCode).toBe(409);
    expect((await call('PUT', '/tool/gen', { ...body, columns: body.columns.slice(1) }, admin)).statusCode).toBe(400);
    const noDict = await call('PUT', '/tool/gen', { ...body, columns: body.columns.map((c: Record<string, unknown>) => ({ ...c, dictType: c.dictType ? 'biz_no_such_dict' : '' })) }, admin);
    expect(noDict.json().msg).toMatch(/biz_no_such_dict/);
    expect((await call('PUT', '/tool/gen', { ...body, className: 'tool lend' }, admin)).json().fields).toEqual(['className']);
  });

  it('previews every file of the module and downloads them as a zip that drops into the repository', async () => {
    const preview = (await call('GET', '/tool/gen/preview/1', undefined, admin)).json().data as Record<string, string>;
    expect(Object.keys(preview)).toEqual(
      expect.arrayContaining([
        'contract/tool-lend.ts',
        'server/modules/tool-lend/table.ts',
        'server/modules/tool-lend/routes.ts',
        'server/modules/tool-lend/repository.ts',
        'src/pages/tool-lend/tool-lend-definition.tsx',
        'src/pages/tool-lend/locales/zh.json',
        'src/pages/registry.ts',
        'server/db/migrations/meta/_journal.json',
      ]),
    );
    expect(Object.keys(preview).find((p) => /^server\/db\/migrations\/\d{4}_tool_lend\.sql$/.test(p))).toBeDefined();
    expect(preview['src/pages/registry.ts']).toContain("'biz/toolLend/index': page(() => import('./tool-lend/tool-lend-page'), (m) => m.ToolLendPage)");
    const zip = await call('GET', `/tool/gen/download/${SCRATCH_TABLE}`, undefined, admin);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(Object.keys(preview).sort());
    expect(strFromU8(files['contract/tool-lend.ts'])).toBe(preview['contract/tool-lend.ts']);
  });

  it('previews a module already in the tree, read only, and still refuses to generate it (issue 53)', async () => {
    // a configuration kept from before its module was committed: biz_warehouse is the warehouse module's table now
    const table = 'biz_warehouse';
    const row = await insertGenTable(t.app.db, table, tableDefaults(table, ''), await describeColumns(t.app.db, 'en', table), 'admin');
    const count = async () => (await queryRows<{ n: number }>(t.app.db, sql`select (select count(*) from sys_menu)::int + (select count(*) from gen_table)::int as n`))[0].n;
    const before = await count();
    for (const lang of ['en', 'zh-CN'] as const) {
      const res = await call('GET', `/tool/gen/preview/${row.tableId}`, undefined, admin, lang);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { data: Record<string, string>; notice: string | null };
      expect(body.data['server/modules/warehouse/table.ts']).toContain("pgTable('biz_warehouse'");
      expect(body.notice).toMatch(lang === 'en' ? /^The module warehouse is already in the tree \(.+\): this preview is for reading only/ : /^模块 warehouse 已在代码中（.+）：预览只供查看/);
    }
    // generating it is refused as before, the single and the batch download alike
    const single = await call('GET', `/tool/gen/download/${table}`, undefined, admin);
    expect(single.statusCode).toBe(409);
    expect(single.json().msg).toMatch(/already in the tree/);
    expect((await call('GET', `/tool/gen/batchGenCode?tables=${table}`, undefined, admin)).statusCode).toBe(409);
    expect(await count()).toBe(before);
    // a module not in the tree has no notice
    expect((await call('GET', '/tool/gen/preview/1', undefined, admin)).json().notice).toBeNull();
    await call('DELETE', `/tool/gen/${row.tableId}`, undefined, admin);
  });

  it('grants the generated menu to the roles chosen, by role key: its migration gives cs the page under its directory, and customs nothing', async () => {
    const { info, rows } = await configOf(1);
    // under 系统工具 (menu 3), a directory customer service does not have
    const saved = await call('PUT', '/tool/gen', { ...info, columns: rows, parentMenuId: 3, grantRoleKeys: ['cs', 'no_such_role'] }, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await configOf(1)).info.grantRoleKeys).toEqual(['cs', 'no_such_role']);
    expect((await call('PUT', '/tool/gen', { ...info, columns: rows, grantRoleKeys: ["cs'); drop table sys_user; --"] }, admin)).json().fields).toEqual(['grantRoleKeys/0']);

    const preview = (await call('GET', '/tool/gen/preview/1', undefined, admin)).json().data as Record<string, string>;
    const migration = Object.entries(preview).find(([p]) => /^server\/db\/migrations\/\d{4}_tool_lend\.sql$/.test(p))![1];
    expect(migration).toContain("WHERE r.role_key IN ('cs', 'no_such_role')");
    // a menu added on the console before the migration runs, and one after: the migration's menus
    // take their ids from the menus' own sequence, so neither meets an id the other took
    const consoleMenu = async (path: string) => call('POST', '/system/menu', { parentId: 1, menuType: 'C', menuName: path, menuNameEn: path, orderNum: 30, path, component: `biz/${path}/index`, perms: `biz:${path}:list`, icon: 'tree' }, admin);
    expect((await consoleMenu('dockBefore')).statusCode).toBe(200);
    for (const statement of migration.split('--> statement-breakpoint')) await t.app.db.execute(sql.raw(statement));
    const after = await consoleMenu('dockAfter');
    expect(after.statusCode, after.body).toBe(200);

    const pathsOf = async (user: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getRouters', headers: await loginAs(t.app, user) });
      const walk = (records: { path: string; children?: unknown[] }[]): string[] => records.flatMap((r) => [r.path, ...walk((r.children ?? []) as never)]);
      return walk(res.json().data);
    };
    expect(await pathsOf('cs')).toEqual(expect.arrayContaining(['/tool', 'toolLend']));
    expect(await pathsOf('customs')).not.toContain('toolLend');
    const [granted] = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from sys_role_menu rm join sys_role r on r.role_id = rm.role_id join sys_menu m on m.menu_id = rm.menu_id
      where r.role_key = 'cs' and m.perms like 'biz:toolLend:%'`);
    // the page and its five buttons
    expect(granted.n).toBe(6);
  });

  it('synchronises a configuration with the table as it is now, and deletes it', async () => {
    await t.app.db.execute(sql.raw(`alter table ${SCRATCH_TABLE} add column serial_no varchar(40)`));
    const synced = await call('GET', `/tool/gen/synchDb/${SCRATCH_TABLE}`, undefined, admin);
    expect(synced.statusCode).toBe(200);
    const columns = synced.json().data as { columnName: string; labelEn: string; dictType: string }[];
    expect(columns.at(-1)).toMatchObject({ columnName: 'serial_no', labelEn: 'Serial no' });
    // what was set before is kept
    expect(columns.find((c) => c.columnName === 'lend_status')).toMatchObject({ labelEn: 'Status', dictType: 'sys_normal_disable' });
    expect((await call('DELETE', '/tool/gen/1', undefined, admin)).statusCode).toBe(200);
    expect((await call('GET', '/tool/gen/list', undefined, admin)).json().total).toBe(0);
  });

  it('is for the administrator only', async () => {
    expect((await call('GET', '/tool/gen/list', undefined, cs)).statusCode).toBe(403);
  });
});

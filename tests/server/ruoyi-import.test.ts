import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
import { importRuoyi } from '../../server/modules/ruoyi-import/index.js';
import { scratchDatabase } from '../scratch-database.js';
import { createTestApp, databaseKind, loginAs, type TestApp } from './helpers.js';
import { COMMON_ROLE_MENUS, probeMysql, ruoyiDatabase } from './ruoyi-fixture.js';

// `npm run import:ruoyi`: a RuoYi-Vue database (built in the MariaDB at 127.0.0.1:3306 from the
// column facts of RuoYi's sql/ry_*.sql) imported into the test app's own database, then used
// through the API as the people who move in would use it.
const unreachable = await probeMysql();
if (unreachable) console.warn(`ruoyi-import.test.ts skipped: ${unreachable}`);

const TABLES = [
  'sys_dept', 'sys_post', 'sys_role', 'sys_role_dept', 'sys_role_menu', 'sys_user', 'sys_user_role', 'sys_user_post',
  'sys_dict_type', 'sys_dict_data', 'sys_config', 'sys_notice', 'sys_notice_read', 'sys_job',
];

/** Every row of every table the import writes, as one digest per table. */
async function snapshot(t: TestApp) {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ digest: string }>(t.app.db, sql.raw(`select count(*) || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as digest from ${table} x`));
    out[table] = row.digest;
  }
  return out;
}

const one = async <T>(t: TestApp, query: ReturnType<typeof sql>) => (await queryRows<T>(t.app.db, query))[0];

/** Page paths of a route tree, as "parent/child". */
const paths = (routes: { path: string; children?: unknown[] }[], prefix = ''): string[] =>
  routes.flatMap((r) => [`${prefix}${r.path}`, ...paths((r.children ?? []) as never, `${prefix}${r.path}/`)]);

describe.skipIf(!!unreachable)('import:ruoyi from a RuoYi-Vue 3.9 database', () => {
  let t: TestApp;
  let ruoyi: Awaited<ReturnType<typeof ruoyiDatabase>>;
  beforeAll(async () => {
    ruoyi = await ruoyiDatabase('3.9');
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await ruoyi?.drop();
  });

  it('--dry-run reports what it would do and writes nothing', async () => {
    const before = await snapshot(t);
    const report = await importRuoyi({ source: ruoyi.url, database: t.app.database, dryRun: true });
    expect(report.dryRun).toBe(true);
    expect(report.changes).toBeGreaterThan(20);
    expect(report.tables.find((x) => x.table === 'sys_user')).toMatchObject({ added: 1, updated: 1, skipped: 1 });
    expect(await snapshot(t)).toEqual(before);
  });

  it('brings departments, posts, users, roles, links, dictionaries, parameters, notices and jobs', async () => {
    const report = await importRuoyi({ source: ruoyi.url, database: t.app.database });
    const counts = Object.fromEntries(report.tables.map(({ table, ...c }) => [table, c]));
    expect(counts.sys_dept).toEqual({ added: 7, updated: 0, unchanged: 0, skipped: 1 });
    expect(counts.sys_post).toEqual({ added: 4, updated: 0, unchanged: 0, skipped: 0 });
    // RuoYi's admin and role admin are ours: matched by name and key, RuoYi's values taken
    expect(counts.sys_user).toEqual({ added: 1, updated: 1, unchanged: 0, skipped: 1 });
    expect(counts.sys_role).toEqual({ added: 1, updated: 1, unchanged: 0, skipped: 0 });
    expect(counts.sys_user_role).toEqual({ added: 1, updated: 0, unchanged: 1, skipped: 1 });
    expect(counts.sys_notice_read).toEqual({ added: 1, updated: 0, unchanged: 0, skipped: 1 });
    expect(report.skipped).toContainEqual({ table: 'sys_user', label: 'gone', reason: 'deleted in RuoYi' });
    expect(report.skipped).toContainEqual({ table: 'sys_config', label: 'sys.index.skinName', reason: 'ours kept (value differs)' });
    expect(report.skipped).toContainEqual({ table: 'sys_dict_data', label: 'sys_user_sex=1', reason: 'ours kept (label differs)' });
    expect(report.unmappedMenus).toEqual([{ role: 'common (普通角色)', menus: expect.arrayContaining(COMMON_ROLE_MENUS.without.map((m) => expect.stringContaining(m))) }]);
    expect(report.unmappedMenus[0].menus).toHaveLength(COMMON_ROLE_MENUS.without.length);
    expect(report.warnings.join('\n')).toContain("its target ryTask.ryNoParams is RuoYi's Java code and does not exist here");
    expect(report.warnings.join('\n')).toContain('weekdays in its cron count 0-6 from Sunday here');

    // the tree: new ids under ours, ancestors recomputed in our ids
    const root = await one<{ dept_id: number; ancestors: string }>(t, sql`select dept_id, ancestors from sys_dept where dept_name = '若依科技'`);
    const sz = await one<{ dept_id: number }>(t, sql`select dept_id from sys_dept where dept_name = '深圳总公司'`);
    const test = await one<{ dept_id: number; ancestors: string }>(t, sql`select dept_id, ancestors from sys_dept where dept_name = '测试部门'`);
    expect(root.ancestors).toBe('0');
    expect(test.ancestors).toBe(`0,${root.dept_id},${sz.dept_id}`);
    // the custom data scope keeps its departments
    const common = await one<{ role_id: number; data_scope: string }>(t, sql`select role_id, data_scope from sys_role where role_key = 'common'`);
    expect(common.data_scope).toBe('2');
    const scoped = await queryRows<{ dept_id: number }>(t.app.db, sql`select dept_id from sys_role_dept where role_id = ${common.role_id} order by dept_id`);
    expect(scoped.map((r) => Number(r.dept_id)).sort()).toEqual([Number(root.dept_id), Number(sz.dept_id), Number(test.dept_id)].sort());
    // RuoYi's own dictionary, parameter and key; ours where both have one
    expect(await one(t, sql`select dict_label_zh, dict_label_en from sys_dict_data where dict_type = 'ry_customer_level' and dict_value = 'vip'`)).toEqual({ dict_label_zh: '重要', dict_label_en: '重要' });
    expect(await one(t, sql`select dict_label_zh from sys_dict_data where dict_type = 'sys_user_sex' and dict_value = '1'`)).toEqual({ dict_label_zh: '女' });
    expect(await one(t, sql`select config_value from sys_config where config_key = 'sys.index.skinName'`)).toEqual({ config_value: 'skin-blue' });
    expect(await one(t, sql`select config_value from sys_config where config_key = 'ry.custom.greeting'`)).toEqual({ config_value: '你好' });
    // jobs paused with their target; notices cleaned
    expect(await queryRows(t.app.db, sql`select invoke_target, status from sys_job where job_group in ('DEFAULT', 'SYSTEM') and invoke_target like 'ryTask%' order by invoke_target`)).toEqual([
      { invoke_target: 'ryTask.ryNoParams', status: '1' },
      { invoke_target: "ryTask.ryParams('ry')", status: '1' },
    ]);
    const maintenance = await one<{ notice_content: string }>(t, sql`select notice_content from sys_notice where notice_title = '维护通知：若依系统凌晨维护'`);
    expect(maintenance.notice_content).toBe('<p>维护内容</p>');
  });

  it('ry signs in with the old password and sees the menus its role had, where they exist here', async () => {
    const headers = await loginAs(t.app, 'ry', 'admin123');
    await loginAs(t.app, 'admin', 'admin123');
    const routers = (await t.app.inject({ method: 'GET', url: '/api/getRouters', headers })).json().data;
    expect(paths(routers).sort()).toEqual(['/monitor', '/monitor/online', '/monitor/operlog', '/system', '/system/dept', '/system/notice', '/system/user'].sort());
    const info = (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers })).json();
    expect(info.roles).toEqual(['common']);
    expect(info.permissions).toEqual(expect.arrayContaining(COMMON_ROLE_MENUS.withCounterpart));
    expect(info.permissions).not.toContain('system:user:add');
    // the read mark came along: ry has read the release notice, not the maintenance one
    const unread = (await t.app.inject({ method: 'GET', url: '/api/system/notice/list?pageSize=50', headers })).json();
    expect(unread.code).toBe(200);
    const reads = await queryRows<{ notice_title: string }>(t.app.db, sql`select n.notice_title from sys_notice_read r join sys_notice n using (notice_id) join sys_user u using (user_id) where u.user_name = 'ry'`);
    expect(reads).toEqual([{ notice_title: '温馨提醒：若依新版本发布啦' }]);
  });

  it('a second run changes nothing, and keeps what was changed here since', async () => {
    const headers = await loginAs(t.app, 'ry', 'admin123');
    const changed = await t.app.inject({ method: 'PUT', url: '/api/system/user/profile/updatePwd', headers, payload: { oldPassword: 'admin123', newPassword: 'moved-in-1' } });
    expect(changed.json()).toMatchObject({ code: 200 });
    const before = await snapshot(t);
    const report = await importRuoyi({ source: ruoyi.url, database: t.app.database });
    expect(report.changes).toBe(0);
    for (const row of report.tables) expect(row, row.table).toMatchObject({ added: 0, updated: 0 });
    expect(report.skipped).toContainEqual({ table: 'sys_user', label: 'ry', reason: "edited here after RuoYi's last edit: ours kept (password, pwdUpdateDate)" });
    expect(await snapshot(t)).toEqual(before);
    await loginAs(t.app, 'ry', 'moved-in-1');
    const dry = await importRuoyi({ source: ruoyi.url, database: t.app.database, dryRun: true });
    expect(dry.changes).toBe(0);
  });

  it('takes a later edit made in RuoYi, and a user RuoYi added since', async () => {
    await ruoyi.query("update sys_user set nick_name = '若依管理员', update_time = now() where user_name = 'admin'");
    await ruoyi.query(`insert into sys_user (dept_id, user_name, nick_name, password, create_by, create_time) values (104, 'newcomer', '新人', ?, 'admin', now())`, [
      '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2',
    ]);
    const report = await importRuoyi({ source: ruoyi.url, database: t.app.database });
    expect(report.changed.filter((c) => c.table === 'sys_user')).toEqual([
      { table: 'sys_user', outcome: 'updated', label: 'admin', detail: 'nickName' },
      { table: 'sys_user', outcome: 'added', label: 'newcomer' },
    ]);
    expect(report.changes).toBe(2);
    await loginAs(t.app, 'newcomer', 'admin123');
  });
});

describe.skipIf(!!unreachable)('import:ruoyi from a RuoYi-Vue 3.8 database (no pwd_update_date, no read marks)', () => {
  let ruoyi: Awaited<ReturnType<typeof ruoyiDatabase>>;
  let t: TestApp;
  beforeAll(async () => {
    ruoyi = await ruoyiDatabase('3.8');
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await ruoyi?.drop();
  });

  it('imports, and ry signs in with the old password', async () => {
    const report = await importRuoyi({ source: ruoyi.url, database: t.app.database });
    expect(report.schema).toEqual({ pwdUpdateDate: false, noticeRead: false, jobs: true });
    expect(report.tables.find((x) => x.table === 'sys_notice_read')).toEqual({ table: 'sys_notice_read', added: 0, updated: 0, unchanged: 0, skipped: 0 });
    await loginAs(t.app, 'ry', 'admin123');
    expect((await importRuoyi({ source: ruoyi.url, database: t.app.database })).changes).toBe(0);
  });
});

describe.skipIf(!!unreachable)(`npm run import:ruoyi (the command) into ${databaseKind === 'postgres' ? 'PostgreSQL' : 'the embedded database'}`, () => {
  let ruoyi: Awaited<ReturnType<typeof ruoyiDatabase>>;
  let target: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'wh-ruoyi-cli-'));
  const dataDir = path.join(dir, 'data');
  beforeAll(async () => {
    ruoyi = await ruoyiDatabase('3.9');
    if (process.env.DATABASE_URL) target = await scratchDatabase(process.env.DATABASE_URL, 'ruoyi');
  });
  afterAll(async () => {
    await ruoyi?.drop();
    await target?.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  const run = (...args: string[]) => {
    // the command's database: a scratch PostgreSQL one, or the embedded one in a data folder of its own
    const { DATABASE_URL: _shared, ...env } = process.env;
    const where = target ? { DATABASE_URL: target.url } : { DATA_DIR: dataDir };
    return spawnSync(process.execPath, ['scripts/import-ruoyi.mjs', ...args], { encoding: 'utf8', env: { ...env, ...where }, timeout: 120_000 });
  };
  const nothingCreated = async () => {
    if (!target) return !existsSync(dataDir);
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const { rows } = await client.query("select to_regclass('public.sys_user') is null as none");
    await client.end();
    return rows[0].none as boolean;
  };

  it('--dry-run on a database not created yet prints the plan and creates nothing', async () => {
    const r = run(ruoyi.url, '--dry-run');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('(dry run: nothing is written)');
    expect(r.stdout).toMatch(/sys_user\s+1\s+1\s+0\s+1/);
    expect(r.stdout.trim()).toMatch(/changes would be made; nothing was written$/);
    expect(await nothingCreated()).toBe(true);
  }, 120_000);

  it('imports; run again, it reports 0 changes', () => {
    const first = run(ruoyi.url);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout.trim()).toMatch(/\n39 changes$/);
    const second = run(ruoyi.url);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout.trim().split('\n').at(-1)).toBe('0 changes');
  }, 240_000);

  it('a URL that is not mysql:// is refused', () => {
    const r = run('postgres://x@y/z', '--dry-run');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('the source must be a mysql:// URL');
  }, 120_000);
});

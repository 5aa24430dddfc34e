// The database side of bench/users.mjs (loaded through tsx): seeds the users in SQL and times the
// user list's own repository call and its SQL, straight on the database, as the baseline.
import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { openDatabase, queryRows, type Db } from '../server/db/client.js';
import type { LoginUser } from '../server/lib/login-user.js';
import { listUsers, streamUsers } from '../server/modules/user/repository.js';

export const LEAD = { userName: 'benchlead', password: 'demo123' };
const LEAD_DEPT = 101;

interface Captured {
  query: string;
  params: unknown[];
}

/** The database, plus a second handle on the same connection that records the SQL it sends. */
export async function openBenchDb(opts: { dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase({ ...opts, poolSize: 4 });
  const captured: Captured[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  // both drivers answer query(text, params) with { rows }
  const query = (text: string, params: unknown[]) => (client as unknown as { query: (t: string, p: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }).query(text, params);
  const logged = (database.kind === 'postgres'
    ? drizzlePg(client as pg.Pool, { casing: 'snake_case', logger })
    : drizzlePglite(client as PGlite, { casing: 'snake_case', logger })) as unknown as Db;
  const explain = async (q: Captured) => {
    const result = await query(`explain (analyze, format json) ${q.query}`, q.params);
    const plan = Object.values(result.rows[0])[0];
    return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0]['Execution Time'] as number;
  };
  /** an end date without a time covers the whole day, as the list reads it */
  const dateParam = (value: string, end: boolean) => new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString();
  return { db: database.db, logged, captured, explain, query, dateParam, close: () => database.close() };
}

/**
 * `count` users in departments made for the bench: 85 % in the lead's department (101) and the 20
 * below it, the rest spread over 15 others; one bcrypt hash for all. Then the lead: a user of 101
 * whose role has the scope "own department and below".
 */
export async function seedUsers(db: Db, count: number) {
  const hash = await bcrypt.hash(LEAD.password, 10);
  await db.execute(sql`insert into sys_dept (parent_id, ancestors, dept_name, order_num, create_by)
    select 101, '0,100,101', 'Bench team ' || g, g, 'bench' from generate_series(1, 20) g`);
  await db.execute(sql`insert into sys_dept (parent_id, ancestors, dept_name, order_num, create_by)
    select p, '0,100,' || p, 'Bench unit ' || p || '-' || g, g, 'bench' from (values (102), (103), (104)) v(p), generate_series(1, 5) g`);
  const depts = await queryRows<{ dept_id: number; inside: boolean }>(db, sql`
    select dept_id, (dept_id = ${LEAD_DEPT} or ${String(LEAD_DEPT)} = any(string_to_array(ancestors, ','))) as inside
    from sys_dept where dept_id <> 100 and del_flag = '0' order by dept_id`);
  // ids read from the database a moment ago, not request values
  const ids = (inside: boolean) => sql.raw(`array[${depts.filter((d) => d.inside === inside).map((d) => Number(d.dept_id)).join(',')}]::bigint[]`);
  const inside = ids(true);
  const outside = ids(false);
  await db.execute(sql`insert into sys_user (dept_id, user_name, nick_name, password, pwd_update_date, create_by, create_time)
    select case when g % 20 < 17 then (${inside})[1 + (g / 20) % cardinality(${inside})] else (${outside})[1 + (g / 20) % cardinality(${outside})] end,
      'bench' || g, '压测用户' || g, ${hash}, now(), 'bench', now() - make_interval(secs => g)
    from generate_series(1, ${count}::int) g`);
  const [role] = await queryRows<{ role_id: number }>(db, sql`insert into sys_role (role_name, role_key, role_sort, data_scope, create_by)
    values ('压测主管', 'benchlead', 90, '4', 'bench') returning role_id`);
  const roleId = Number(role.role_id);
  // system menu, users menu, user query and export
  await db.execute(sql`insert into sys_role_menu (role_id, menu_id) select ${roleId}, m from unnest(array[1, 100, 1000, 1004]) m`);
  const [lead] = await queryRows<{ user_id: number }>(db, sql`insert into sys_user (dept_id, user_name, nick_name, password, pwd_update_date, create_by)
    values (${LEAD_DEPT}, ${LEAD.userName}, '压测主管', ${hash}, now(), 'bench') returning user_id`);
  await db.execute(sql`insert into sys_user_role (user_id, role_id) values (${lead.user_id}, ${roleId})`);
  await db.execute(sql`analyze`);
  const leadUser: LoginUser = {
    sessionId: '',
    userId: Number(lead.user_id),
    userName: LEAD.userName,
    nickName: '',
    deptId: LEAD_DEPT,
    deptName: null,
    roles: ['benchlead'],
    permissions: [],
    dataScopes: [{ roleId, dataScope: '4' }],
  };
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sys_user where del_flag = '0'`);
  return { leadUser, total: Number(n) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The list call the endpoint makes, timed sequentially on the database, and its two statements' EXPLAIN ANALYZE. */
export async function timeList(bench: Awaited<ReturnType<typeof openBenchDb>>, user: LoginUser, pageNum: number, runs: number) {
  const query = { pageNum, pageSize: 20 };
  for (let i = 0; i < 3; i += 1) await listUsers(bench.db, user, query);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    total = (await listUsers(bench.db, user, query)).total;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  bench.captured.length = 0;
  await listUsers(bench.logged, user, query);
  let explainMs = 0;
  for (const statement of bench.captured) explainMs += await bench.explain(statement);
  return { total, p50: percentile(times, 50), p99: percentile(times, 99), explainMs, sql: bench.captured.map((c) => c.query) };
}

/** Every user read the way the export reads them (keyset batches), without the workbook. */
export async function timeStream(db: Db) {
  const admin: LoginUser = { sessionId: '', userId: 1, userName: 'admin', nickName: '', deptId: 104, deptName: null, roles: ['admin'], permissions: ['*:*:*'], dataScopes: [] };
  const started = performance.now();
  let rows = 0;
  for await (const _row of streamUsers(db, admin, {})) rows += 1;
  return { rows, seconds: (performance.now() - started) / 1000 };
}

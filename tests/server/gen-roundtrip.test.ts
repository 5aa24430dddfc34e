// @databases: embedded — the generated module runs in a server of its own on the embedded database
import { execFile, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, t, useTestApp } from './api.js';
import { createScratchTable, createTreeTable, SCRATCH_TABLE, SHAPES_SQL, SHAPES_TABLE, TREE_TABLE } from './gen-fixtures.js';

/**
 * The generator's download, tried as a developer would: unzipped into a copy of this repository
 * (never into the running server's own tree), it typechecks and lints, leaves drizzle-kit nothing
 * to write, migrates a fresh database, answers search/add/edit/delete/export over HTTP, and its
 * page passes the generic CRUD suite.
 */
useTestApp({ logins: ['admin'] });

const run = promisify(execFile);
const root = process.cwd();
let copy: string;
let files: Record<string, Uint8Array>;

const inCopy = (command: string, args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [path.join(root, 'node_modules', command), ...args], { cwd: copy, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });

beforeAll(async () => {
  await createScratchTable(t);
  await createTreeTable(t);
  const imported = await call('POST', `/tool/gen/importTable?tables=${SCRATCH_TABLE},${TREE_TABLE}`, undefined, admin);
  const [lend, shelf] = imported.json().data as { tableId: number }[];
  // the third table made from the console: identity key, defaults, boolean, jsonb, long text, comments over lines
  const created = await call('POST', '/tool/gen/createTable', { sql: SHAPES_SQL }, admin);
  expect(created.statusCode, created.body).toBe(200);
  const [seal] = created.json().data as { tableId: number }[];
  const configure = async (tableId: number, edit: (info: Record<string, unknown>, columns: Record<string, unknown>[]) => Record<string, unknown>) => {
    const { info, rows } = (await call('GET', `/tool/gen/${tableId}`, undefined, admin)).json().data;
    const saved = await call('PUT', '/tool/gen', edit(info, rows), admin);
    expect(saved.statusCode, saved.body).toBe(200);
  };
  await configure(lend.tableId, (info, rows) => ({
    ...info,
    functionNameEn: 'Tool lending',
    author: 'test',
    columns: rows.map((c) => {
      if (c.columnName === 'lend_status') return { ...c, htmlType: 'radio', dictType: 'sys_normal_disable', isQuery: true, queryType: 'eq' };
      if (c.columnName === 'notes') return { ...c, htmlType: 'editor' };
      return c;
    }),
  }));
  await configure(shelf.tableId, (info, rows) => ({ ...info, tplCategory: 'tree', treeParentColumn: 'parent_id', functionNameEn: 'Tool shelves', columns: rows }));
  await configure(seal.tableId, (info, rows) => ({
    ...info,
    columns: rows.map((c) => {
      // the dictionary column starts on the dictionary's default item; create_time is searched by a range
      if (c.columnName === 'status') return { ...c, htmlType: 'radio', dictType: 'sys_normal_disable' };
      if (c.columnName === 'create_time') return { ...c, isQuery: true, queryType: 'between' };
      return c;
    }),
  }));
  // all modules in one download: their migrations numbered one after the other
  const zip = await call('GET', `/tool/gen/batchGenCode?tables=${SCRATCH_TABLE},${TREE_TABLE},${SHAPES_TABLE}`, undefined, admin);
  files = unzipSync(new Uint8Array(zip.rawPayload));

  copy = mkdtempSync(path.join(tmpdir(), 'wh-gen-'));
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root }).toString().split('\0').filter(Boolean);
  for (const file of tracked) {
    if (file.startsWith('docs/') || file.startsWith('bench/')) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file), { dereference: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), bytes);
  }
}, 120_000);
afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

describe('a module from the generator\'s download alone', () => {
  it('typechecks, lints and leaves drizzle-kit nothing to write', async () => {
    await inCopy('typescript/bin/tsc', ['-p', 'tsconfig.server.json', '--noEmit']);
    await inCopy('typescript/bin/tsc', ['-p', 'tsconfig.json', '--noEmit']).catch((e: { stdout: string }) => { throw new Error(e.stdout); });
    const generated = Object.keys(files).filter((f) => /\.(ts|tsx)$/.test(f));
    await inCopy('eslint/bin/eslint.js', ['--max-warnings', '0', ...generated]);
    const { stdout } = await inCopy('drizzle-kit/bin.cjs', ['generate', '--name', 'nothing_left']);
    // what drizzle-kit would still write, when anything: the generated table and snapshot disagree
    const left = /migrations\/(\d{4}_nothing_left\.sql)/.exec(stdout)?.[1];
    expect(left ? readFileSync(path.join(copy, 'server/db/migrations', left), 'utf8') : '').toBe('');
    expect(stdout).toMatch(/No schema changes/);
  }, 300_000);

  it('migrates a fresh database and answers search, add, edit, export and delete over HTTP', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-gen-data-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: copy,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', CAPTCHA_ENABLED: 'false', SEED_DEMO: 'true', SCHEDULER_ENABLED: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 90_000);
        const seen = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /ready on (http:\/\/[\d.:]+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        };
        child.stdout.on('data', seen);
        child.stderr.on('data', seen);
        child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
      });
      const login = await (await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) })).json();
      const headers = { authorization: `Bearer ${login.token}`, 'accept-language': 'en' };
      const api = async (method: string, p: string, body?: object) => {
        const res = await fetch(`${url}/api${p}`, { method, headers: body ? { ...headers, 'content-type': 'application/json' } : headers, body: body ? JSON.stringify(body) : undefined });
        return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.arrayBuffer() };
      };
      // the migration put the page on the menu: the console's router shows it
      const routers = JSON.stringify((await api('GET', '/getRouters')).body.data);
      expect(routers).toContain('"component":"biz/toolLend/index"');
      expect(routers).toMatch(/"title":"(Tool lending|工具借用)"/);

      const added = await api('POST', '/biz/toolLend', { toolName: 'Torque wrench', lendStatus: '0', borrower: 'Li', qty: 2, deposit: 99.5, lendTime: '2026-11-24 09:30:00', notes: '<p>Handle <b>with care</b><script>x</script></p>' });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const id = added.body.data.lendId;
      expect((await api('POST', '/biz/toolLend', { toolName: '' })).status).toBe(400);
      await api('POST', '/biz/toolLend', { toolName: 'Ladder', lendStatus: '1' });
      const found = (await api('GET', '/biz/toolLend/list?toolName=torque')).body;
      expect(found).toMatchObject({ total: 1, rows: [{ lendId: id, toolName: 'Torque wrench', qty: 2, deposit: 99.5, lendTime: '2026-11-24 09:30:00' }] });
      expect((await api('GET', '/biz/toolLend/list?lendStatus=1')).body.total).toBe(1);
      const edited = await api('PUT', '/biz/toolLend', { ...found.rows[0], borrower: 'Wang' });
      expect(edited.body.data.borrower).toBe('Wang');
      const exported = await api('GET', '/biz/toolLend/export');
      expect(exported.status).toBe(200);
      expect((exported.body as ArrayBuffer).byteLength).toBeGreaterThan(1000);
      expect((await api('DELETE', `/biz/toolLend/${id}`)).status).toBe(200);
      expect((await api('GET', `/biz/toolLend/${id}`)).status).toBe(404);

      // the tree module: every row at once, and no row deleted from under its children
      const aisle = (await api('POST', '/biz/toolShelf', { shelfName: 'Aisle A', parentId: 0 })).body.data;
      const shelf = (await api('POST', '/biz/toolShelf', { shelfName: 'Shelf A1', parentId: aisle.shelfId })).body.data;
      const other = (await api('POST', '/biz/toolShelf', { shelfName: 'Shelf A2', parentId: aisle.shelfId })).body.data;
      expect((await api('GET', '/biz/toolShelf/list')).body.data).toHaveLength(3);
      expect((await api('DELETE', `/biz/toolShelf/${aisle.shelfId}`)).status).toBe(409);
      // taking one child along still leaves the other under it
      expect((await api('DELETE', `/biz/toolShelf/${aisle.shelfId},${shelf.shelfId}`)).status).toBe(409);
      expect((await api('DELETE', `/biz/toolShelf/${aisle.shelfId},${shelf.shelfId},${other.shelfId}`)).status).toBe(200);

      // the shapes: the identity key and the defaults are the database's, the JSON is text, create_time is a range
      const seal = await api('POST', '/biz/seal', { sealName: 'Gate 1', note: 'first\nsecond', memo: 'long' });
      expect(seal.status, JSON.stringify(seal.body)).toBe(200);
      expect(seal.body.data).toMatchObject({ sealName: 'Gate 1', status: '0', sealed: false, weight: 1.5, extra: null, note: 'first\nsecond' });
      expect(seal.body.data.sealId).toBeGreaterThan(0);
      expect((await api('POST', '/biz/seal', { sealName: 'Gate 2', sealed: true, status: '1' })).body.data).toMatchObject({ sealed: true, status: '1' });
      expect((await api('GET', '/biz/seal/list?params[beginTime]=2020-01-01 00:00:00&params[endTime]=2999-12-31 23:59:59')).body.total).toBe(2);
      expect((await api('GET', '/biz/seal/list?params[beginTime]=2000-01-01 00:00:00&params[endTime]=2000-01-02 00:00:00')).body.total).toBe(0);
    } finally {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('puts its page on the registry, where the generic CRUD suite searches, adds, edits and deletes', async () => {
    // the generated pages only: the main web suite runs the others
    const only = "'biz/(toolLend|toolShelf|seal)/index' list page";
    const { stdout } = await inCopy('vitest/vitest.mjs', ['run', '--project', 'web', 'tests/web/crud-resources.test.tsx', '-t', only, '--reporter', 'verbose'], { NO_COLOR: '1', FORCE_COLOR: '0' });
    expect(stdout).toMatch(/'biz\/toolLend\/index' list page > searches, adds, edits and deletes/);
    expect(stdout).toMatch(/'biz\/toolShelf\/index' list page > searches, adds, edits and deletes/);
    expect(stdout).toMatch(/'biz\/seal\/index' list page > searches, adds, edits and deletes/);
  }, 300_000);
});

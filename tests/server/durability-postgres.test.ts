// @databases: postgres — pg_dump and PostgreSQL kill -9
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../scratch-database.js';
import { spawnServer } from './spawn-server.js';
import { xlsxOf } from './xlsx.js';

/**
 * The server killed with SIGKILL in the middle of imports, status moves and adds, on PostgreSQL:
 * nothing the API confirmed is lost, nothing half-written is visible. scripts/test.mjs runs this
 * file in the PostgreSQL pass only (it needs DATABASE_URL); durability.test.ts is the embedded
 * database's twin.
 */
const base = process.env.DATABASE_URL!;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-durable-pg-'));
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
beforeAll(async () => {
  scratch = await scratchDatabase(base, 'durable');
});
afterAll(async () => {
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const IMPORT_ROWS = 20_000;

async function signIn(url: string) {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  return { authorization: `Bearer ${(await res.json()).token}` };
}

describe('PostgreSQL durability', () => {
  it('keeps what the API confirmed and shows nothing half-written after kill -9 mid-import, mid-move and mid-add', { timeout: 180_000 }, async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, SCHEDULER_ENABLED: 'false' };
    const server = await spawnServer(env);
    const headers = await signIn(server.url);
    const api = (p: string, init: RequestInit = {}) => fetch(`${server.url}/api${p}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    const products = (await (await api('/biz/product/list?status=3&pageSize=5')).json()).rows as { productId: number }[];
    expect(products.length).toBeGreaterThan(0);

    const confirmedKeys: string[] = [];
    const confirmedMoves = new Map<number, number>();
    let importConfirmed = false;
    let stop = false;
    const adds = (async () => {
      for (let i = 0; !stop; i++) {
        const key = `durable.pg.${i}`;
        const res = await api('/system/config', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ configName: key, configKey: key, configValue: String(i) }) }).catch(() => null);
        if (res?.status === 200) confirmedKeys.push(key);
      }
    })();
    const CYCLE = ['2', '1', '3'];
    const moves = products.map(async ({ productId }) => {
      for (let step = 0; !stop; step++) {
        const res = await api(`/biz/product/${productId}/status`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to: CYCLE[step % 3] }) }).catch(() => null);
        if (res?.status !== 200) break;
        confirmedMoves.set(productId, (confirmedMoves.get(productId) ?? 0) + 1);
      }
    });
    const workbook = await xlsxOf(['articleNo', 'nameZh'], Array.from({ length: IMPORT_ROWS }, (_, i) => [`DUR-${i}`, `耐久${i}`]));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(workbook)]), 'products.xlsx');
    const importing = api('/biz/product/importData', { method: 'POST', body: form })
      .then((res) => (importConfirmed = res.status === 200))
      .catch(() => undefined);

    // kill the moment the import is writing: its insert (COPY on PostgreSQL, lib/copy-rows.ts) is running, or its transaction is open
    const watcher = new pg.Client({ connectionString: scratch.url });
    await watcher.connect();
    const deadline = Date.now() + 20_000;
    let midImport = false;
    while (!midImport && Date.now() < deadline) {
      const busy = await watcher.query(`select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction') and (query ilike '%insert into biz_product%' or query ilike 'copy biz_product%')`);
      midImport = (busy.rowCount ?? 0) > 0;
      if (!midImport) await new Promise((r) => setTimeout(r, 5));
    }
    await watcher.end();
    server.child.kill('SIGKILL');
    stop = true;
    await new Promise((r) => server.child.once('exit', r));
    await Promise.allSettled([adds, importing, ...moves]);
    expect(midImport).toBe(true);
    expect(importConfirmed).toBe(false);
    expect(confirmedKeys.length).toBeGreaterThan(0);
    expect([...confirmedMoves.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    const again = await spawnServer(env);
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    try {
      const keys = new Set((await db.query<{ k: string }>(`select config_key as k from sys_config where config_key like 'durable.pg.%'`)).rows.map((r) => r.k));
      for (const key of confirmedKeys) expect(keys.has(key), key).toBe(true);

      // an import is one transaction: all of its rows or none
      const imported = Number((await db.query(`select count(*) as n from biz_product where article_no like 'DUR-%'`)).rows[0].n);
      expect([0, IMPORT_ROWS]).toContain(imported);
      if (importConfirmed) expect(imported).toBe(IMPORT_ROWS);

      // every move is its status and its history line together, and every confirmed one is there
      for (const { productId } of products) {
        const status = (await db.query(`select status from biz_product where product_id = $1`, [productId])).rows[0].status;
        const history = (await db.query(`select to_status from biz_status_history where entity = 'product' and entity_id = $1 and field = 'status' order by history_id`, [productId])).rows;
        // the demo's accepted products start with no history line of their own
        expect(history.at(-1)?.to_status ?? '3', `product ${productId}`).toBe(status);
        expect(history.length, `product ${productId}`).toBeGreaterThanOrEqual(confirmedMoves.get(productId) ?? 0);
      }
      // and the restarted server serves on the same data
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    } finally {
      await db.end();
      await again.stop();
    }
  });
});

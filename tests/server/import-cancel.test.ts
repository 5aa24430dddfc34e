// @databases: embedded — the embedded database in a data folder of its own (kill -9, backup and restore of the folder)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './spawn-server.js';
import { xlsxOf } from './xlsx.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-cancel-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// A server of its own (the test must not share its event loop, or it could not hang up while the
// import works). scripts/test.mjs runs this file in the PGlite pass only.
describe('cancelling an import', () => {
  it('a client that hangs up while its import runs has nothing written; the same file not cancelled is', { timeout: 120_000 }, async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const login = await (await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) })).json();
      const headers = { authorization: `Bearer ${login.token}` };
      const count = async () => (await (await fetch(`${server.url}/api/biz/preorder/list?orderNo=CANCEL-&pageSize=1`, { headers })).json()).total as number;
      const file = await xlsxOf(['订单号', '货号', '原始数量', '单价', '币种', '箱数', '体积', '毛重'], Array.from({ length: 100_000 }, (_, i) => [`CANCEL-${Math.floor(i / 10)}`, `L${i % 10}`, 1, 1, 'USD', 1, 0.1, 1]));
      const form = () => {
        const f = new FormData();
        f.append('file', new Blob([new Uint8Array(file)]), 'big.xlsx');
        return f;
      };
      const abort = new AbortController();
      const res = await fetch(`${server.url}/api/biz/preorder/importData`, { method: 'POST', headers: { ...headers, accept: 'application/x-ndjson' }, body: form(), signal: abort.signal });
      const reader = res.body!.getReader();
      let seen = '';
      // hang up while the server reads the rows: it reads, checks and writes them, and rolls back
      while (!seen.includes('"read"')) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the answer ended before the rows were checked: ${seen}`);
        seen += new TextDecoder().decode(value);
      }
      abort.abort();
      // the list answers once the import has finished: the database works one statement at a time
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await count()).toBe(0);
      const done = await (await fetch(`${server.url}/api/biz/preorder/importData`, { method: 'POST', headers, body: form() })).json();
      expect(done.data.inserted).toBe(10_000);
      expect(await count()).toBe(10_000);
    } finally {
      await server.stop();
    }
  });
});

// @databases: embedded — the embedded database in a data folder of its own (kill -9, backup and restore of the folder)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './spawn-server.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'wh-durable-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const json = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  return { status: res.status, body: await res.json() };
};

// The embedded database keeps its files in our data folder (PostgreSQL has its own durability):
// scripts/test.mjs runs this file in the PGlite pass only.
describe('embedded database durability', () => {
  it('keeps every write the API confirmed when the server is killed with SIGKILL', { timeout: 120_000 }, async () => {
    const first = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const login = await json(`${first.url}/api/login`, { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
    const headers = { authorization: `Bearer ${login.body.token}` };
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) {
      const key = `durable.key.${i}`;
      const res = await json(`${first.url}/api/system/config`, { method: 'POST', headers, body: JSON.stringify({ configName: `durable ${i}`, configKey: key, configValue: String(i) }) });
      expect(res.status).toBe(200);
      keys.push(key);
    }
    first.child.kill('SIGKILL'); // straight after the last confirmation: no shutdown, no checkpoint
    await new Promise((r) => first.child.once('exit', r));

    const second = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const again = await json(`${second.url}/api/login`, { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
      const list = await json(`${second.url}/api/system/config/list?configKey=durable.key&pageSize=50`, { headers: { authorization: `Bearer ${again.body.token}` } });
      expect(list.body.rows.map((r: { configKey: string }) => r.configKey).sort()).toEqual(keys);
      // and the session issued before the crash is still valid: sessions live in the database
      expect((await json(`${second.url}/api/getInfo`, { headers })).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('shuts down cleanly on SIGTERM and starts again on the same data', { timeout: 120_000 }, async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const exit = new Promise<number | null>((r) => server.child.once('exit', (code) => r(code)));
    server.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    const again = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect((await json(`${again.url}/api/health`)).body.data.status).toBe('up');
    await again.stop();
  });
});

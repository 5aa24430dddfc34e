// @databases: embedded — the embedded database in a data folder of its own (kill -9, backup and restore of the folder)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.js';
import { spawnServer } from './spawn-server.js';
import { cli } from './backup-cli.js';

/**
 * `npm run backup` / `npm run restore` and the backup job. On the embedded database: a backup
 * taken through the running server while writes go on holds every write confirmed before it
 * began, and no role without all its menus (one transaction each); restored into a fresh folder
 * it opens. With the server stopped the command opens the folder itself. (On PostgreSQL: backup-postgres.test.ts;
 * this file runs on the embedded database only, scripts/test.mjs.)
 */
const root = mkdtempSync(path.join(tmpdir(), 'wh-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dir = (name: string) => path.join(root, name);

const json = async (url: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return { status: res.status, body: await res.json() };
};

/** Each load role as restored: how many menus it came back with. */
async function restoredRoles(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await queryRows<{ role_name: string; menus: number }>(
      database.db,
      sql`select r.role_name, count(rm.menu_id)::int as menus from sys_role r left join sys_role_menu rm on rm.role_id = r.role_id
          where r.role_name like 'load-%' group by r.role_name`,
    );
    return new Map(rows.map((r) => [r.role_name, r.menus]));
  } finally {
    await database.close();
  }
}

describe('backups of the embedded database', () => {
  it('backs up under write load through the running server, restores into a fresh folder, and loses no confirmed write', { timeout: 400_000 }, async () => {
    const env = { DATA_DIR: dir('live'), BACKUP_DIR: dir('backups'), DATABASE_URL: '' };
    const server = await spawnServer({ ...env, SCHEDULER_ENABLED: 'false', SEED_DEMO: 'false', DB_QUEUE_TIMEOUT_MS: '30000' });
    let stopped = false;
    try {
      const login = await json(`${server.url}/api/login`, { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
      const headers = { authorization: `Bearer ${login.body.token}` };
      // a real install (no demo): the administrator's known password changes before anything else answers
      const changed = await json(`${server.url}/api/system/user/profile/updatePwd`, { method: 'PUT', headers, body: JSON.stringify({ oldPassword: 'admin123', newPassword: 'Admin-own-1' }) });
      expect(changed.status).toBe(200);
      const menuIds = ((await json(`${server.url}/api/system/menu/list`, { headers })).body.data as { menuId: number }[]).slice(0, 4).map((m) => m.menuId);
      expect(menuIds).toHaveLength(4);

      // writers: a role with four menus per request, one transaction each; a 200 is a confirmed write
      const confirmed: { name: string; at: number }[] = [];
      const attempted = new Set<string>();
      let next = 0;
      let load = true;
      const refusals: string[] = [];
      const writer = async () => {
        while (load) {
          const name = `load-${next++}`;
          attempted.add(name);
          const res = await fetch(`${server.url}/api/system/role`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ roleName: name, roleKey: name, roleSort: 1, menuIds }) });
          if (res.status === 200) confirmed.push({ name, at: Date.now() });
          else refusals.push(`${res.status} ${await res.text()}`);
        }
      };
      const writers = [writer(), writer(), writer()];
      for (const end = Date.now() + 60_000; confirmed.length < 30; await new Promise((r) => setTimeout(r, 20))) {
        if (Date.now() > end || refusals.length > 10) throw new Error(`writes not confirmed: ${refusals.slice(0, 3).join('; ')}`);
      }
      const began = Date.now();
      const before = new Set(confirmed.map((c) => c.name));
      const backup = await cli('backup', [dir('online.tar.gz')], env);
      const ended = Date.now();
      const during = confirmed.filter((c) => c.at > began && c.at < ended).length;
      load = false;
      await Promise.all(writers);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/taken by the running server/);
      expect(during, 'writes confirmed while the backup ran').toBeGreaterThan(0);

      // the live folder is the server's: restoring over it is refused, and nothing changes
      const refused = await cli('restore', [dir('online.tar.gz')], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/is in use by the server \(pid \d+\): stop it first/);

      // the nightly job, kept to its last two
      const jobs = (await json(`${server.url}/api/monitor/job/list?pageSize=50`, { headers })).body.rows as { jobId: number; invokeTarget: string }[];
      const job = jobs.find((j) => j.invokeTarget.startsWith('backupDatabase'))!;
      expect(job.invokeTarget).toBe('backupDatabase({"keep":7})');
      const edit = await json(`${server.url}/api/monitor/job`, { method: 'PUT', headers, body: JSON.stringify({ ...job, invokeTarget: 'backupDatabase({"keep":2})' }) });
      expect(edit.status).toBe(200);
      for (let i = 0; i < 3; i++) {
        const run = await json(`${server.url}/api/monitor/job/run`, { method: 'PUT', headers, body: JSON.stringify({ jobId: job.jobId }) });
        expect(run.body.data.status, run.body.data.jobMessage).toBe('0');
        expect(run.body.data.jobMessage).toMatch(/\] backup-\d{8}-\d{6}-\d{3}\.tar\.gz: [\d.]+ MB, requests held \d+ ms; \d older deleted, 2 kept$/);
      }
      expect(readdirSync(dir('backups')).filter((n) => n.endsWith('.tar.gz'))).toHaveLength(2);
      await server.stop();
      stopped = true;
      const restore = await cli('restore', [dir('online.tar.gz')], { ...env, DATA_DIR: dir('fresh') });
      expect(restore.code, restore.output).toBe(0);
      const roles = await restoredRoles(dir('fresh'));
      for (const name of before) expect(roles.has(name), `${name}, confirmed before the backup`).toBe(true);
      for (const [name, menus] of roles) {
        expect(attempted.has(name)).toBe(true);
        expect(menus, `${name}: all its menus or no role`).toBe(menuIds.length);
      }
      expect(readFileSync(path.join(dir('fresh'), 'secret'), 'utf8')).toBe(readFileSync(path.join(dir('live'), 'secret'), 'utf8'));

      // no server: the command opens the folder itself; restoring over a folder moves its content aside
      const offline = await cli('backup', [dir('offline.tar.gz')], env);
      expect(offline.code, offline.output).toBe(0);
      expect(offline.output).toMatch(/no server was running/);
      const over = await cli('restore', [dir('offline.tar.gz')], { ...env, DATA_DIR: dir('fresh') });
      expect(over.code, over.output).toBe(0);
      expect(over.output).toMatch(/held before is in .*fresh\.before-restore-/);
      const all = await restoredRoles(dir('fresh'));
      for (const { name } of confirmed) expect(all.has(name), `${name}, confirmed before the server stopped`).toBe(true);
    } finally {
      if (!stopped) await server.stop();
    }
  });
});

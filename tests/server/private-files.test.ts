// @databases: embedded — the embedded database's own files in a data folder (file modes on disk)
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './backup-cli.js';
import { multipart, PNG } from './multipart.js';
import { spawnServer } from './spawn-server.js';

/**
 * Issue 47 hole 4: what the product writes (database files and write-ahead log, uploads,
 * backups, downloads) is its user's alone — 0700 folders, 0600 files — and a folder an earlier
 * release left open is closed on start.
 */
const root = mkdtempSync(path.join(tmpdir(), 'wh-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file and folder under `dir` that its group or others may use, with its mode. */
function open(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    const stat = lstatSync(at);
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(root, at)}`);
    if (stat.isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
  };
  walk(dir);
  return found;
}

describe('the files the product writes', () => {
  it('are its user\'s alone: database, uploads and backups, and an older open folder is closed on start', { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, 'data');
    const backupDir = path.join(root, 'backups');
    // what an earlier release left: an open folder, a file anyone may read
    mkdirSync(path.join(dataDir, 'uploads', 'old'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, 'uploads', 'old', 'left.txt'), 'from before', { mode: 0o666 });
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'uploads', 'old', 'left.txt'), 0o666);
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: '' };
    const server = await spawnServer({ ...env, SCHEDULER_ENABLED: 'false', SEED_DEMO: 'false' });
    try {
      const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
      const { token } = (await login.json()) as { token: string };
      // a real install (no demo): the administrator's known password changes before anything else answers
      const changed = await fetch(`${server.url}/api/system/user/profile/updatePwd`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ oldPassword: 'admin123', newPassword: 'Admin-own-1' }) });
      expect(changed.status).toBe(200);
      const body = multipart('file', 'a.png', PNG, 'image/png');
      const upload = await fetch(`${server.url}/api/common/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...body.headers }, body: body.payload });
      expect(upload.status).toBe(200);
      // a backup taken by the running server, and one by the command itself (its own process)
      const backup = await cli('backup', [], env);
      expect(backup.code, backup.output).toBe(0);
      expect(open(dataDir)).toEqual([]);
      expect(open(backupDir)).toEqual([]);
    } finally {
      await server.stop();
    }
    const offline = await cli('backup', [path.join(backupDir, 'offline.tar.gz')], env);
    expect(offline.code, offline.output).toBe(0);
    expect(open(dataDir)).toEqual([]);
    expect(open(backupDir)).toEqual([]);
  });
});

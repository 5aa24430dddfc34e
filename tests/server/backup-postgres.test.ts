// @databases: postgres — pg_dump and PostgreSQL kill -9
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from './helpers.js';
import { cli } from './backup-cli.js';

/** On PostgreSQL `npm run backup` and the backup job name pg_dump (run only with DATABASE_URL, scripts/test.mjs). */
const root = mkdtempSync(path.join(tmpdir(), 'wh-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dir = (name: string) => path.join(root, name);

describe('backups on PostgreSQL', () => {
  it('the command and the job name pg_dump', { timeout: 60_000 }, async () => {
    const refused = await cli('backup', [], { DATABASE_URL: process.env.DATABASE_URL!, DATA_DIR: dir('pg') });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/back up PostgreSQL with pg_dump/);
    const t = await createTestApp();
    try {
      const admin = await loginAs(t.app);
      const add = await t.app.inject({ method: 'POST', url: '/api/monitor/job', headers: admin, payload: { jobName: 'backup', invokeTarget: 'backupDatabase({"keep":3})', cronExpression: '0 30 2 * * *', status: '1' } });
      expect(add.statusCode, add.body).toBe(200);
      const run = await t.app.inject({ method: 'PUT', url: '/api/monitor/job/run', headers: admin, payload: { jobId: add.json().data.jobId } });
      expect(run.json().data).toMatchObject({ status: '1', jobMessage: expect.stringMatching(/PostgreSQL is backed up with pg_dump/) });
    } finally {
      await t.close();
    }
  });
});

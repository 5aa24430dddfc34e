// @databases: postgres — several processes on one PostgreSQL
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../server/lib/time.js';
import { sysJobFire, sysJobLog } from '../../server/modules/job/table.js';
import { createTestApp, loginAs, type TestApp } from './helpers.js';
import { spawnServer } from './spawn-server.js';

// A scheduled job fires once across every server process sharing one PostgreSQL (decisions.md §1).
// scripts/test.mjs runs this file in the PostgreSQL pass only.
type Server = Awaited<ReturnType<typeof spawnServer>>;
let t: TestApp;
let dataDir: string;
const servers: Server[] = [];
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('this file needs DATABASE_URL (PostgreSQL)');
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), 'wh-job-lock-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('two server processes on one PostgreSQL', () => {
  it('run every firing of an every-second job exactly once between them', async () => {
    const headers = await loginAs(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/monitor/job',
      headers,
      payload: { jobName: 'tick', invokeTarget: 'probe', cronExpression: '* * * * * *', misfirePolicy: '3', concurrent: '0', status: '0' },
    });
    const jobId: number = res.json().data.jobId;
    const env = { DATABASE_URL: t.config.databaseUrl!, DATA_DIR: dataDir, TOKEN_SECRET: 'job-lock', SCHEDULER_ENABLED: 'true' };
    servers.push(...(await Promise.all([spawnServer(env), spawnServer(env)])));
    await sleep(6_000);
    await Promise.all(servers.map((s) => s.stop()));

    const claims = await t.app.db.select().from(sysJobFire).where(eq(sysJobFire.jobId, jobId));
    const logs = await t.app.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId));
    expect(claims.length).toBeGreaterThanOrEqual(3);
    // each fire time once in the log, and exactly the claimed ones
    const fired = logs.map((l) => /^\[cron ([\d-]+ [\d:]+)\] probe ran$/.exec(l.jobMessage ?? '')?.[1]);
    expect(fired.every(Boolean)).toBe(true);
    expect(new Set(fired).size).toBe(logs.length);
    expect([...fired].sort()).toEqual(claims.map((c) => formatTime(c.fireTime)).sort());
    // a run is logged by the process whose claim won, and every claim was closed
    for (const c of claims) {
      expect(c.finishedAt).not.toBeNull();
      expect(logs.find((l) => l.jobMessage?.includes(formatTime(c.fireTime)!))?.runner).toBe(c.runner);
    }
    // no second missing in the window both processes were up
    const seconds = claims.map((c) => c.fireTime.getTime() / 1000).sort((x, y) => x - y);
    expect(seconds.at(-1)! - seconds[0] + 1).toBeLessThanOrEqual(claims.length + 1);
    const runners = new Set(claims.map((c) => c.runner));
    console.log(`job-lock: ${claims.length} firings, won by ${[...runners].map((r) => `${r} ×${claims.filter((c) => c.runner === r).length}`).join(', ')}`);
  }, 120_000);
});

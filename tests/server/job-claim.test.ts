import { eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { claimFiring } from '../../server/modules/job/run-job.js';
import { sysJob, sysJobFire, sysJobLog } from '../../server/modules/job/table.js';
import { formatTime } from '../../server/lib/time.js';
import { createTestApp, databaseKind, loginAs, type TestApp } from './helpers.js';

// Two app instances on one database, in this process: on PGlite they share the embedded
// database, on PostgreSQL each has its own pool. job-lock.test.ts does the same with two real
// server processes on PostgreSQL.
let a: TestApp;
let b: FastifyInstance;
let closeB: () => Promise<void>;
beforeAll(async () => {
  a = await createTestApp();
  if (databaseKind === 'postgres') {
    const other = await createTestApp({}, a);
    b = other.app;
    closeB = other.close;
  } else {
    b = await buildApp({ config: a.config, database: { ...a.app.database, close: async () => undefined }, logger: false });
    await b.ready();
    closeB = () => b.close();
  }
});
afterAll(async () => {
  await closeB?.();
  await a?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('claiming a firing', () => {
  it('lets one insert win per (job, fire time); a non-concurrent job is refused while a recent run is open', async () => {
    const fireTime = new Date('2030-01-01T00:00:00Z');
    const claim = (runner: string, exclusive = false, at = fireTime) => claimFiring(a.app.db, { jobId: 501, fireTime: at, runner, note: 'test', exclusive });
    expect(await Promise.all([claim('x'), claim('y'), claim('z')])).toEqual(expect.arrayContaining([true, false, false]));
    expect((await Promise.all([claim('x'), claim('y')])).filter(Boolean)).toHaveLength(0);

    // an open run of job 502 from a minute ago blocks the exclusive claim, not the concurrent one
    await a.app.db.insert(sysJobFire).values({ jobId: 502, fireTime: new Date(Date.now() - 60_000), runner: 'w' });
    const now = new Date();
    expect(await claimFiring(a.app.db, { jobId: 502, fireTime: now, runner: 'x', note: '', exclusive: true })).toBe(false);
    expect(await claimFiring(a.app.db, { jobId: 502, fireTime: now, runner: 'x', note: '', exclusive: false })).toBe(true);
    // a run open for over an hour is taken for a dead process's and no longer blocks
    await a.app.db.insert(sysJobFire).values({ jobId: 503, fireTime: new Date(Date.now() - 2 * 3_600_000), runner: 'dead' });
    expect(await claimFiring(a.app.db, { jobId: 503, fireTime: now, runner: 'x', note: '', exclusive: true })).toBe(true);
  });

  it('two app instances on one database run each firing of an every-second job once', async () => {
    const headers = await loginAs(a.app);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/monitor/job',
      headers,
      payload: { jobName: 'tick', invokeTarget: 'probe', cronExpression: '* * * * * *', misfirePolicy: '3', concurrent: '0', status: '0' },
    });
    const jobId: number = created.json().data.jobId;
    // the counters cover every job: a shipped one firing meanwhile (vacuumCounts at :00, :10 …) would count too
    await a.app.db.update(sysJob).set({ status: '1' }).where(ne(sysJob.jobId, jobId));
    await Promise.all([a.app.scheduler.start(), b.scheduler.start()]);
    await sleep(3_500);
    await Promise.all([a.app.scheduler.stop(), b.scheduler.stop()]);

    const claims = await a.app.db.select().from(sysJobFire).where(eq(sysJobFire.jobId, jobId));
    const logs = await a.app.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId));
    expect(claims.length).toBeGreaterThanOrEqual(2);
    expect(claims.every((c) => c.finishedAt)).toBe(true);
    const fired = logs.map((l) => /^\[cron ([\d-]+ [\d:]+)\]/.exec(l.jobMessage ?? '')?.[1]);
    expect(new Set(fired).size).toBe(logs.length);
    expect(fired.sort()).toEqual(claims.map((c) => formatTime(c.fireTime)).sort());
    // every log was written by the instance whose claim won
    for (const c of claims) expect(logs.find((l) => l.jobMessage?.includes(formatTime(c.fireTime)!))?.runner).toBe(c.runner);
    // both instances took part: what one ran, the other found claimed
    const stats = [a.app.scheduler.stats, b.scheduler.stats];
    expect(stats[0].claimed + stats[1].claimed).toBe(claims.length);
    expect(stats[0].skipped + stats[1].skipped).toBeGreaterThanOrEqual(claims.length - 1);
  });
});

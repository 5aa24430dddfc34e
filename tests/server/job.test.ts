import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysLogininfor } from '../../server/modules/auth/table.js';
import { sysOperLog } from '../../server/plugins/oper-log-table.js';
import { sysJob, sysJobFire, sysJobLog } from '../../server/modules/job/table.js';
import { queryRows } from '../../server/db/client.js';
import { admin as headers, call, t, type Method, useTestApp } from './api.js';
import { loginAs } from './helpers.js';

useTestApp({ logins: ['admin'] });

const probeJob = { jobName: 'Probe', jobGroup: 'DEFAULT', invokeTarget: 'probe', cronExpression: '0 0 1 * * *', misfirePolicy: '3', concurrent: '1', status: '1' };
const jobCount = async () => (await t.app.db.select().from(sysJob)).length;
const logsOf = (jobId: number) => t.app.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('/monitor/job', () => {
  it('GET list shows the five shipped jobs and filters by name, group and status', async () => {
    const all = (await call('GET', '/monitor/job/list')).json();
    expect(all.total).toBe(5);
    expect(all.rows.map((r: { invokeTarget: string }) => r.invokeTarget).sort()).toEqual(['cleanLogs({"days":180})', 'expireSessions', 'probe', 'sendMail', 'vacuumCounts']);
    expect(all.rows[0].nextValidTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await call('GET', '/monitor/job/list?jobGroup=SYSTEM')).json().total).toBe(4);
    expect((await call('GET', '/monitor/job/list?status=0')).json().total).toBe(3);
    expect((await call('GET', '/monitor/job/list?jobName=%E6%8E%A2%E9%92%88')).json().rows[0].invokeTarget).toBe('probe');
  });

  it('POST, GET {id}, PUT, DELETE {ids}', async () => {
    const created = await call('POST', '/monitor/job', { ...probeJob, remark: 'r' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.jobId;
    expect((await call('GET', `/monitor/job/${id}`)).json().data).toMatchObject({ jobName: 'Probe', invokeTarget: 'probe', createBy: 'admin', status: '1' });
    const updated = await call('PUT', '/monitor/job', { ...probeJob, jobId: id, jobName: 'Cleaner', invokeTarget: 'cleanLogs({"days": 30})' });
    expect(updated.statusCode).toBe(200);
    expect((await call('GET', `/monitor/job/${id}`)).json().data).toMatchObject({ jobName: 'Cleaner', invokeTarget: 'cleanLogs({"days": 30})', updateBy: 'admin' });
    expect((await call('DELETE', `/monitor/job/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/monitor/job/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/monitor/job/999999')).statusCode).toBe(404);
  });

  it('refuses a bad cron expression with 400 naming cronExpression and croner\'s reason, storing nothing', async () => {
    const before = await jobCount();
    for (const cronExpression of ['61 * * * * *', 'every minute', '* * * *', '0 0 0 31 2 *']) {
      const res = await call('POST', '/monitor/job', { ...probeJob, cronExpression });
      expect(res.statusCode, cronExpression).toBe(400);
      expect(res.json().fields, cronExpression).toEqual(['cronExpression']);
      expect(res.json().fields).toEqual(['cronExpression']);
    }
    expect((await call('POST', '/monitor/job', { ...probeJob, cronExpression: '61 * * * * *' }, { ...headers, 'accept-language': 'en' })).json().msg).toContain('Invalid value for second');
    expect(await jobCount()).toBe(before);
  });

  it('refuses an unknown task, bad syntax or arguments with 400 naming invokeTarget, storing and changing nothing', async () => {
    const before = await jobCount();
    const targets = [
      'java.lang.Runtime.getRuntime().exec("rm")',
      'deleteEverything',
      'probe; drop table sys_job',
      'cleanLogs({days: 30})',
      'cleanLogs([30])',
      'cleanLogs',
      'cleanLogs({"days":0})',
      'cleanLogs({"days":3651})',
      'cleanLogs({"days":"30"})',
      'cleanLogs({"days":30,"extra":1})',
      'probe({"x":1})',
      'constructor',
      '__proto__',
    ];
    for (const invokeTarget of targets) {
      const res = await call('POST', '/monitor/job', { ...probeJob, invokeTarget });
      expect(res.statusCode, invokeTarget).toBe(400);
      expect(res.json().fields, invokeTarget).toEqual(['invokeTarget']);
    }
    const unknown = await call('POST', '/monitor/job', { ...probeJob, invokeTarget: 'deleteEverything' }, { ...headers, 'accept-language': 'en' });
    expect(unknown.json().msg).toContain('available: expireSessions, cleanLogs, probe');
    expect(await jobCount()).toBe(before);
    const edit = await call('PUT', '/monitor/job', { ...probeJob, jobId: 3, invokeTarget: 'cleanLogs({"days":-1})' });
    expect(edit.statusCode).toBe(400);
    expect((await call('GET', '/monitor/job/3')).json().data.invokeTarget).toBe('probe');
  });

  it('GET cronNext answers the next five fire times, or the problem naming cronExpression', async () => {
    const res = await call('GET', `/monitor/job/cronNext?cronExpression=${encodeURIComponent('0 */5 * * * *')}`);
    expect(res.statusCode).toBe(200);
    const { next, problem } = res.json().data as { next: string[]; problem: string | null };
    expect(problem).toBeNull();
    expect(next).toHaveLength(5);
    expect(next.every((s) => s.endsWith(':00') && Number(s.slice(14, 16)) % 5 === 0)).toBe(true);
    const quartz = await call('GET', `/monitor/job/cronNext?cronExpression=${encodeURIComponent('0/10 * * * * ?')}`);
    expect(quartz.json().data.next).toHaveLength(5);
    const bad = await call('GET', '/monitor/job/cronNext?cronExpression=nope', undefined, { ...headers, 'accept-language': 'en' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().data).toMatchObject({ next: [], problem: expect.stringMatching(/^cronExpression: Invalid cron expression: CronPattern/) });
    expect((await call('GET', '/monitor/job/cronNext')).statusCode).toBe(400);
  });

  it('PUT changeStatus pauses and resumes; PUT run runs once, logged with its duration', async () => {
    expect((await call('PUT', '/monitor/job/changeStatus', { jobId: 3, status: '0' })).json().data.status).toBe('0');
    expect((await call('PUT', '/monitor/job/changeStatus', { jobId: 3, status: '1' })).json().data.status).toBe('1');
    expect((await call('PUT', '/monitor/job/changeStatus', { jobId: 3, status: '2' })).statusCode).toBe(400);
    expect((await call('PUT', '/monitor/job/changeStatus', { jobId: 999999, status: '0' })).statusCode).toBe(404);

    const res = await call('PUT', '/monitor/job/run', { jobId: 3, jobGroup: 'DEFAULT' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: '0' });
    const [log] = await logsOf(3);
    expect(log).toMatchObject({ jobName: '系统探针', invokeTarget: 'probe', status: '0', exceptionInfo: '' });
    expect(log.jobMessage).toBe('[manual admin] probe ran');
    expect(log.durationMs).toBeGreaterThanOrEqual(0);
    expect(log.stopTime!.getTime() - log.startTime!.getTime()).toBe(log.durationMs);
    expect((await call('PUT', '/monitor/job/run', { jobId: 999999 })).statusCode).toBe(404);
  });

  it('PUT run of a job whose task is gone logs the failure with its error', async () => {
    const id = (await call('POST', '/monitor/job', probeJob)).json().data.jobId;
    await t.app.db.update(sysJob).set({ invokeTarget: 'retiredTask' }).where(eq(sysJob.jobId, id));
    const res = await call('PUT', '/monitor/job/run', { jobId: id }, { ...headers, 'accept-language': 'en' });
    expect(res.json().msg).toMatch(/^The job failed/);
    const [log] = await logsOf(id);
    expect(log.status).toBe('1');
    expect(log.exceptionInfo).toContain('retiredTask');
    await call('DELETE', `/monitor/job/${id}`);
  });

  it('cleanLogs deletes operation, login and job logs older than its days, and keeps the rest', async () => {
    const old = new Date(Date.now() - 200 * 86_400_000);
    const recent = new Date(Date.now() - 100 * 86_400_000);
    await t.app.db.delete(sysOperLog);
    await t.app.db.delete(sysLogininfor);
    await t.app.db.insert(sysOperLog).values([{ title: 'old', operTime: old }, { title: 'recent', operTime: recent }]);
    await t.app.db.insert(sysLogininfor).values([{ userName: 'old', loginTime: old }, { userName: 'recent', loginTime: recent }]);
    const base = { jobName: 'x', jobGroup: 'DEFAULT', invokeTarget: 'probe', jobId: 99 };
    await t.app.db.insert(sysJobLog).values([{ ...base, jobMessage: 'old', startTime: old }, { ...base, jobMessage: 'recent', startTime: recent }]);
    await t.app.db.insert(sysJobFire).values([{ jobId: 99, fireTime: old }, { jobId: 99, fireTime: new Date() }]);

    const res = await call('PUT', '/monitor/job/run', { jobId: 2, jobGroup: 'SYSTEM' });
    expect(res.json().data.status).toBe('0');
    expect(res.json().data.jobMessage).toContain('sys_oper_log 1, sys_logininfor 1, sys_job_log 1, sys_job_fire 1');
    const titles = (await t.app.db.select().from(sysOperLog)).map((r) => r.title);
    expect(titles).toContain('recent');
    expect(titles).not.toContain('old');
    expect((await t.app.db.select().from(sysLogininfor)).map((r) => r.userName)).toEqual(['recent']);
    expect((await logsOf(99)).map((r) => r.jobMessage)).toEqual(['recent']);
    expect(await t.app.db.select().from(sysJobFire).where(eq(sysJobFire.jobId, 99))).toHaveLength(1);
  });

  it('vacuumCounts vacuums the count tables outside any transaction, leaving the list\'s day sums to their covering index', async () => {
    const res = await call('PUT', '/monitor/job/run', { jobId: 4, jobGroup: 'SYSTEM' });
    expect(res.json().data, res.body).toMatchObject({ status: '0', jobMessage: expect.stringContaining('biz_order_count and biz_slot vacuumed') });
    // an empty table is scanned whole; what matters is that the index can answer the sum
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain select sum(n) from biz_order_count where customs_status = '2' and day >= '2026-01-01' and day < '2026-06-01'`);
    });
    // either covering index of the counts answers from the index alone (the board's transport one may win on a tiny table)
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index Only Scan using biz_order_count_(customs|transport)_idx/);
  });

  it('exports an xlsx workbook (GET and POST)', async () => {
    for (const url of ['/monitor/job/export', '/monitor/jobLog/export']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(method, url, method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(200);
        expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
      }
    }
  });

  it('answers 403 to a user without the job permissions, on every endpoint', async () => {
    const lhy = await loginAs(t.app, 'lhy');
    const calls: Array<[Method, string, object?]> = [
      ['GET', '/monitor/job/list'], ['GET', '/monitor/job/1'], ['GET', '/monitor/job/cronNext?cronExpression=*'],
      ['POST', '/monitor/job', probeJob], ['PUT', '/monitor/job', { ...probeJob, jobId: 3 }],
      ['PUT', '/monitor/job/changeStatus', { jobId: 3, status: '0' }], ['PUT', '/monitor/job/run', { jobId: 3 }],
      ['DELETE', '/monitor/job/3'], ['GET', '/monitor/job/export'], ['POST', '/monitor/job/export', {}],
      ['GET', '/monitor/jobLog/list'], ['GET', '/monitor/jobLog/1'], ['DELETE', '/monitor/jobLog/1'],
      ['DELETE', '/monitor/jobLog/clean'], ['GET', '/monitor/jobLog/export'],
    ];
    for (const [method, url, body] of calls) expect((await call(method, url, body, lhy)).statusCode, `${method} ${url}`).toBe(403);
    expect(await jobCount()).toBe(5);
  });
});

describe('/monitor/jobLog', () => {
  it('GET list filters by job, name, status and start date; GET {id}; DELETE {ids}; DELETE clean', async () => {
    await call('PUT', '/monitor/job/run', { jobId: 3 });
    await call('PUT', '/monitor/job/run', { jobId: 3 });
    const mine = (await call('GET', '/monitor/jobLog/list?jobId=3')).json();
    expect(mine.total).toBeGreaterThanOrEqual(2);
    expect(mine.rows.every((r: { jobId: number }) => r.jobId === 3)).toBe(true);
    expect((await call('GET', '/monitor/jobLog/list?jobId=')).statusCode).toBe(200);
    expect((await call('GET', '/monitor/jobLog/list?status=1&jobId=3')).json().total).toBe(0);
    expect((await call('GET', `/monitor/jobLog/list?jobName=${encodeURIComponent('系统探针')}`)).json().total).toBe(mine.total);
    expect((await call('GET', '/monitor/jobLog/list?params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).json().total).toBe(0);
    expect((await call('GET', '/monitor/jobLog/list?orderByColumn=durationMs&isAsc=descending')).statusCode).toBe(200);
    expect((await call('GET', '/monitor/jobLog/list?orderByColumn=exceptionInfo')).statusCode).toBe(400);

    const [first, second] = mine.rows;
    expect((await call('GET', `/monitor/jobLog/${first.jobLogId}`)).json().data).toMatchObject({ jobLogId: first.jobLogId, status: '0' });
    expect((await call('DELETE', `/monitor/jobLog/${first.jobLogId}`)).statusCode).toBe(200);
    expect((await call('GET', `/monitor/jobLog/${first.jobLogId}`)).statusCode).toBe(404);
    expect((await call('GET', `/monitor/jobLog/${second.jobLogId}`)).statusCode).toBe(200);
    expect((await call('DELETE', '/monitor/jobLog/clean')).statusCode).toBe(200);
    expect((await call('GET', '/monitor/jobLog/list')).json().total).toBe(0);
  });
});

describe('the scheduler of this process', () => {
  it('runs an every-second job, stops while it is paused and runs again once resumed', async () => {
    await t.app.scheduler.start();
    try {
      const id = (await call('POST', '/monitor/job', { ...probeJob, cronExpression: '* * * * * *', status: '0' })).json().data.jobId;
      await sleep(2_500);
      expect((await logsOf(id)).length).toBeGreaterThanOrEqual(1);
      await call('PUT', '/monitor/job/changeStatus', { jobId: id, status: '1' });
      await sleep(300);
      const paused = (await logsOf(id)).length;
      await sleep(1_500);
      expect((await logsOf(id)).length).toBe(paused);
      await call('PUT', '/monitor/job/changeStatus', { jobId: id, status: '0' });
      await sleep(2_500);
      const logs = await logsOf(id);
      expect(logs.length).toBeGreaterThan(paused);
      expect(logs.every((l) => /^\[cron \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] probe ran$/.test(l.jobMessage ?? ''))).toBe(true);
      await call('DELETE', `/monitor/job/${id}`);
      await sleep(300);
      const deleted = (await logsOf(id)).length;
      await sleep(1_200);
      expect((await logsOf(id)).length).toBe(deleted);
    } finally {
      await t.app.scheduler.stop();
    }
  });

  it('misfire policy: a firing missed while no process ran is run once at start-up (1, 2), or not (3)', async () => {
    const yearly = { ...probeJob, cronExpression: '0 0 0 1 1 *', status: '0' };
    const ids: Record<string, number> = {};
    for (const policy of ['1', '2', '3']) ids[policy] = (await call('POST', '/monitor/job', { ...yearly, misfirePolicy: policy })).json().data.jobId;
    // created long ago, so this year's 1 January firing was missed
    await t.app.db.execute(sql`update sys_job set create_time = '2000-01-01' where job_id in (${ids['1']}, ${ids['2']}, ${ids['3']})`);
    for (let round = 0; round < 2; round += 1) {
      await t.app.scheduler.start();
      await sleep(500);
      await t.app.scheduler.stop();
    }
    for (const policy of ['1', '2']) {
      const logs = await logsOf(ids[policy]);
      expect(logs, policy).toHaveLength(1);
      expect(logs[0].jobMessage).toMatch(/^\[misfire \d{4}-01-01 00:00:00\] probe ran$/);
    }
    expect(await logsOf(ids['3'])).toHaveLength(0);
    await call('DELETE', `/monitor/job/${ids['1']},${ids['2']},${ids['3']}`);
  });
});

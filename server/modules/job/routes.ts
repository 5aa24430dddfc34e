import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { cronNextQuery, jobInput, jobQuery, jobRunInput, jobStatusInput } from '../../../contract/job.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { registerExport } from '../../lib/export-route.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { formatTime } from '../../lib/time.js';
import { nextFireTimes } from './cron.js';
import { jobLogRoutes } from './log-routes.js';
import { findJob, insertJob, jobsFor, listJobs, removeJobs, toJobRow, updateJob } from './repository.js';
import { checkJob, cronMessage } from './validate.js';

const perm = (action: string) => ({ access: { permission: `monitor:job:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'job', businessType } });
const tags = ['monitor: scheduled jobs'];

const label = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);
const misfireLabels: Record<string, [string, string]> = { '1': ['立即执行', 'Run at once'], '2': ['执行一次', 'Run once'] };

/** /monitor/job (RuoYi's SysJobController), and the job log beside it. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const mustFind = async (lang: Lang, id: number) => {
    const row = await findJob(app.db, id);
    if (!row) throw notFound(msg(lang, 'notFound'));
    return row;
  };

  app.get('/monitor/job/list', { config: perm('list'), schema: { tags, querystring: jobQuery } }, async (request) => {
    const { rows, total } = await listJobs(app.db, request.query);
    return page(request, rows, total);
  });

  // a checker the job dialog calls as one types: an expression croner refuses is an answer
  // (problem, naming cronExpression, with croner's reason), not a failed request
  app.get('/monitor/job/cronNext', { config: perm('query'), schema: { tags, summary: 'The next five fire times of a cron expression, or why it is invalid', querystring: cronNextQuery } }, async (request) => {
    const problem = cronMessage(request.lang, request.query.cronExpression);
    return ok(request, { problem, next: problem ? [] : nextFireTimes(request.query.cronExpression, 5).map((d) => formatTime(d)) });
  });

  app.get('/monitor/job/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) =>
    ok(request, toJobRow(await mustFind(request.lang, request.params.id))));

  app.post('/monitor/job', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: jobInput } }, async (request) => {
    checkJob(request.lang, request.body);
    const row = await insertJob(app.db, request.body, request.user!.userName);
    await app.scheduler.refresh(row.jobId);
    return ok(request, toJobRow(row));
  });

  app.put('/monitor/job', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: jobInput } }, async (request) => {
    const id = request.body.jobId;
    if (!id) throw badRequest('jobId: required', 'jobId');
    checkJob(request.lang, request.body);
    const row = await updateJob(app.db, id, request.body, request.user!.userName);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    await app.scheduler.refresh(id);
    return ok(request, toJobRow(row));
  });

  app.put('/monitor/job/changeStatus', { config: { ...perm('changeStatus'), ...operLog(2) }, schema: { tags, body: jobStatusInput } }, async (request) => {
    const { jobId, status } = request.body;
    const row = await updateJob(app.db, jobId, { status }, request.user!.userName);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    await app.scheduler.refresh(jobId);
    return ok(request, toJobRow(row));
  });

  // run once now, whatever the schedule; answers when the run has been logged
  app.put('/monitor/job/run', { config: { ...perm('changeStatus'), ...operLog(2) }, schema: { tags, body: jobRunInput } }, async (request) => {
    const job = await mustFind(request.lang, request.body.jobId);
    const log = await app.scheduler.runNow(job, request.user!.userName);
    const text = msg(request.lang, log.status === '0' ? 'jobRunSuccess' : 'jobRunFailed', log.jobMessage ?? '');
    return { code: 200, msg: text, data: { jobLogId: log.jobLogId, status: log.status, jobMessage: log.jobMessage, durationMs: log.durationMs } };
  });

  app.delete('/monitor/job/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const deleted = await removeJobs(app.db, request.lang, request.params.ids);
    for (const { jobId } of deleted) await app.scheduler.refresh(jobId);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  registerExport(app, {
    url: '/monitor/job/export',
    permission: 'monitor:job:export',
    tags,
    query: jobQuery,
    sheet: { zh: '定时任务', en: 'scheduled jobs' },
    columns: [
      { key: 'jobId', zh: '任务编号', en: 'ID', width: 10 },
      { key: 'jobName', zh: '任务名称', en: 'Name', width: 24 },
      { key: 'jobGroup', zh: '任务组名', en: 'Group', width: 12 },
      { key: 'invokeTarget', zh: '调用目标', en: 'Invoke target', width: 36 },
      { key: 'cronExpression', zh: '执行表达式', en: 'Cron expression', width: 20 },
      { key: 'misfirePolicy', zh: '计划策略', en: 'Misfire policy', width: 14 },
      { key: 'concurrent', zh: '并发执行', en: 'Concurrent', width: 10 },
      { key: 'status', zh: '状态', en: 'Status', width: 10 },
      { key: 'remark', zh: '备注', en: 'Remark', width: 40 },
      { key: 'createTime', zh: '创建时间', en: 'Created' },
    ],
    rows: async (filter, lang) =>
      (await jobsFor(app.db, filter)).map((r) => ({
        ...toJobRow(r),
        misfirePolicy: label(lang, ...(misfireLabels[r.misfirePolicy] ?? ['放弃执行', 'Do nothing'])),
        concurrent: r.concurrent === '0' ? label(lang, '允许', 'Allowed') : label(lang, '禁止', 'Forbidden'),
        status: r.status === '0' ? label(lang, '正常', 'Normal') : label(lang, '暂停', 'Paused'),
      })),
  });

  await app.register(jobLogRoutes);
};

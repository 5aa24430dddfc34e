import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { cronNextQuery, jobInput, jobQuery, jobRunInput, jobStatusInput } from '../../../contract/job.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { formatTime } from '../../lib/time.js';
import { nextFireTimes } from './cron.js';
import { jobLogRoutes } from './log-routes.js';
import { findJob, insertJob, listJobs, removeJobs, toJobRow, updateJob } from './repository.js';
import { checkJob, cronMessage } from './validate.js';
import { jobExportRoutes } from './export-routes.js';

const perm = (action: string) => ({ access: { permission: `monitor:job:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'job', businessType } });
const tags = ['monitor: scheduled jobs'];


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

  await app.register(jobExportRoutes);

  await app.register(jobLogRoutes);
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { jobLogQuery } from '../../../contract/job.js';
import { notFound } from '../../lib/errors.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { cleanJobLogs, deleteJobLogs, findJobLog, listJobLogs, toJobLogRow } from './log-repository.js';
import { jobLogExportRoutes } from './export-routes.js';

// RuoYi guards the job log with the job's own permissions
const perm = (action: string) => ({ access: { permission: `monitor:job:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'job log', businessType } });
const tags = ['monitor: job log'];

/** /monitor/jobLog (RuoYi's SysJobLogController). */
export const jobLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/monitor/jobLog/list', { config: perm('list'), schema: { tags, querystring: jobLogQuery } }, async (request) => {
    const { rows, total } = await listJobLogs(app.db, request.query);
    return page(request, rows, total);
  });

  app.get('/monitor/jobLog/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    const row = await findJobLog(app.db, request.params.id);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, toJobLogRow(row));
  });

  app.delete('/monitor/jobLog/clean', { config: { ...perm('remove'), ...operLog(9) }, schema: { tags } }, async (request) => {
    await cleanJobLogs(app.db);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.delete('/monitor/jobLog/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await deleteJobLogs(app.db, request.params.ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(jobLogExportRoutes);
};

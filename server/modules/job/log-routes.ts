import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { jobLogQuery } from '../../../contract/job.js';
import { notFound } from '../../lib/errors.js';
import { registerExport } from '../../lib/export-route.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { cleanJobLogs, deleteJobLogs, findJobLog, jobLogsFor, listJobLogs, toJobLogRow } from './log-repository.js';

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

  registerExport(app, {
    url: '/monitor/jobLog/export',
    permission: 'monitor:job:export',
    tags,
    query: jobLogQuery,
    sheet: { zh: '调度日志', en: 'job log' },
    columns: [
      { key: 'jobLogId', zh: '日志编号', en: 'ID', width: 10 },
      { key: 'jobName', zh: '任务名称', en: 'Job name', width: 24 },
      { key: 'jobGroup', zh: '任务组名', en: 'Group', width: 12 },
      { key: 'invokeTarget', zh: '调用目标', en: 'Invoke target', width: 36 },
      { key: 'jobMessage', zh: '日志信息', en: 'Message', width: 50 },
      { key: 'status', zh: '执行状态', en: 'Status', width: 10 },
      { key: 'startTime', zh: '开始时间', en: 'Started' },
      { key: 'durationMs', zh: '耗时(毫秒)', en: 'Duration (ms)', width: 12 },
      { key: 'runner', zh: '执行进程', en: 'Process', width: 24 },
      { key: 'exceptionInfo', zh: '异常信息', en: 'Error', width: 60 },
    ],
    rows: async (filter, lang) =>
      (await jobLogsFor(app.db, filter)).map((r) => ({
        ...toJobLogRow(r),
        status: r.status === '0' ? (lang === 'en' ? 'Success' : '成功') : lang === 'en' ? 'Failure' : '失败',
      })),
  });
};

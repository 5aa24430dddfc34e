import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerExport } from '../../lib/export-route.js';
import type { Lang } from '../../lib/messages.js';
import { jobLogQuery, jobQuery } from '../../../contract/job.js';
import { jobLogsFor, toJobLogRow } from './log-repository.js';
import { jobsFor, toJobRow } from './repository.js';

const label = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);
const misfireLabels: Record<string, [string, string]> = { '1': ['立即执行', 'Run at once'], '2': ['执行一次', 'Run once'] };

/** The Excel export of the scheduled jobs, registered by job/routes.ts. */
export const jobExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['monitor: scheduled jobs'];
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
};

/** The Excel export of the job log, registered by job/log-routes.ts. */
export const jobLogExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['monitor: job log'];
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

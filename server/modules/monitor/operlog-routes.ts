import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList } from '../../../contract/common.js';
import { operLogQuery } from '../../../contract/monitor.js';
import { notFound } from '../../lib/errors.js';
import { registerExport } from '../../lib/export-route.js';
import { whereOf } from '../../lib/list-filter.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { inBatches } from './export-rows.js';
import { cleanOperLogs, deleteOperLogs, findOperLog, listOperLogs, operLogFilter, toOperLogRow } from './operlog-repository.js';
import { sysOperLog } from '../../plugins/oper-log-table.js';

const perm = (action: string) => ({ access: { permission: `monitor:operlog:${action}` } });
const tags = ['monitor: operation log'];

export const operLogRoutes: FastifyPluginAsyncZod = async (app) => {
  async function* exportRows(filter: Record<string, unknown>, lang: Lang) {
    const [type, status] = await Promise.all([app.dictCache.labeller('sys_oper_type', lang), app.dictCache.labeller('sys_common_status', lang)]);
    for await (const r of inBatches(app.db, sysOperLog, sysOperLog.operId, (row) => row.operId, whereOf(operLogFilter, filter))) {
      yield { ...toOperLogRow(r), businessType: type(String(r.businessType)), status: status(r.status) };
    }
  }

  app.get('/monitor/operlog/list', { config: perm('list'), schema: { tags, querystring: operLogQuery } }, async (request) => {
    const { rows, total } = await listOperLogs(app.db, request.query);
    return page(request, rows, total);
  });

  app.get('/monitor/operlog/:operId', { config: perm('query'), schema: { tags, params: z.object({ operId: z.coerce.number().int().positive() }) } }, async (request) => {
    const row = await findOperLog(app.db, request.params.operId);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, toOperLogRow(row));
  });

  app.delete('/monitor/operlog/clean', { config: { ...perm('remove'), operLog: { title: 'operlog', businessType: 9 } }, schema: { tags } }, async (request) => {
    await cleanOperLogs(app.db);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.delete('/monitor/operlog/:ids', { config: { ...perm('remove'), operLog: { title: 'operlog', businessType: 3 } }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await deleteOperLogs(app.db, request.params.ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  registerExport(app, {
    url: '/monitor/operlog/export',
    permission: 'monitor:operlog:export',
    tags,
    query: operLogQuery,
    sheet: { zh: '操作日志', en: 'operation log' },
    columns: [
      { key: 'operId', zh: '操作序号', en: 'ID', width: 10 },
      { key: 'title', zh: '操作模块', en: 'Module' },
      { key: 'businessType', zh: '业务类型', en: 'Type', width: 12 },
      { key: 'method', zh: '请求方法', en: 'Method', width: 40 },
      { key: 'requestMethod', zh: '请求方式', en: 'HTTP method', width: 10 },
      { key: 'operName', zh: '操作人员', en: 'Operator' },
      { key: 'deptName', zh: '部门名称', en: 'Department' },
      { key: 'operUrl', zh: '请求地址', en: 'URL', width: 40 },
      { key: 'operIp', zh: '操作地址', en: 'IP address' },
      { key: 'operParam', zh: '请求参数', en: 'Parameters', width: 60 },
      { key: 'status', zh: '状态', en: 'Status', width: 10 },
      { key: 'errorMsg', zh: '错误消息', en: 'Error', width: 40 },
      { key: 'operTime', zh: '操作时间', en: 'Time' },
      { key: 'costTime', zh: '消耗时间(毫秒)', en: 'Cost (ms)', width: 12 },
    ],
    rows: async (filter, lang) => exportRows(filter, lang),
  });
};

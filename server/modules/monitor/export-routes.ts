import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerExport } from '../../lib/export-route.js';
import type { Lang } from '../../lib/messages.js';
import { loginLogQuery, operLogQuery } from '../../../contract/monitor.js';
import { streamLoginLogs, toLoginLogRow } from './logininfor-repository.js';
import { streamOperLogs, toOperLogRow } from './operlog-repository.js';

/** The Excel export of the operation log, registered by monitor/operlog-routes.ts. */
export const operLogExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['monitor: operation log'];
  async function* exportRows(filter: Record<string, unknown>, lang: Lang) {
    const [type, status] = await Promise.all([app.dictCache.labeller('sys_oper_type', lang), app.dictCache.labeller('sys_common_status', lang)]);
    for await (const r of streamOperLogs(app.db, filter)) {
      yield { ...toOperLogRow(r), businessType: type(String(r.businessType)), status: status(r.status) };
    }
  }
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

/** The Excel export of the login log, registered by monitor/logininfor-routes.ts. */
export const loginLogExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['monitor: login log'];
  async function* exportRows(filter: Record<string, unknown>, lang: Lang) {
    const status = await app.dictCache.labeller('sys_common_status', lang);
    for await (const r of streamLoginLogs(app.db, filter)) {
      yield { ...toLoginLogRow(r, lang), status: status(r.status) };
    }
  }
  registerExport(app, {
    url: '/monitor/logininfor/export',
    permission: 'monitor:logininfor:export',
    tags,
    query: loginLogQuery,
    sheet: { zh: '登录日志', en: 'login log' },
    columns: [
      { key: 'infoId', zh: '序号', en: 'ID', width: 10 },
      { key: 'userName', zh: '用户账号', en: 'User' },
      { key: 'status', zh: '登录状态', en: 'Status', width: 10 },
      { key: 'ipaddr', zh: '登录地址', en: 'IP address' },
      { key: 'loginLocation', zh: '登录地点', en: 'Location' },
      { key: 'browser', zh: '浏览器', en: 'Browser' },
      { key: 'os', zh: '操作系统', en: 'OS' },
      { key: 'msg', zh: '提示消息', en: 'Message', width: 40 },
      { key: 'loginTime', zh: '访问时间', en: 'Time' },
    ],
    rows: async (filter, lang) => exportRows(filter, lang),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList } from '../../../contract/common.js';
import { loginLogQuery, userNameParam } from '../../../contract/monitor.js';
import { notFound } from '../../lib/errors.js';
import { registerExport } from '../../lib/export-route.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { page } from '../../lib/reply.js';
import { cleanLoginLogs, deleteLoginLogs, listLoginLogs, streamLoginLogs, toLoginLogRow, unlockUser } from './logininfor-repository.js';

const perm = (action: string) => ({ access: { permission: `monitor:logininfor:${action}` } });
const log = (businessType: number) => ({ title: 'logininfor', businessType });
const tags = ['monitor: login log'];

export const loginLogRoutes: FastifyPluginAsyncZod = async (app) => {
  async function* exportRows(filter: Record<string, unknown>, lang: Lang) {
    const status = await app.dictCache.labeller('sys_common_status', lang);
    for await (const r of streamLoginLogs(app.db, filter)) {
      yield { ...toLoginLogRow(r, lang), status: status(r.status) };
    }
  }

  app.get('/monitor/logininfor/list', { config: perm('list'), schema: { tags, querystring: loginLogQuery } }, async (request) => {
    const { rows, total } = await listLoginLogs(app.db, request.query, request.lang);
    return page(request, rows, total);
  });

  app.delete('/monitor/logininfor/clean', { config: { ...perm('remove'), operLog: log(9) }, schema: { tags } }, async (request) => {
    await cleanLoginLogs(app.db);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.delete('/monitor/logininfor/:ids', { config: { ...perm('remove'), operLog: log(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await deleteLoginLogs(app.db, request.params.ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  // RuoYi's verb is GET; it is still a change, so the operation log records it (type 0, other)
  app.get('/monitor/logininfor/unlock/:userName', { config: { ...perm('unlock'), operLog: log(0) }, schema: { tags, params: userNameParam } }, async (request) => {
    if (!(await unlockUser(app.db, request.params.userName))) throw notFound(msg(request.lang, 'userMissing', request.params.userName));
    return { code: 200, msg: msg(request.lang, 'accountUnlocked', request.params.userName) };
  });

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

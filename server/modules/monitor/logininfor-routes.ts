import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList } from '../../../contract/common.js';
import { loginLogQuery, userNameParam } from '../../../contract/monitor.js';
import { notFound } from '../../lib/errors.js';
import { msg } from './messages.js';
import { page } from '../../lib/reply.js';
import { cleanLoginLogs, deleteLoginLogs, listLoginLogs, unlockUser } from './logininfor-repository.js';
import { loginLogExportRoutes } from './export-routes.js';

const perm = (action: string) => ({ access: { permission: `monitor:logininfor:${action}` } });
const log = (businessType: number) => ({ title: 'logininfor', businessType });
const tags = ['monitor: login log'];

export const loginLogRoutes: FastifyPluginAsyncZod = async (app) => {

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

  await app.register(loginLogExportRoutes);
};

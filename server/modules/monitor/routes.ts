import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onlineQuery, serverInfoResult, tokenIdParam, tokenIdsParam } from '../../../contract/monitor.js';
import { notFound } from '../../lib/errors.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { loginLogRoutes } from './logininfor-routes.js';
import { endSessions, listOnline } from './online-repository.js';
import { operLogRoutes } from './operlog-routes.js';
import { serverInfo } from './server-info.js';

const forceLog = { title: 'online', businessType: 7 };

/** Operation log, login log, online users and the server monitor (/monitor/...). */
export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operLogRoutes);
  await app.register(loginLogRoutes);

  const tags = ['monitor: online users'];
  app.get('/monitor/online/list', { config: { access: { permission: 'monitor:online:list' } }, schema: { tags, querystring: onlineQuery } }, async (request) => {
    const { rows, total } = await listOnline(app.db, request.query, app.config.sessionIdleMinutes, request.lang);
    return page(request, rows, total);
  });

  app.delete('/monitor/online/:tokenId', {
    config: { access: { permission: 'monitor:online:forceLogout' }, operLog: forceLog },
    schema: { tags, params: tokenIdParam },
  }, async (request) => {
    if (!(await endSessions(app.db, [request.params.tokenId]))) throw notFound(msg(request.lang, 'sessionGone'));
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.delete('/monitor/online/batchLogout/:tokenIds', {
    config: { access: { permission: 'monitor:online:batchLogout' }, operLog: forceLog },
    schema: { tags, params: tokenIdsParam },
  }, async (request) => {
    const ended = await endSessions(app.db, request.params.tokenIds);
    return { code: 200, msg: msg(request.lang, 'sessionsEnded', String(ended)) };
  });

  app.get('/monitor/server', {
    config: { access: { permission: 'monitor:server:list' } },
    schema: { tags: ['monitor: server'], summary: 'Node, host, CPU, memory, data disk and database figures', response: { 200: serverInfoResult } },
  }, async (request) => ok(request, await serverInfo(app)));
};

import { MAX_INT } from '../../../contract/constants.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList } from '../../../contract/common.js';
import { operLogQuery } from '../../../contract/monitor.js';
import { notFound } from '../../lib/errors.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { cleanOperLogs, deleteOperLogs, findOperLog, listOperLogs, toOperLogRow } from './operlog-repository.js';
import { operLogExportRoutes } from './export-routes.js';

const perm = (action: string) => ({ access: { permission: `monitor:operlog:${action}` } });
const tags = ['monitor: operation log'];

export const operLogRoutes: FastifyPluginAsyncZod = async (app) => {

  app.get('/monitor/operlog/list', { config: perm('list'), schema: { tags, querystring: operLogQuery } }, async (request) => {
    const { rows, total } = await listOperLogs(app.db, request.query);
    return page(request, rows, total);
  });

  app.get('/monitor/operlog/:operId', { config: perm('query'), schema: { tags, params: z.object({ operId: z.coerce.number().int().positive().max(MAX_INT) }) } }, async (request) => {
    const row = await findOperLog(app.db, request.params.operId);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, toOperLogRow(row));
  });

  app.delete('/monitor/operlog/clean', { config: { ...perm('remove'), operLog: { title: 'operlog', businessType: 9 } }, schema: { tags } }, async (request) => {
    // the rows of requests answered before this one are still being written: they are cleaned too
    await app.operLogFlushed();
    await cleanOperLogs(app.db);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.delete('/monitor/operlog/:ids', { config: { ...perm('remove'), operLog: { title: 'operlog', businessType: 3 } }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await deleteOperLogs(app.db, request.params.ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(operLogExportRoutes);
};

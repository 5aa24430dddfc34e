import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filingEditInput, filingInput, filingMoveInput, filingQuery } from '../../../contract/filing.js';
import { idList, idParam } from '../../../contract/common.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { historyOf } from '../../lib/workflow.js';
import type { LoginUser } from '../../lib/login-user.js';
import { filingExportRoutes } from './export-routes.js';
import { filingImportRoutes } from './import-routes.js';
import * as repo from './repository.js';
import { addFiling, editFiling, foundFiling, removeFilings } from './service.js';
import { historyLabels } from './machine.js';
import { moveFiling } from './workflow.js';
import './order-check.js';

export const tags = ['biz: filing'];
const perm = (action: string | string[]) => ({
  access: { permission: Array.isArray(action) ? action.map((a) => `biz:filing:${a}`) : `biz:filing:${action}` },
});
const operLog = (businessType: number) => ({ operLog: { title: 'filing', businessType } });

/** /biz/filing: customs filings of orders, scoped by the caller's data scope. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const caller = (request: { user: LoginUser | null; lang: Lang }) => ({ db, dict: app.dictCache, user: request.user!, lang: request.lang });

  app.get('/biz/filing/list', { config: perm('list'), schema: { tags, querystring: filingQuery } }, async (request) => {
    const { rows, total } = await repo.listFilings(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/filing/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => ok(request, await foundFiling(caller(request), request.params.id)));

  app.post('/biz/filing', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: filingInput } }, async (request) => ok(request, await addFiling(caller(request), request.body)));

  app.put('/biz/filing', { config: { ...perm(['edit', 'review']), ...operLog(2) }, schema: { tags, body: filingEditInput } }, async (request) =>
    ok(request, await editFiling(caller(request), request.body)),
  );

  app.delete('/biz/filing/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await removeFilings(caller(request), request.params.ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.put('/biz/filing/:id/status', {
    config: { ...perm(['submit', 'review']), ...operLog(2) },
    schema: { tags, summary: 'Move the filing: cs submits (0→1, 4→0), customs accepts, declares and decides', params: idParam, body: filingMoveInput },
  }, async (request) => {
    const moved = await moveFiling(caller(request), request.params.id, request.body);
    return ok(request, { ...moved, filing: await repo.findFiling(db, request.user!, request.params.id) });
  });

  app.get('/biz/filing/:id/history', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    await foundFiling(caller(request), request.params.id);
    return ok(request, await historyOf(db, 'filing', request.params.id, historyLabels(app.dictCache, request.lang)));
  });

  await app.register(filingExportRoutes);
  await app.register(filingImportRoutes);
};

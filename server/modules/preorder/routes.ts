import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { preorderEditInput, preorderInput, preorderQuery } from '../../../contract/preorder.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import type { LoginUser } from '../../lib/login-user.js';
import { preorderExportRoutes } from './export-routes.js';
import { preorderImportRoutes } from './import-routes.js';
import * as repo from './repository.js';
import { operLog, perm, tags } from './route-config.js';
import { addPreorder, editPreorder, foundPreorder, removePreorders } from './service.js';
import { preorderStatusRoutes } from './status-routes.js';

/** /biz/preorder: pre-orders entered by hand or imported, before their check; scoped by data scope. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const caller = (request: { user: LoginUser | null; lang: Lang }) => ({ db, dict: app.dictCache, user: request.user!, lang: request.lang });

  app.get('/biz/preorder/list', { config: perm('list'), schema: { tags, querystring: preorderQuery } }, async (request) => {
    const { rows, total } = await repo.listPreorders(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/preorder/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) =>
    ok(request, await foundPreorder(caller(request), request.params.id)));

  app.post('/biz/preorder', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: preorderInput } }, async (request) =>
    ok(request, await addPreorder(caller(request), request.body)),
  );

  /** Only while unprocessed or not passed; editing a not-passed one moves it back to unprocessed. */
  app.put('/biz/preorder', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: preorderEditInput } }, async (request) =>
    ok(request, await editPreorder(caller(request), request.body)),
  );

  /** Never a passed pre-order: its order exists and points back to it. */
  app.delete('/biz/preorder/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await removePreorders(caller(request), request.params.ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(preorderStatusRoutes);
  await app.register(preorderImportRoutes);
  await app.register(preorderExportRoutes);
};

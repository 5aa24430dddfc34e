import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common.js';
import { preorderStatusInput } from '../../../contract/preorder.js';
import type { Lang } from '../../lib/messages.js';
import { ok } from '../../lib/reply.js';
import type { LoginUser } from '../../lib/login-user.js';
import { operLog, perm, tags } from './route-config.js';
import { checkPreorder, preorderHistory } from './workflow.js';

/**
 * PUT /biz/preorder/{id}/status: the check (biz:preorder:check). Passing creates the order in
 * the same transaction, so of two checkers at once one wins (the other gets 409) and exactly one
 * order exists. GET {id}/history: the pre-order's status changes, oldest first.
 */
export const preorderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = (request: { user: LoginUser | null; lang: Lang }) => ({ db: app.db, dict: app.dictCache, user: request.user!, lang: request.lang });

  app.put('/biz/preorder/:id/status', { config: { ...perm('check'), ...operLog(2) }, schema: { tags, params: idParam, body: preorderStatusInput } }, async (request) =>
    ok(request, await checkPreorder(caller(request), request.params.id, request.body)),
  );

  app.get('/biz/preorder/:id/history', { config: perm('query'), schema: { tags, params: idParam } }, async (request) =>
    ok(request, await preorderHistory(caller(request), request.params.id)),
  );
};

import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common.js';
import { preorderStatusInput } from '../../../contract/preorder.js';
import { conflict, notFound } from '../../lib/errors.js';
import { msg } from './messages.js';
import { ok } from '../../lib/reply.js';
import { historyOf, recordHistory, transition } from '../../lib/workflow.js';
import { createOrder } from '../order/repository.js';
import { bizPreorder } from './table.js';
import { checkLabels, machineMessages, preorderMachine, preorderRemark } from './machine.js';
import { asOrderInput, findPreorder } from './repository.js';
import { CHECK, operLog, perm, tags } from './route-config.js';

/**
 * PUT /biz/preorder/{id}/status: the check (biz:preorder:check). Passing creates the order in
 * the same transaction, so of two checkers at once one wins (the other gets 409) and exactly one
 * order exists. GET {id}/history: the pre-order's status changes, oldest first.
 */
export const preorderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.put('/biz/preorder/:id/status', { config: { ...perm('check'), ...operLog(2) }, schema: { tags, params: idParam, body: preorderStatusInput } }, async (request) => {
    const { lang } = request;
    const user = request.user!;
    const { id } = request.params;
    const { to, remark, version } = request.body;
    const current = await findPreorder(db, user, id);
    if (!current) throw notFound(msg(lang, 'preorderNotFound'));
    // not passed → unprocessed is the machine's move of an edit, never a check
    if (to === CHECK.unprocessed) throw conflict(msg(lang, 'preorderBackByEdit'));
    const messages = machineMessages(lang, await checkLabels(app.dictCache, lang));
    await db.transaction(async (tx) => {
      await transition(tx, preorderMachine, { id, to, remark, by: user.userName, version }, messages);
      const set: Partial<typeof bizPreorder.$inferInsert> = { checkRemark: remark, updateBy: user.userName, updateTime: new Date() };
      if (to === CHECK.passed) {
        // the pre-order as the transaction sees it after the move: no edit can slip in between
        const fresh = (await findPreorder(tx, null, id))!;
        const orderId = await createOrder(tx, asOrderInput(fresh), user, id, lang);
        await recordHistory(tx, { entity: 'order', entityId: orderId, field: 'customsStatus', from: '', to: '0', remark: preorderRemark(current.orderNo), by: user.userName });
        set.orderId = orderId;
      }
      await tx.update(bizPreorder).set(set).where(eq(bizPreorder.preorderId, id));
    });
    return ok(request, await findPreorder(db, null, id));
  });

  app.get('/biz/preorder/:id/history', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    const { lang } = request;
    if (!(await findPreorder(db, request.user!, request.params.id))) throw notFound(msg(lang, 'preorderNotFound'));
    const label = await checkLabels(app.dictCache, lang);
    return ok(request, await historyOf(db, 'preorder', request.params.id, async (_field, value) => label(value)));
  });
};

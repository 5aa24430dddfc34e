import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { preorderEditInput, preorderInput, preorderQuery, type PreorderInput } from '../../../contract/preorder.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { transition } from '../../lib/workflow.js';
import type { LoginUser } from '../../lib/login-user.js';
import { checkCurrencies } from '../order/repository.js';
import { bizPreorder } from './table.js';
import { preorderExportRoutes } from './export-routes.js';
import { preorderImportRoutes } from './import-routes.js';
import { checkLabels, machineMessages, preorderMachine } from './machine.js';
import * as repo from './repository.js';
import { CHECK, operLog, perm, tags } from './route-config.js';
import { preorderStatusRoutes } from './status-routes.js';

/** The order number is free: no order, no other pre-order has it (409 naming orderNo). */
async function checkOrderNo(db: Db, lang: Lang, orderNo: string, exceptId?: number) {
  if ((await repo.usedOrderNos(db, [orderNo], exceptId)).size) throw new AppError(409, msg(lang, 'preorderNoTaken', orderNo), 'orderNo');
}

/** /biz/preorder: pre-orders entered by hand or imported, before their check; scoped by data scope. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const found = async (user: LoginUser, lang: Lang, id: number) => {
    const row = await repo.findPreorder(db, user, id);
    if (!row) throw notFound(msg(lang, 'preorderNotFound'));
    return row;
  };

  app.get('/biz/preorder/list', { config: perm('list'), schema: { tags, querystring: preorderQuery } }, async (request) => {
    const { rows, total } = await repo.listPreorders(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/preorder/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) =>
    ok(request, await found(request.user!, request.lang, request.params.id)));

  app.post('/biz/preorder', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: preorderInput } }, async (request) => {
    const { lang } = request;
    const body: PreorderInput = request.body;
    await checkOrderNo(db, lang, body.orderNo);
    await checkCurrencies(db, body.lines, lang);
    const [id] = await repo.insertPreorders(db, [body], request.user!);
    return ok(request, await repo.findPreorder(db, null, id));
  });

  /**
   * Only while unprocessed or not passed. Editing a not-passed pre-order moves it back to
   * unprocessed through the machine (history remark "edited"), in the same transaction.
   */
  app.put('/biz/preorder', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: preorderEditInput } }, async (request) => {
    const { lang } = request;
    const user = request.user!;
    const { preorderId: id, version, ...input } = request.body;
    const current = await found(user, lang, id);
    if (current.checkStatus === CHECK.passed) throw conflict(msg(lang, 'preorderLocked'));
    if (version !== undefined && version !== current.version) throw conflict(msg(lang, 'preorderStale'));
    await checkOrderNo(db, lang, input.orderNo, id);
    await checkCurrencies(db, input.lines, lang);
    const label = await checkLabels(app.dictCache, lang);
    await db.transaction(async (tx) => {
      let seen = { status: current.checkStatus as string, version: current.version };
      if (current.checkStatus === CHECK.notPassed) {
        const moved = await transition(tx, preorderMachine, { id, to: CHECK.unprocessed, remark: 'edited', by: user.userName, version: current.version }, machineMessages(lang, label));
        seen = { status: moved.to, version: moved.version };
      }
      // conditional on what was read: a check made meanwhile wins and this edit is told (409)
      const updated = await tx
        .update(bizPreorder)
        .set({ ...repo.preorderValues(input), checkRemark: '', version: seen.version + 1, updateBy: user.userName, updateTime: new Date() })
        .where(and(eq(bizPreorder.preorderId, id), eq(bizPreorder.checkStatus, seen.status), eq(bizPreorder.version, seen.version)))
        .returning({ id: bizPreorder.preorderId });
      if (!updated.length) throw conflict(msg(lang, 'preorderStale'));
    });
    return ok(request, await repo.findPreorder(db, null, id));
  });

  /** Never a passed pre-order: its order exists and points back to it. */
  app.delete('/biz/preorder/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const { lang } = request;
    const ids = [...new Set(request.params.ids)];
    const rows = await db
      .select({ id: bizPreorder.preorderId, orderNo: bizPreorder.orderNo, checkStatus: bizPreorder.checkStatus })
      .from(bizPreorder)
      .where(and(inArray(bizPreorder.preorderId, ids), repo.preorderScope(request.user!)));
    if (rows.length !== ids.length) throw notFound(msg(lang, 'preorderNotFound'));
    const passed = rows.find((r) => r.checkStatus === CHECK.passed);
    if (passed) throw conflict(msg(lang, 'preorderDeletePassed', passed.orderNo));
    await db.transaction(async (tx) => {
      const gone = await tx
        .delete(bizPreorder)
        .where(and(inArray(bizPreorder.preorderId, ids), inArray(bizPreorder.checkStatus, [CHECK.unprocessed, CHECK.notPassed])))
        .returning({ id: bizPreorder.preorderId });
      // passed meanwhile by someone else: nothing is deleted
      if (gone.length !== ids.length) throw conflict(msg(lang, 'preorderStale'));
    });
    return { code: 200, msg: msg(lang, 'ok') };
  });

  await app.register(preorderStatusRoutes);
  await app.register(preorderImportRoutes);
  await app.register(preorderExportRoutes);
};

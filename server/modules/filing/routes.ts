import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filingEditInput, filingInput, filingMoveInput, filingQuery } from '../../../contract/filing.js';
import { idList, idParam } from '../../../contract/common.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { historyOf } from '../../lib/workflow.js';
import type { LoginUser } from '../../lib/login-user.js';
import { bizStatusHistory } from '../../lib/workflow-table.js';
import { bizOrder } from '../order/table.js';
import { checkEdit, editableValues, storedValues } from './edit-rules.js';
import { filingExportRoutes } from './export-routes.js';
import * as repo from './repository.js';
import { FILING_DICT, historyLabels, moveFiling } from './workflow.js';
import { bizFiling } from './table.js';

export const tags = ['biz: filing'];
const perm = (action: string | string[]) => ({
  access: { permission: Array.isArray(action) ? action.map((a) => `biz:filing:${a}`) : `biz:filing:${action}` },
});
const operLog = (businessType: number) => ({ operLog: { title: 'filing', businessType } });

/** /biz/filing: customs filings of orders, scoped by the caller's data scope. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const found = async (request: { user: LoginUser | null; lang: Lang }, id: number) => {
    const row = await repo.findFiling(db, request.user!, id);
    if (!row) throw notFound(msg(request.lang, 'filingNotFound'));
    return row;
  };

  app.get('/biz/filing/list', { config: perm('list'), schema: { tags, querystring: filingQuery } }, async (request) => {
    const { rows, total } = await repo.listFilings(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/filing/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => ok(request, await found(request, request.params.id)));

  app.post('/biz/filing', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: filingInput } }, async (request) => {
    const { body, lang } = request;
    const user = request.user!;
    const order = await repo.scopedOrder(db, user, body.orderId);
    if (!order) throw badRequest(`orderId: ${msg(lang, 'filingOrderMissing', String(body.orderId))}`, 'orderId');
    if (order.overState !== '0') throw conflict(msg(lang, 'filingOrderOver', order.orderNo));
    const filingId = await db.transaction(async (tx) => {
      // the order row's lock makes two simultaneous adds for one order take turns
      await tx.select({ id: bizOrder.orderId }).from(bizOrder).where(eq(bizOrder.orderId, order.orderId)).for('update');
      const [open] = await tx
        .select({ id: bizFiling.filingId })
        .from(bizFiling)
        .where(and(eq(bizFiling.orderId, order.orderId), ne(bizFiling.customsStatus, '4')))
        .limit(1);
      if (open) throw conflict(msg(lang, 'filingOpen', order.orderNo));
      const [row] = await tx
        .insert(bizFiling)
        .values({ ...storedValues(body), orderId: order.orderId, customsStatus: '0', deptId: user.deptId, userId: user.userId, createBy: user.userName })
        .returning({ filingId: bizFiling.filingId });
      return row.filingId;
    });
    return ok(request, await repo.findFiling(db, user, filingId));
  });

  app.put('/biz/filing', { config: { ...perm(['edit', 'review']), ...operLog(2) }, schema: { tags, body: filingEditInput } }, async (request) => {
    const { body, lang } = request;
    const user = request.user!;
    const current = await found(request, body.filingId);
    checkEdit(user, lang, current, body, await app.dictCache.label(FILING_DICT, current.customsStatus, lang));
    // conditional on the status read: a move in between makes this edit a conflict, not a silent write
    const updated = await db
      .update(bizFiling)
      .set({ ...editableValues(current, body), updateBy: user.userName, updateTime: new Date() })
      .where(and(eq(bizFiling.filingId, current.filingId), eq(bizFiling.customsStatus, current.customsStatus)))
      .returning({ id: bizFiling.filingId });
    if (updated.length === 0) throw conflict(msg(lang, 'filingStale'));
    return ok(request, await repo.findFiling(db, user, current.filingId));
  });

  app.delete('/biz/filing/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const { lang } = request;
    const ids = [...new Set(request.params.ids)];
    const rows = await repo.scopedFilings(db, request.user!, ids);
    if (rows.length !== ids.length) throw notFound(msg(lang, 'filingNotFound'));
    const moved = rows.filter((r) => r.customsStatus !== '0').map((r) => String(r.filingId));
    if (moved.length) throw conflict(msg(lang, 'filingDeleteStatus', moved.join(', ')));
    await db.transaction(async (tx) => {
      const gone = await tx
        .delete(bizFiling)
        .where(and(inArray(bizFiling.filingId, ids), eq(bizFiling.customsStatus, '0')))
        .returning({ id: bizFiling.filingId });
      // submitted meanwhile: keep everything
      if (gone.length !== ids.length) throw conflict(msg(lang, 'filingStale'));
      await tx.delete(bizStatusHistory).where(and(eq(bizStatusHistory.entity, 'filing'), inArray(bizStatusHistory.entityId, ids)));
    });
    return { code: 200, msg: msg(lang, 'ok') };
  });

  app.put('/biz/filing/:id/status', {
    config: { ...perm(['submit', 'review']), ...operLog(2) },
    schema: { tags, summary: 'Move the filing: cs submits (0→1, 4→0), customs accepts, declares and decides', params: idParam, body: filingMoveInput },
  }, async (request) => {
    const moved = await moveFiling({ db, dict: app.dictCache, user: request.user!, lang: request.lang }, request.params.id, request.body);
    return ok(request, { ...moved, filing: await repo.findFiling(db, request.user!, request.params.id) });
  });

  app.get('/biz/filing/:id/history', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    await found(request, request.params.id);
    return ok(request, await historyOf(db, 'filing', request.params.id, historyLabels(app.dictCache, request.lang)));
  });

  await app.register(filingExportRoutes);
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idList, idParam } from '../../../contract/common.js';
import { orderBatchInput, orderEditInput, orderInput, orderQuery, orderStatusInput } from '../../../contract/order.js';
import { z } from 'zod';
import { ok, page } from '../../lib/reply.js';
import { batchEdit, deleteOrders, updateOrder } from './edit.js';
import { orderExportRoutes } from './export-routes.js';
import { orderSheetRoutes } from './sheet-routes.js';
import { findOrder, linesOf, listOrders, toOrderRow } from './query.js';
import { addOrder } from './repository.js';
import { withCartons } from './cartons.js';
import { moveOrder, orderHistory } from './workflow.js';

export const perm = (action: string) => ({ access: { permission: `biz:order:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'order', businessType } });
export const tags = ['biz: order'];

/** /biz/order: orders with their goods lines, scoped by the caller's data scope. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/biz/order/list', { config: perm('list'), schema: { tags, querystring: orderQuery } }, async (request) => {
    const { rows, total } = await listOrders(db, request.user!, request.query);
    return page(request, await withCartons(db, rows), total);
  });

  app.get('/biz/order/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    const row = await findOrder(db, request.user!, request.params.id, request.lang);
    const [[order], lines] = await Promise.all([withCartons(db, [toOrderRow(row)]), linesOf(db, row.orderId)]);
    return ok(request, { ...order, lines });
  });

  app.post('/biz/order', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: orderInput } }, async (request) => {
    return ok(request, { orderId: await addOrder(db, request.body, request.user!, request.lang) });
  });

  app.put('/biz/order', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: orderEditInput } }, async (request) => {
    await updateOrder(db, request.user!, request.lang, request.body);
    return ok(request);
  });

  app.put('/biz/order/batch', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, summary: 'Batch edit of selected orders', body: orderBatchInput } }, async (request) =>
    ok(request, { updated: await batchEdit(db, request.user!, request.lang, request.body) }));

  app.delete('/biz/order/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await deleteOrders(db, request.user!, request.lang, request.params.ids);
    return ok(request);
  });

  app.put('/biz/order/:id/status', { config: { ...perm('end'), ...operLog(2) }, schema: { tags, summary: 'End an order', params: idParam, body: orderStatusInput } }, async (request) =>
    ok(request, await moveOrder(app, request.user!, request.lang, request.params.id, request.body)));

  app.get('/biz/order/:id/history', { config: perm('query'), schema: { tags, params: idParam } }, async (request) =>
    ok(request, await orderHistory(app, request.user!, request.lang, request.params.id)));

  await app.register(orderExportRoutes);
  await app.register(orderSheetRoutes);
};

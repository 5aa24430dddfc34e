import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { slotQuery, warehouseInput, warehouseQuery } from '../../../contract/warehouse.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import * as repo from './repository.js';
import { addWarehouse, editWarehouse, removeWarehouses, warehouseDetailOr404, warehouseSlots } from './service.js';
import { warehouseExportRoutes } from './export-routes.js';

export const tags = ['biz: warehouse'];
const perm = (action: string) => ({ access: { permission: `biz:warehouse:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'warehouse', businessType } });

/** /biz/warehouse: warehouses with their dock doors and closed days, and the slot calendar. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/biz/warehouse/list', { config: perm('list'), schema: { tags, querystring: warehouseQuery } }, async (request) => {
    const { rows, total } = await repo.listWarehouses(db, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/warehouse/options', {
    config: { access: { permission: ['biz:warehouse:query', 'biz:appointment:list'] } },
    schema: { tags, summary: 'Enabled warehouses with their enabled doors and slot settings, for selects' },
  }, async (request) => ok(request, await repo.warehouseOptions(db)));

  app.get('/biz/warehouse/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) =>
    ok(request, await warehouseDetailOr404(db, request.lang, request.params.id)),
  );

  app.get('/biz/warehouse/:id/slots', {
    config: perm('query'),
    schema: { tags, summary: 'The slot calendar: per day closed or every slot with capacity and bookings', params: idParam, querystring: slotQuery },
  }, async (request) => ok(request, await warehouseSlots(db, request.lang, request.params.id, request.query.from, request.query.days)));

  app.post('/biz/warehouse', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: warehouseInput } }, async (request) =>
    ok(request, await addWarehouse(db, request.lang, request.body, request.user!.userName)),
  );

  app.put('/biz/warehouse', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: warehouseInput } }, async (request) =>
    ok(request, await editWarehouse(db, request.lang, request.body, request.user!.userName)),
  );

  app.delete('/biz/warehouse/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await removeWarehouses(db, request.lang, request.params.ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(warehouseExportRoutes);
};

import dayjs from 'dayjs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { containerEditInput, containerInput, containerMoveInput, containerQuery, loadInput, lockInput, packingInput, temporaryInput, unassociateInput } from '../../../contract/container.js';
import { ledgerQuery, preassignInput, putawayInput, releaseInput, stockQuery } from '../../../contract/inventory.js';
import type { LoginUser } from '../../lib/login-user.js';
import type { Lang } from '../../lib/messages.js';
import { ok, page } from '../../lib/reply.js';
import { historyOf } from '../../lib/workflow.js';
import { containersToPack, listContainers } from './containers.js';
import { inventoryExportRoutes } from './export-routes.js';
import { rowFigures, type Caller } from './gate.js';
import { historyLabels } from './machine.js';
import { loadPallet, preassign, putaway, release, unassociate } from './planning.js';
import * as repo from './repository.js';
import { addContainer, addTemporary, editContainer, foundContainer, lockContainer, moveContainer, recordPacking, removeContainers } from './service.js';

const inventoryTags = ['biz: inventory'];
export const tags = ['biz: container'];
const perm = (permission: string | string[]) => ({ access: { permission } });
const operLog = (title: string, businessType: number) => ({ operLog: { title, businessType } });
const done = (request: { lang: Lang }, data: unknown) => ok(request as never, data);

/**
 * /biz/inventory: the pallets received (stock), their ledger, put-away, preassignment to a
 * container and release. /biz/container: outbound container orders, their status, lock, goods
 * and loading. One module: a container's moves and the pallets' ledger share each transaction.
 */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const caller = (request: { user: LoginUser | null; lang: Lang }): Caller => ({
    db,
    dict: app.dictCache,
    user: request.user!,
    lang: request.lang,
    parameter: (key) => app.configCache.get(key),
  });

  // ---- stock ----
  app.get('/biz/inventory/list', { config: perm('biz:inventory:list'), schema: { tags: inventoryTags, querystring: stockQuery } }, async (request) => {
    const { rows, total } = await repo.listStock(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/inventory/ledger', { config: perm('biz:inventory:query'), schema: { tags: inventoryTags, summary: 'Ledger entries, newest first', querystring: ledgerQuery } }, async (request) => {
    const { rows, total } = await repo.listLedger(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.put('/biz/inventory/putaway', {
    config: { ...perm('biz:inventory:putaway'), ...operLog('inventory', 2) },
    schema: { tags: inventoryTags, summary: 'Inbound pallets to a location (stocked ones: relocated)', body: putawayInput },
  }, async (request) => done(request, { moved: await putaway(caller(request), request.body) }));

  app.put('/biz/inventory/preassign', {
    config: { ...perm('biz:inventory:preassign'), ...operLog('inventory', 2) },
    schema: { tags: inventoryTags, summary: 'Stocked pallets planned into a container (answers `overload` instead when past its capacity)', body: preassignInput },
  }, async (request) => done(request, await preassign(caller(request), request.body)));

  app.put('/biz/inventory/release', {
    config: { ...perm('biz:inventory:release'), ...operLog('inventory', 2) },
    schema: { tags: inventoryTags, summary: 'Preassigned pallets back to stock', body: releaseInput },
  }, async (request) => done(request, { moved: await release(caller(request), request.body) }));

  // ---- containers ----
  app.get('/biz/container/list', { config: perm('biz:container:list'), schema: { tags, querystring: containerQuery } }, async (request) => {
    const { rows, total } = await listContainers(db, request.user!, request.query, await rowFigures(caller(request)));
    return page(request, rows, total);
  });

  app.get('/biz/container/packing', { config: perm('biz:container:load'), schema: { tags, summary: 'Containers to pack today (or overdue), for the phone' } }, async (request) =>
    done(request, await containersToPack(db, request.user!, dayjs().format('YYYY-MM-DD'), await rowFigures(caller(request)))),
  );

  app.get('/biz/container/:id', { config: perm('biz:container:query'), schema: { tags, params: idParam } }, async (request) => done(request, await foundContainer(caller(request), request.params.id)));

  app.post('/biz/container', { config: { ...perm('biz:container:add'), ...operLog('container', 1) }, schema: { tags, body: containerInput } }, async (request) =>
    done(request, await addContainer(caller(request), request.body)),
  );

  app.post('/biz/container/temporary', { config: { ...perm('biz:container:add'), ...operLog('container', 1) }, schema: { tags, summary: 'Open a temporary box', body: temporaryInput } }, async (request) =>
    done(request, await addTemporary(caller(request), request.body)),
  );

  app.put('/biz/container', { config: { ...perm('biz:container:edit'), ...operLog('container', 2) }, schema: { tags, body: containerEditInput } }, async (request) =>
    done(request, await editContainer(caller(request), request.body)),
  );

  app.delete('/biz/container/:ids', { config: { ...perm('biz:container:remove'), ...operLog('container', 3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await removeContainers(caller(request), request.params.ids);
    return done(request, null);
  });

  app.put('/biz/container/:id/status', { config: { ...perm('biz:container:status'), ...operLog('container', 2) }, schema: { tags, params: idParam, body: containerMoveInput } }, async (request) =>
    done(request, await moveContainer(caller(request), request.params.id, request.body)),
  );

  app.put('/biz/container/:id/lock', { config: { ...perm('biz:container:lock'), ...operLog('container', 2) }, schema: { tags, summary: 'Lock or unlock', params: idParam, body: lockInput } }, async (request) =>
    done(request, await lockContainer(caller(request), request.params.id, request.body)),
  );

  app.put('/biz/container/:id/packing', {
    config: { ...perm('biz:container:load'), ...operLog('container', 2) },
    schema: { tags, summary: 'Packer, seal, driver, plate and weighbridge, from the phone', params: idParam, body: packingInput },
  }, async (request) => done(request, await recordPacking(caller(request), request.params.id, request.body)));

  app.post('/biz/container/:id/load', {
    config: { ...perm('biz:container:load'), ...operLog('container', 2) },
    schema: { tags, summary: 'Load one pallet by its code (answers `overload` instead when past capacity)', params: idParam, body: loadInput },
  }, async (request) => done(request, await loadPallet(caller(request), request.params.id, request.body)));

  app.put('/biz/container/:id/unassociate', {
    // planners take goods out at the desk, loaders a pallet scanned by mistake
    config: { ...perm(['biz:container:edit', 'biz:container:load']), ...operLog('container', 2) },
    schema: { tags, summary: 'Take goods out, back to stock (until packed)', params: idParam, body: unassociateInput },
  }, async (request) => done(request, { moved: await unassociate(caller(request), request.params.id, request.body) }));

  app.get('/biz/container/:id/pallets', { config: perm('biz:container:query'), schema: { tags, params: idParam } }, async (request) => {
    await foundContainer(caller(request), request.params.id);
    return done(request, await repo.palletsOfContainer(db, request.params.id));
  });

  app.get('/biz/container/:id/history', { config: perm('biz:container:query'), schema: { tags, params: idParam } }, async (request) => {
    await foundContainer(caller(request), request.params.id);
    return done(request, await historyOf(db, 'container', request.params.id, historyLabels(app.dictCache, request.lang)));
  });

  await app.register(inventoryExportRoutes);
};

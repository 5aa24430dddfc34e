import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { productEditInput, productInput, productMoveInput, productQuery } from '../../../contract/product.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { historyOf } from '../../lib/workflow.js';
import type { LoginUser } from '../../lib/login-user.js';
import { productExportRoutes } from './export-routes.js';
import { productImportRoutes } from './import-routes.js';
import * as repo from './repository.js';
import { addProduct, editProduct, foundProduct, removeProducts } from './service.js';
import { historyLabels } from './machine.js';
import { moveProduct } from './workflow.js';

export const tags = ['biz: product'];
export const perm = (action: string) => ({ access: { permission: `biz:product:${action}` } });
export const operLog = (businessType: number) => ({ operLog: { title: 'product', businessType } });

/** /biz/product: product master data, scoped by the creator's department and user. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const caller = (request: { user: LoginUser | null; lang: Lang }) => ({ db, user: request.user!, lang: request.lang });

  app.get('/biz/product/list', { config: perm('list'), schema: { tags, querystring: productQuery } }, async (request) => {
    const { rows, total } = await repo.listProducts(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/product/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => ok(request, await foundProduct(caller(request), request.params.id)));

  app.post('/biz/product', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, summary: 'Add a product (status 0, to be completed); articleNo unique (409)', body: productInput } }, async (request) =>
    ok(request, await addProduct(caller(request), request.body)),
  );

  app.put('/biz/product', {
    config: { ...perm('edit'), ...operLog(2) },
    schema: { tags, summary: 'Edit a product; an accepted one (3) must first move to changing (409)', body: productEditInput },
  }, async (request) => ok(request, await editProduct(caller(request), request.body)));

  app.delete('/biz/product/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    await removeProducts(caller(request), request.params.ids);
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  app.put('/biz/product/:id/status', {
    config: { ...perm('status'), ...operLog(2) },
    schema: { tags, summary: 'Move the product: 0→1 (complete data needed), 1→3 accept, 3→2 change, 2→1', params: idParam, body: productMoveInput },
  }, async (request) => {
    const moved = await moveProduct({ db, dict: app.dictCache, user: request.user!, lang: request.lang }, request.params.id, request.body);
    return ok(request, { ...moved, product: await repo.findProduct(db, request.user!, request.params.id) });
  });

  app.get('/biz/product/:id/history', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    await foundProduct(caller(request), request.params.id);
    return ok(request, await historyOf(db, 'product', request.params.id, historyLabels(app.dictCache, request.lang)));
  });

  await app.register(productExportRoutes);
  await app.register(productImportRoutes);
};

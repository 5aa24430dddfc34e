import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { productEditInput, productInput, productMoveInput, productQuery } from '../../../contract/product.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { ok, page } from '../../lib/reply.js';
import { historyOf } from '../../lib/workflow.js';
import type { LoginUser } from '../../lib/login-user.js';
import { bizOrderLine } from '../order/table.js';
import { bizStatusHistory } from '../../lib/workflow-table.js';
import { productExportRoutes } from './export-routes.js';
import { productImportRoutes } from './import-routes.js';
import * as repo from './repository.js';
import { bizProduct } from './table.js';
import { historyLabels, moveProduct } from './workflow.js';

export const tags = ['biz: product'];
export const perm = (action: string) => ({ access: { permission: `biz:product:${action}` } });
export const operLog = (businessType: number) => ({ operLog: { title: 'product', businessType } });

/** A duplicate article number, from the unique index (also when two adds race). */
export const articleTaken = (lang: Lang, articleNo: string) => conflict(msg(lang, 'productArticleNoTaken', articleNo));

/** /biz/product: product master data, scoped by the creator's department and user. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const found = async (request: { user: LoginUser | null; lang: Lang }, id: number) => {
    const row = await repo.findProduct(db, request.user!, id);
    if (!row) throw notFound(msg(request.lang, 'productNotFound'));
    return row;
  };
  const unique = async <T>(lang: Lang, articleNo: string, write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw articleTaken(lang, articleNo);
      throw error;
    }
  };

  app.get('/biz/product/list', { config: perm('list'), schema: { tags, querystring: productQuery } }, async (request) => {
    const { rows, total } = await repo.listProducts(db, request.user!, request.query);
    return page(request, rows, total);
  });

  app.get('/biz/product/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => ok(request, await found(request, request.params.id)));

  app.post('/biz/product', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, summary: 'Add a product (status 0, to be completed); articleNo unique (409)', body: productInput } }, async (request) => {
    const { body, lang } = request;
    const user = request.user!;
    const [row] = await unique(lang, body.articleNo, () =>
      db
        .insert(bizProduct)
        .values({ ...repo.storedValues(body), articleNo: body.articleNo, nameZh: body.nameZh, status: '0', deptId: user.deptId, userId: user.userId, createBy: user.userName })
        .returning({ productId: bizProduct.productId }),
    );
    return ok(request, await repo.findProduct(db, user, row.productId));
  });

  app.put('/biz/product', {
    config: { ...perm('edit'), ...operLog(2) },
    schema: { tags, summary: 'Edit a product; an accepted one (3) must first move to changing (409)', body: productEditInput },
  }, async (request) => {
    const { body, lang } = request;
    const user = request.user!;
    const current = await found(request, body.productId);
    if (current.status === '3') throw conflict(msg(lang, 'productAccepted'));
    if (body.version !== undefined && body.version !== current.version) throw conflict(msg(lang, 'productStale'));
    // conditional on the status and version read: a move or edit in between is a conflict, not a silent overwrite
    const updated = await unique(lang, body.articleNo, () =>
      db
        .update(bizProduct)
        .set({ ...repo.storedValues(body), version: current.version + 1, updateBy: user.userName, updateTime: new Date() })
        .where(and(eq(bizProduct.productId, current.productId), eq(bizProduct.status, current.status), eq(bizProduct.version, current.version)))
        .returning({ id: bizProduct.productId }),
    );
    if (updated.length === 0) throw conflict(msg(lang, 'productStale'));
    return ok(request, await repo.findProduct(db, user, current.productId));
  });

  app.delete('/biz/product/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const { lang } = request;
    const ids = [...new Set(request.params.ids)];
    const rows = await repo.scopedProducts(db, request.user!, ids);
    if (rows.length !== ids.length) throw notFound(msg(lang, 'productNotFound'));
    const locked = rows.filter((r) => r.status === '2' || r.status === '3').map((r) => r.articleNo);
    if (locked.length) throw conflict(msg(lang, 'productDeleteStatus', locked.join(', ')));
    const used = await db.selectDistinct({ productId: bizOrderLine.productId }).from(bizOrderLine).where(inArray(bizOrderLine.productId, ids));
    if (used.length) throw conflict(msg(lang, 'productInUse', rows.filter((r) => used.some((u) => u.productId === r.productId)).map((r) => r.articleNo).join(', ')));
    await db.transaction(async (tx) => {
      const gone = await tx.delete(bizProduct).where(and(inArray(bizProduct.productId, ids), inArray(bizProduct.status, ['0', '1']))).returning({ id: bizProduct.productId });
      // accepted meanwhile: keep everything
      if (gone.length !== ids.length) throw conflict(msg(lang, 'productStale'));
      await tx.delete(bizStatusHistory).where(and(eq(bizStatusHistory.entity, 'product'), inArray(bizStatusHistory.entityId, ids)));
    });
    return { code: 200, msg: msg(lang, 'ok') };
  });

  app.put('/biz/product/:id/status', {
    config: { ...perm('status'), ...operLog(2) },
    schema: { tags, summary: 'Move the product: 0→1 (complete data needed), 1→3 accept, 3→2 change, 2→1', params: idParam, body: productMoveInput },
  }, async (request) => {
    const moved = await moveProduct({ db, dict: app.dictCache, user: request.user!, lang: request.lang }, request.params.id, request.body);
    return ok(request, { ...moved, product: await repo.findProduct(db, request.user!, request.params.id) });
  });

  app.get('/biz/product/:id/history', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    await found(request, request.params.id);
    return ok(request, await historyOf(db, 'product', request.params.id, historyLabels(app.dictCache, request.lang)));
  });

  await app.register(productExportRoutes);
  await app.register(productImportRoutes);
};

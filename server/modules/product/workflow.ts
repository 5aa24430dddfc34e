import { and, eq } from 'drizzle-orm';
import { PRODUCT_COMPLETE_FIELDS, type ProductMoveInput, type ProductStatus } from '../../../contract/product.js';
import type { Db } from '../../db/client.js';
import { blank } from '../../lib/coerce.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { canMove, transition } from '../../lib/workflow.js';
import { PRODUCT_DICT, productMachine } from './machine.js';
import type { LoginUser } from '../../lib/login-user.js';
import type { DictCache } from '../dict/cache.js';
import { productScope } from './repository.js';
import { bizProduct } from './table.js';

export interface MoveContext {
  db: Db;
  dict: DictCache;
  user: LoginUser;
  lang: Lang;
}

/**
 * PUT /biz/product/{id}/status (permission biz:product:status, checked by the route). A product
 * goes to acceptance only when its master data is complete (400 naming the missing fields);
 * an illegal or stale move answers 409 and changes nothing.
 */
export async function moveProduct({ db, dict, user, lang }: MoveContext, productId: number, input: ProductMoveInput) {
  // labels first: the dictionary cache may read the database, which PGlite's one connection
  // cannot do while the transaction holds it
  const labels = Object.fromEntries(await Promise.all(['0', '1', '2', '3'].map(async (v) => [v, await dict.label(PRODUCT_DICT, v, lang)])));
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bizProduct).where(and(eq(bizProduct.productId, productId), productScope(user)));
    if (!row) throw notFound(msg(lang, 'productNotFound'));
    if (input.to === '1' && canMove(productMachine, row.status as ProductStatus, '1')) {
      const missing = PRODUCT_COMPLETE_FIELDS.filter((f) => blank(row[f]));
      if (missing.length) throw badRequest(`${missing.join(', ')}: ${msg(lang, 'productIncomplete', missing.join(', '))}`, missing[0]);
    }
    const moved = await transition(
      tx,
      productMachine,
      { id: productId, to: input.to, remark: input.remark ?? '', by: user.userName, version: input.version },
      { illegal: (a, b) => msg(lang, 'productIllegal', labels[a] ?? a, labels[b] ?? b), stale: msg(lang, 'productStale'), notFound: msg(lang, 'productNotFound') },
    );
    await tx.update(bizProduct).set({ updateBy: user.userName, updateTime: new Date() }).where(eq(bizProduct.productId, productId));
    return moved;
  });
}

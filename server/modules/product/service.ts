import type { ProductEditInput, ProductInput } from '../../../contract/product.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { allInScope } from '../../lib/scoped-rows.js';
import { forgetHistory } from '../../lib/workflow.js';
import type { LoginUser } from '../../lib/login-user.js';
import { productsOnOrders } from '../order/repository.js';
import { msg } from './messages.js';
import * as repo from './repository.js';

/** Who asks, in which language, on which database: what every product operation needs. */
export interface Caller {
  db: Db;
  user: LoginUser;
  lang: Lang;
}

/** A duplicate article number, from the unique index (also when two adds race). */
export const articleTaken = (lang: Lang, articleNo: string) => conflict(msg(lang, 'productArticleNoTaken', articleNo));

async function unique<T>(lang: Lang, articleNo: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw articleTaken(lang, articleNo);
    throw error;
  }
}

/** One product in the caller's data scope; 404 otherwise. */
export async function foundProduct({ db, user, lang }: Caller, id: number) {
  const row = await repo.findProduct(db, user, id);
  if (!row) throw notFound(msg(lang, 'productNotFound'));
  return row;
}

/** A new product, to be completed (status 0); articleNo unique (409). */
export async function addProduct({ db, user, lang }: Caller, body: ProductInput) {
  const productId = await unique(lang, body.articleNo, () => repo.insertProduct(db, body, user));
  return repo.findProduct(db, user, productId);
}

/** An edit; an accepted product (3) must first move to changing, a stale version is 409. */
export async function editProduct(caller: Caller, body: ProductEditInput) {
  const { db, user, lang } = caller;
  const current = await foundProduct(caller, body.productId);
  if (current.status === '3') throw conflict(msg(lang, 'productAccepted'));
  if (body.version !== undefined && body.version !== current.version) throw conflict(msg(lang, 'productStale'));
  const updated = await unique(lang, body.articleNo, () => repo.updateProductIfUnchanged(db, current, body, user.userName));
  if (updated.length === 0) throw conflict(msg(lang, 'productStale'));
  return repo.findProduct(db, user, current.productId);
}

/** Deletes products not yet in review or accepted and on no order, with their history; all or none. */
export async function removeProducts({ db, user, lang }: Caller, idList: number[]) {
  const ids = [...new Set(idList)];
  const rows = await allInScope(db, user, repo.productsById, ids, () => notFound(msg(lang, 'productNotFound')));
  const locked = rows.filter((r) => r.status === '2' || r.status === '3').map((r) => r.articleNo);
  if (locked.length) throw conflict(msg(lang, 'productDeleteStatus', locked.join(', ')));
  const used = await productsOnOrders(db, ids);
  if (used.length) throw conflict(msg(lang, 'productInUse', rows.filter((r) => used.includes(r.productId)).map((r) => r.articleNo).join(', ')));
  await db.transaction(async (tx) => {
    const gone = await repo.deleteEditableProducts(tx, ids);
    // accepted meanwhile: keep everything
    if (gone.length !== ids.length) throw conflict(msg(lang, 'productStale'));
    await forgetHistory(tx, 'product', ids);
  });
}

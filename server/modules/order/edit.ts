import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderBatchInput, OrderEditInput } from '../../../contract/order.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { allInScope } from '../../lib/scoped-rows.js';
import { msg } from './messages.js';
import type { LoginUser } from '../../lib/login-user.js';
import { findOrder, ordersForUpdate } from './query.js';
import { checkCurrencies, checkOrderNo, headerValues, insertLines, totalsOf } from './repository.js';
import { bizOrder, bizOrderLine } from './table.js';

/** Editable means: customs not started (pending customs), not locked by a filing, not over. */
const editable = and(eq(bizOrder.customsStatus, '0'), eq(bizOrder.editStatus, '0'), eq(bizOrder.overState, '0'));
const isEditable = (o: { customsStatus: string; editStatus: string; overState: string }) => o.customsStatus === '0' && o.editStatus === '0' && o.overState === '0';

/**
 * Replaces an order's header and lines in one transaction, totals recomputed. The update is
 * conditional on the order still being editable, so a filing submitted meanwhile wins (409).
 */
export async function updateOrder(db: Db, user: LoginUser, lang: Lang, input: OrderEditInput) {
  const current = await findOrder(db, user, input.orderId, lang);
  if (!isEditable(current)) throw conflict(msg(lang, 'orderLocked', current.orderNo));
  if (input.version !== undefined && input.version !== current.version) throw conflict(msg(lang, 'orderStale'));
  try {
    await db.transaction(async (tx) => {
      await checkOrderNo(tx, input.orderNo, lang, input.orderId);
      await checkCurrencies(tx, input.lines, lang);
      const done = await tx
        .update(bizOrder)
        .set({ ...headerValues(input), ...totalsOf(input.lines), version: current.version + 1, updateBy: user.userName, updateTime: new Date() })
        .where(and(eq(bizOrder.orderId, input.orderId), eq(bizOrder.version, current.version), editable))
        .returning({ id: bizOrder.orderId });
      if (done.length === 0) throw conflict(msg(lang, 'orderStale'));
      await tx.delete(bizOrderLine).where(eq(bizOrderLine.orderId, input.orderId));
      await insertLines(tx, input.orderId, input.lines);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(409, msg(lang, 'orderNoTaken', input.orderNo), 'orderNo');
    throw e;
  }
}

/**
 * Checks other modules add to deleting orders (the filing module refuses orders a filing names):
 * they register here, so this module imports none of them.
 */
export type OrderDeleteCheck = (tx: Db, orders: { orderId: number; orderNo: string }[], lang: Lang) => Promise<void>;
const deleteChecks: OrderDeleteCheck[] = [];
export function addOrderDeleteCheck(check: OrderDeleteCheck) {
  if (!deleteChecks.includes(check)) deleteChecks.push(check);
}

/** Deletes orders that are all still pending customs, not over and without a filing; else none. */
export async function deleteOrders(db: Db, user: LoginUser, lang: Lang, ids: number[]) {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const rows = await allInScope(tx, user, ordersForUpdate, unique, () => notFound(msg(lang, 'orderNotFound')));
    const locked = rows.find((o) => !isEditable(o));
    if (locked) throw conflict(msg(lang, 'orderNotDeletable', locked.orderNo));
    for (const check of deleteChecks) await check(tx, rows, lang);
    await tx.delete(bizOrderLine).where(inArray(bizOrderLine.orderId, unique));
    await tx.delete(bizOrder).where(inArray(bizOrder.orderId, unique));
  });
}

/** Sets the whitelisted fields on every chosen order at once; ended orders refuse (all or none). */
export async function batchEdit(db: Db, user: LoginUser, lang: Lang, input: OrderBatchInput) {
  const unique = [...new Set(input.orderIds)];
  const { toWarehouseTime, ...rest } = input.fields;
  const set = {
    ...rest,
    ...(toWarehouseTime !== undefined ? { toWarehouseTime: toWarehouseTime ? new Date(toWarehouseTime.replace(' ', 'T')) : null } : {}),
  };
  return db.transaction(async (tx) => {
    const rows = await allInScope(tx, user, ordersForUpdate, unique, () => notFound(msg(lang, 'orderNotFound')));
    const over = rows.find((o) => o.overState !== '0');
    if (over) throw conflict(msg(lang, 'orderOver', over.orderNo));
    const done = await tx
      .update(bizOrder)
      .set({ ...set, version: sql`${bizOrder.version} + 1`, updateBy: user.userName, updateTime: new Date() })
      .where(inArray(bizOrder.orderId, unique))
      .returning({ id: bizOrder.orderId });
    return done.length;
  });
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderStatusInput } from '../../../contract/order.js';
import { conflict } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { historyOf, transition } from '../../lib/workflow.js';
import { ORDER_DICTS, overStateMachine } from './machine.js';
import type { LoginUser } from '../../lib/login-user.js';
import { findOrder } from './query.js';
import { bizOrder } from './table.js';

/**
 * Moves an order's end state. The customs and delivery statuses follow the filing and the
 * appointments and are never moved here (409).
 */
export async function moveOrder(app: FastifyInstance, user: LoginUser, lang: Lang, orderId: number, body: OrderStatusInput) {
  await findOrder(app.db, user, orderId, lang);
  if (body.field !== 'overState') throw conflict(msg(lang, 'orderStatusFollows'));
  // the 409 names both states in the caller's language
  const label = await app.dictCache.labeller(ORDER_DICTS.overState, lang);
  return app.db.transaction(async (tx) => {
    const moved = await transition(tx, overStateMachine, { id: orderId, to: body.to, remark: body.remark, by: user.userName, version: body.version }, {
      illegal: (from, to) => msg(lang, 'orderIllegalMove', label(from), label(to)),
      stale: msg(lang, 'orderStale'),
      notFound: msg(lang, 'orderNotFound'),
      reasonRequired: msg(lang, 'orderReasonRequired'),
    });
    // the reason travels with the order so lists and exports show it without the history
    await tx.update(bizOrder).set({ overReason: body.remark, updateBy: user.userName, updateTime: new Date() }).where(eq(bizOrder.orderId, orderId));
    return moved;
  });
}

export async function orderHistory(app: FastifyInstance, user: LoginUser, lang: Lang, orderId: number) {
  await findOrder(app.db, user, orderId, lang);
  return historyOf(app.db, 'order', orderId, (field, value) => (ORDER_DICTS[field] ? app.dictCache.label(ORDER_DICTS[field], value, lang) : Promise.resolve(value)));
}

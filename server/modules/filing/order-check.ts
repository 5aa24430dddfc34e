import { inArray } from 'drizzle-orm';
import { conflict } from '../../lib/errors.js';
import { addOrderDeleteCheck } from '../order/edit.js';
import { msg } from './messages.js';
import { bizFiling } from './table.js';

/** An order a filing names cannot be deleted; the order module asks through this check, so it never imports filing. */
addOrderDeleteCheck(async (tx, orders, lang) => {
  const ids = orders.map((o) => o.orderId);
  const [filed] = await tx.select({ orderId: bizFiling.orderId }).from(bizFiling).where(inArray(bizFiling.orderId, ids)).limit(1);
  if (filed) throw conflict(msg(lang, 'orderHasFiling', orders.find((o) => o.orderId === filed.orderId)!.orderNo));
});

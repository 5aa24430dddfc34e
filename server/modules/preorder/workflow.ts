import type { PreorderStatusInput } from '../../../contract/preorder.js';
import { conflict, notFound } from '../../lib/errors.js';
import { historyOf, recordHistory, transition } from '../../lib/workflow.js';
import { createOrder } from '../order/repository.js';
import { checkLabels, machineMessages, preorderMachine, preorderRemark } from './machine.js';
import { msg } from './messages.js';
import * as repo from './repository.js';
import { CHECK } from './route-config.js';
import type { Caller } from './service.js';

/**
 * The check. Passing creates the order in the same transaction, so of two checkers at once one
 * wins (the other gets 409) and exactly one order exists.
 */
export async function checkPreorder({ db, dict, user, lang }: Caller, id: number, { to, remark, version }: PreorderStatusInput) {
  const current = await repo.findPreorder(db, user, id);
  if (!current) throw notFound(msg(lang, 'preorderNotFound'));
  // not passed → unprocessed is the machine's move of an edit, never a check
  if (to === CHECK.unprocessed) throw conflict(msg(lang, 'preorderBackByEdit'));
  const messages = machineMessages(lang, await checkLabels(dict, lang));
  await db.transaction(async (tx) => {
    await transition(tx, preorderMachine, { id, to, remark, by: user.userName, version }, messages);
    let orderId: number | undefined;
    if (to === CHECK.passed) {
      // the pre-order as the transaction sees it after the move: no edit can slip in between
      const fresh = (await repo.findPreorder(tx, null, id))!;
      orderId = await createOrder(tx, repo.asOrderInput(fresh), user, id, lang);
      await recordHistory(tx, { entity: 'order', entityId: orderId, field: 'customsStatus', from: '', to: '0', remark: preorderRemark(current.orderNo), by: user.userName });
    }
    await repo.setCheckResult(tx, id, remark, user.userName, orderId);
  });
  return repo.findPreorder(db, null, id);
}

/** The pre-order's status changes, oldest first. */
export async function preorderHistory({ db, dict, user, lang }: Caller, id: number) {
  if (!(await repo.findPreorder(db, user, id))) throw notFound(msg(lang, 'preorderNotFound'));
  const label = await checkLabels(dict, lang);
  return historyOf(db, 'preorder', id, async (_field, value) => label(value));
}


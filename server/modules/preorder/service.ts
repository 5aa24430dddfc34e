import type { PreorderEditInput, PreorderInput } from '../../../contract/preorder.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import type { LoginUser } from '../../lib/login-user.js';
import { allInScope } from '../../lib/scoped-rows.js';
import type { DictCache } from '../dict/cache.js';
import { checkCurrencies } from '../order/repository.js';
import { transition } from '../../lib/workflow.js';
import { checkLabels, machineMessages, preorderMachine } from './machine.js';
import { msg } from './messages.js';
import * as repo from './repository.js';
import { CHECK } from './route-config.js';

/** Who asks, in which language, on which database, with the dictionaries for labels. */
export interface Caller {
  db: Db;
  dict: DictCache;
  user: LoginUser;
  lang: Lang;
}

/** The order number is free: no order, no other pre-order has it (409 naming orderNo). */
async function checkOrderNo(db: Db, lang: Lang, orderNo: string, exceptId?: number) {
  if ((await repo.usedOrderNos(db, [orderNo], exceptId)).size) throw new AppError(409, msg(lang, 'preorderNoTaken', orderNo), 'orderNo');
}

/** One pre-order in the caller's data scope, with its lines; 404 otherwise. */
export async function foundPreorder({ db, user, lang }: Pick<Caller, 'db' | 'user' | 'lang'>, id: number) {
  const row = await repo.findPreorder(db, user, id);
  if (!row) throw notFound(msg(lang, 'preorderNotFound'));
  return row;
}

export async function addPreorder({ db, user, lang }: Caller, body: PreorderInput) {
  await checkOrderNo(db, lang, body.orderNo);
  await checkCurrencies(db, body.lines, lang);
  const [id] = await repo.insertPreorders(db, [body], user);
  return repo.findPreorder(db, null, id);
}

/**
 * Only while unprocessed or not passed. Editing a not-passed pre-order moves it back to
 * unprocessed through the machine (history remark "edited"), in the same transaction.
 */
export async function editPreorder(caller: Caller, body: PreorderEditInput) {
  const { db, dict, user, lang } = caller;
  const { preorderId: id, version, ...input } = body;
  const current = await foundPreorder(caller, id);
  if (current.checkStatus === CHECK.passed) throw conflict(msg(lang, 'preorderLocked'));
  if (version !== undefined && version !== current.version) throw conflict(msg(lang, 'preorderStale'));
  await checkOrderNo(db, lang, input.orderNo, id);
  await checkCurrencies(db, input.lines, lang);
  const label = await checkLabels(dict, lang);
  await db.transaction(async (tx) => {
    let seen = { status: current.checkStatus as string, version: current.version };
    if (current.checkStatus === CHECK.notPassed) {
      const moved = await transition(tx, preorderMachine, { id, to: CHECK.unprocessed, remark: 'edited', by: user.userName, version: current.version }, machineMessages(lang, label));
      seen = { status: moved.to, version: moved.version };
    }
    // conditional on what was read: a check made meanwhile wins and this edit is told (409)
    const updated = await repo.updatePreorderIfUnchanged(tx, id, seen, input, user.userName);
    if (!updated.length) throw conflict(msg(lang, 'preorderStale'));
  });
  return repo.findPreorder(db, null, id);
}

/** Never a passed pre-order: its order exists and points back to it. All or none. */
export async function removePreorders({ db, user, lang }: Caller, idList: number[]) {
  const ids = [...new Set(idList)];
  const rows = await allInScope(db, user, repo.preordersById, ids, () => notFound(msg(lang, 'preorderNotFound')));
  const passed = rows.find((r) => r.checkStatus === CHECK.passed);
  if (passed) throw conflict(msg(lang, 'preorderDeletePassed', passed.orderNo));
  await db.transaction(async (tx) => {
    const gone = await repo.deleteUncheckedPreorders(tx, ids);
    // passed meanwhile by someone else: nothing is deleted
    if (gone.length !== ids.length) throw conflict(msg(lang, 'preorderStale'));
  });
}

import type { FilingEditInput, FilingInput } from '../../../contract/filing.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { allInScope } from '../../lib/scoped-rows.js';
import { forgetHistory } from '../../lib/workflow.js';
import { checkEdit, editableValues, storedValues } from './edit-rules.js';
import { msg } from './messages.js';
import * as repo from './repository.js';
import { FILING_DICT } from './machine.js';
import type { MoveContext } from './workflow.js';

type Caller = Omit<MoveContext, 'dict'>;

/** One filing in the caller's data scope; 404 otherwise. */
export async function foundFiling({ db, user, lang }: Caller, id: number) {
  const row = await repo.findFiling(db, user, id);
  if (!row) throw notFound(msg(lang, 'filingNotFound'));
  return row;
}

/** A new filing (0) of an order in scope that is not over and has no open filing. */
export async function addFiling({ db, user, lang }: Caller, body: FilingInput) {
  const order = await repo.scopedOrder(db, user, body.orderId);
  if (!order) throw badRequest(`orderId: ${msg(lang, 'filingOrderMissing', String(body.orderId))}`, 'orderId');
  if (order.overState !== '0') throw conflict(msg(lang, 'filingOrderOver', order.orderNo));
  // only bonded goods are declared to customs; non-bonded goods need no filing nor release
  if (order.bondedStatus !== '1') throw conflict(msg(lang, 'filingOrderNotBonded', order.orderNo));
  const filingId = await db.transaction(async (tx) => {
    // the order row's lock makes two simultaneous adds for one order take turns
    await repo.lockOrder(tx, order.orderId);
    if (await repo.hasOpenFiling(tx, order.orderId)) throw conflict(msg(lang, 'filingOpen', order.orderNo));
    return repo.insertFiling(tx, { ...storedValues(body), orderId: order.orderId, customsStatus: '0', deptId: user.deptId, userId: user.userId, createBy: user.userName });
  });
  return repo.findFiling(db, user, filingId);
}

/** An edit of what the caller's role and the filing's status allow (edit-rules.ts). */
export async function editFiling(ctx: MoveContext, body: FilingEditInput) {
  const { db, dict, user, lang } = ctx;
  const current = await foundFiling(ctx, body.filingId);
  checkEdit(user, lang, current, body, await dict.label(FILING_DICT, current.customsStatus, lang));
  const updated = await repo.updateFilingIfUnchanged(db, current, { ...editableValues(current, body), updateBy: user.userName, updateTime: new Date() });
  if (updated.length === 0) throw conflict(msg(lang, 'filingStale'));
  return repo.findFiling(db, user, current.filingId);
}

/** Deletes filings still in draft (0), with their history; all or none. */
export async function removeFilings({ db, user, lang }: Caller, idList: number[]) {
  const ids = [...new Set(idList)];
  const rows = await allInScope(db, user, repo.filingsById, ids, () => notFound(msg(lang, 'filingNotFound')));
  const moved = rows.filter((r) => r.customsStatus !== '0').map((r) => String(r.filingId));
  if (moved.length) throw conflict(msg(lang, 'filingDeleteStatus', moved.join(', ')));
  await db.transaction(async (tx) => {
    const gone = await repo.deleteDraftFilings(tx, ids);
    // submitted meanwhile: keep everything
    if (gone.length !== ids.length) throw conflict(msg(lang, 'filingStale'));
    await forgetHistory(tx, 'filing', ids);
  });
}

import { and, eq, sql } from 'drizzle-orm';
import { FILING_MOVE_FIELDS, filingNeedsReason, movePermission, type FilingMoveInput, type FilingStatus } from '../../../contract/filing.js';
import { fieldLabel } from '../../lib/field-labels.js';
import { storedValues } from './edit-rules.js';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { canMove, recordHistory, transition } from '../../lib/workflow.js';
import { FILING_DICT, filingMachine } from './machine.js';
import { hasPermission, type LoginUser } from '../../lib/login-user.js';
import type { DictCache } from '../dict/cache.js';
import { bizOrder } from '../order/table.js';
import { filingScope } from './repository.js';
import { bizFiling } from './table.js';

/**
 * The order follows its filing (decisions.md §5), in the move's transaction and in the order's
 * own history: submitted → order in customs and locked; passed → customs completed; sent back to
 * pending submission after "not passed" → the order unlocked again so that it can be corrected.
 */
async function follow(tx: Db, orderId: number, from: string, to: string, by: string, remark: string) {
  const [order] = await tx.select({ customsStatus: bizOrder.customsStatus }).from(bizOrder).where(eq(bizOrder.orderId, orderId)).for('update');
  if (!order) return;
  const setCustoms = async (target: string) => {
    if (order.customsStatus === target) return;
    await tx
      .update(bizOrder)
      .set({ customsStatus: target, version: sql`${bizOrder.version} + 1`, updateBy: by, updateTime: new Date() })
      .where(eq(bizOrder.orderId, orderId));
    await recordHistory(tx, { entity: 'order', entityId: orderId, field: 'customsStatus', from: order.customsStatus, to: target, remark, by });
  };
  if (from === '0' && to === '1') {
    await tx.update(bizOrder).set({ editStatus: '1' }).where(eq(bizOrder.orderId, orderId));
    if (order.customsStatus === '0') await setCustoms('1');
  } else if (from === '3' && to === '5') {
    await setCustoms('2');
  } else if (from === '4' && to === '0') {
    await tx.update(bizOrder).set({ editStatus: '0' }).where(eq(bizOrder.orderId, orderId));
  }
}

export interface MoveContext {
  db: Db;
  dict: DictCache;
  user: LoginUser;
  lang: Lang;
}

/**
 * PUT /biz/filing/{id}/status: the move must be legal (409), the caller must hold the permission
 * of that very move (403: cs cannot review, customs cannot submit), "not passed" needs a reason.
 */
export async function moveFiling({ db, dict, user, lang }: MoveContext, filingId: number, input: FilingMoveInput) {
  const label = async (v: string) => dict.label(FILING_DICT, v, lang);
  const labels = Object.fromEntries(await Promise.all(['0', '1', '2', '3', '4', '5'].map(async (v) => [v, await label(v)])));
  const remark = input.remark ?? '';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: bizFiling.customsStatus, orderId: bizFiling.orderId, customsDeclarationNumber: bizFiling.customsDeclarationNumber, auditDate: bizFiling.auditDate })
      .from(bizFiling)
      .where(and(eq(bizFiling.filingId, filingId), filingScope(user)));
    if (!row) throw notFound(msg(lang, 'filingNotFound'));
    const from = row.status as FilingStatus;
    if (canMove(filingMachine, from, input.to)) {
      if (!hasPermission(user, movePermission(from, input.to))) throw forbidden(msg(lang, 'filingMoveForbidden', labels[from], labels[input.to]));
      if (filingNeedsReason(from, input.to) && !remark) throw badRequest(`remark: ${msg(lang, 'filingRemarkRequired')}`, 'remark');
      for (const { name } of FILING_MOVE_FIELDS[`${from}>${input.to}`] ?? []) {
        const given = input.fields?.[name as keyof NonNullable<FilingMoveInput['fields']>];
        const value = given !== undefined ? given : row[name as 'customsDeclarationNumber' | 'auditDate'];
        if (value === null || value === '') throw badRequest(`${name}: ${msg(lang, 'filingMoveFieldRequired', fieldLabel(lang, name, 'filing') ?? name, labels[input.to])}`, name);
      }
    }
    const moved = await transition(
      tx,
      filingMachine,
      { id: filingId, to: input.to, remark, by: user.userName, version: input.version },
      { illegal: (a, b) => msg(lang, 'filingIllegal', labels[a] ?? a, labels[b] ?? b), stale: msg(lang, 'filingStale'), notFound: msg(lang, 'filingNotFound'), reasonRequired: msg(lang, 'filingRemarkRequired') },
    );
    // the fields the move required, given with it, stored with it
    await tx.update(bizFiling).set({ ...storedValues(input.fields ?? {}), updateBy: user.userName, updateTime: new Date() }).where(eq(bizFiling.filingId, filingId));
    await follow(tx, row.orderId, moved.from, moved.to, user.userName, remark);
    return moved;
  });
}

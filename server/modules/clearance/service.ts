import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChargeMoveInput, ClearanceEditInput, ClearanceInput } from '../../../contract/clearance.js';
import dayjs from 'dayjs';
import { queryRows, type Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import type { LoginUser } from '../../lib/login-user.js';
import { forgetHistory, transition } from '../../lib/workflow.js';
import type { DictCache } from '../dict/cache.js';
import { CHARGE_DICT, chargeMachine } from './machine.js';
import { checkMailFrom } from './mail-policy.js';
import { msg } from './messages.js';
import * as repo from './repository.js';
import { bizClearance, bizClearanceDocument, bizClearanceOrder, bizMailOutbox } from './table.js';

export interface Caller {
  db: Db;
  dict: DictCache;
  user: LoginUser;
  lang: Lang;
}

/** One clearance in the caller's data scope; 404 otherwise. */
export async function foundClearance({ db, user, lang }: Caller, id: number) {
  const row = await repo.findClearance(db, user, id);
  if (!row) throw notFound(msg(lang, 'clearanceNotFound'));
  return row;
}

const editable = (body: Omit<ClearanceInput, 'orderIds'>) => {
  const { incoterm, incotermPlace, paymentTerms, origin, mailFrom, mailTo, mailCc, mailTemplate, attachments, remark } = body;
  const values = { incoterm, incotermPlace, paymentTerms, origin, mailFrom, mailTo, mailCc, mailTemplate, attachments, remark };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<typeof bizClearance.$inferInsert>;
};

/**
 * A clearance of orders in the caller's scope, all of one buyer, none already in a clearance. The
 * orders stay locked while this runs, so two clearances cannot take the same order (and the
 * unique index on the order stands behind that).
 */
export async function addClearance({ db, user, lang }: Caller, body: ClearanceInput) {
  const ids = [...new Set(body.orderIds)];
  await checkMailFrom(db, lang, body.mailFrom);
  const clearanceId = await db.transaction(async (tx) => {
    const orders = await repo.scopedOrdersForUpdate(tx, user, ids);
    const missing = ids.filter((id) => !orders.some((o) => o.orderId === id));
    if (missing.length) throw badRequest(`orderIds: ${msg(lang, 'clearanceOrderMissing', missing.join(', '))}`, 'orderIds');
    const buyers = [...new Set(orders.map((o) => o.buyer))];
    if (buyers.length > 1) throw badRequest(`orderIds: ${msg(lang, 'clearanceBuyers', buyers.join(' / '))}`, 'orderIds');
    const [taken] = await repo.takenOrders(tx, ids);
    if (taken) throw conflict(msg(lang, 'clearanceOrderTaken', orders.find((o) => o.orderId === taken.orderId)?.orderNo ?? String(taken.orderId), taken.clearanceNo));
    // the number carries the id: take it first
    const [{ id }] = await queryRows<{ id: string }>(tx, sql`select nextval(pg_get_serial_sequence('biz_clearance', 'clearance_id')) as id`);
    const clearanceId = Number(id);
    const clearanceNo = `CL${dayjs().format('YYYYMMDD')}${String(clearanceId).padStart(5, '0')}`;
    await tx.insert(bizClearance).values({ ...editable(body), clearanceId, clearanceNo, buyer: buyers[0] ?? '', deptId: user.deptId, userId: user.userId, createBy: user.userName });
    await tx.insert(bizClearanceOrder).values(ids.map((orderId) => ({ clearanceId, orderId })));
    return clearanceId;
  });
  return repo.findClearance(db, user, clearanceId);
}

/** The mail and trade fields; the orders and the statuses do not change here. */
export async function editClearance(ctx: Caller, body: ClearanceEditInput) {
  const { db, user, lang } = ctx;
  const current = await foundClearance(ctx, body.clearanceId);
  if (body.version !== undefined && body.version !== current.version) throw conflict(msg(lang, 'clearanceStale'));
  // an address saved before the rule (or outside domains since changed) does not block other edits; the outbox skips it
  if (body.mailFrom !== current.mailFrom) await checkMailFrom(db, lang, body.mailFrom);
  const updated = await db
    .update(bizClearance)
    .set({ ...editable(body), version: sql`${bizClearance.version} + 1`, updateBy: user.userName, updateTime: new Date() })
    .where(and(eq(bizClearance.clearanceId, current.clearanceId), eq(bizClearance.version, current.version)))
    .returning({ id: bizClearance.clearanceId });
  if (updated.length === 0) throw conflict(msg(lang, 'clearanceStale'));
  return repo.findClearance(db, user, current.clearanceId);
}

/** Deletes clearances that issued nothing and sent nothing, with their orders and history; all or none. */
export async function removeClearances(ctx: Caller, idList: number[]) {
  const { db, lang } = ctx;
  const ids = [...new Set(idList)];
  const rows = await Promise.all(ids.map((id) => foundClearance(ctx, id)));
  await db.transaction(async (tx) => {
    const documents = await tx.selectDistinct({ id: bizClearanceDocument.clearanceId }).from(bizClearanceDocument).where(inArray(bizClearanceDocument.clearanceId, ids));
    const mails = await tx.selectDistinct({ id: bizMailOutbox.clearanceId }).from(bizMailOutbox).where(inArray(bizMailOutbox.clearanceId, ids));
    const issued = new Set([...documents, ...mails].map((r) => r.id));
    if (issued.size) {
      const nos = rows.filter((r) => issued.has(r.clearanceId)).map((r) => r.clearanceNo);
      throw conflict(msg(lang, 'clearanceDeleteIssued', nos.join(', ')));
    }
    await tx.delete(bizClearanceOrder).where(inArray(bizClearanceOrder.clearanceId, ids));
    await tx.delete(bizClearance).where(inArray(bizClearance.clearanceId, ids));
    await forgetHistory(tx, 'clearance', ids);
  });
}

/** PUT {id}/charge: unpaid ↔ paid through the machine, remembering who and when. */
export async function moveCharge(ctx: Caller, id: number, input: ChargeMoveInput) {
  const { db, dict, user, lang } = ctx;
  await foundClearance(ctx, id);
  const labels: Record<string, string> = { '0': await dict.label(CHARGE_DICT, '0', lang), '1': await dict.label(CHARGE_DICT, '1', lang) };
  return db.transaction(async (tx) => {
    const moved = await transition(
      tx,
      chargeMachine,
      { id, to: input.to, remark: input.remark, by: user.userName, version: input.version },
      { illegal: (from, to) => msg(lang, 'clearanceIllegal', labels[from] ?? from, labels[to] ?? to), stale: msg(lang, 'clearanceStale'), notFound: msg(lang, 'clearanceNotFound') },
    );
    await tx.update(bizClearance).set({ chargeBy: user.userName, chargeTime: new Date(), updateBy: user.userName, updateTime: new Date() }).where(eq(bizClearance.clearanceId, id));
    return moved;
  });
}

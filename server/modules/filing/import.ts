import { and, inArray, ne } from 'drizzle-orm';
import type { FilingEditInput, FilingImportRow } from '../../../contract/filing.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { RowError } from '../../lib/excel-import.js';
import type { Lang } from '../../lib/messages.js';
import type { LoginUser } from '../../lib/login-user.js';
import { findInScope } from '../../lib/scoped-rows.js';
import type { DictCache } from '../dict/cache.js';
import { ordersByNo } from '../order/query.js';
import { bizOrder } from '../order/table.js';
import { checkEdit, editableValues, storedValues } from './edit-rules.js';
import { FILING_DICT } from './machine.js';
import { msg } from './messages.js';
import { openFilingsByOrder, updateFilingIfUnchanged, type FilingListRow } from './repository.js';
import { bizFiling } from './table.js';

interface Context {
  db: Db;
  dict: DictCache;
  user: LoginUser;
  lang: Lang;
}

export interface FilingPlan {
  inserts: (Record<string, unknown> & { orderId: number })[];
  updates: { current: FilingListRow; values: Record<string, unknown> }[];
  errors: RowError[];
}

/**
 * The rows of a filing import → new filings and edits, checked as the form checks them; nothing
 * is written. A row names its order by number (in the caller's scope, not over). An order without
 * an open filing gets a new one (pending submission); one with an open filing is refused unless
 * `updateSupport`, and then edited under the same rules as an edit by hand (who may change what in
 * which status; another's filing outside the caller's scope is not found). An order may appear on
 * one row only.
 */
export async function planFilingImport({ db, dict, user, lang }: Context, rows: { rowNumber: number; data: FilingImportRow }[], updateSupport: boolean): Promise<FilingPlan> {
  const plan: FilingPlan = { inserts: [], updates: [], errors: [] };
  const { mine: orders } = await findInScope(db, user, ordersByNo, rows.map((r) => r.data.orderNo));
  const open = await findInScope(db, user, openFilingsByOrder, [...orders.values()].map((o) => o.orderId));
  const statusLabel = await dict.labeller(FILING_DICT, lang);
  const firstRow = new Map<string, number>();
  for (const { rowNumber, data } of rows) {
    const fail = (text: string) => plan.errors.push({ row: rowNumber, text });
    const { orderNo, ...fields } = data;
    const seen = firstRow.get(orderNo);
    if (seen !== undefined) {
      fail(`orderNo: ${msg(lang, 'filingImportTwice', orderNo, String(seen))}`);
      continue;
    }
    firstRow.set(orderNo, rowNumber);
    const order = orders.get(orderNo);
    if (!order) fail(`orderNo: ${msg(lang, 'filingOrderMissing', `"${orderNo}"`)}`);
    else if (order.overState !== '0') fail(`orderNo: ${msg(lang, 'filingOrderOver', orderNo)}`);
    else if (!open.mine.has(order.orderId) && !open.outside.has(order.orderId)) {
      // a new filing only for bonded goods, as by hand
      if (order.bondedStatus !== '1') fail(`orderNo: ${msg(lang, 'filingOrderNotBonded', orderNo)}`);
      else plan.inserts.push({ ...storedValues(fields), orderId: order.orderId });
    } else if (!updateSupport) fail(`orderNo: ${msg(lang, 'filingOpen', orderNo)}`);
    else if (!open.mine.has(order.orderId)) fail(`orderNo: ${msg(lang, 'filingNotFound')}`);
    else {
      const current = open.mine.get(order.orderId)!;
      const body = { ...fields, filingId: current.filingId } as FilingEditInput;
      try {
        checkEdit(user, lang, current, body, statusLabel(current.customsStatus));
        plan.updates.push({ current, values: editableValues(current, body) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        fail(`${orderNo}: ${error.message}`);
      }
    }
  }
  return plan;
}

/**
 * The plan's writes in one transaction. The orders' rows are locked first, as an add by hand
 * locks its order, so a filing added meanwhile is seen; that, or an edit whose filing moved on,
 * makes the whole import a 409 with nothing written.
 */
export async function saveFilingPlan({ db, user, lang }: Context, plan: FilingPlan) {
  await db.transaction(async (tx) => {
    const orderIds = plan.inserts.map((v) => v.orderId);
    for (let i = 0; i < orderIds.length; i += 5000) {
      const chunk = orderIds.slice(i, i + 5000);
      await tx.select({ id: bizOrder.orderId }).from(bizOrder).where(inArray(bizOrder.orderId, chunk)).for('update');
      const [taken] = await tx.select({ orderId: bizFiling.orderId }).from(bizFiling).where(and(inArray(bizFiling.orderId, chunk), ne(bizFiling.customsStatus, '4'))).limit(1);
      if (taken) throw conflict(msg(lang, 'filingImportStale'));
    }
    const owner = { customsStatus: '0', deptId: user.deptId, userId: user.userId, createBy: user.userName };
    for (let i = 0; i < plan.inserts.length; i += 1000) await tx.insert(bizFiling).values(plan.inserts.slice(i, i + 1000).map((v) => ({ ...v, ...owner })));
    for (const { current, values } of plan.updates) {
      const done = await updateFilingIfUnchanged(tx, current, { ...values, updateBy: user.userName, updateTime: new Date() });
      if (!done.length) throw conflict(msg(lang, 'filingImportStale'));
    }
  });
  return { inserted: plan.inserts.length, updated: plan.updates.length };
}

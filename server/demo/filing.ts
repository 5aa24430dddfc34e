import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bizOrder } from '../modules/order/table.js';
import { bizStatusHistory } from '../lib/workflow-table.js';
import { bizFiling } from '../modules/filing/table.js';

type Step = [from: string, to: string, by: string, remark: string];

const SUBMIT: Step = ['0', '1', 'cs', ''];
const ACCEPT: Step = ['1', '2', 'customs', '资料已受理'];
const DECLARE: Step = ['2', '3', 'customs', '审核通过，开始申报'];
const PATHS: Record<string, Step[]> = {
  '0': [],
  '1': [SUBMIT],
  '2': [SUBMIT, ACCEPT],
  '3': [SUBMIT, ACCEPT, DECLARE],
  '4': [SUBMIT, ACCEPT, DECLARE, ['3', '4', 'customs', '品名与HS编码不符，请核对后重新提交']],
  '5': [SUBMIT, ACCEPT, DECLARE, ['3', '5', 'customs', '海关放行']],
};
/** a filing sent back once and submitted again: the story of a correction */
const RESUBMITTED: Step[] = [...PATHS['4'], ['4', '0', 'cs', '已更正申报要素'], SUBMIT];
const BROKERS = ['3122980001', '3122980045', '3120960123', '3101980212'];
const HOUR = 3_600_000;

/** The filing status that matches an order's customs status (0 pending, 1 in customs, 2 completed). */
function statusFor(orderCustoms: string, i: number): string | null {
  if (orderCustoms === '2') return '5';
  if (orderCustoms === '1') return ['1', '2', '3', '4'][i % 4];
  return i % 2 === 0 ? '0' : null;
}

/**
 * Filings for the demo orders, each at the status its order's customs status implies, with the
 * history of the moves that brought it there. Does nothing when there are no orders yet, and
 * leaves alone an order that already has a filing.
 */
export async function seedFilingDemo(db: Db): Promise<void> {
  const orders = await db
    .select({ orderId: bizOrder.orderId, customsStatus: bizOrder.customsStatus, bondedStatus: bizOrder.bondedStatus, deptId: bizOrder.deptId, userId: bizOrder.userId, createTime: bizOrder.createTime })
    .from(bizOrder)
    .orderBy(asc(bizOrder.orderId))
    .limit(300);
  if (orders.length === 0) return;
  // run twice, it adds nothing: an order with a filing keeps the one it has
  const filed = new Set(
    (await db.select({ orderId: bizFiling.orderId }).from(bizFiling).where(inArray(bizFiling.orderId, orders.map((o) => o.orderId)))).map((r) => r.orderId),
  );
  const now = Date.now();
  const plans = orders.flatMap((o, i) => {
    // only bonded goods are filed with customs (the filing rules refuse the others)
    if (filed.has(o.orderId) || o.bondedStatus !== '1') return [];
    const status = statusFor(o.customsStatus, i);
    if (status === null) return [];
    const steps = status === '1' && i % 8 === 1 ? RESUBMITTED : PATHS[status];
    // an hour after the order, its moves 6 hours apart; for an order made a few hours ago (by a
    // pre-order's check) the same story compressed into the time there was: none of it after now
    const created = Math.min((o.createTime ?? new Date(now)).getTime(), now);
    const start = created + Math.min(HOUR, (now - created) / 8);
    return [{ order: o, status, steps, i, start, step: Math.min(6 * HOUR, (now - start) / 6) }];
  });
  if (plans.length === 0) return;
  await db.transaction(async (tx) => {
    const filings = await tx
      .insert(bizFiling)
      .values(
        plans.map(({ order, status, steps, i, start, step }) => {
          const declared = ['3', '4', '5'].includes(status) || steps.length > 3;
          const at = (n: number) => new Date(start + n * step);
          return {
            orderId: order.orderId,
            qdNumber: `QD${String(240000 + order.orderId).padStart(8, '0')}`,
            customsDeclarationNumber: declared ? `2232${String(2024000000000 + order.orderId * 7919).slice(-14)}` : '',
            customsBrokerCode: BROKERS[i % BROKERS.length],
            reviewNotes: status === '4' ? '品名与HS编码不符' : declared ? '单证齐全' : '',
            auditDate: declared ? at(3) : null,
            confirmDeliveryTime: status === '5' ? at(5) : null,
            actItemNo: status === '5' ? 20 + (order.orderId % 80) : null,
            signTime: status === '5' ? at(6) : null,
            customsStatus: status,
            version: steps.length,
            deptId: order.deptId,
            userId: order.userId,
            createBy: 'cs',
            createTime: new Date(start),
            updateBy: steps.at(-1)?.[2] ?? '',
            updateTime: steps.length ? at(steps.length) : null,
          };
        }),
      )
      .returning({ filingId: bizFiling.filingId });
    const history = plans.flatMap(({ steps, start, step }, k) =>
      steps.map(([fromStatus, toStatus, operBy, remark], n) => ({
        entity: 'filing',
        entityId: filings[k].filingId,
        field: 'customsStatus',
        fromStatus,
        toStatus,
        remark,
        operBy,
        operTime: new Date(start + (n + 1) * step),
      })),
    );
    if (history.length) await tx.insert(bizStatusHistory).values(history);
  });
}

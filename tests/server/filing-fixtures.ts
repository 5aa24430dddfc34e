import { and, eq } from 'drizzle-orm';
import type { TestApp } from './helpers.js';
import { bizOrder } from '../../server/modules/order/table.js';
import { bizFiling } from '../../server/modules/filing/table.js';
import { bizStatusHistory } from '../../server/lib/workflow-table.js';

let serial = 0;

/** An order written straight to its table (the order API is another module's), owned by cs (dept 101). */
export async function makeOrder(t: TestApp, values: Partial<typeof bizOrder.$inferInsert> = {}) {
  serial += 1;
  const [row] = await t.app.db
    .insert(bizOrder)
    .values({ orderNo: `FT-${Date.now().toString(36)}-${serial}`, buyer: `Buyer ${serial}`, deptId: 101, userId: 2, createBy: 'cs', ...values })
    .returning();
  return row;
}

export async function orderOf(t: TestApp, orderId: number) {
  const [row] = await t.app.db.select().from(bizOrder).where(eq(bizOrder.orderId, orderId));
  return row;
}

export async function filingOf(t: TestApp, filingId: number) {
  const [row] = await t.app.db.select().from(bizFiling).where(eq(bizFiling.filingId, filingId));
  return row;
}

/** Status history rows of one entity, oldest first. */
export async function historyRows(t: TestApp, entity: string, entityId: number) {
  return t.app.db
    .select()
    .from(bizStatusHistory)
    .where(and(eq(bizStatusHistory.entity, entity), eq(bizStatusHistory.entityId, entityId)))
    .orderBy(bizStatusHistory.historyId);
}

/** Puts a filing at a status directly (fixtures only: the API moves are tested one by one). */
export const forceStatus = (t: TestApp, filingId: number, customsStatus: string) =>
  t.app.db.update(bizFiling).set({ customsStatus }).where(eq(bizFiling.filingId, filingId));

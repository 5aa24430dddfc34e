import { and, eq, inArray } from 'drizzle-orm';
import type { OrderInput } from '../../../contract/order.js';
import type { Db } from '../../db/client.js';
import { copyObjects, nextIds } from '../../lib/bulk-insert.js';
import { conflict } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import type { LoginUser } from '../../lib/login-user.js';
import { findInScope } from '../../lib/scoped-rows.js';
import { ordersByNo } from './query.js';
import { msg } from './messages.js';
import { headerValues, lineValues, totalsOf } from './repository.js';
import type { RefuseOrderNos } from './sheet-plan.js';
import { bizOrder, bizOrderLine } from './table.js';

/** The columns an import writes, in the tables' (snake_case) names; the rows hold them in camelCase. */
const orderColumns = [
  'order_id', 'order_no', 'buyer', 'ope', 'da', 'vendor_dept_name', 'nb_of_cartons', 'total_cbm', 'keep_record_cbm', 'gross_weight_sum',
  'documentary', 'order_taker', 'district', 'booking_category', 'doc_sper', 'trafic_order', 'trafic_code', 'is_suit', 'is_special', 'special_customs',
  'special_unit', 'special_qty_rate', 'bonded_status', 'to_warehouse_time', 'remark', 'dept_id', 'user_id', 'create_by',
];
const lineColumns = [
  'order_id', 'line_no', 'product_id', 'item_no', 'original_category', 'original_qty', 'gifi_code', 'unit_price', 'total_amount', 'currency',
  'customs_name_zh', 'customs_name_en', 'inspection_flag', 'proportion_flag', 'cartons', 'cbm', 'gross_weight',
];

/** An existing order a row of the sheet names, as far as the import needs it. */
export interface ExistingOrder {
  orderId: number;
  orderNo: string;
  version: number;
}

/**
 * Who may be updated among the sheet's order numbers. A number no order has is new. One that
 * exists is refused unless `updateSupport`; then it must be in the caller's scope and still
 * editable (pending customs, not filed, not over), as an edit by hand must.
 */
export function existingOrders(db: Db, user: LoginUser, lang: Lang, updateSupport: boolean) {
  const found = new Map<string, ExistingOrder>();
  const refuse: RefuseOrderNos = async (orderNos) => {
    const refused = new Map<string, string>();
    const { mine, outside } = await findInScope(db, user, ordersByNo, orderNos);
    // another's order outside the caller's scope reads as taken, as on an add by hand
    for (const no of outside) refused.set(no, `orderNo: ${msg(lang, 'orderNoTaken', no)}`);
    for (const o of mine.values()) {
      if (!updateSupport) refused.set(o.orderNo, `orderNo: ${msg(lang, 'orderNoTaken', o.orderNo)}`);
      else if (o.customsStatus !== '0' || o.editStatus !== '0' || o.overState !== '0') refused.set(o.orderNo, `orderNo: ${msg(lang, 'orderLocked', o.orderNo)}`);
      else found.set(o.orderNo, { orderId: o.orderId, orderNo: o.orderNo, version: o.version });
    }
    return refused;
  };
  return { refuse, found };
}

/** Orders whose rows and lines are built and written together. */
const ORDER_CHUNK = 1000;

const editable = and(eq(bizOrder.customsStatus, '0'), eq(bizOrder.editStatus, '0'), eq(bizOrder.overState, '0'));

/**
 * Writes a batch of the import's orders inside its transaction: new orders and their lines in
 * bulk; existing ones (updateSupport) replaced as an edit replaces them, conditional on the
 * version read when they were checked, so an order filed or changed meanwhile makes the whole
 * import a 409.
 */
export async function writeImportedOrders(tx: Db, user: LoginUser, lang: Lang, orders: OrderInput[], existing: Map<string, ExistingOrder>) {
  const fresh = orders.filter((o) => !existing.has(o.orderNo));
  const updates = orders.filter((o) => existing.has(o.orderNo));
  const header = (o: OrderInput) => ({ ...headerValues(o), ...totalsOf(o.lines) });
  // a chunk of orders at a time: their rows and lines are built just before they are written
  for (let i = 0; i < fresh.length; i += ORDER_CHUNK) {
    const chunk = fresh.slice(i, i + ORDER_CHUNK);
    // the ids taken first, so that orders and lines both go in by COPY (lib/copy-rows.ts)
    const ids = await nextIds(tx, 'biz_order', 'order_id', chunk.length);
    await copyObjects(tx, 'biz_order', orderColumns, chunk.map((o, k) => ({ orderId: ids[k], ...header(o), deptId: user.deptId, userId: user.userId, createBy: user.userName })));
    await copyObjects(tx, 'biz_order_line', lineColumns, chunk.flatMap((o, k) => lineValues(ids[k], o.lines)));
  }
  for (let i = 0; i < updates.length; i += ORDER_CHUNK) {
    const chunk = updates.slice(i, i + ORDER_CHUNK);
    for (const o of chunk) {
      const { orderId, version } = existing.get(o.orderNo)!;
      const done = await tx
        .update(bizOrder)
        .set({ ...header(o), version: version + 1, updateBy: user.userName, updateTime: new Date() })
        .where(and(eq(bizOrder.orderId, orderId), eq(bizOrder.version, version), editable))
        .returning({ id: bizOrder.orderId });
      if (!done.length) throw conflict(msg(lang, 'orderImportStale', o.orderNo));
    }
    await tx.delete(bizOrderLine).where(inArray(bizOrderLine.orderId, chunk.map((o) => existing.get(o.orderNo)!.orderId)));
    await copyObjects(tx, 'biz_order_line', lineColumns, chunk.flatMap((o) => lineValues(existing.get(o.orderNo)!.orderId, o.lines)));
  }
  return { inserted: fresh.length, updated: updates.length };
}

import { and, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ClearanceQuery, ClearanceRow } from '../../../contract/clearance.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { keysetRows, likePattern, pageOf } from '../../lib/list-query.js';
import type { LoginUser } from '../../lib/login-user.js';
import { dateRange, formatTime } from '../../lib/time.js';
import { bizAppointment, bizAppointmentOrder } from '../appointment/table.js';
import { bizOrder, bizOrderLine } from '../order/table.js';
import { bizClearance, bizClearanceOrder } from './table.js';

const filterSpec: FilterSpec = {
  clearanceNo: [bizClearance.clearanceNo, 'like'],
  buyer: [bizClearance.buyer, 'like'],
  whetherToCharge: [bizClearance.whetherToCharge, 'eq'],
  fcrStatus: [bizClearance.fcrStatus, 'in'],
  createTime: [bizClearance.createTime, 'range'],
};
const sortable = {
  clearanceNo: bizClearance.clearanceNo,
  buyer: bizClearance.buyer,
  whetherToCharge: bizClearance.whetherToCharge,
  fcrStatus: bizClearance.fcrStatus,
  sentCount: bizClearance.sentCount,
  lastSentTime: bizClearance.lastSentTime,
  createTime: bizClearance.createTime,
};

export const clearanceScope = (user: LoginUser) => dataScopeFilter(user, { dept: bizClearance.deptId, user: bizClearance.userId });

/**
 * A goods line an invoice cannot print: no item, no description in either language, no HS code
 * (the GIFI code), no quantity or price, or no currency.
 */
export const incompleteLine = sql`(${bizOrderLine.itemNo} = '' or ${bizOrderLine.customsNameZh} = '' or ${bizOrderLine.customsNameEn} = ''
  or ${bizOrderLine.gifiCode} = '' or ${bizOrderLine.originalQty} <= 0 or ${bizOrderLine.unitPrice} <= 0 or ${bizOrderLine.currency} = '')`;

// spelled out: drizzle leaves a column of the selected table unqualified, and inside these
// subqueries a bare clearance_id would be the subquery's own
const outerId = sql.raw('"biz_clearance"."clearance_id"');
const ordersOf = sql`from ${bizClearanceOrder} co join ${bizOrder} o on o.order_id = co.order_id where co.clearance_id = ${outerId}`;
/** the order o has a receipt behind it that counted some of its goods (what a final FCR prints: document-data.ts) */
const receiptOf = sql`exists (select 1 from ${bizAppointmentOrder} ao join ${bizAppointment} a on a.appointment_id = ao.appointment_id
  where ao.order_id = o.order_id and a.status = '8' and (ao.received_boxes is not null or ao.received_weight is not null or ao.received_cube is not null))`;

function extraFilters(q: Partial<ClearanceQuery>): SQL[] {
  const parts: SQL[] = [];
  if (q.orderNo) parts.push(sql`exists (select 1 ${ordersOf} and o.order_no ilike ${likePattern(q.orderNo)})`);
  if (q.sent === '1') parts.push(gt(bizClearance.sentCount, 0));
  if (q.sent === '0') parts.push(eq(bizClearance.sentCount, 0));
  const { from, to } = dateRange(q['params[beginLastSentTime]'], q['params[endLastSentTime]']);
  if (from) parts.push(gte(bizClearance.lastSentTime, from));
  if (to) parts.push(lte(bizClearance.lastSentTime, to));
  return parts;
}

export const clearanceWhere = (user: LoginUser, q: Partial<ClearanceQuery>, ...extra: SQL[]) => whereOf(filterSpec, q, ...extraFilters(q), clearanceScope(user), ...extra);

const select = (db: Db) =>
  db
    .select({
      clearance: bizClearance,
      orderIds: sql<number[]>`(select coalesce(json_agg(co.order_id order by co.order_id), '[]'::json) from ${bizClearanceOrder} co where co.clearance_id = ${outerId})`,
      orderNos: sql<string | null>`(select string_agg(o.order_no, ', ' order by o.order_no) ${ordersOf})`,
      goodsReceived: sql<boolean>`not exists (select 1 ${ordersOf} and (o.transport_status <> '2' or not ${receiptOf}))`,
      linesComplete: sql<boolean>`not exists (select 1 ${ordersOf} and (not exists (select 1 from ${bizOrderLine} where ${bizOrderLine.orderId} = o.order_id)
        or exists (select 1 from ${bizOrderLine} where ${bizOrderLine.orderId} = o.order_id and ${incompleteLine})))`,
    })
    .from(bizClearance)
    .$dynamic();
type Selected = Awaited<ReturnType<typeof select>>[number];

export const toClearanceRow = ({ clearance: c, orderIds, orderNos, goodsReceived, linesComplete }: Selected): ClearanceRow => ({
  clearanceId: c.clearanceId,
  clearanceNo: c.clearanceNo,
  buyer: c.buyer,
  orderIds: (orderIds ?? []).map(Number),
  orderNos: orderNos ?? '',
  whetherToCharge: c.whetherToCharge as ClearanceRow['whetherToCharge'],
  chargeBy: c.chargeBy,
  chargeTime: formatTime(c.chargeTime),
  fcrStatus: c.fcrStatus as ClearanceRow['fcrStatus'],
  invoiceNo: c.invoiceNo,
  incoterm: c.incoterm,
  incotermPlace: c.incotermPlace,
  paymentTerms: c.paymentTerms,
  origin: c.origin,
  mailFrom: c.mailFrom,
  mailTo: c.mailTo,
  mailCc: c.mailCc,
  mailTemplate: c.mailTemplate as ClearanceRow['mailTemplate'],
  attachments: c.attachments,
  sentCount: c.sentCount,
  lastSentTime: formatTime(c.lastSentTime),
  goodsReceived: Boolean(goodsReceived),
  linesComplete: Boolean(linesComplete),
  remark: c.remark,
  version: c.version,
  createBy: c.createBy,
  createTime: formatTime(c.createTime),
  updateBy: c.updateBy,
  updateTime: formatTime(c.updateTime),
});

export const listClearances = (db: Db, user: LoginUser, q: ClearanceQuery) =>
  pageOf(db, q, {
    select: () => select(db),
    where: clearanceWhere(user, q),
    sort: { sortable, fallback: [desc(bizClearance.createTime), desc(bizClearance.clearanceId)] },
    total: bizClearance,
    map: toClearanceRow,
  });

/** Every matching clearance, for the export. */
export const streamClearances = (db: Db, user: LoginUser, q: Partial<ClearanceQuery>, batch = 1000) =>
  keysetRows({ select: () => select(db), where: clearanceWhere(user, q), key: bizClearance.clearanceId, keyOf: (r) => r.clearance.clearanceId, map: toClearanceRow, batch });

/** One clearance in the caller's data scope, or undefined. */
export async function findClearance(db: Db, user: LoginUser, clearanceId: number) {
  const [row] = await select(db).where(and(eq(bizClearance.clearanceId, clearanceId), clearanceScope(user)));
  return row ? toClearanceRow(row) : undefined;
}

/** The orders the caller may put into a clearance, locked until the transaction ends, with the clearance each is already in. */
export const scopedOrdersForUpdate = (tx: Db, user: LoginUser, orderIds: number[]) =>
  tx
    .select({ orderId: bizOrder.orderId, orderNo: bizOrder.orderNo, buyer: bizOrder.buyer })
    .from(bizOrder)
    .where(and(inArray(bizOrder.orderId, orderIds), dataScopeFilter(user, { dept: bizOrder.deptId, user: bizOrder.userId })))
    .orderBy(bizOrder.orderId)
    .for('update');

/** The clearance numbers already holding any of these orders. */
export const takenOrders = (tx: Db, orderIds: number[]) =>
  tx
    .select({ orderId: bizClearanceOrder.orderId, clearanceNo: bizClearance.clearanceNo })
    .from(bizClearanceOrder)
    .innerJoin(bizClearance, eq(bizClearance.clearanceId, bizClearanceOrder.clearanceId))
    .where(inArray(bizClearanceOrder.orderId, orderIds));


import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderQuery } from '../../../contract/order.js';
import { queryRows, type Db } from '../../db/client.js';
import { delimitedBatch, type CellKind } from '../../lib/delimited-rows.js';
import type { LoginUser } from '../../lib/login-user.js';
import { orderWhere } from './query.js';
import { bizOrder } from './table.js';

/** The columns the orders export shows (reading the other twenty cost a third of its time). */
const exported: Record<string, [AnyPgColumn, CellKind]> = {
  orderNo: [bizOrder.orderNo, 'text'], buyer: [bizOrder.buyer, 'text'], ope: [bizOrder.ope, 'text'], da: [bizOrder.da, 'text'],
  vendorDeptName: [bizOrder.vendorDeptName, 'text'], nbOfCartons: [bizOrder.nbOfCartons, 'number'], totalCbm: [bizOrder.totalCbm, 'number'],
  keepRecordCbm: [bizOrder.keepRecordCbm, 'number'], grossWeightSum: [bizOrder.grossWeightSum, 'number'], customsStatus: [bizOrder.customsStatus, 'text'],
  transportStatus: [bizOrder.transportStatus, 'text'], overState: [bizOrder.overState, 'text'], overReason: [bizOrder.overReason, 'text'],
  bondedStatus: [bizOrder.bondedStatus, 'text'], toWarehouseTime: [bizOrder.toWarehouseTime, 'time'], documentary: [bizOrder.documentary, 'text'],
  orderTaker: [bizOrder.orderTaker, 'text'], district: [bizOrder.district, 'text'], bookingCategory: [bizOrder.bookingCategory, 'text'],
  createBy: [bizOrder.createBy, 'text'], createTime: [bizOrder.createTime, 'time'],
};
const readBatch = delimitedBatch(Object.values(exported), bizOrder.orderId);

/**
 * Every matching id, in order, from one query: an index on the filter answers it alone (40 ms
 * for 100 000 of a million orders on the embedded database), where keyset batches in id order
 * walked the primary key through every order, matching or not, and a short export read the
 * whole table for its few thousand.
 */
async function matchingIds(db: Db, where: SQL | undefined): Promise<number[]> {
  const [{ ids }] = await queryRows<{ ids: string | null }>(db, sql`select string_agg(${bizOrder.orderId}::text, ',' order by ${bizOrder.orderId}) as ids from ${bizOrder} where ${where ?? sql`true`}`);
  return ids ? ids.split(',').map(Number) : [];
}

/** These orders' cells, still matching `where` (an order changed since the ids were read is left out). */
const sheetBatch = (db: Db, where: SQL | undefined, ids: number[]) =>
  readBatch(
    (statement) => queryRows(db, statement),
    sql`from ${bizOrder} where ${and(where, sql`${bizOrder.orderId} = any(${`{${ids.join(',')}}`}::bigint[])`)}`,
  );

/**
 * The orders export's rows in id order, as delimited text batches (delimited-rows.ts) in the
 * sheet's columns: the thread that writes the sheet (xlsx-thread.ts) parses and labels them.
 * Batches keep memory flat; the next batch is asked for before this one is handed on, so that
 * the database reads while the sheet is written.
 */
export async function* orderSheetBatches(db: Db, user: LoginUser, q: Partial<OrderQuery>, batch = 5000): AsyncGenerator<string> {
  const where = orderWhere(user, q);
  const ids = await matchingIds(db, where);
  let next = ids.length ? sheetBatch(db, where, ids.slice(0, batch)) : undefined;
  for (let start = 0; next; start += batch) {
    const text = await next;
    next = start + batch < ids.length ? sheetBatch(db, where, ids.slice(start + batch, start + 2 * batch)) : undefined;
    // awaited on the next turn; until then (or if the client hangs up first) not unhandled
    next?.catch(() => undefined);
    if (text) yield text;
  }
}

/** The cells' kinds in the sheet's columns, which are `keys` in this order. */
export const orderSheetKinds = (keys: string[]): CellKind[] =>
  keys.map((key) => {
    if (!exported[key]) throw new Error(`the orders export reads no ${key}`);
    return exported[key][1];
  });

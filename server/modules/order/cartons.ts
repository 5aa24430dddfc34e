import { orderCartonsOf, type OrderBookingStatus } from '../../../contract/order-cartons.js';
import type { Db } from '../../db/client.js';

/** Per order id: cartons booked on open appointments and received. */
export type CartonSums = (db: Db, orderIds: number[]) => Promise<Map<number, { booked: number; received: number }>>;

/**
 * Who knows an order's booked and received cartons: the appointment module, which registers here
 * (appointment/order-cartons.ts), so this module imports none of it. Until then nothing is booked.
 */
let sums: CartonSums = async () => new Map();
export function provideCartonSums(source: CartonSums) {
  sums = source;
}

/**
 * The rows with their cartons booked, received and remaining and why they cannot be booked (issue
 * 46): one grouped query for the rows' ids (a page, one order), never one per row.
 */
export async function withCartons<R extends OrderBookingStatus & { orderId: number; nbOfCartons: number }>(db: Db, rows: R[]) {
  const byId = rows.length ? await sums(db, rows.map((r) => r.orderId)) : new Map<number, { booked: number; received: number }>();
  return rows.map((r) => ({ ...r, ...orderCartonsOf(r, byId.get(r.orderId)) }));
}

import { round3 } from '../../lib/coerce.js';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulkInsert } from '../../lib/bulk-insert.js';
import { bizOrder } from '../order/table.js';

/** Cartons per pallet when the receipt does not say how many pallets the goods stand on. */
export const CARTONS_PER_PALLET = 40;

export interface ReceivedLine {
  orderId: number;
  receivedBoxes: number;
  receivedWeight: number;
  receivedCube: number;
  pallets?: number | '' | null;
}


/**
 * Splits a quantity over n pallets so that they add up exactly: cartons evenly (the first
 * pallets take the remainder), kilograms and cubic metres in proportion to the cartons, the last
 * pallet taking what rounding left.
 */
export function splitOverPallets(line: ReceivedLine): { boxes: number; weight: number; cube: number }[] {
  const wanted = typeof line.pallets === 'number' ? line.pallets : Math.ceil(line.receivedBoxes / CARTONS_PER_PALLET);
  const n = Math.max(1, line.receivedBoxes > 0 ? Math.min(wanted, line.receivedBoxes) : wanted);
  const out: { boxes: number; weight: number; cube: number }[] = [];
  let weightLeft = line.receivedWeight;
  let cubeLeft = line.receivedCube;
  for (let i = 0; i < n; i++) {
    const boxes = Math.floor(line.receivedBoxes / n) + (i < line.receivedBoxes % n ? 1 : 0);
    const share = line.receivedBoxes > 0 ? boxes / line.receivedBoxes : 1 / n;
    const last = i === n - 1;
    const weight = last ? round3(weightLeft) : round3(line.receivedWeight * share);
    const cube = last ? round3(cubeLeft) : round3(line.receivedCube * share);
    weightLeft -= weight;
    cubeLeft -= cube;
    out.push({ boxes, weight, cube });
  }
  return out;
}

/** Where goods come from: a received appointment (its number labels the pallets), or goods taken over without one. */
export interface StockSource {
  appointmentId: number | null;
  reservationNo: string;
  warehouseId: number;
}

/**
 * A receipt puts its goods inbound (decisions.md §5): one stock record per pallet, labelled
 * <reservation no>-<nn>, each opened by a `receive` ledger entry, in the receipt's transaction.
 * A line with nothing received opens no pallet.
 */
export async function stockFromReceipt(tx: Db, receipt: StockSource, lines: ReceivedLine[], by: string) {
  const received = lines.filter((l) => l.receivedBoxes > 0 || l.receivedWeight > 0 || l.receivedCube > 0);
  if (!received.length) return [];
  const orders = await tx
    .select({ orderId: bizOrder.orderId, orderNo: bizOrder.orderNo, buyer: bizOrder.buyer, deptId: bizOrder.deptId, userId: bizOrder.userId })
    .from(bizOrder)
    .where(inArray(bizOrder.orderId, received.map((l) => l.orderId)));
  const byId = new Map(orders.map((o) => [o.orderId, o]));
  let seq = 0;
  const pallets = received.flatMap((line) => {
    const order = byId.get(line.orderId)!;
    return splitOverPallets(line).map((q) => ({
      palletCode: `${receipt.reservationNo}-${String(++seq).padStart(2, '0')}`,
      warehouseId: receipt.warehouseId,
      orderId: order.orderId,
      orderNo: order.orderNo,
      buyer: order.buyer,
      appointmentId: receipt.appointmentId,
      ...q,
      deptId: order.deptId,
      userId: order.userId,
    }));
  });
  const inserted = await bulkInsert<{ pallet_id: string; boxes: number; weight: string; cube: string }>(
    tx,
    {
      table: 'biz_pallet',
      types: { pallet_code: 'varchar', warehouse_id: 'bigint', order_id: 'bigint', order_no: 'varchar', buyer: 'varchar', appointment_id: 'bigint', boxes: 'integer', weight: 'numeric', cube: 'numeric', dept_id: 'bigint', user_id: 'bigint' },
      returning: 'pallet_id, boxes, weight, cube',
    },
    pallets,
  );
  await bulkInsert(
    tx,
    { table: 'biz_stock_ledger', types: { pallet_id: 'bigint', movement: 'varchar', from_status: 'varchar', to_status: 'varchar', boxes: 'integer', weight: 'numeric', cube: 'numeric', remark: 'varchar', oper_by: 'varchar' }, extra: 'oper_time' },
    inserted.map((p) => ({ palletId: Number(p.pallet_id), movement: 'receive', fromStatus: '', toStatus: '0', boxes: p.boxes, weight: p.weight, cube: p.cube, remark: receipt.reservationNo, operBy: by })),
  );
  return inserted.map((p) => Number(p.pallet_id));
}

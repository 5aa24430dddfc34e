import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, lhy, type Headers } from './api.js';
import { localDay, makeWarehouse } from './appointment-fixtures.js';
import { makeOrder } from './filing-fixtures.js';
import type { TestApp } from './helpers.js';
import { bizAppointment, bizAppointmentOrder } from '../../server/modules/appointment/table.js';
import { bizOrder } from '../../server/modules/order/table.js';
import { ledgerBalance } from '../../server/modules/inventory/repository.js';
import { queryRows } from '../../server/db/client.js';

let serial = 0;

export interface Pallet {
  palletId: number;
  palletCode: string;
  status: string;
  containerId: number | null;
  boxes: number;
  weight: number;
  cube: number;
  version: number;
}

/**
 * Goods received the way the dock receives them: an appointment at "tallied" linked to a new order,
 * moved to "received" through the API with a receipt line, which puts the pallets inbound.
 */
export async function receiveGoods(
  t: TestApp,
  options: { warehouseId?: number; boxes?: number; weight?: number; cube?: number; pallets?: number; order?: Partial<typeof bizOrder.$inferInsert> } = {},
) {
  serial += 1;
  const warehouseId = options.warehouseId ?? (await makeWarehouse(t)).warehouseId;
  const boxes = options.boxes ?? 40;
  const weight = options.weight ?? 800;
  const cube = options.cube ?? 6;
  const order = await makeOrder(t, { customsStatus: '0', transportStatus: '1', nbOfCartons: boxes, grossWeightSum: String(weight), totalCbm: String(cube), ...options.order });
  const [appointment] = await t.app.db
    .insert(bizAppointment)
    .values({ reservationNo: `IV${Date.now().toString(36).toUpperCase()}${serial}`, warehouseId, slotDate: localDay(), slotTime: '09:00', plateNo: '沪A12345', status: '7', qrToken: randomBytes(16).toString('hex') })
    .returning();
  // the truck announced the whole order: counted as announced, the receipt needs no reason
  await t.app.db.insert(bizAppointmentOrder).values({ appointmentId: appointment.appointmentId, orderId: order.orderId, boxes, grossWeight: String(weight), cube: String(cube) });
  const res = await call('PUT', `/biz/appointment/${appointment.appointmentId}/status`, { to: '8', receipt: [{ orderId: order.orderId, receivedBoxes: boxes, receivedWeight: weight, receivedCube: cube, pallets: options.pallets ?? 2 }] }, lhy);
  expect(res.statusCode, res.body).toBe(200);
  const pallets = (await call('GET', `/biz/inventory/list?orderNo=${order.orderNo}&pageSize=500&orderByColumn=palletCode&isAsc=asc`, undefined, lhy)).json().rows as Pallet[];
  return { order, appointment, warehouseId, pallets };
}

/** Received and put away: pallets in stock at a location. */
export async function stockedGoods(t: TestApp, options: Parameters<typeof receiveGoods>[1] = {}, headers: Headers = lhy) {
  const goods = await receiveGoods(t, options);
  const res = await call('PUT', '/biz/inventory/putaway', { palletIds: goods.pallets.map((p) => p.palletId), location: 'A-01-01' }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return goods;
}

/** What the pallets hold per status, straight from their rows. */
async function stockBalance(t: TestApp) {
  const rows = await queryRows<{ status: string; boxes: string; weight: string }>(t.app.db, sql`select status, sum(boxes) as boxes, sum(weight) as weight from biz_pallet group by status`);
  return Object.fromEntries(rows.map((r) => [r.status, { boxes: Number(r.boxes), weight: Number(r.weight) }]));
}

/** The ledger adds up: for every status, what its entries moved in minus what they moved out equals what the pallets hold. */
export async function expectLedgerBalanced(t: TestApp) {
  const ledger = await ledgerBalance(t.app.db);
  const stock = await stockBalance(t);
  const nonZero = (b: Record<string, { boxes: number; weight: number }>) =>
    Object.fromEntries(Object.entries(b).filter(([, v]) => v.boxes !== 0 || Math.abs(v.weight) > 1e-9).map(([k, v]) => [k, { boxes: v.boxes, weight: Math.round(v.weight * 1000) / 1000 }]));
  expect(nonZero(ledger)).toEqual(nonZero(stock));
}

/** A container of the warehouse, planned for today, to pack, of the given box type. */
export async function containerToPack(warehouseId: number, extra: object = {}, headers?: Headers) {
  const res = await call('POST', '/biz/container', { warehouseId, cabinetNo: `PSA${++serial}`, boxType: '40HQ', loadDate: localDay(), loadTime: '15:00', ...extra }, headers);
  expect(res.statusCode, res.body).toBe(200);
  const c = res.json().data as { containerId: number; version: number };
  const moved = await call('PUT', `/biz/container/${c.containerId}/status`, { to: '1' }, headers);
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json().data.container as { containerId: number; version: number; status: string };
}

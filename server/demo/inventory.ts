import dayjs from 'dayjs';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { LoginUser } from '../lib/login-user.js';
import { sysConfig } from '../modules/config/table.js';
import { DictCache } from '../modules/dict/cache.js';
import type { Caller } from '../modules/inventory/gate.js';
import { stockFromReceipt } from '../modules/inventory/intake.js';
import { loadPallet, preassign, putaway } from '../modules/inventory/planning.js';
import { addContainer, moveContainer, recordPacking } from '../modules/inventory/service.js';
import { bizContainer, bizPallet } from '../modules/inventory/table.js';
import { bizAppointment, bizAppointmentOrder } from '../modules/appointment/table.js';
import { bizOrder } from '../modules/order/table.js';
import { sysUser } from '../modules/user/table.js';
import { bizWarehouse } from '../modules/warehouse/table.js';

const DAY = 86_400_000;

/** The demo's warehouse hand, as the services see a signed-in user. */
async function warehouseHand(db: Db): Promise<LoginUser | undefined> {
  const [user] = await db.select({ userId: sysUser.userId, nickName: sysUser.nickName, deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.userName, 'lhy'));
  if (!user) return undefined;
  return { sessionId: 'demo', userName: 'lhy', deptName: null, roles: ['LHY'], permissions: ['*:*:*'], dataScopes: [{ roleId: 4, dataScope: '1' }], ...user };
}

/**
 * The outbound half of the story, through the real services (so the ledger is the real thing):
 * goods of earlier deliveries in stock for a few days, today's receipts waiting to be put away,
 * one container that left this morning, one being packed, one waiting to be sent. Does nothing
 * when containers exist already or there is nothing delivered.
 */
export async function seedInventoryDemo(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)` }).from(bizContainer);
  const user = await warehouseHand(db);
  const [warehouse] = await db.select().from(bizWarehouse).where(eq(bizWarehouse.status, '0')).orderBy(asc(bizWarehouse.warehouseId)).limit(1);
  if (Number(n) > 0 || !user || !warehouse) return;
  const parameter = async (key: string) => (await db.select({ v: sysConfig.configValue }).from(sysConfig).where(eq(sysConfig.configKey, key)))[0]?.v ?? null;
  const ctx: Caller = { db, dict: new DictCache(db), user, lang: 'zh', parameter };

  // orders delivered on days before today (their receipts are the appointment demo's): their goods have stood a while
  const stocked = db.select({ id: bizPallet.orderId }).from(bizPallet);
  const earlier = await db
    .select()
    .from(bizOrder)
    .where(and(eq(bizOrder.transportStatus, '2'), eq(bizOrder.customsStatus, '2'), notInArray(bizOrder.orderId, stocked)))
    .orderBy(asc(bizOrder.orderId))
    .limit(4);
  if (earlier.length < 3) return;
  for (const [i, order] of earlier.entries()) {
    // the goods came with the order's received booking (appointment demo), when there is one: the pallets are its receipt's
    const [receipt] = await db
      .select({ appointmentId: bizAppointment.appointmentId, reservationNo: bizAppointment.reservationNo, receivedTime: bizAppointment.updateTime, weight: bizAppointmentOrder.receivedWeight })
      .from(bizAppointmentOrder)
      .innerJoin(bizAppointment, eq(bizAppointment.appointmentId, bizAppointmentOrder.appointmentId))
      .where(and(eq(bizAppointmentOrder.orderId, order.orderId), eq(bizAppointment.status, '8'), eq(bizAppointment.warehouseId, warehouse.warehouseId)))
      .limit(1);
    const line = { orderId: order.orderId, receivedBoxes: order.nbOfCartons, receivedWeight: Number(receipt?.weight ?? order.grossWeightSum), receivedCube: Number(order.totalCbm), pallets: 4 };
    const source = receipt ? { appointmentId: receipt.appointmentId, reservationNo: receipt.reservationNo } : { appointmentId: null, reservationNo: `RK${order.orderNo}` };
    const ids = await db.transaction((tx) => stockFromReceipt(tx, { ...source, warehouseId: warehouse.warehouseId }, [line], 'lhy'));
    await db.update(bizPallet).set({ receivedTime: receipt?.receivedTime ?? new Date(Date.now() - (3 + i * 5) * DAY) }).where(inArray(bizPallet.palletId, ids));
    await putaway(ctx, { palletIds: ids, location: `A-0${i + 1}-0${(i % 3) + 1}` });
  }
  const palletsOf = async (orderId: number) => db.select().from(bizPallet).where(eq(bizPallet.orderId, orderId)).orderBy(asc(bizPallet.palletCode));
  const today = dayjs().format('YYYY-MM-DD');
  const voyage = { week: Math.ceil(dayjs().diff(dayjs().startOf('year'), 'day') / 7) || 1, vesselVoyage: 'MAERSK SEMBAWANG / 448E', carrier: 'MAERSK', cargoSpace: 'SO-7731045' };

  // left this morning: loaded, sealed, weighed, released by customs
  const gone = await addContainer(ctx, { warehouseId: warehouse.warehouseId, cabinetNo: 'PSA2611001', containerNo: 'MSKU1234565', billOfLading: 'MAEU262011045', boxType: '40HQ', destination: '鹿特丹 Rotterdam', loadDate: today, loadTime: '08:30', ...voyage });
  await moveContainer(ctx, gone.containerId, { to: '1' });
  for (const p of await palletsOf(earlier[0].orderId)) await loadPallet(ctx, gone.containerId, { palletCode: p.palletCode });
  const goodsKg = Number(earlier[0].grossWeightSum);
  await recordPacking(ctx, gone.containerId, { packer: 'lhy', sealNo: 'ML-CN4471926', driverName: '王建国', plateNo: '沪D88213', truckWeight: 8800, grossWeight: Math.round(goodsKg + 3940 + 8800 + 35) });
  for (const to of ['2', '3', '4'] as const) await moveContainer(ctx, gone.containerId, { to });

  // being packed this afternoon: planned at the desk, the first pallet loaded
  const packing = await addContainer(ctx, { warehouseId: warehouse.warehouseId, cabinetNo: 'PSA2611002', containerNo: 'TGHU7654320', billOfLading: 'MAEU262011046', boxType: '40GP', destination: '汉堡 Hamburg', loadDate: today, loadTime: '15:00', driverName: '李志强', plateNo: '沪B51370', ...voyage });
  await moveContainer(ctx, packing.containerId, { to: '1' });
  const planned = await palletsOf(earlier[1].orderId);
  await preassign(ctx, { palletIds: planned.map((p) => p.palletId), containerId: packing.containerId, allowOverload: true });
  await loadPallet(ctx, packing.containerId, { palletCode: planned[0].palletCode });

  // tomorrow's, still waiting to be sent to packing
  await addContainer(ctx, { warehouseId: warehouse.warehouseId, cabinetNo: 'PSA2611003', boxType: '20GP', destination: '新加坡 Singapore', loadDate: dayjs().add(1, 'day').format('YYYY-MM-DD'), loadTime: '10:00', carrier: 'COSCO', vesselVoyage: 'COSCO SHIPPING ARIES / 062W' });
}

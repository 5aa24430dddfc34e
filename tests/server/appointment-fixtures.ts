import bcrypt from 'bcryptjs';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from './helpers.js';
import { makeOrder } from './filing-fixtures.js';
import { sysPost, sysUserPost } from '../../server/modules/post/table.js';
import { sysUser } from '../../server/modules/user/table.js';
import { bizAppointment, bizAppointmentOrder } from '../../server/modules/appointment/table.js';
import { bizClosedDay, bizDockDoor, bizSlot, bizWarehouse } from '../../server/modules/warehouse/table.js';

let serial = 0;

/** 'yyyy-MM-dd' of today + `days`, in local time (the slots' clock). */
export function localDay(days = 0) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * A warehouse written straight to its table (the warehouse API is another module's): open
 * 08:00–18:00 in 60-minute slots of 3 trucks, every day, with two doors.
 */
export async function makeWarehouse(t: TestApp, values: Partial<typeof bizWarehouse.$inferInsert> = {}, closedDays: string[] = []) {
  serial += 1;
  const [warehouse] = await t.app.db
    .insert(bizWarehouse)
    .values({ warehouseName: `WH ${serial} ${Date.now().toString(36)}`, openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks: 3, ...values })
    .returning();
  const doors = await t.app.db
    .insert(bizDockDoor)
    .values([1, 2].map((n) => ({ warehouseId: warehouse.warehouseId, doorName: `D${serial}-${n}`, orderNum: n })))
    .returning();
  if (closedDays.length) await t.app.db.insert(bizClosedDay).values(closedDays.map((day) => ({ warehouseId: warehouse.warehouseId, day, reason: 'holiday' })));
  return { ...warehouse, doors };
}

/** An order that may be booked: customs completed, with 10 cartons, 100 kg and 2 m³ unless told otherwise. */
export const bookableOrder = (t: TestApp, values: Parameters<typeof makeOrder>[1] = {}) =>
  makeOrder(t, { customsStatus: '2', nbOfCartons: 10, grossWeightSum: '100', totalCbm: '2', ...values });

export async function appointmentOf(t: TestApp, appointmentId: number) {
  const [row] = await t.app.db.select().from(bizAppointment).where(eq(bizAppointment.appointmentId, appointmentId));
  return row;
}

export async function linksOf(t: TestApp, appointmentId: number) {
  return t.app.db.select().from(bizAppointmentOrder).where(eq(bizAppointmentOrder.appointmentId, appointmentId));
}

/** What a slot has taken: trucks and cubic metres (0 when nothing was ever booked there). */
export async function slotOf(t: TestApp, warehouseId: number, deliveryTime: string) {
  const [slotDate, slotTime] = deliveryTime.split(' ');
  const [row] = await t.app.db
    .select()
    .from(bizSlot)
    .where(and(eq(bizSlot.warehouseId, warehouseId), eq(bizSlot.slotDate, slotDate), eq(bizSlot.slotTime, slotTime)));
  return { trucks: row?.bookedTrucks ?? 0, cbm: Number(row?.bookedCbm ?? 0) };
}

/** Puts an appointment at a status directly (fixtures only: the moves are tested one by one). */
export const forceStatus = (t: TestApp, appointmentId: number, status: string, values: Partial<typeof bizAppointment.$inferInsert> = {}) =>
  t.app.db.update(bizAppointment).set({ status, ...values }).where(eq(bizAppointment.appointmentId, appointmentId));

/** A user holding a post (tally, forklift, stevedore), enabled unless told otherwise. */
export async function staffUser(t: TestApp, post: string, status = '0') {
  serial += 1;
  const [{ postId }] = await t.app.db.select({ postId: sysPost.postId }).from(sysPost).where(eq(sysPost.postCode, post));
  const userName = `${post}${serial}`;
  const [user] = await t.app.db
    .insert(sysUser)
    .values({ userName, nickName: `${post} ${serial}`, deptId: 103, password: await bcrypt.hash('demo123', 4), status })
    .returning({ userId: sysUser.userId });
  await t.app.db.insert(sysUserPost).values({ userId: user.userId, postId });
  return userName;
}

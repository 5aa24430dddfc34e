import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import { HOLDS_SLOT, type AppointmentStatus } from '../../contract/appointment.js';
import type { Db } from '../db/client.js';
import { sysPost, sysUserPost } from '../modules/post/table.js';
import { sysUserRole } from '../modules/role/table.js';
import { sysUser } from '../modules/user/table.js';
import { bizOrder } from '../modules/order/table.js';
import { closedOnWeekday, localNow } from '../modules/warehouse/slots.js';
import { bizClosedDay, bizDockDoor, bizSlot, bizWarehouse } from '../modules/warehouse/table.js';
import { bizStatusHistory } from '../lib/workflow-table.js';
import { BOOKED_REMARK } from '../modules/appointment/booking.js';
import { bizAppointment, bizAppointmentOrder } from '../modules/appointment/table.js';
import { stockFromReceipt } from '../modules/inventory/intake.js';
import { DEMO_PASSWORD } from './users.js';
import { hashPassword } from '../lib/password-hash.js';

/** Warehouse staff beside `lhy` (who holds the tally post): the people the unloading form names. */
const STAFF = [
  { userName: 'chenming', nickName: '理货陈明', post: 'tally' },
  { userName: 'liuqiang', nickName: '叉车刘强', post: 'forklift' },
  { userName: 'wangjun', nickName: '叉车王军', post: 'forklift' },
  { userName: 'zhoujie', nickName: '装卸周杰', post: 'stevedore' },
  { userName: 'sunhao', nickName: '装卸孙浩', post: 'stevedore' },
  { userName: 'wugang', nickName: '装卸吴刚', post: 'stevedore' },
  { userName: 'zhengbo', nickName: '装卸郑波', post: 'stevedore' },
];
const WAREHOUSES = [
  { warehouseName: '深圳盐田保税仓', address: '深圳市盐田区盐田综合保税区北片区8号', openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks: 3, slotCbm: null, closedWeekdays: '0', remark: 'Yantian bonded warehouse; closed on Sundays', doors: ['1号月台', '2号月台', '3号月台', '4号月台'] },
  { warehouseName: '东莞虎门港保税仓', address: '东莞市虎门港综合保税区A区3栋', openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks: 2, slotCbm: '30', closedWeekdays: '', remark: 'Humen bonded warehouse: a small dock, limited by volume', doors: ['A1', 'A2'] },
];
const TRUCKS = [
  { plateNo: '粤B5G21X', driverName: '黄永明', driverPhone: '13923456781', vehicleType: '7.6m' },
  { plateNo: '粤BD73025', driverName: '周国平', driverPhone: '13612875520', vehicleType: '4.2m' },
  { plateNo: '粤S8H326', driverName: '吴晓东', driverPhone: '13760021347', vehicleType: '9.6m' },
  { plateNo: '粤B2N96Q', driverName: '郑立新', driverPhone: '15818723094', vehicleType: 'van' },
  { plateNo: '粤BF1208', driverName: '林小峰', driverPhone: '18926655013', vehicleType: '13m' },
  { plateNo: '粤L3M815', driverName: '何志勇', driverPhone: '13502287461', vehicleType: '7.6m' },
  { plateNo: '粤B9C470', driverName: '张建国', driverPhone: '13828801966', vehicleType: '40hq' },
  { plateNo: '粤S2T639', driverName: '李志强', driverPhone: '15920374418', vehicleType: '9.6m' },
  { plateNo: '粤BK6051', driverName: '陈伟', driverPhone: '13715590832', vehicleType: '4.2m' },
  { plateNo: '粤B7E338', driverName: '刘海涛', driverPhone: '18676632907', vehicleType: '20gp' },
];

type Step = [from: string, to: string, by: string, remark: string];
const PATH: Record<string, Step> = {
  '1': ['0', '1', 'cs', ''],
  '2': ['1', '2', 'cs', '资料齐全，已受理'],
  '3': ['2', '3', 'cs', '审核通过'],
  '4': ['2', '4', 'cs', '车型与货量不符，请改派9.6米货车'],
  '5': ['3', '5', 'lhy', ''],
  '6': ['5', '6', 'lhy', ''],
  '7': ['6', '7', 'lhy', ''],
  '8': ['7', '8', 'lhy', ''],
};
const stepsTo = (status: AppointmentStatus): Step[] => {
  const chain = status === '4' ? ['1', '2', '4'] : ['1', '2', '3', '5', '6', '7', '8'].filter((s) => s <= status);
  return status === '0' ? [] : chain.map((s) => PATH[s]);
};
/** Today's story, slot by slot: early trucks received, later ones still to come. `weightOff` makes a receipt differ. */
const PLANS: { status: AppointmentStatus; time: string; transport: string; weightOff?: number; ahead?: boolean }[] = [
  { status: '8', time: '08:00', transport: '2' },
  { status: '8', time: '08:00', transport: '2', weightOff: 1.024 },
  { status: '7', time: '09:00', transport: '1' },
  { status: '6', time: '10:00', transport: '1' },
  { status: '5', time: '11:00', transport: '1' },
  { status: '3', time: '13:00', transport: '1' },
  { status: '2', time: '14:00', transport: '0' },
  { status: '1', time: '15:00', transport: '0' },
  { status: '0', time: '16:00', transport: '0' },
  { status: '4', time: '16:00', transport: '0' },
  // the next open day's bookings, made today: the calendar ahead is not empty
  { status: '3', time: '08:00', transport: '1', ahead: true },
  { status: '3', time: '09:00', transport: '1', ahead: true },
  { status: '2', time: '09:00', transport: '0', ahead: true },
  { status: '1', time: '10:00', transport: '0', ahead: true },
  { status: '0', time: '14:00', transport: '0', ahead: true },
];
const MINUTE = 60_000;
/** minutes after the slot's start at which the truck's moves on site happened */
const ON_SITE: Record<string, number> = { '5': 10, '6': 20, '7': 55, '8': 65 };

/** Staff holding the warehouse posts, with the LHY role and the demo password; kept when present. */
async function seedStaff(db: Db) {
  const password = await hashPassword(DEMO_PASSWORD);
  const posts = new Map((await db.select({ postId: sysPost.postId, postCode: sysPost.postCode }).from(sysPost)).map((p) => [p.postCode, p.postId]));
  await db.transaction(async (tx) => {
    for (const s of STAFF) {
      const [row] = await tx
        .insert(sysUser)
        .values({ userName: s.userName, nickName: s.nickName, deptId: 103, password, pwdUpdateDate: new Date(), createBy: 'admin', remark: '演示账号' })
        .onConflictDoNothing()
        .returning({ userId: sysUser.userId });
      if (!row) continue;
      await tx.insert(sysUserRole).values({ userId: row.userId, roleId: 4 }).onConflictDoNothing();
      const postId = posts.get(s.post);
      if (postId) await tx.insert(sysUserPost).values({ userId: row.userId, postId }).onConflictDoNothing();
    }
  });
}

/** The two demo warehouses with their doors, created when missing (found by name otherwise). */
async function seedWarehouses(db: Db) {
  const out = [];
  for (const { doors, ...w } of WAREHOUSES) {
    let [row] = await db.select().from(bizWarehouse).where(eq(bizWarehouse.warehouseName, w.warehouseName));
    if (!row) {
      [row] = await db.insert(bizWarehouse).values({ ...w, createBy: 'admin' }).returning();
      await db.insert(bizDockDoor).values(doors.map((doorName, i) => ({ warehouseId: row.warehouseId, doorName, orderNum: i + 1 })));
    }
    const doorRows = await db.select().from(bizDockDoor).where(eq(bizDockDoor.warehouseId, row.warehouseId)).orderBy(asc(bizDockDoor.orderNum));
    out.push({ warehouse: row, doors: doorRows });
  }
  return out;
}

/** The first day after `today` the warehouse takes deliveries (its closed weekdays skipped). */
function nextOpenDay(w: Parameters<typeof closedOnWeekday>[0], today: string): string {
  const next = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  let day = next(today);
  for (let i = 0; i < 7 && closedOnWeekday(w, day); i++) day = next(day);
  return day;
}

/** Customs-completed demo orders that have not ended, by delivery status. */
async function ordersByTransport(db: Db) {
  const rows = await db
    .select()
    .from(bizOrder)
    .where(and(eq(bizOrder.customsStatus, '2'), eq(bizOrder.overState, '0')))
    .orderBy(asc(bizOrder.orderId))
    .limit(200);
  return (transport: string) => rows.filter((o) => o.transportStatus === transport);
}

type Site = Awaited<ReturnType<typeof seedWarehouses>>[number];
type Order = typeof bizOrder.$inferSelect;
const previousDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** A slot's start on the process's clock, the clock localNow and the slots are read on. */
const slotStart = (day: string, time: string) => new Date(`${day}T${time}:00`).getTime();
const OPEN_SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

/** One demo booking to write: which order, where, when it was booked and how far it has gone. */
interface Booking {
  order: Order;
  status: AppointmentStatus;
  site: Site;
  day: string;
  time: string;
  /** when the booking was made (ms) */
  booked: number;
  /** desk moves this many minutes apart */
  deskStep: number;
  /** the truck's place in the fleet and the doors */
  i: number;
  weightOff?: number;
  /** today's receipts put their goods inbound; earlier ones are stocked by the inventory demo */
  stock: boolean;
}

/**
 * Writes a booking as the workflow would have left it: the appointment with its times, staff and
 * receipt figures, its history, the slot's counts and the order's delivery moves dated to it.
 */
async function writeBooking(tx: Db, b: Booking, reservationNo: string, userId: number | null) {
  const { order, status, site, day, time, booked, i } = b;
  const truck = TRUCKS[i % TRUCKS.length];
  const slotAt = slotStart(day, time);
  const steps = stepsTo(status);
  // desk moves a few minutes apart after the booking; moves on site during the slot
  const at = (k: number) => new Date(steps[k][1] in ON_SITE ? slotAt + ON_SITE[steps[k][1]] * MINUTE : booked + (k + 1) * b.deskStep * MINUTE);
  const reached = (s: string) => steps.some((st) => st[1] === s);
  const timeOf = (s: string) => at(steps.findIndex((st) => st[1] === s));
  const door = site.doors[i % site.doors.length];
  const weight = Number(order.grossWeightSum);
  const receivedWeight = Math.round(weight * (b.weightOff ?? 1) * 1000) / 1000;
  const [row] = await tx
    .insert(bizAppointment)
    .values({
      reservationNo,
      warehouseId: site.warehouse.warehouseId,
      slotDate: day,
      slotTime: time,
      doorId: reached('6') || (reached('5') && i % 2 === 0) ? door.doorId : null,
      ...truck,
      deliveryType: i % 4 === 3 ? 'pickup' : 'supplier',
      carWeight: String(4000 + (i % 15) * 850),
      boxes: order.nbOfCartons,
      grossWeight: order.grossWeightSum,
      cube: order.totalCbm,
      arrivalTime: reached('5') ? timeOf('5') : null,
      unloadEndTime: reached('7') ? timeOf('7') : null,
      ...(reached('6') ? { tallyClerk1: 'lhy', tallyClerk2: i % 2 ? 'chenming' : '', forkliftDriver1: i % 2 ? 'wangjun' : 'liuqiang', stevedore1: 'zhoujie', stevedore2: 'sunhao', stevedore3: i % 2 ? 'wugang' : '' } : {}),
      ...(reached('7') ? { actualPcb: 12, actualSpcb: 4, unloadMemo: i % 3 ? '外箱完好' : '2箱外箱破损，已拍照' } : {}),
      ...(reached('8')
        ? {
            receivedBoxes: order.nbOfCartons,
            receivedWeight: String(receivedWeight),
            receivedCube: order.totalCbm,
            receivedDims: '120×100×160 cm ×6托',
            diffFlags: b.weightOff ? 'weight' : '',
          }
        : {}),
      status,
      qrToken: randomBytes(16).toString('hex'),
      version: steps.length,
      deptId: order.deptId,
      userId: userId ?? order.userId,
      createBy: 'cs',
      createTime: new Date(booked),
      updateBy: steps.at(-1)?.[2] ?? null,
      updateTime: steps.length ? at(steps.length - 1) : null,
    })
    .returning({ appointmentId: bizAppointment.appointmentId, reservationNo: bizAppointment.reservationNo });
  await tx.insert(bizAppointmentOrder).values({
    appointmentId: row.appointmentId,
    orderId: order.orderId,
    boxes: order.nbOfCartons,
    grossWeight: order.grossWeightSum,
    cube: order.totalCbm,
    ...(reached('8') ? { receivedBoxes: order.nbOfCartons, receivedWeight: String(receivedWeight), receivedCube: order.totalCbm } : {}),
    // a difference carries its reason, as the receipt requires (issue 46)
    ...(reached('8') && b.weightOff ? { diffReason: b.weightOff > 1 ? 'over' : 'short' } : {}),
  });
  await tx.insert(bizStatusHistory).values([
    { entity: 'appointment', entityId: row.appointmentId, field: 'status', fromStatus: '', toStatus: '0', remark: BOOKED_REMARK, operBy: 'cs', operTime: new Date(booked) },
    ...steps.map(([fromStatus, toStatus, operBy, remark], k) => ({ entity: 'appointment', entityId: row.appointmentId, field: 'status', fromStatus, toStatus, remark, operBy, operTime: at(k) })),
  ]);
  if (HOLDS_SLOT.includes(status)) {
    await tx
      .insert(bizSlot)
      .values({ warehouseId: site.warehouse.warehouseId, slotDate: day, slotTime: time, bookedTrucks: 1, bookedCbm: order.totalCbm })
      .onConflictDoUpdate({
        target: [bizSlot.warehouseId, bizSlot.slotDate, bizSlot.slotTime],
        set: { bookedTrucks: sql`${bizSlot.bookedTrucks} + 1`, bookedCbm: sql`${bizSlot.bookedCbm} + ${order.totalCbm}` },
      });
  }
  // the order's delivery moves were this appointment's: date and explain them so
  const no = row.reservationNo;
  const orderMove = (to: string, remark: string, when: Date) =>
    tx
      .update(bizStatusHistory)
      .set({ remark, operBy: to === '1' ? 'cs' : 'lhy', operTime: when })
      .where(and(eq(bizStatusHistory.entity, 'order'), eq(bizStatusHistory.entityId, order.orderId), eq(bizStatusHistory.field, 'transportStatus'), eq(bizStatusHistory.toStatus, to)));
  if (reached('3')) {
    await orderMove('1', `预约${no}已通过 / appointment ${no} passed`, timeOf('3'));
    await tx.update(bizOrder).set({ toWarehouseTime: new Date(slotAt) }).where(eq(bizOrder.orderId, order.orderId));
  }
  if (reached('8')) {
    const receivedAt = timeOf('8');
    await orderMove('2', `预约${no}已收货 / appointment ${no} received`, receivedAt);
    // an order that has ended ended after its goods came in
    await tx
      .update(bizStatusHistory)
      .set({ operTime: sql`greatest(${bizStatusHistory.operTime}, ${new Date(receivedAt.getTime() + 2 * 60 * MINUTE)}::timestamptz)` })
      .where(and(eq(bizStatusHistory.entity, 'order'), eq(bizStatusHistory.entityId, order.orderId), eq(bizStatusHistory.field, 'overState')));
    if (b.stock) {
      const line = { orderId: order.orderId, receivedBoxes: order.nbOfCartons, receivedWeight, receivedCube: Number(order.totalCbm), pallets: 6 };
      await stockFromReceipt(tx, { ...row, warehouseId: site.warehouse.warehouseId }, [line], 'lhy');
    }
  }
}

/**
 * The day at the docks, told from the moment the demo is seeded (nothing in it happens later
 * than that): today's trucks at every status (0 … 8) at the demo warehouses, each linked to a
 * customs-completed order whose delivery status matches, and every other delivered order's
 * receipt on the day its goods came in, each with the history of the moves that brought it there
 * (and the order's own delivery moves dated to them), staff from the demo users holding the
 * posts, and the slots' booked counts. A truck on site today is in a slot that has begun long
 * enough before now for its moves (else it is yesterday's); a booking still to come is in a slot
 * that has not begun (else it is the next open day's). `now` is the seed's moment (a test sets
 * it to see the whole day). Runs once: nothing is added when any
 * appointment exists, or when there are no suitable orders.
 */
export async function seedAppointmentDemo(db: Db, now = Date.now()): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(bizAppointment);
  if (Number(n) > 0) return;
  const pick = await ordersByTransport(db);
  const pools: Record<string, Order[]> = { '0': pick('0'), '1': pick('1'), '2': pick('2') };
  if (!pools['0'].length && !pools['1'].length && !pools['2'].length) return;
  await seedStaff(db);
  const [main, small] = await seedWarehouses(db);
  const today = localNow(new Date(now)).slice(0, 10);
  const closedOn = async (site: Site, day: string) =>
    closedOnWeekday(site.warehouse, day) || (await db.select().from(bizClosedDay).where(and(eq(bizClosedDay.warehouseId, site.warehouse.warehouseId), eq(bizClosedDay.day, day)))).length > 0;
  // on the main warehouse's day off, the trucks go to the small one
  const siteOn = async (day: string) => ((await closedOn(main, day)) ? small : main);
  const todaySite = await siteOn(today);
  const yesterday = previousDay(today);
  const yesterdaySite = await siteOn(yesterday);
  const aheadDay = nextOpenDay(main.warehouse, today);
  const [cs] = await db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, 'cs'));
  const plans = PLANS.flatMap((p) => {
    const order = pools[p.transport].shift();
    return order ? [{ ...p, order }] : [];
  });

  // trucks per slot, so that no slot holds more than it takes
  const taken = new Map<string, number>();
  const slotKey = (site: Site, day: string, time: string) => `${site.warehouse.warehouseId} ${day} ${time}`;
  const hasRoom = (site: Site, day: string, time: string) => (taken.get(slotKey(site, day, time)) ?? 0) < site.warehouse.slotTrucks;
  const bookings: Booking[] = plans.map((plan, i) => {
    const { order, status, time, weightOff } = plan;
    const onSite = ON_SITE[status];
    let where: [Site, string, string];
    if (plan.ahead) where = [main, aheadDay, time];
    else if (onSite === undefined) where = slotStart(today, time) > now ? [todaySite, today, time] : [main, aheadDay, time];
    else {
      // the latest of today's slots, from the planned one back, in which its moves are all behind us
      const fits = OPEN_SLOTS.filter((t) => t <= time && slotStart(today, t) + onSite * MINUTE <= now && hasRoom(todaySite, today, t)).at(-1);
      where = fits ? [todaySite, today, fits] : [yesterdaySite, yesterday, time];
    }
    const [site, day, at] = where;
    taken.set(slotKey(site, day, at), (taken.get(slotKey(site, day, at)) ?? 0) + 1);
    // the next open day's trucks were booked in the last hours, today's and yesterday's the day before
    const ahead = day === aheadDay && day !== today;
    const booked = ahead ? now - (3 * 60 - i * 5) * MINUTE : slotStart(day, at) - 22 * 60 * MINUTE;
    return { order, status, site, day, time: at, booked, deskStep: ahead ? 20 : 45, i, weightOff, stock: true };
  });

  // every other delivered order came in on a day before, through a booking received then
  const delivered = await db
    .select()
    .from(bizOrder)
    .where(and(eq(bizOrder.transportStatus, '2'), plans.length ? notInArray(bizOrder.orderId, plans.map((p) => p.order.orderId)) : undefined))
    .orderBy(asc(bizOrder.orderId));
  for (const [k, order] of delivered.entries()) {
    const came = order.toWarehouseTime ?? order.createTime ?? new Date(now - 2 * 86_400_000);
    let day = localNow(came).slice(0, 10);
    // not after yesterday, on a day the main warehouse was open
    if (day >= today) day = yesterday;
    for (let d = 0; d < 7 && (await closedOn(main, day)); d++) day = previousDay(day);
    const time = OPEN_SLOTS.find((t, j) => j >= 1 + (k % 6) && hasRoom(main, day, t)) ?? OPEN_SLOTS.find((t) => hasRoom(main, day, t)) ?? '09:00';
    taken.set(slotKey(main, day, time), (taken.get(slotKey(main, day, time)) ?? 0) + 1);
    bookings.push({ order, status: '8', site: main, day, time, booked: slotStart(day, time) - 22 * 60 * MINUTE, deskStep: 45, i: plans.length + k, weightOff: k % 5 === 4 ? 0.988 : undefined, stock: false });
  }

  // numbered as the bookings were made: 'YY' + the booking's day + its number that day
  bookings.sort((a, b) => a.booked - b.booked);
  const perDay = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const b of bookings) {
      const bookedDay = localNow(new Date(b.booked)).slice(0, 10).replaceAll('-', '');
      const seq = (perDay.get(bookedDay) ?? 0) + 1;
      perDay.set(bookedDay, seq);
      await writeBooking(tx, b, `YY${bookedDay}${String(seq).padStart(4, '0')}`, cs?.userId ?? null);
    }
  });
}

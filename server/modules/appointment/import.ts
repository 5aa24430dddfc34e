import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { appointmentInput, type AppointmentInput } from '../../../contract/appointment.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { issuesText, type RowError } from '../../lib/excel-import.js';
import { findInScope } from '../../lib/scoped-rows.js';
import { zodIn } from '../../lib/zod-locale.js';
import type { DictCache } from '../dict/cache.js';
import { ordersByNo } from '../order/query.js';
import { bizWarehouse } from '../warehouse/table.js';
import { createAppointment, editAppointment, type BookingContext } from './booking.js';
import { msg } from './messages.js';
import { appointmentScope, appointmentsByReservationNo } from './repository.js';
import { bizAppointment, bizAppointmentOrder } from './table.js';

type Cells = Record<string, string | undefined>;
export interface PlannedBooking {
  rowNumber: number;
  body: AppointmentInput;
}

/** Sheet keys the contract names otherwise: an error about orderIds is about the order numbers typed. */
const SHEET_FIELD: Record<string, string> = { warehouseId: 'warehouseName', orderIds: 'orderNos' };
const splitNos = (text = '') => [...new Set(text.split(/[\s,，;；、]+/).filter(Boolean))];
/** A dictionary cell: its value, or its label in either language. */
async function dictReader(dict: DictCache, type: string) {
  const byText = new Map<string, string>();
  for (const row of await dict.get(type)) for (const t of [row.dictValue, row.dictLabelZh, row.dictLabelEn]) if (t) byText.set(t.toLowerCase(), row.dictValue);
  return (text: string | undefined) => (text ? byText.get(text.trim().toLowerCase()) : '');
}

/**
 * Sheet rows → booking bodies, checked as the booking form's are, with the warehouse by name,
 * the orders by number (in the caller's scope) and vehicle and delivery types by value or
 * label. A reservation number names the booking to edit ("update existing"); without it a row
 * books a new truck. Slots and order rules are checked when each booking is made (saveBookings).
 */
export async function planBookings(db: Db, dict: DictCache, ctx: BookingContext, rows: { rowNumber: number; cells: Cells }[], updateSupport: boolean) {
  const { user, lang } = ctx;
  const errors: RowError[] = [];
  const warehouses = new Map((await db.select({ id: bizWarehouse.warehouseId, name: bizWarehouse.warehouseName }).from(bizWarehouse)).map((w) => [w.name, w.id]));
  const orders = (await findInScope(db, user, ordersByNo, rows.flatMap((r) => splitNos(r.cells.orderNos)))).mine;
  const orderIds = new Map([...orders].map(([no, o]) => [no, o.orderId]));
  // another's booking reads as a number no booking has, as it is 404 by hand
  const reservations = rows.map((r) => r.cells.reservationNo?.trim()).filter((n): n is string => !!n);
  const booked = new Map([...(await findInScope(db, user, appointmentsByReservationNo, reservations)).mine].map(([no, a]) => [no, a.appointmentId]));
  const [vehicleType, deliveryType] = await Promise.all([dictReader(dict, 'biz_vehicle_type'), dictReader(dict, 'biz_delivery_type')]);

  const planned: PlannedBooking[] = [];
  const once = new Set<string>();
  for (const { rowNumber, cells } of rows) {
    const fail = (text: string) => errors.push({ row: rowNumber, text });
    const reservationNo = cells.reservationNo?.trim();
    if (reservationNo && !updateSupport) {
      fail(`reservationNo: ${msg(lang, 'appointmentImportBooked', reservationNo)}`);
      continue;
    }
    if (reservationNo && (!booked.has(reservationNo) || once.has(reservationNo))) {
      fail(`reservationNo: ${msg(lang, once.has(reservationNo) ? 'appointmentImportTwice' : 'appointmentImportUnknown', reservationNo)}`);
      continue;
    }
    if (reservationNo) once.add(reservationNo);
    const nos = splitNos(cells.orderNos);
    const missing = nos.filter((no) => !orderIds.has(no));
    if (missing.length) {
      fail(`orderNos: ${msg(lang, 'appointmentOrderMissing', missing.map((n) => `"${n}"`).join(', '))}`);
      continue;
    }
    const warehouseId = cells.warehouseName ? warehouses.get(cells.warehouseName.trim()) : undefined;
    if (cells.warehouseName && warehouseId === undefined) {
      fail(`warehouseName: ${msg(lang, 'appointmentImportWarehouse', cells.warehouseName)}`);
      continue;
    }
    const types = { vehicleType: vehicleType(cells.vehicleType), deliveryType: deliveryType(cells.deliveryType) };
    const unknownType = (Object.keys(types) as (keyof typeof types)[]).find((k) => types[k] === undefined);
    if (unknownType) {
      fail(`${unknownType}: ${msg(lang, 'appointmentImportDict', String(cells[unknownType]))}`);
      continue;
    }
    const parsed = appointmentInput.safeParse({
      ...(reservationNo ? { appointmentId: booked.get(reservationNo) } : {}),
      warehouseId,
      // a time typed in Excel reads with its seconds: slots start on the minute
      deliveryTime: cells.deliveryTime?.replace(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}):00$/, '$1'),
      orderIds: nos.map((no) => orderIds.get(no)),
      plateNo: cells.plateNo ?? '',
      ...types,
      driverName: cells.driverName ?? '',
      driverPhone: cells.driverPhone ?? '',
      carWeight: cells.carWeight,
      boxes: cells.boxes,
      grossWeight: cells.grossWeight,
      cube: cells.cube,
      remark: cells.remark,
    }, zodIn(lang));
    if (!parsed.success) {
      const issues = new z.ZodError(parsed.error.issues.map((i) => ({ ...i, path: [SHEET_FIELD[String(i.path[0])] ?? i.path[0], ...i.path.slice(1)] })));
      fail(issuesText(lang, issues, cells));
      continue;
    }
    planned.push({ rowNumber, body: parsed.data });
  }
  return { planned, errors };
}

/** Thrown to undo every booking of an import whose file is refused as a whole. */
class UndoImport extends Error {}

/**
 * The reservation number of a booking the caller can see that this new one would repeat: same
 * warehouse, slot (date and time), plate and the same set of orders. A booking has no key a
 * sheet could match it on, so a file uploaded twice would book every truck twice; this is how
 * such a row is recognised (a row booked earlier in the same file counts too, it is stored by then).
 */
async function sameBooking(tx: Db, ctx: BookingContext, body: AppointmentInput): Promise<string | undefined> {
  const [slotDate, slotTime] = body.deliveryTime.split(' ');
  const orders = [...new Set(body.orderIds)].sort((a, b) => a - b).join(',');
  const [row] = await tx
    .select({ reservationNo: bizAppointment.reservationNo })
    .from(bizAppointment)
    .where(and(
      eq(bizAppointment.warehouseId, body.warehouseId),
      eq(bizAppointment.slotDate, slotDate),
      eq(bizAppointment.slotTime, slotTime),
      eq(bizAppointment.plateNo, body.plateNo),
      appointmentScope(ctx.user),
      sql`coalesce((select string_agg(ao.order_id::text, ',' order by ao.order_id) from ${bizAppointmentOrder} ao where ao.appointment_id = ${bizAppointment.appointmentId}), '') = ${orders}`,
    ))
    .orderBy(bizAppointment.appointmentId)
    .limit(1);
  return row?.reservationNo;
}

/**
 * Makes the bookings in file order, in one transaction, each as the form would (slot capacity,
 * order rules, numbering); a booking refused becomes its row's error, the others stand (each in
 * its own savepoint). With keepGood=false one refusal undoes them all. A new booking identical to
 * one already made (sameBooking) is refused unless allowDuplicates: the file was likely uploaded twice.
 */
export async function saveBookings(ctx: BookingContext, planned: PlannedBooking[], options: { keepGood: boolean; allowDuplicates: boolean }) {
  const { keepGood, allowDuplicates } = options;
  const errors: RowError[] = [];
  const counts = { inserted: 0, updated: 0 };
  try {
    await ctx.db.transaction(async (tx) => {
      for (const { rowNumber, body } of planned) {
        const repeated = !body.appointmentId && !allowDuplicates ? await sameBooking(tx, ctx, body) : undefined;
        if (repeated) {
          errors.push({ row: rowNumber, text: msg(ctx.lang, 'appointmentImportRepeated', repeated) });
          continue;
        }
        try {
          // createAppointment and editAppointment open a transaction: within this one, a savepoint
          if (body.appointmentId) await editAppointment({ ...ctx, db: tx }, body);
          else await createAppointment({ ...ctx, db: tx }, body);
          counts[body.appointmentId ? 'updated' : 'inserted']++;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          errors.push({ row: rowNumber, text: error.message.replace(/^(\w+):/, (_, field: string) => `${SHEET_FIELD[field] ?? field}:`) });
        }
      }
      if (errors.length && !keepGood) throw new UndoImport();
    });
  } catch (error) {
    if (!(error instanceof UndoImport)) throw error;
    return { counts: { inserted: 0, updated: 0 }, errors };
  }
  return { counts, errors };
}

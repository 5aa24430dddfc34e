import { and, between, eq } from 'drizzle-orm';
import type { SlotDay } from '../../../contract/warehouse.js';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { closedOnWeekday, localNow, slotTimes, weekdayOf, type Warehouse } from './slots.js';
import { bizClosedDay, bizSlot } from './table.js';

/** The calendar date `n` days after a 'yyyy-MM-dd' (calendar arithmetic, no time zone). */
export const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const weekdayName = (lang: Lang, date: string) => msg(lang, 'slotWeekdayNames').split(',')[weekdayOf(date)];

/**
 * The slot calendar of one warehouse over `days` days from `from`: each day closed (with why) or
 * every slot with its capacity and what is booked. The bookings and the closed days of the whole
 * range are read with one query each.
 */
export async function slotCalendar(db: Db, warehouse: Warehouse, from: string, days: number, lang: Lang, now = new Date()): Promise<SlotDay[]> {
  const to = addDays(from, days - 1);
  const [booked, closedDays] = await Promise.all([
    db
      .select()
      .from(bizSlot)
      .where(and(eq(bizSlot.warehouseId, warehouse.warehouseId), between(bizSlot.slotDate, from, to))),
    db
      .select({ day: bizClosedDay.day, reason: bizClosedDay.reason })
      .from(bizClosedDay)
      .where(and(eq(bizClosedDay.warehouseId, warehouse.warehouseId), between(bizClosedDay.day, from, to))),
  ]);
  const bookedAt = new Map(booked.map((s) => [`${s.slotDate} ${s.slotTime}`, s]));
  const closedOn = new Map(closedDays.map((c) => [c.day, c.reason]));
  const capacityCbm = warehouse.slotCbm === null ? null : Number(warehouse.slotCbm);
  const nowText = localNow(now);
  const times = slotTimes(warehouse);

  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    if (closedOn.has(date)) return { date, closed: true, closedReason: closedOn.get(date) || msg(lang, 'slotClosedDay'), slots: [] };
    if (closedOnWeekday(warehouse, date)) return { date, closed: true, closedReason: msg(lang, 'slotClosedWeekly', weekdayName(lang, date)), slots: [] };
    const slots = times.map((time) => {
      const slot = bookedAt.get(`${date} ${time}`);
      return {
        time,
        capacityTrucks: warehouse.slotTrucks,
        bookedTrucks: slot?.bookedTrucks ?? 0,
        capacityCbm,
        bookedCbm: slot ? Number(slot.bookedCbm) : 0,
        past: `${date} ${time}` < nowText,
      };
    });
    return { date, closed: false, closedReason: '', slots };
  });
}

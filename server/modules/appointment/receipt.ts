import { and, eq } from 'drizzle-orm';
import { DIFFERENCE_NEEDS_NOTE, RECEIPT_DIFFERENCE_DICT, type AppointmentMoveInput, type ReceiptLineDifferences } from '../../../contract/appointment.js';
import type { Db } from '../../db/client.js';
import { round3 } from '../../lib/coerce.js';
import { badRequest } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import type { DictCache } from '../dict/cache.js';
import { bizOrder } from '../order/table.js';
import { differences, type Difference } from './differences.js';
import { msg } from './messages.js';
import { bizAppointmentOrder } from './table.js';

type Line = NonNullable<AppointmentMoveInput['receipt']>[number];
type Announced = Awaited<ReturnType<typeof announcedOf>>[number];

/** What the truck announced of each of its orders (its share, issue 46): what the receipt is counted against. */
async function announcedOf(tx: Db, appointmentId: number) {
  return tx
    .select({ orderId: bizOrder.orderId, orderNo: bizOrder.orderNo, boxes: bizAppointmentOrder.boxes, grossWeight: bizAppointmentOrder.grossWeight, cube: bizAppointmentOrder.cube })
    .from(bizAppointmentOrder)
    .innerJoin(bizOrder, eq(bizOrder.orderId, bizAppointmentOrder.orderId))
    .where(eq(bizAppointmentOrder.appointmentId, appointmentId))
    .orderBy(bizOrder.orderNo);
}

/** One receipt line per linked order, no more, no other (400 naming receipt otherwise). */
function checkLines(lang: Lang, linked: Announced[], lines: Line[]) {
  const ids = lines.map((l) => l.orderId);
  const exact = ids.length === linked.length && new Set(ids).size === ids.length && linked.every((o) => ids.includes(o.orderId));
  if (!exact) throw badRequest(`receipt: ${msg(lang, 'appointmentReceiptLines', linked.map((o) => `${o.orderId} ${o.orderNo}`).join(', '))}`, 'receipt');
}

/** Each figure of a line that differs from what its order announced on this truck, both values beside. */
function lineDifferences(line: Line, o: Announced): ReceiptLineDifferences['differences'] {
  const announced = { boxes: o.boxes, weight: Number(o.grossWeight), cube: Number(o.cube) };
  const counted = { boxes: line.receivedBoxes, weight: line.receivedWeight, cube: line.receivedCube };
  return differences(counted, announced).map((field: Difference) => ({ field, announced: announced[field], counted: counted[field] }));
}

const FIGURE_KEYS = { boxes: 'receiptFigureBoxes', weight: 'receiptFigureWeight', cube: 'receiptFigureCube' } as const;
/** "ORD-1: cartons announced 100, counted 105; …", the difference a reason is asked for. */
const described = (lang: Lang, orderNo: string, found: ReceiptLineDifferences['differences']) =>
  `${orderNo}: ${found.map((d) => msg(lang, 'appointmentReceiptDifference', msg(lang, FIGURE_KEYS[d.field]), String(round3(d.announced)), String(round3(d.counted)))).join(msg(lang, 'appointmentListSeparator'))}`;

/** POST {id}/receipt/differences: the lines checked as the receipt would check them, nothing saved. */
export async function receiptDifferencesOf(db: Db, lang: Lang, appointmentId: number, lines: Line[]): Promise<ReceiptLineDifferences[]> {
  const linked = await announcedOf(db, appointmentId);
  checkLines(lang, linked, lines);
  return linked.map((o) => ({ orderId: o.orderId, orderNo: o.orderNo, differences: lineDifferences(lines.find((l) => l.orderId === o.orderId)!, o) }));
}

/**
 * Every difference carries a reason from the dictionary, 'other' a note as well, and a line that
 * does not differ carries none (it would say something untrue): 400 naming the line's field.
 */
function checkReasons(lang: Lang, reasons: Set<string>, lines: Line[], found: Map<number, ReceiptLineDifferences['differences']>, linked: Announced[]) {
  lines.forEach((line, i) => {
    const diffs = found.get(line.orderId)!;
    const { orderNo } = linked.find((o) => o.orderId === line.orderId)!;
    const reason = line.diffReason ?? '';
    if (diffs.length && !reason) throw badRequest(`receipt.${i}.diffReason: ${msg(lang, 'appointmentReasonRequired', described(lang, orderNo, diffs))}`, `receipt.${i}.diffReason`);
    if (!diffs.length && (reason || line.diffNote)) throw badRequest(`receipt.${i}.diffReason: ${msg(lang, 'appointmentReasonNoDifference', orderNo)}`, `receipt.${i}.diffReason`);
    if (reason && !reasons.has(reason)) throw badRequest(`receipt.${i}.diffReason: ${msg(lang, 'appointmentReasonUnknown', reason)}`, `receipt.${i}.diffReason`);
    if (reason === DIFFERENCE_NEEDS_NOTE && !line.diffNote) throw badRequest(`receipt.${i}.diffNote: ${msg(lang, 'appointmentReasonNote', orderNo)}`, `receipt.${i}.diffNote`);
  });
}

/**
 * The reasons a difference may be given, read before the move's transaction: the dictionary's
 * cache reads through the pool, which inside a transaction would wait for a connection it holds.
 */
export const differenceReasons = async (dict: DictCache) => new Set((await dict.get(RECEIPT_DIFFERENCE_DICT)).map((r) => r.dictValue));

/**
 * 7 → 8: one receipt line per linked order, each counted against what this truck announced of the
 * order, every difference with its reason (all checked before anything is written); stored per
 * order and summed on the appointment. diffFlags names what differs on any line (boxes when not
 * equal, weight and cube when off by more than 1%).
 */
export async function received(tx: Db, lang: Lang, reasons: Set<string>, appointmentId: number, input: AppointmentMoveInput) {
  const linked = await announcedOf(tx, appointmentId);
  const lines = input.receipt ?? [];
  checkLines(lang, linked, lines);
  const found = new Map(lines.map((l) => [l.orderId, lineDifferences(l, linked.find((o) => o.orderId === l.orderId)!)]));
  checkReasons(lang, reasons, lines, found, linked);
  for (const line of lines) {
    await tx
      .update(bizAppointmentOrder)
      .set({
        receivedBoxes: line.receivedBoxes,
        receivedWeight: String(line.receivedWeight),
        receivedCube: String(line.receivedCube),
        diffReason: line.diffReason ?? '',
        diffNote: line.diffNote ?? '',
      })
      .where(and(eq(bizAppointmentOrder.appointmentId, appointmentId), eq(bizAppointmentOrder.orderId, line.orderId)));
  }
  const flags = new Set([...found.values()].flat().map((d) => d.field));
  return {
    receivedBoxes: lines.reduce((s, l) => s + l.receivedBoxes, 0),
    receivedWeight: String(round3(lines.reduce((s, l) => s + l.receivedWeight, 0))),
    receivedCube: String(round3(lines.reduce((s, l) => s + l.receivedCube, 0))),
    diffFlags: (['boxes', 'weight', 'cube'] as const).filter((f) => flags.has(f)).join(','),
  };
}

import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { OrderInput } from '../../../contract/order.js';
import type { Db } from '../../db/client.js';
import { issuesText, type RowError } from '../../lib/excel-import.js';
import type { Lang } from '../../lib/messages.js';
import { sysDictData } from '../dict/table.js';
import { msg } from './messages.js';
import { headerKeys, headerRowSchema, lineKeys, lineRowSchema } from './sheet-columns.js';

export const MAX_LINES = 500;

/** One order of the sheet: its input (header and lines) and the sheet row of its first line. */
export interface SheetOrder {
  input: OrderInput;
  firstRow: number;
}

export interface SheetPlan {
  orders: SheetOrder[];
  lines: number;
  errors: RowError[];
}

/**
 * What the caller refuses among the sheet's order numbers (taken, locked, out of scope…):
 * orderNo → the error text of its first row (with its field, "orderNo: …").
 */
export type RefuseOrderNos = (orderNos: string[]) => Promise<Map<string, string>>;

interface Group {
  orderNo: string;
  rows: number[];
  /** the header cells of its first row, as typed, and as checked */
  headerCells: string;
  header: Record<string, unknown>;
  headerKey: string;
  lines: OrderInput['lines'];
}

type Cells = Record<string, string | undefined>;
const pick = (cells: Cells, keys: string[]) => {
  const out: Cells = {};
  for (const k of keys) if (cells[k] !== undefined) out[k] = cells[k];
  return out;
};

/**
 * Sheet rows (one per order line, the header repeated) → orders grouped by orderNo. A row is
 * checked with the order's own rules; an order is kept only when every one of its rows is good
 * (its other rows are reported, so the report says why they were not saved). Nothing is written.
 */
export async function planOrderSheet(db: Db, lang: Lang, rows: { rowNumber: number; cells: Record<string, string | undefined> }[], refuse: RefuseOrderNos): Promise<SheetPlan> {
  const errors: RowError[] = [];
  const groups = new Map<string, Group>();
  /** orderNo → the first bad row among its rows */
  const bad = new Map<string, number>();
  const fail = (row: number, text: string, orderNo?: string) => {
    errors.push({ row, text });
    const before = orderNo === undefined ? undefined : bad.get(orderNo);
    if (orderNo && (before === undefined || row < before)) bad.set(orderNo, row);
  };
  const currencies = new Set(
    (await db.select({ v: sysDictData.dictValue }).from(sysDictData).where(and(eq(sysDictData.dictType, 'biz_currency'), eq(sysDictData.status, '0')))).map((r) => r.v),
  );

  for (const { rowNumber, cells } of rows) {
    const orderNo = cells.orderNo?.trim() || undefined;
    const headerCells = JSON.stringify(headerKeys.map((k) => cells[k] ?? null));
    const group = orderNo === undefined ? undefined : groups.get(orderNo);
    const sameHeader = group?.headerCells === headerCells;
    const header = sameHeader ? undefined : headerRowSchema.safeParse(pick(cells, headerKeys));
    const line = lineRowSchema.safeParse(pick(cells, lineKeys));
    if (header?.success === false || !line.success) {
      const issues = [...(header?.error?.issues ?? []), ...(line.error?.issues ?? [])];
      fail(rowNumber, issuesText(lang, new z.ZodError(issues), cells), orderNo);
      continue;
    }
    if (!currencies.has(line.data.currency)) {
      fail(rowNumber, `currency: ${msg(lang, 'orderCurrency', line.data.currency)}`, orderNo);
      continue;
    }
    if (!group || !header) {
      // a first line, or (group without header) a line of a known order with its very header
      if (group) {
        group.rows.push(rowNumber);
        group.lines.push(line.data);
        continue;
      }
      const data = header!.data as Record<string, unknown>;
      groups.set(data.orderNo as string, { orderNo: data.orderNo as string, rows: [rowNumber], headerCells, header: data, headerKey: JSON.stringify(data), lines: [line.data] });
      continue;
    }
    // the header typed differently: the same order only when it reads the same
    if (group.headerKey !== JSON.stringify(header.data)) {
      fail(rowNumber, msg(lang, 'orderImportHeader', group.orderNo, String(group.rows[0])), group.orderNo);
      continue;
    }
    group.rows.push(rowNumber);
    group.lines.push(line.data);
  }

  const refused = await refuse([...groups.keys()]);
  for (const g of groups.values()) {
    const why = refused.get(g.orderNo);
    if (why) fail(g.rows[0], why, g.orderNo);
    else if (g.lines.length > MAX_LINES) fail(g.rows[0], `lines: ${msg(lang, 'orderImportTooManyLines', g.orderNo, String(MAX_LINES))}`, g.orderNo);
  }

  const plan: SheetPlan = { orders: [], lines: 0, errors };
  const reported = new Set(errors.map((e) => e.row));
  for (const g of groups.values()) {
    const firstBad = bad.get(g.orderNo);
    if (firstBad === undefined) {
      plan.orders.push({ input: { ...(g.header as Omit<OrderInput, 'lines'>), lines: g.lines }, firstRow: g.rows[0] });
      plan.lines += g.lines.length;
      continue;
    }
    for (const row of g.rows) if (!reported.has(row)) errors.push({ row, text: msg(lang, 'orderImportWithBad', g.orderNo, String(firstBad)) });
  }
  return plan;
}

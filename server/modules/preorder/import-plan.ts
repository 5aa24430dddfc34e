import { and, eq } from 'drizzle-orm';
import type { PreorderInput } from '../../../contract/preorder.js';
import type { Db } from '../../db/client.js';
import { issuesText, type RowError } from '../../lib/excel-import.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { msg as orderMsg } from '../order/messages.js';
import { sysDictData } from '../dict/table.js';
import { headerKeys, importRowSchema } from './columns.js';
import { usedOrderNos } from './repository.js';

export const MAX_LINES = 500;

export interface PreorderPlan {
  preorders: PreorderInput[];
  lines: number;
  errors: RowError[];
}

interface Group {
  orderNo: string;
  rows: number[];
  header: Record<string, unknown>;
  headerKey: string;
  lines: PreorderInput['lines'];
}

const split = (data: Record<string, unknown>) => {
  const header: Record<string, unknown> = {};
  const line: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) (headerKeys.includes(k) ? header : line)[k] = v;
  return { header, line };
};

/**
 * Sheet rows (one per order line, the header repeated) → pre-orders grouped by orderNo. A row is
 * checked with the order's own rules; a pre-order is kept only when every one of its rows is good
 * (its other rows are reported, so the report says why they were not saved). Nothing is written.
 */
export async function planPreorderImport(db: Db, lang: Lang, rows: { rowNumber: number; cells: Record<string, string | undefined> }[]): Promise<PreorderPlan> {
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
    const parsed = importRowSchema.safeParse(cells);
    if (!parsed.success) {
      fail(rowNumber, issuesText(lang, parsed.error, cells), orderNo);
      continue;
    }
    const { header, line } = split(parsed.data as Record<string, unknown>);
    const no = header.orderNo as string;
    if (!currencies.has(line.currency as string)) {
      fail(rowNumber, `currency: ${orderMsg(lang, 'orderCurrency', String(line.currency))}`, no);
      continue;
    }
    const headerKey = JSON.stringify(header);
    const group = groups.get(no);
    if (!group) {
      groups.set(no, { orderNo: no, rows: [rowNumber], header, headerKey, lines: [line as PreorderInput['lines'][number]] });
      continue;
    }
    if (group.headerKey !== headerKey) {
      fail(rowNumber, msg(lang, 'preorderImportHeader', no, String(group.rows[0])), no);
      continue;
    }
    group.rows.push(rowNumber);
    group.lines.push(line as PreorderInput['lines'][number]);
  }

  const used = await usedOrderNos(db, [...groups.keys()]);
  for (const g of groups.values()) {
    if (used.has(g.orderNo)) fail(g.rows[0], `orderNo: ${msg(lang, 'preorderNoTaken', g.orderNo)}`, g.orderNo);
    else if (g.lines.length > MAX_LINES) fail(g.rows[0], `lines: ${msg(lang, 'preorderImportTooManyLines', g.orderNo, String(MAX_LINES))}`, g.orderNo);
  }

  const plan: PreorderPlan = { preorders: [], lines: 0, errors };
  const reported = new Set(errors.map((e) => e.row));
  for (const g of groups.values()) {
    const firstBad = bad.get(g.orderNo);
    if (firstBad === undefined) {
      plan.preorders.push({ ...(g.header as Omit<PreorderInput, 'lines'>), lines: g.lines });
      plan.lines += g.lines.length;
      continue;
    }
    for (const row of g.rows) if (!reported.has(row)) errors.push({ row, text: msg(lang, 'preorderImportWithBad', g.orderNo, String(firstBad)) });
  }
  return plan;
}

import { z } from 'zod';
import type { OrderInput } from '../../../contract/order.js';
import { issuesText, type RowError } from '../../lib/excel-import.js';
import type { Lang } from '../../lib/messages.js';
import type { DictCache } from '../dict/cache.js';
import { msg } from './messages.js';
import { zodIn } from '../../lib/zod-locale.js';
import { headerKeys, headerRowSchema, lineKeys, lineRowSchema } from './sheet-columns.js';
import { acceptSheetLine } from './sheet-accept.js';

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
  headerCells: (string | undefined)[];
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

/** Whether a row's header cells are those of its order's first row (compared in place: most rows repeat them). */
function sameCells(first: (string | undefined)[], cells: Cells) {
  for (let i = 0; i < headerKeys.length; i++) if (first[i] !== cells[headerKeys[i]]) return false;
  return true;
}

/** The sheet's rows grouped into orders, before the database has had its say. */
export interface GroupedSheet {
  groups: Map<string, Group>;
  /** orderNo → the first bad row among its rows */
  bad: Map<string, number>;
  errors: RowError[];
}

function failer(grouped: Pick<GroupedSheet, 'bad' | 'errors'>) {
  return (row: number, text: string, orderNo?: string) => {
    grouped.errors.push({ row, text });
    const before = orderNo === undefined ? undefined : grouped.bad.get(orderNo);
    if (orderNo && (before === undefined || row < before)) grouped.bad.set(orderNo, row);
  };
}

/** The enabled currency codes a line may name (read before the rows: grouping uses no database). */
export const currencyCodes = async (dict: DictCache) => new Set((await dict.get('biz_currency')).map((d) => d.dictValue));

/**
 * Sheet rows (one per order line, the header repeated) → orders grouped by orderNo, as the rows
 * are read: only the checked lines are kept, not the rows' cells. A row is checked with the
 * order's own rules. No database here.
 *
 * The orders whose rows have all been read can be taken away (`take`) to be settled and written
 * while the rest is read: an order counts as complete once a row of another order follows its
 * rows. A later row naming a taken order makes `add` answer 'taken', and the caller reads the
 * sheet again holding every order to the end.
 */
export class OrderSheetGrouper {
  readonly grouped: GroupedSheet;
  /** the orderNo of the rows being read, whose order is not complete yet */
  private current: string | undefined;
  private readonly taken = new Set<string>();
  /** lines of the complete orders not taken yet */
  private completeLines = 0;
  private readonly fail: ReturnType<typeof failer>;

  constructor(
    private readonly lang: Lang,
    private readonly currencies: ReadonlySet<string>,
    errors: RowError[],
  ) {
    this.grouped = { groups: new Map(), bad: new Map(), errors };
    this.fail = failer(this.grouped);
  }

  get linesReady() {
    return this.completeLines;
  }

  add({ rowNumber, cells }: { rowNumber: number; cells: Record<string, string | undefined> }): 'taken' | undefined {
    const { lang, fail } = this;
    const { groups } = this.grouped;
    const orderNo = cells.orderNo?.trim() || undefined;
    if (orderNo !== undefined && this.taken.has(orderNo)) return 'taken';
    if (orderNo !== this.current) {
      const done = this.current === undefined ? undefined : groups.get(this.current);
      if (done) this.completeLines += done.lines.length;
      this.current = orderNo;
    }
    const group = orderNo === undefined ? undefined : groups.get(orderNo);
    const sameHeader = group !== undefined && sameCells(group.headerCells, cells);
    const header = sameHeader ? undefined : headerRowSchema.safeParse(pick(cells, headerKeys), zodIn(lang));
    // zod judges (and words) only the lines the plain check does not vouch for
    const plain = acceptSheetLine(cells);
    const line = plain ? ({ success: true, data: plain } as const) : lineRowSchema.safeParse(pick(cells, lineKeys), zodIn(lang));
    if (header?.success === false || !line.success) {
      const issues = [...(header?.error?.issues ?? []), ...(line.success ? [] : line.error.issues)];
      fail(rowNumber, issuesText(lang, new z.ZodError(issues), cells), orderNo);
      return;
    }
    if (!this.currencies.has(line.data.currency)) {
      fail(rowNumber, `currency: ${msg(lang, 'orderCurrency', line.data.currency)}`, orderNo);
      return;
    }
    if (!group) {
      const data = header!.data as Record<string, unknown>;
      groups.set(data.orderNo as string, { orderNo: data.orderNo as string, rows: [rowNumber], headerCells: headerKeys.map((k) => cells[k]), header: data, headerKey: JSON.stringify(data), lines: [line.data] });
      return;
    }
    // the header typed differently: the same order only when it reads the same
    if (header && group.headerKey !== JSON.stringify(header.data)) {
      fail(rowNumber, msg(lang, 'orderImportHeader', group.orderNo, String(group.rows[0])), group.orderNo);
      return;
    }
    group.rows.push(rowNumber);
    group.lines.push(line.data);
  }

  /** The complete orders (every order with `all`), taken away to be settled; bad rows stay reported. */
  take(all: boolean): GroupedSheet {
    const { groups, bad, errors } = this.grouped;
    const out = new Map<string, Group>();
    for (const [orderNo, group] of groups) {
      if (!all && orderNo === this.current) continue;
      out.set(orderNo, group);
      groups.delete(orderNo);
      this.taken.add(orderNo);
    }
    this.completeLines = 0;
    return { groups: out, bad, errors };
  }
}

/**
 * The grouped orders the caller does not refuse and whose rows are all good; an order with a bad
 * row is not kept, and its other rows are reported so the report says why. Nothing is written.
 */
export async function settleOrderSheet(lang: Lang, grouped: GroupedSheet, refuse: RefuseOrderNos): Promise<SheetPlan> {
  const { groups, bad, errors } = grouped;
  const fail = failer(grouped);
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

import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrderInput } from '../../../contract/order.js';
import type { Db } from '../../db/client.js';
import { importInTransaction, importStage, mayWrite, READ_AGAIN, writeBehind, type ImportOptions } from '../../lib/excel-import.js';
import type { DictCache } from '../dict/cache.js';
import { importColumns } from './sheet-columns.js';
import { currencyCodes, OrderSheetGrouper, settleOrderSheet, type RefuseOrderNos } from './sheet-plan.js';

/** The helper only reads the cells; the grouper checks the rows and groups them into orders. */
const anyRow = z.record(z.string(), z.string());
/** Lines of complete orders gathered before they are settled and written together. */
const WRITE_EVERY = 5_000;

/** What an import of the orders' sheet does with its orders, inside the import's transaction. */
export interface OrderSheetTarget {
  refuse: RefuseOrderNos;
  write(orders: OrderInput[]): Promise<{ inserted: number; updated: number }>;
}

/**
 * The orders' sheet (one row per goods line, the header repeated) imported as orders or pre-orders
 * in one transaction: the orders whose rows have all been read are settled and written a few
 * thousand lines at a time while the rest is read, so memory holds those, not the file. A sheet
 * whose order comes back after its rows were written (lines not kept together) is read a second
 * time holding every order to the end (see OrderSheetGrouper). `target` is made for each reading,
 * on its transaction.
 */
export async function importOrderSheet(request: FastifyRequest, db: Db, dict: DictCache, maxRows: number, target: (tx: Db, options: ImportOptions) => OrderSheetTarget) {
  const { lang } = request;
  const currencies = await currencyCodes(dict);
  let counts = { inserted: 0, updated: 0 };
  // every cell is a text already: the record check would only copy the row (a tenth of the main thread's work)
  const sheet = await importInTransaction(request, db, { columns: importColumns, schema: anyRow, accept: (cells) => cells as Record<string, string>, maxRows }, async (tx, rows, sheet, again) => {
    counts = { inserted: 0, updated: 0 };
    let lines = 0;
    const to = target(tx, sheet.options);
    const grouper = new OrderSheetGrouper(lang, currencies, sheet.errors);
    const settle = async (all: boolean) => {
      const plan = await settleOrderSheet(lang, grouper.take(all), to.refuse);
      if (!mayWrite(sheet) || !plan.orders.length) return;
      const written = await to.write(plan.orders.map((o) => o.input));
      counts = { inserted: counts.inserted + written.inserted, updated: counts.updated + written.updated };
      lines += plan.lines;
      importStage(request, 'write', lines);
    };
    // the complete orders are taken from the grouper at once, and written while the next rows are read
    const writes = writeBehind();
    await writes.whileReading(async () => {
      for await (const row of rows) {
        if (grouper.add(row) === 'taken') throw READ_AGAIN;
        if (!again && grouper.linesReady >= WRITE_EVERY) await writes.next(() => settle(false));
      }
      await writes.next(() => settle(true));
    });
  });
  return { sheet, counts };
}

// The baseline of the orders export (bench/orders.mjs, loaded through tsx): the rows and columns the
// export just wrote, read back from its workbook and held in memory, written again by bare
// streaming writers with no database, no labels and no formatting. Two of them: the project's own
// writer (server/lib/xlsx-writer.ts) given plain objects, the fastest at hand and so the target's
// baseline, and exceljs' WorkbookWriter, the well-kept streaming writer it replaced.
import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { xlsxStream, type XlsxColumn } from '../server/lib/xlsx-writer.js';
import { sheetRows } from '../server/lib/xlsx-rows.js';

export interface Sheet {
  columns: XlsxColumn[];
  rows: Record<string, unknown>[];
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The workbook's cells: the header row gives the columns; a column whose every cell reads as a
 * number was written as numbers (the reader hands back texts), the rest as texts.
 */
export async function readSheet(workbook: Buffer): Promise<Sheet> {
  const texts: string[][] = [];
  let header: string[] = [];
  for await (const row of sheetRows(workbook)) {
    const cells = Array.from({ length: row.lastColumn }, (_v, i) => row.texts.get(i + 1) ?? '');
    if (row.rowNumber === 1) header = cells;
    else texts.push(cells);
  }
  const numeric = header.map((_h, i) => texts.every((r) => !r[i] || NUMBER.test(r[i])));
  const columns = header.map((h, i) => ({ key: `c${i}`, header: h, width: 16 }));
  const rows = texts.map((r) => Object.fromEntries(header.map((_h, i) => [`c${i}`, numeric[i] && r[i] ? Number(r[i]) : r[i] || null])));
  return { columns, rows };
}

/** A sink that counts what it is given, as the export's HTTP client does. */
const counter = () => {
  const sink = Object.assign(new Writable({ write: (chunk: Buffer, _e, done) => ((sink.bytes += chunk.length), done()) }), { bytes: 0 });
  return sink;
};

const timed = async (write: (sink: ReturnType<typeof counter>) => Promise<unknown>) => {
  const sink = counter();
  const started = performance.now();
  await write(sink);
  return { seconds: (performance.now() - started) / 1000, bytes: sink.bytes };
};

/** The project's writer on plain rows. */
export const ownWriter = (sheet: Sheet) => timed((sink) => pipeline(xlsxStream('orders', sheet.columns, sheet.rows), sink));

/** exceljs' streaming writer on the same rows (inline strings, no styles: its fastest settings). */
export const exceljsWriter = (sheet: Sheet) =>
  timed(async (sink) => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: false, zip: { zlib: { level: 6 } } });
    const ws = book.addWorksheet('orders');
    ws.columns = sheet.columns.map((c) => ({ key: c.key, header: c.header, width: c.width }));
    for (const row of sheet.rows) ws.addRow(row).commit();
    ws.commit();
    await book.commit();
  });

import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';

/** An .xlsx of one sheet: the header row, then the rows as given, streamed so 100 000 rows fit. */
export async function xlsxOf(header: string[], rows: Iterable<unknown[]>, sheetName = 'Sheet1') {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(header).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

async function firstSheet(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book.worksheets[0];
}

/** The first sheet's rows as arrays of cell values (numbers stay numbers). */
export async function sheetValues(buffer: Buffer) {
  const rows: unknown[][] = [];
  (await firstSheet(buffer)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The first sheet's rows as arrays of cell texts, empty cells included. */
export async function sheetTexts(buffer: Buffer) {
  const rows: string[][] = [];
  (await firstSheet(buffer)).eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
    rows.push(cells);
  });
  return rows;
}

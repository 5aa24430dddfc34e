import type { FastifyReply } from 'fastify';
import { isDelimitedSheet, xlsxOnThread, type DelimitedSheet } from './xlsx-thread.js';
import { xlsxStream, type XlsxColumn, type XlsxRow } from './xlsx-writer.js';

export type SheetRows = Iterable<XlsxRow> | AsyncIterable<XlsxRow> | DelimitedSheet;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A stored text that a spreadsheet would read as a formula once its cell is edited (OWASP's CSV
 * injection: `=HYPERLINK(…)`, `@SUM(…)`, a leading tab) gets a leading apostrophe, so it stays text.
 */
export const inertText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * An .xlsx attachment, streamed as it is written so that a large export keeps memory flat; a
 * sheet read as delimited batches is written on a thread of its own (xlsx-thread.ts).
 */
export async function sendWorkbook(reply: FastifyReply, name: string, columns: XlsxColumn[], rows: SheetRows) {
  const fileName = `${name}_${Date.now()}.xlsx`;
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('download-filename', encodeURIComponent(fileName));
  return reply.send(isDelimitedSheet(rows) ? xlsxOnThread(name, columns, rows) : xlsxStream(name, columns, rows, { text: inertText }));
}


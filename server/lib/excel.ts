import type { FastifyReply } from 'fastify';
import { xlsxStream, type XlsxColumn } from './xlsx-writer.js';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A stored text that a spreadsheet would read as a formula once its cell is edited (OWASP's CSV
 * injection: `=HYPERLINK(…)`, `@SUM(…)`, a leading tab) gets a leading apostrophe, so it stays text.
 */
export const inertText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** An .xlsx attachment, streamed as it is written so that a large export keeps memory flat. */
export async function sendWorkbook(reply: FastifyReply, name: string, columns: XlsxColumn[], rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>) {
  const fileName = `${name}_${Date.now()}.xlsx`;
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('download-filename', encodeURIComponent(fileName));
  return reply.send(xlsxStream(name, columns, rows, { text: inertText }));
}


import ExcelJS from 'exceljs';
import { type EventEmitter, once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
}

/** Bytes of sheet XML allowed to wait for the deflater before the rows stop coming. */
const ZIP_BACKLOG = 1 << 20;

type QueuedStream = EventEmitter & { _writableState?: { length: number } };

/**
 * The stream that feeds the sheet's XML to the zip's deflater. exceljs writes into it without
 * heeding backpressure, so rows produced faster than zlib compresses them (any database read is)
 * pile up there: 80 MB for 100 000 orders. Reading its queue is the only signal there is.
 */
function sheetZipEntry(sheet: object): QueuedStream | undefined {
  return (sheet as unknown as { stream?: { pipes?: QueuedStream[] } }).stream?.pipes?.[0];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A stored text that a spreadsheet would read as a formula once its cell is edited (OWASP's CSV
 * injection: `=HYPERLINK(…)`, `@SUM(…)`, a leading tab) gets a leading apostrophe, so it stays text.
 */
export function inertCell(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

function inertRow(row: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key in row) {
    const value = row[key];
    if (typeof value === 'string' && FORMULA_START.test(value)) (out ??= { ...row })[key] = inertCell(value);
  }
  return out ?? row;
}

type StyleManager = { addStyleModel(model: object, cellType: number): number };

/**
 * exceljs works out a style id for every cell it writes, even one without any style of its own
 * (a key built from the style's JSON, looked up, cloned): half of the writer's time on a 100 000-row
 * export. Such a cell (not a date, whose number format is a style) takes the default style 0, as
 * exceljs itself would give it; the header's bold font still gets its style. The file is byte for
 * byte the same.
 */
function skipEmptyStyles(workbook: ExcelJS.stream.xlsx.WorkbookWriter) {
  const styles = (workbook as unknown as { styles?: StyleManager }).styles;
  if (!styles) return;
  const addStyleModel = styles.addStyleModel.bind(styles);
  styles.addStyleModel = (model, cellType) => {
    for (const _key in model) return addStyleModel(model, cellType);
    return cellType === ExcelJS.ValueType.Date ? addStyleModel(model, cellType) : 0;
  };
}

/** An .xlsx attachment, streamed as it is written so that a large export keeps memory flat. */
export async function sendWorkbook(reply: FastifyReply, name: string, columns: SheetColumn[], rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>) {
  const stream = new PassThrough();
  const fileName = `${name}_${Date.now()}.xlsx`;
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('download-filename', encodeURIComponent(fileName));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  skipEmptyStyles(workbook);
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  const hungUp = once(stream, 'close').catch(() => undefined);
  void (async () => {
    try {
      let written = 0;
      for await (const row of rows) {
        sheet.addRow(inertRow(row)).commit();
        if (++written % 500 !== 0) continue;
        // let the deflater's and the socket's callbacks run: rows that come from memory (no database
        // wait between them) would otherwise be written faster than anything drains
        await new Promise((resolve) => setImmediate(resolve));
        // wait for the deflater, then for a slow client, instead of piling the workbook up in memory
        const entry = sheetZipEntry(sheet);
        if (entry && (entry._writableState?.length ?? 0) > ZIP_BACKLOG) await Promise.race([once(entry, 'drain'), hungUp]);
        if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), hungUp]);
        if (stream.destroyed) return; // the client hung up
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return reply.send(stream);
}

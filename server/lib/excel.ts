import ExcelJS from 'exceljs';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
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
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      let written = 0;
      for await (const row of rows) {
        sheet.addRow(row).commit();
        // wait for a slow client instead of piling the workbook up in memory
        if (++written % 500 === 0 && stream.writableNeedDrain) {
          await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
          if (stream.destroyed) return; // the client hung up
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return reply.send(stream);
}

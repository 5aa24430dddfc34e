// @databases: embedded — no database: parsing, writing and arithmetic
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWorkbook } from '../../server/lib/excel.js';

const ROWS = 60_000;
const columns = Array.from({ length: 20 }, (_, i) => ({ header: `h${i}`, key: `k${i}` }));

/** Rows as fast as a database batch read hands them over: far faster than zlib compresses. */
async function* rows() {
  for (let n = 1; n <= ROWS; n++) {
    if (n % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    yield Object.fromEntries(columns.map((c, i) => [c.key, i % 3 ? `order ${n} value ${i}` : n * i]));
  }
}

describe('sendWorkbook: a large export streamed', () => {
  const app = Fastify();
  let url = '';
  beforeAll(async () => {
    app.get('/export', (_request, reply) => sendWorkbook(reply, 'orders', columns, rows()));
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('holds no more than a few MB of the workbook in memory while the client stops reading, and loses no row', async () => {
    const res = await fetch(`${url}/export`);
    const reader = res.body!.getReader();
    const chunks: Buffer[] = [];
    const first = await reader.read();
    chunks.push(Buffer.from(first.value!));
    // The client stops reading for 1.5 s: a server that waits for it, and for its own compressor,
    // stops too. (Measured while the client read along, the figure followed how busy the machine
    // was: a starved reader left more in flight.)
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    for (let i = 0; i < 75; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }
    // without waiting for the deflater, the sheet's XML queued up before the zip: about 50 MB here;
    // waiting, 10–21 MB, sent chunks not yet collected included
    expect((peak - before) / 2 ** 20).toBeLessThan(32);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value));
    }
    const file = Buffer.concat(chunks);

    let count = 0;
    let last: unknown[] = [];
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {})) {
      for await (const row of sheet) {
        count++;
        last = row.values as unknown[];
      }
    }
    expect(count).toBe(ROWS + 1);
    expect(last[2]).toBe(`order ${ROWS} value 1`);
  }, 60_000);
});

describe('sheetRows: an import read as it streams', () => {
  it('keeps every Chinese character, also where one straddles two inflated chunks', async () => {
    const { xlsxOf } = await import('./xlsx.js');
    const { sheetRows } = await import('../../server/lib/xlsx-rows.js');
    const names = ['宁波供应商', '保税', '杯子 Cup', '😀 表情'];
    const inline = await xlsxOf(['no', ...names], Array.from({ length: 20_000 }, (_, i) => [i, ...names]));
    // shared strings too: exceljs' in-memory writer stores text in sharedStrings.xml (without the
    // emoji: that writer itself splits a surrogate pair now and then)
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('s');
    for (let i = 0; i < 20_000; i++) sheet.addRow([i, ...names.slice(0, 3).map((n) => `${n}${i}`)]);
    const shared = Buffer.from(await book.xlsx.writeBuffer());
    for (const [file, suffix, count] of [[inline, () => '', 4], [shared, (i: number) => String(i), 3]] as const) {
      let rows = 0;
      const wrong: string[] = [];
      for await (const row of sheetRows(file)) {
        const no = Number(row.texts.get(1));
        if (Number.isNaN(no)) continue;
        rows++;
        names.slice(0, count).forEach((n, i) => {
          const text = row.texts.get(i + 2);
          if (text !== `${n}${suffix(no)}`) wrong.push(`${row.rowNumber}: ${text}`);
        });
      }
      expect(rows).toBe(20_000);
      expect(wrong.slice(0, 5)).toEqual([]);
    }
  });

  it('reads cells as Excel shows them: dates of date formats, booleans, numbers, formulas, rich and inline text', async () => {
    const { sheetRows } = await import('../../server/lib/xlsx-rows.js');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('first');
    const sheet = book.getWorksheet('first')!;
    sheet.addRow(['text', 'date', 'custom date', 'number', 'bool', 'formula', 'rich']);
    sheet.addRow([' padded ', new Date(Date.UTC(2026, 10, 24, 9, 30)), 46350, 1.25, true, { formula: 'D2*2', result: 2.5 }, { richText: [{ text: '宁波' }, { text: ' Cup', font: { bold: true } }] }]);
    sheet.getCell('B2').numFmt = 'yyyy-mm-dd hh:mm';
    sheet.getCell('C2').numFmt = 'yyyy"年"m"月"d"日"';
    sheet.getRow(4).getCell(3).value = 'after a blank row';
    book.addWorksheet('second').addRow(['not read']);
    const rows = [];
    for await (const row of sheetRows(Buffer.from(await book.xlsx.writeBuffer()))) rows.push({ n: row.rowNumber, texts: Object.fromEntries(row.texts) });
    expect(rows.filter((r) => Object.keys(r.texts).length)).toEqual([
      { n: 1, texts: { 1: 'text', 2: 'date', 3: 'custom date', 4: 'number', 5: 'bool', 6: 'formula', 7: 'rich' } },
      { n: 2, texts: { 1: 'padded', 2: '2026-11-24 09:30:00', 3: '2026-11-24 00:00:00', 4: '1.25', 5: 'true', 6: '2.5', 7: '宁波 Cup' } },
      { n: 4, texts: { 3: 'after a blank row' } },
    ]);
  });

  it('tells a date format from a number format', async () => {
    const { isDateFormat } = await import('../../server/lib/xlsx-rows.js');
    expect(['yyyy-mm-dd', 'm/d/yy h:mm', '[$-804]yyyy"年"m"月"', 'hh:mm:ss'].map(isDateFormat)).toEqual([true, true, true, true]);
    expect(['0.00', '#,##0', 'General', '"day "0', '[Red]0.0', '@', '0.00E+00'].map(isDateFormat)).toEqual([false, false, false, false, false, false, false]);
  });
});

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

  it('holds no more than a few MB of the workbook in memory, and loses no row', async () => {
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 20);
    const res = await fetch(`${url}/export`);
    const chunks: Buffer[] = [];
    let received = 0;
    for await (const chunk of Readable.fromWeb(res.body as never)) {
      chunks.push(chunk as Buffer);
      received += (chunk as Buffer).length;
    }
    clearInterval(watch);
    const held = (peak - before - received) / 2 ** 20;
    // without waiting for the deflater, the sheet's XML queued up before the zip: about 50 MB here
    expect(held).toBeLessThan(20);
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

describe('workbookReader: an import read as it streams', () => {
  it('keeps every Chinese character, also where one straddles two inflated chunks', async () => {
    const { xlsxOf } = await import('./xlsx.js');
    const { workbookReader } = await import('../../server/lib/xlsx-reader.js');
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
      for await (const ws of workbookReader(file)) {
        for await (const row of ws as AsyncIterable<ExcelJS.Row>) {
          const no = Number(row.getCell(1).value);
          if (Number.isNaN(no)) continue;
          rows++;
          names.slice(0, count).forEach((n, i) => {
            const text = row.getCell(i + 2).text;
            if (text !== `${n}${suffix(no)}`) wrong.push(`${row.number}: ${text}`);
          });
        }
      }
      expect(rows).toBe(20_000);
      expect(wrong.slice(0, 5)).toEqual([]);
    }
  });
});

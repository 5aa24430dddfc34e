// @databases: embedded — no database: parsing, writing and arithmetic
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, xlsxStream } from '../../server/lib/xlsx-writer.js';
import { sheetRows } from '../../server/lib/xlsx-rows.js';

const collect = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The workbook as exceljs (another project's reader) loads it. */
async function loaded(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book;
}

describe('xlsxStream: a one-sheet workbook written as its rows arrive', () => {
  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes texts, numbers, booleans and times as cells of their kind, a bold header and the widths', async () => {
    const columns = [{ key: 'a', header: '订单号', width: 20 }, { key: 'b', header: 'Qty' }, { key: 'c', header: 'Ok' }, { key: 'd', header: 'At' }];
    const file = await collect(xlsxStream('订单/数据*', columns, [
      { a: 'NB-001', b: 12.5, c: true, d: new Date(2026, 10, 24, 9, 30, 5) },
      { a: '', b: null, c: false },
      { b: -3 },
    ]));
    const sheet = (await loaded(file)).worksheets[0];
    expect(sheet.name).toBe('订单 数据');
    expect(sheet.getRow(1).values).toEqual([undefined, '订单号', 'Qty', 'Ok', 'At']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet.getColumn(1).width).toBe(20);
    expect(sheet.getRow(2).values).toEqual([undefined, 'NB-001', 12.5, true, '2026-11-24 09:30:05']);
    expect(sheet.getRow(3).values).toEqual([undefined, undefined, undefined, false]);
    expect(sheet.getCell('B4').value).toBe(-3);
    expect(sheet.rowCount).toBe(4);
  });

  it('escapes markup, keeps edge spaces and emoji, and drops what XML cannot carry', async () => {
    const columns = [{ key: 'v', header: 'v' }];
    const values = ['<b>&"x"</b>', '  padded  ', 'bell\u0007 and nul\u0000', 'emoji 📦 ok', 'lone \uD800 half', '=SUM(A1)'];
    const file = await collect(xlsxStream('s', columns, values.map((v) => ({ v })), { text: (t) => (t.startsWith('=') ? `'${t}` : t) }));
    const sheet = (await loaded(file)).worksheets[0];
    expect(values.map((_v, i) => sheet.getCell(`A${i + 2}`).value)).toEqual(['<b>&"x"</b>', '  padded  ', 'bell and nul', 'emoji 📦 ok', 'lone  half', "'=SUM(A1)"]);
    // and the project's own reader agrees (it trims, as an import does)
    const read: string[] = [];
    for await (const row of sheetRows(file)) read.push(row.texts.get(1)!);
    expect(read).toEqual(['v', '<b>&"x"</b>', 'padded', 'bell and nul', 'emoji 📦 ok', 'lone  half', "'=SUM(A1)"]);
  });

  it('reads the rows from an async source, as many as come', async () => {
    async function* rows() {
      for (let n = 1; n <= 30_000; n++) yield { n, t: `row ${n}` };
    }
    const file = await collect(xlsxStream('big', [{ key: 'n', header: 'n' }, { key: 't', header: 't' }], rows()));
    const sheet = (await loaded(file)).worksheets[0];
    expect(sheet.rowCount).toBe(30_001);
    expect(sheet.getRow(30_001).values).toEqual([undefined, 30_000, 'row 30000']);
  });

  it('stops asking for rows once its reader has gone', async () => {
    let asked = 0;
    let finished = false;
    async function* rows() {
      try {
        for (;;) {
          asked++;
          yield { v: 'x'.repeat(200) };
          if (asked % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        finished = true;
      }
    }
    const stream = xlsxStream('s', [{ key: 'v', header: 'v' }], rows());
    stream.resume();
    await new Promise((resolve) => setTimeout(resolve, 100));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = asked;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(finished).toBe(true);
    expect(asked).toBe(stopped);
  });
});

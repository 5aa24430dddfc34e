// @databases: embedded — no database: parsing, writing and arithmetic
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SheetBreach, sheetRows, type SheetRow } from '../../server/lib/xlsx-rows.js';
import { sheetRowsOnThread } from '../../server/lib/xlsx-rows-thread.js';
import { emptyRowsSheet, workbookOf, zipOf } from './crafted-xlsx.js';
import { xlsxOf } from './xlsx.js';

/**
 * The first sheet's non-blank texts as the import read them through exceljs' streaming reader
 * before xlsx-rows.ts: a date as wall-clock time, anything else as exceljs' cell text, trimmed.
 */
async function exceljsTexts(file: Buffer) {
  const rows: { n: number; texts: Record<number, string> }[] = [];
  let first = true;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache' })) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (!first) continue;
      const texts: Record<number, string> = {};
      row.eachCell((cell, col) => {
        const text = cell.value instanceof Date ? cell.value.toISOString().slice(0, 19).replace('T', ' ') : (cell.text ?? '').trim();
        if (text) texts[col] = text;
      });
      if (Object.keys(texts).length) rows.push({ n: row.number, texts });
    }
    first = false;
  }
  return rows;
}

async function readerTexts(file: Buffer) {
  const rows: { n: number; texts: Record<number, string> }[] = [];
  for await (const row of sheetRows(file)) if (row.texts.size) rows.push({ n: row.rowNumber, texts: Object.fromEntries(row.texts) });
  return rows;
}

/** A workbook of every kind of cell an import meets, written by exceljs' in-memory writer (shared strings). */
async function everyKind(date1904: boolean) {
  const book = new ExcelJS.Workbook();
  book.properties.date1904 = date1904;
  const sheet = book.addWorksheet('first');
  sheet.addRow(['text', 'date', 'custom date', 'number', 'bool', 'formula', 'rich', 'merged', 'gap']);
  sheet.addRow([
    ' padded ',
    new Date(Date.UTC(2026, 10, 24, 9, 30)),
    46350,
    1.25,
    true,
    { formula: 'D2*2', result: 2.5 },
    { richText: [{ text: '宁波' }, { text: ' Cup', font: { bold: true } }] },
    'spans two',
  ]);
  sheet.getCell('B2').numFmt = 'yyyy-mm-dd hh:mm';
  sheet.getCell('C2').numFmt = 'yyyy"年"m"月"d"日"';
  sheet.mergeCells('H2:I2');
  sheet.addRow([0, false, -3.5e-7, 12345678901, { formula: 'A3&"x"', result: '0x' }, { formula: 'TODAY()', result: new Date(Date.UTC(2020, 0, 1)) }, '', ' ', 'last']);
  sheet.getCell('F3').numFmt = 'yyyy-mm-dd';
  // a row of cells with gaps between them, and a blank row before it
  sheet.getRow(6).getCell(2).value = 'B';
  sheet.getRow(6).getCell(9).value = 9;
  book.addWorksheet('second').addRow(['not read']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('sheetRows reads cells as exceljs did', () => {
  for (const date1904 of [false, true]) {
    it(`shared strings, rich text, dates (${date1904 ? '1904' : '1900'} system), numbers, booleans, formulas' cached values, merged and missing cells`, async () => {
      const file = await everyKind(date1904);
      const ours = await readerTexts(file);
      const theirs = await exceljsTexts(file);
      // one deliberate difference: a formula's cached number in a date format is the date Excel
      // shows, where exceljs gave the serial (a date field refused it)
      expect(theirs[2].texts[6]).toBe(date1904 ? '42369' : '43831');
      theirs[2].texts[6] = '2020-01-01 00:00:00';
      expect(ours).toEqual(theirs);
      // what the import's checks see, spelled out
      expect(ours[1].texts).toEqual({ 1: 'padded', 2: '2026-11-24 09:30:00', 3: date1904 ? '2030-11-25 00:00:00' : '2026-11-24 00:00:00', 4: '1.25', 5: 'true', 6: '2.5', 7: '宁波 Cup', 8: 'spans two' });
      expect(ours[2].texts).toEqual({ 1: '0', 2: 'false', 3: '-3.5e-7', 4: '12345678901', 5: '0x', 6: '2020-01-01 00:00:00', 9: 'last' });
      expect(ours[3]).toEqual({ n: 6, texts: { 2: 'B', 9: '9' } });
    });
  }

  it('inline strings and numbers as the streaming writer stores them, every row', async () => {
    const file = await xlsxOf(['no', 'name', 'qty'], Array.from({ length: 3000 }, (_, i) => [`N-${i}`, `货物 ${i} <&>`, i * 0.5]));
    const ours = await readerTexts(file);
    expect(ours).toHaveLength(3001);
    expect(ours).toEqual(await exceljsTexts(file));
  });
});

describe('sheetRowsOnThread', () => {
  const all = async (rows: AsyncIterable<SheetRow>) => {
    const out: SheetRow[] = [];
    for await (const row of rows) out.push(row);
    return out;
  };

  it('answers the rows sheetRows does, blank ones and gaps included, across its batches', async () => {
    const file = await everyKind(false);
    expect(await all(sheetRowsOnThread(file, Infinity, 2, 1))).toEqual(await all(sheetRows(file)));
    const big = await xlsxOf(['no', 'name', 'qty'], Array.from({ length: 2500 }, (_, i) => [`N-${i}`, i % 7 ? `货物 ${i}` : '', i * 0.5]));
    expect(await all(sheetRowsOnThread(big))).toEqual(await all(sheetRows(big)));
  });

  it('throws the guard\'s breach, and a broken file\'s failure, as sheetRows does', async () => {
    const tooMany = await zipOf(workbookOf(emptyRowsSheet(['a'], 50)));
    await expect(all(sheetRowsOnThread(tooMany, 10))).rejects.toBeInstanceOf(SheetBreach);
    await expect(all(sheetRowsOnThread(Buffer.from('PK not a zip')))).rejects.toThrow();
  });

  it('stops the thread when the rows are left unread', async () => {
    const file = await xlsxOf(['no'], Array.from({ length: 5000 }, (_, i) => [i]));
    for await (const row of sheetRowsOnThread(file, Infinity, 100, 1)) if (row.rowNumber === 3) break;
  });
});

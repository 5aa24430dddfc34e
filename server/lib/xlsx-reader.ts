import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** Buffers → text, a character split between two chunks joined again. */
async function* utf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

type ReaderInternals = {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator;
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator;
};
const Base = ExcelJS.stream.xlsx.WorkbookReader as unknown as new (input: Readable, options: object) => ExcelJS.stream.xlsx.WorkbookReader & ReaderInternals;

/**
 * exceljs 4.4's streaming reader decodes each inflated chunk of a part on its own (utils/
 * parse-sax.js), so a Chinese character that straddles two chunks turns into U+FFFD: in a
 * 20 000-row sheet of Chinese names a few cells came out garbled. Its parser passes text
 * through untouched, so this reader hands it text decoded across chunk boundaries.
 */
class Utf8WorkbookReader extends Base {
  override _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string) {
    return super._parseWorksheet(utf8(iterator), sheetNo);
  }

  override _parseSharedStrings(entry: NodeJS.ReadableStream) {
    entry.setEncoding('utf8');
    return super._parseSharedStrings(entry);
  }
}

/** A streaming reader of an .xlsx held in memory: sheets and rows as they are parsed. */
export const workbookReader = (buffer: Buffer): ExcelJS.stream.xlsx.WorkbookReader =>
  new Utf8WorkbookReader(Readable.from([buffer]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });

/**
 * A one-sheet .xlsx written as its rows arrive: the sheet's XML is built as text, row by row, and
 * deflated by zlib on its thread pool; fflate only frames the zip. exceljs' streaming writer made
 * a Row and a Cell object and a style lookup for every cell: most of a 100 000-order export's
 * time, and under a capped heap its garbage left the collector running most of the time.
 *
 * Cells: a finite number is a number, a boolean a boolean, a Date the text formatTime gives it
 * (as the lists show it), anything else its text (inline, so no shared-strings table is held).
 * null, undefined and '' leave the cell out. The header row is bold; columns take their widths.
 * `options.text` may change a stored text before it is written (excel.ts makes formulas inert).
 */
import { Zip, ZipDeflate, strToU8, type ZipInputFile } from 'fflate';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';
import { formatTime } from './time.js';

export interface XlsxColumn {
  key: string;
  header: string;
  width?: number;
}

/** A row: its cells by column key, or in the columns' order. */
export type XlsxRow = Record<string, unknown> | unknown[];
type Rows = Iterable<XlsxRow> | AsyncIterable<XlsxRow>;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument';

/** Sheet text is flushed to the deflater in pieces of about this many characters. */
const PIECE = 64 * 1024;

/** A, B, … Z, AA, AB, … */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

// What XML 1.0 cannot carry at all (C0 controls but tab, LF and CR; a lone surrogate; U+FFFE/FFFF)
// is dropped, as exceljs dropped it; & < > " are escaped.
/* eslint-disable no-control-regex -- these patterns are about control characters */
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const UNWRITABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(UNWRITABLE, '').replace(/[&<>"]/g, (c) => ESCAPES[c]);
}

const EDGE_SPACE = /^\s|\s$/;

function cell(ref: string, value: unknown, style: string, stored: (text: string) => string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${style}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = xmlText(value instanceof Date ? (formatTime(value) ?? '') : stored(String(value)));
  if (!text) return '';
  // without it a reader trims the text's leading and trailing spaces
  const space = EDGE_SPACE.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** A sheet name Excel accepts: none of []:*?/\, at most 31 characters, not empty. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Sheet1';

function fixedParts(name: string): [string, string][] {
  return [
    ['[Content_Types].xml', `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${TYPE}.spreadsheetml.styles+xml"/></Types>`],
    ['_rels/.rels', `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`],
    // style 0: plain; style 1: the header's bold font
    ['xl/styles.xml', `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`],
  ];
}

function sheetStart(columns: XlsxColumn[]): string {
  const widths = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`).join('');
  return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols><sheetData>`;
}

/**
 * The workbook as a stream, written while `rows` are read: a row is asked for only when zlib and
 * the stream's reader have taken what came before, so a slow client holds the rows back instead
 * of piling the file up in memory. Destroying the stream (the client hung up) stops the rows.
 */
export function xlsxStream(name: string, columns: XlsxColumn[], rows: Rows, options: { text?: (text: string) => string } = {}): PassThrough {
  const stored = options.text ?? ((text: string) => text);
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  for (const [path, text] of fixedParts(name)) {
    const part = new ZipDeflate(path, { level: 6 });
    zip.add(part);
    part.push(strToU8(text), true);
  }
  const sheet: ZipInputFile = { filename: 'xl/worksheets/sheet1.xml', compression: 8, size: 0, crc: 0 };
  zip.add(sheet);
  const deflater = createDeflateRaw();
  deflater.on('data', (chunk: Buffer<ArrayBuffer>) => sheet.ondata!(null, chunk, false));
  deflater.on('end', () => {
    sheet.ondata!(null, new Uint8Array(0), true);
    zip.end();
  });
  deflater.on('error', (error) => out.destroy(error));
  const closed = once(out, 'close').catch(() => undefined);

  const send = async (text: string) => {
    const bytes = Buffer.from(text);
    sheet.size += bytes.length;
    sheet.crc = crc32(bytes, sheet.crc);
    if (!deflater.write(bytes)) await Promise.race([once(deflater, 'drain'), closed]);
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), closed]);
  };

  void (async () => {
    const letters = columns.map((_c, i) => columnLetters(i));
    let piece = sheetStart(columns);
    piece += `<row r="1">${columns.map((c, i) => cell(`${letters[i]}1`, c.header, ' s="1"', String)).join('')}</row>`;
    let rowNumber = 1;
    try {
      for await (const row of rows) {
        rowNumber += 1;
        let xml = `<row r="${rowNumber}">`;
        if (Array.isArray(row)) for (let i = 0; i < columns.length; i++) xml += cell(`${letters[i]}${rowNumber}`, row[i], '', stored);
        else for (let i = 0; i < columns.length; i++) xml += cell(`${letters[i]}${rowNumber}`, row[columns[i].key], '', stored);
        piece += `${xml}</row>`;
        if (piece.length < PIECE) continue;
        await send(piece);
        piece = '';
        if (out.destroyed) return deflater.destroy();
      }
      await send(`${piece}</sheetData></worksheet>`);
      deflater.end();
    } catch (error) {
      deflater.destroy();
      out.destroy(error as Error);
    }
  })();
  return out;
}

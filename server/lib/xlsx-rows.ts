/**
 * The rows of an .xlsx workbook's first sheet as the texts a person sees, read straight off the
 * sheet's XML as it inflates: no cell model, no styles beyond "is this number a date". exceljs'
 * streaming reader builds a Row and Cell object graph for every row, which made reading alone
 * most of a 100 000-row import (bench/imports.mjs prints both). The guard (xlsx-guard.ts) has
 * already bounded the parts' sizes, rows and text runs before this runs.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { StringDecoder } from 'node:string_decoder';
import type yauzl from 'yauzl';
import { entriesOf, openEntry, openZip, partChecker, type Breach } from './xlsx-guard.js';

/** The sheet broke one of the guard's limits (xlsx-guard.ts) before that chunk was parsed. */
export class SheetBreach extends Error {
  constructor(readonly breach: Breach) {
    super(`the sheet breaks the ${breach.limit} limit`);
  }
}

export interface SheetRow {
  /** the row's number in the sheet (1 = the first row) */
  rowNumber: number;
  /** the non-blank cells, trimmed, by column number (1 = A) */
  texts: Map<number, string>;
  /** the highest column number the row has a cell in, blank or not */
  lastColumn: number;
}

/**
 * A part's text as it inflates, a character split between two chunks joined again; each chunk
 * checked first when `check` is given.
 */
async function* partText(zip: yauzl.ZipFile, entry: yauzl.Entry, check?: (chunk: Buffer) => Breach | null): AsyncGenerator<string> {
  const stream = await openEntry(zip, entry);
  const decoder = new StringDecoder('utf8');
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const breach = check?.(chunk);
    if (breach) throw new SheetBreach(breach);
    const text = decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** Feeds a whole (small) part through a SAX parser. */
async function parsePart(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined, setup: (parser: SaxesParser) => void): Promise<void> {
  if (!entry) return;
  const parser = new SaxesParser();
  setup(parser);
  for await (const text of partText(zip, entry)) parser.write(text);
  parser.close();
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Number formats Excel builds in that show a date or time (the Chinese ones included). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A custom format shows a date when, outside quoted text, colours and conditions, it has a date or time letter. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '').replace(/\\./g, '');
  return /[ymdhsb]/i.test(bare.replace(/General/gi, ''));
}

/** Which cell styles (by index) show their number as a date. */
async function dateStyles(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  await parsePart(zip, entry, (parser) => {
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'numFmt') custom.set(Number(tag.attributes.numFmtId), String(tag.attributes.formatCode ?? ''));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(tag.attributes.numFmtId ?? 0));
    });
    parser.on('closetag', (tag) => {
      if (local(tag.name) === 'cellXfs') inCellXfs = false;
    });
  });
  const dates = new Set<number>();
  formats.forEach((id, style) => {
    const code = custom.get(id);
    if (code !== undefined ? isDateFormat(code) : BUILT_IN_DATES.has(id)) dates.add(style);
  });
  return dates;
}

/** The shared strings, rich text runs joined, phonetic guides left out. */
async function sharedStrings(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined): Promise<string[]> {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let phonetic = 0;
  await parsePart(zip, entry, (parser) => {
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && !phonetic) inText = !tag.isSelfClosing;
    });
    parser.on('text', (text) => {
      if (inText) current += text;
    });
    parser.on('closetag', (tag) => {
      const name = local(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') strings.push(current);
    });
  });
  return strings;
}

/** The first sheet's part and whether dates count from 1904, from the workbook and its relationships. */
async function firstSheet(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>): Promise<{ path: string | undefined; date1904: boolean }> {
  let relId: string | undefined;
  let date1904 = false;
  await parsePart(zip, entries.get('xl/workbook.xml'), (parser) => {
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(String(tag.attributes.date1904 ?? ''));
      else if (name === 'sheet' && relId === undefined) relId = String(tag.attributes['r:id'] ?? '');
    });
  });
  let target: string | undefined;
  await parsePart(zip, entries.get('xl/_rels/workbook.xml.rels'), (parser) => {
    parser.on('opentag', (tag) => {
      if (local(tag.name) === 'Relationship' && tag.attributes.Id === relId) target = String(tag.attributes.Target ?? '');
    });
  });
  const path = target === undefined ? undefined : target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/[^/]+\/\.\.\//g, '/');
  // a workbook without its relationships: the sheets by their usual names
  const fallback = [...entries.keys()].filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)).sort((a, b) => parseInt(a.slice(16)) - parseInt(b.slice(16)))[0];
  return { path: path && entries.has(path) ? path : fallback, date1904 };
}

/** "AB12" → 28. */
function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    col = col * 26 + code - 64;
  }
  return col;
}

const MS_PER_DAY = 86_400_000;
/** Days from Excel's day 0 (1900 system, its phantom 29 February included) to 1970-01-01. */
const EPOCH_1900 = 25_569;
const EPOCH_1904 = 24_107;

/** A date cell as wall-clock time (no zone): the form every date field of the contract accepts. */
function serialText(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - (date1904 ? EPOCH_1904 : EPOCH_1900)) * MS_PER_DAY));
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 19).replace('T', ' ');
}

interface CellState {
  column: number;
  type: string;
  style: number;
  value: string;
}

/**
 * Every row of the workbook's first sheet, blank rows included (with no texts), as the sheet
 * inflates: at most one inflated chunk's rows are held at a time. Each chunk is checked against
 * the guard's limits (`maxRows` row elements, text runs) before it is parsed: a SheetBreach.
 */
export async function* sheetRows(buffer: Buffer, maxRows = Infinity): AsyncGenerator<SheetRow> {
  const zip = await openZip(buffer);
  try {
    // the guard has already refused a workbook of too many parts
    const entries = new Map((await entriesOf(zip)).map((e) => [e.fileName.replace(/^\//, ''), e] as const));
    const { path, date1904 } = await firstSheet(zip, entries);
    if (!path) throw new Error('the workbook has no sheet');
    const strings = await sharedStrings(zip, entries.get('xl/sharedStrings.xml'));
    const dates = await dateStyles(zip, entries.get('xl/styles.xml'));

    const ready: SheetRow[] = [];
    let row: SheetRow | null = null;
    let lastRowNumber = 0;
    let cell: CellState | null = null;
    // inside <v> or an inline string's <t> (not a phonetic guide's)
    let collecting = false;
    let phonetic = 0;

    const textOf = (c: CellState): string => {
      switch (c.type) {
        case 's':
          return strings[Number(c.value)] ?? '';
        case 'b':
          return c.value === '1' || c.value === 'true' ? 'true' : c.value ? 'false' : '';
        case 'n': {
          if (c.value === '') return '';
          const n = Number(c.value);
          if (Number.isNaN(n)) return c.value;
          return dates.has(c.style) ? serialText(n, date1904) : String(n);
        }
        case 'd': {
          const date = new Date(c.value.endsWith('Z') || /[+-]\d\d:\d\d$/.test(c.value) ? c.value : `${c.value}Z`);
          return Number.isNaN(date.getTime()) ? c.value : date.toISOString().slice(0, 19).replace('T', ' ');
        }
        default:
          // str (a formula's text), inlineStr, e (an error such as #N/A)
          return c.value;
      }
    };

    const parser = new SaxesParser();
    parser.on('opentag', (tag: SaxesTagPlain) => {
      switch (local(tag.name)) {
        case 'row': {
          const number = Number(tag.attributes.r);
          lastRowNumber = Number.isInteger(number) && number > 0 ? number : lastRowNumber + 1;
          row = { rowNumber: lastRowNumber, texts: new Map(), lastColumn: 0 };
          break;
        }
        case 'c': {
          if (!row) break;
          const ref = tag.attributes.r;
          const column = ref ? columnOf(String(ref)) || row.lastColumn + 1 : row.lastColumn + 1;
          row.lastColumn = Math.max(row.lastColumn, column);
          cell = { column, type: String(tag.attributes.t ?? 'n'), style: Number(tag.attributes.s ?? 0), value: '' };
          break;
        }
        case 'v':
          collecting = !!cell && !tag.isSelfClosing;
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          collecting = !!cell && cell.type === 'inlineStr' && !phonetic && !tag.isSelfClosing;
          break;
      }
    });
    parser.on('text', (text) => {
      if (collecting) cell!.value += text;
    });
    parser.on('closetag', (tag: SaxesTagPlain) => {
      switch (local(tag.name)) {
        case 'v':
        case 't':
          collecting = false;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c':
          if (row && cell) {
            const text = textOf(cell).trim();
            if (text) row.texts.set(cell.column, text);
          }
          cell = null;
          break;
        case 'row':
          if (row) ready.push(row);
          row = null;
          break;
      }
    });

    for await (const text of partText(zip, entries.get(path)!, partChecker(true, maxRows))) {
      parser.write(text);
      yield* ready.splice(0);
    }
    parser.close();
    yield* ready.splice(0);
  } finally {
    zip.close();
  }
}

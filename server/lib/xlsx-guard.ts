/**
 * The limits an uploaded workbook must keep before its cells are parsed, checked in one pass over
 * the zip that holds nothing in memory: a few hundred KB of .xlsx can inflate to gigabytes (a
 * single cell of hundreds of MB, millions of empty rows), and a parser would hold it all.
 */
import yauzl from 'yauzl';

export const IMPORT_LIMITS = {
  /** all parts of the workbook together, once inflated */
  unzippedBytes: 256 * 1024 * 1024,
  /** the shared-strings part, which the reader keeps in memory whole */
  sharedStringsBytes: 64 * 1024 * 1024,
  /** parts in the zip */
  entries: 500,
  /** bytes between two XML tags: a cell's text, at most Excel's 32 767 characters, escaped */
  textRunBytes: 256 * 1024,
  /** columns of a row */
  columns: 100,
  /** characters of one cell (Excel's own limit) */
  cellChars: 32_767,
} as const;

export type Breach =
  | { limit: 'unzipped'; max: number }
  | { limit: 'sharedStrings'; max: number }
  | { limit: 'entries'; max: number }
  | { limit: 'cell'; max: number }
  | { limit: 'rows'; max: number }
  | { limit: 'notZip' };

const LT = 0x3c;
const ROW_TAG = Buffer.from('<row');
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** One part's bytes as they inflate. */
export const openEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) => zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s!))));

/** An .xlsx held in memory as a zip whose entries are read one at a time. */
export const openZip = (buffer: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

/** The zip's entries, in order; it stops one past IMPORT_LIMITS.entries. */
export async function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      if (entries.length > IMPORT_LIMITS.entries) return resolve(entries);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** How many times `<row` occurs in the chunk. */
function rowTags(chunk: Buffer): number {
  let count = 0;
  for (let at = chunk.indexOf(ROW_TAG); at >= 0; at = chunk.indexOf(ROW_TAG, at + ROW_TAG.length)) count++;
  return count;
}

/**
 * Whether the chunk holds a run of more than `max` bytes without a tag between its first and last
 * `<`. Such a run spans at least two points of a max/2 stride, so only they are looked around:
 * native searches, a few per chunk, rather than one step per tag of a 50 MB sheet.
 */
function longRunWithin(chunk: Buffer, first: number, last: number, max: number): boolean {
  const stride = Math.floor(max / 2);
  for (let at = first + stride; at < last; at += stride) {
    if (chunk.indexOf(LT, at) - chunk.lastIndexOf(LT, at) > max) return true;
  }
  return false;
}

/**
 * Checks one part's chunks as they inflate, each before anything parses it: the longest run
 * between tags, and (in a sheet) how many rows have opened. Answers the first breach, else null.
 */
export function partChecker(isSheet: boolean, maxRows: number): (chunk: Buffer) => Breach | null {
  const max = IMPORT_LIMITS.textRunBytes;
  const tooLong: Breach = { limit: 'cell', max: IMPORT_LIMITS.cellChars };
  let rows = 0;
  let offset = 0;
  let lastTag = 0;
  // the end of the previous chunk, for a `<row` split between two chunks
  let tail = Buffer.alloc(0);
  return (chunk) => {
    const first = chunk.indexOf(LT);
    if (first < 0) {
      if (offset + chunk.length - lastTag > max) return tooLong;
    } else {
      const last = chunk.lastIndexOf(LT);
      if (offset + first - lastTag > max || longRunWithin(chunk, first, last, max)) return tooLong;
      lastTag = offset + last;
    }
    if (isSheet) {
      rows += rowTags(chunk) + rowTags(Buffer.concat([tail, chunk.subarray(0, ROW_TAG.length - 1)]));
      if (rows > maxRows) return { limit: 'rows', max: maxRows };
      tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - (ROW_TAG.length - 1))));
    }
    offset += chunk.length;
    return null;
  };
}

/** Inflates one part (yauzl fails the stream when it inflates past the size it declared) and checks it. */
async function scan(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Breach | null> {
  const check = partChecker(false, 0);
  for await (const chunk of (await openEntry(zip, entry)) as AsyncIterable<Buffer>) {
    const breach = check(chunk);
    if (breach) return breach;
  }
  return null;
}

/**
 * The first limit the workbook breaks, or null, before any part is parsed: the sizes it declares,
 * and every part but the sheets inflated and checked. The reader (xlsx-rows.ts) checks the one
 * sheet it reads, its rows (blank ones too: they cost the parser as much) and its text runs, with
 * partChecker on the chunks it parses: one inflation of the sheet, not two; the other sheets are
 * never inflated.
 */
export async function checkWorkbook(buffer: Buffer): Promise<Breach | null> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    return { limit: 'notZip' };
  }
  try {
    const entries = await entriesOf(zip);
    if (entries.length > IMPORT_LIMITS.entries) return { limit: 'entries', max: IMPORT_LIMITS.entries };
    const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > IMPORT_LIMITS.unzippedBytes) return { limit: 'unzipped', max: IMPORT_LIMITS.unzippedBytes };
    const strings = entries.find((e) => e.fileName === 'xl/sharedStrings.xml');
    if (strings && strings.uncompressedSize > IMPORT_LIMITS.sharedStringsBytes) return { limit: 'sharedStrings', max: IMPORT_LIMITS.sharedStringsBytes };
    for (const entry of entries) {
      if ((!entry.fileName.endsWith('.xml') && !entry.fileName.endsWith('.rels')) || SHEET.test(entry.fileName.replace(/^\//, ''))) continue;
      const breach = await scan(zip, entry);
      if (breach) return breach;
    }
    return null;
  } catch {
    // a part that inflates past its declared size, or a broken stream
    return { limit: 'notZip' };
  } finally {
    zip.close();
  }
}

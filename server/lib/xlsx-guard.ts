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
 * Inflates one part and reads it as it streams: the longest run between tags, and how many rows
 * a sheet opens. yauzl fails the stream when a part inflates past the size it declared.
 */
async function scan(zip: yauzl.ZipFile, entry: yauzl.Entry, maxRows: number, state: { rows: number }): Promise<Breach | null> {
  const stream = await openEntry(zip, entry);
  const isSheet = SHEET.test(entry.fileName);
  const max = IMPORT_LIMITS.textRunBytes;
  const tooLong: Breach = { limit: 'cell', max: IMPORT_LIMITS.cellChars };
  let offset = 0;
  let lastTag = 0;
  // the end of the previous chunk, for a `<row` split between two chunks
  let tail = Buffer.alloc(0);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const first = chunk.indexOf(LT);
    if (first < 0) {
      if (offset + chunk.length - lastTag > max) return tooLong;
    } else {
      const last = chunk.lastIndexOf(LT);
      if (offset + first - lastTag > max || longRunWithin(chunk, first, last, max)) return tooLong;
      lastTag = offset + last;
    }
    if (isSheet) {
      state.rows += rowTags(chunk) + rowTags(Buffer.concat([tail, chunk.subarray(0, ROW_TAG.length - 1)]));
      if (state.rows > maxRows) return { limit: 'rows', max: maxRows };
      tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - (ROW_TAG.length - 1))));
    }
    offset += chunk.length;
  }
  return null;
}

/**
 * The first limit the workbook breaks, or null. `maxRows` counts every row element of every
 * sheet (blank ones too: they cost the parser as much), header included.
 */
export async function checkWorkbook(buffer: Buffer, maxRows: number): Promise<Breach | null> {
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
    const state = { rows: 0 };
    for (const entry of entries) {
      if (!entry.fileName.endsWith('.xml') && !entry.fileName.endsWith('.rels')) continue;
      const breach = await scan(zip, entry, maxRows, state);
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

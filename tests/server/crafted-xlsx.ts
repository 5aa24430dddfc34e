import { crc32, createDeflateRaw } from 'node:zlib';

/** One part of a crafted workbook: its text given as chunks, so that hundreds of MB need not sit in memory. */
export interface Part {
  name: string;
  chunks: () => Iterable<string | Buffer>;
}

async function deflate(part: Part) {
  const deflater = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflater.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const chunk of part.chunks()) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflater.write(bytes)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

/**
 * A zip written by hand (deflate, no data descriptors), so that a test can build what no
 * spreadsheet program writes: a part that inflates to hundreds of MB from a few hundred KB.
 */
export async function zipOf(parts: Part[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, size } = await deflate(part);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const fixed = (name: string, text: string): Part => ({ name, chunks: () => [text] });

/** The parts every workbook needs around its one sheet. */
export function workbookOf(sheet: Part): Part[] {
  return [
    fixed('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'),
    fixed('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
    fixed('xl/workbook.xml', '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    fixed('xl/_rels/workbook.xml.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
    sheet,
  ];
}

const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/** The header row of a crafted sheet, one inline string a cell. */
const headerRow = (header: readonly string[]) => `<row r="1">${header.map((h, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${h}</t></is></c>`).join('')}</row>`;

/** A sheet with a header row, then one cell holding `megabytes` MB of text. */
export const hugeCellSheet = (header: readonly string[], megabytes: number): Part => ({
  name: 'xl/worksheets/sheet1.xml',
  *chunks() {
    yield `${SHEET_HEAD}${headerRow(header)}<row r="2"><c r="A2" t="inlineStr"><is><t>`;
    const mb = Buffer.alloc(1024 * 1024, 'a');
    for (let i = 0; i < megabytes; i++) yield mb;
    yield `</t></is></c></row>${SHEET_TAIL}`;
  },
});

/** A sheet with a header row, then `count` empty rows (numbered, or bare `<row/>` which packs tighter). */
export const emptyRowsSheet = (header: readonly string[], count: number, numbered = true): Part => ({
  name: 'xl/worksheets/sheet1.xml',
  *chunks() {
    yield `${SHEET_HEAD}${headerRow(header)}`;
    const batch = 10_000;
    for (let start = 2; start < count + 2; start += batch) {
      let text = '';
      for (let r = start; r < Math.min(start + batch, count + 2); r++) text += numbered ? `<row r="${r}"/>` : '<row/>';
      yield text;
    }
    yield SHEET_TAIL;
  },
});

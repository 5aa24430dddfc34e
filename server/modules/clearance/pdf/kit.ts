import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// Noto Sans SC from npm (OFL): no system font is assumed; pdfkit embeds only the glyphs used
const fontFile = (weight: '400Regular' | '700Bold') => require.resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => (fonts ??= { regular: readFileSync(fontFile('400Regular')), bold: readFileSync(fontFile('700Bold')) });

export const MARGIN = 40;
const LINE = '#999999';
const HEAD_FILL = '#eef2f7';

export type Doc = InstanceType<typeof PDFDocument>;

/** A new A4 document in the CJK font, and its bytes once `doc.end()` is called. */
export function newDocument(title: string): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: title, Producer: 'warehouse-entry-console' } });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular').fontSize(9);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;

/** The title block: the document's name in both languages, its number, and a stamp (DRAFT). */
export function heading(doc: Doc, zh: string, en: string, docNo: string, stamp?: string) {
  doc.font('bold').fontSize(16).text(zh, MARGIN, MARGIN, { align: 'center' });
  doc.fontSize(12).text(en, { align: 'center' });
  doc.font('regular').fontSize(9).text(docNo, { align: 'center' });
  if (stamp) watermark(doc, stamp);
  doc.moveDown(1);
}

/**
 * A large faint word across the middle of the page, under what follows: text()
 * moves the cursor to where it ends (mid page), and save/restore keeps only the graphics state, so
 * the cursor is put back by hand. Without that, everything after the heading started mid page.
 */
export function watermark(doc: Doc, stamp: string) {
  const { x, y } = doc;
  doc.save().font('bold').fontSize(72).fillColor('#d9534f', 0.18).rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc.text(stamp, 0, doc.page.height / 2 - 40, { width: doc.page.width, align: 'center' });
  doc.restore().fillColor('black', 1).font('regular').fontSize(9);
  doc.x = x;
  doc.y = y;
}

/** Label/value pairs in two columns, each cell boxed. */
export function fieldGrid(doc: Doc, pairs: [string, string][]) {
  const width = contentWidth(doc) / 2;
  const labelWidth = 110;
  for (let i = 0; i < pairs.length; i += 2) {
    const row = pairs.slice(i, i + 2);
    const labelHeights = row.map(([label]) => doc.font('bold').heightOfString(label, { width: labelWidth - 8 }));
    const valueHeights = row.map(([, v]) => doc.font('regular').heightOfString(v || ' ', { width: width - labelWidth - 8 }));
    const height = Math.max(...labelHeights, ...valueHeights) + 8;
    ensureRoom(doc, height);
    const y = doc.y;
    row.forEach(([label, value], k) => {
      const x = MARGIN + k * width;
      doc.rect(x, y, width, height).strokeColor(LINE).lineWidth(0.5).stroke();
      doc.rect(x, y, labelWidth, height).fillColor(HEAD_FILL).fill().fillColor('black');
      doc.font('bold').text(label, x + 4, y + 4, { width: labelWidth - 8 });
      doc.font('regular').text(value || ' ', x + labelWidth + 4, y + 4, { width: width - labelWidth - 8 });
    });
    doc.x = MARGIN;
    doc.y = y + height;
  }
  doc.moveDown(0.8);
}

export interface Column {
  header: string;
  /** a share of the content width */
  weight: number;
  align?: 'left' | 'right' | 'center';
}

/** A table that wraps its cells and carries on over pages, repeating its header (drawn on a pool thread: pool.ts). */
export function table(doc: Doc, columns: Column[], rows: string[][], { boldRows = new Set<number>() } = {}) {
  const total = columns.reduce((s, c) => s + c.weight, 0);
  const widths = columns.map((c) => (contentWidth(doc) * c.weight) / total);
  const rowHeight = (cells: string[]) => Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i] - 6 }))) + 6;
  const draw = (cells: string[], height: number, fill?: string) => {
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      if (fill) doc.rect(x, y, widths[i], height).fillColor(fill).fill().fillColor('black');
      doc.rect(x, y, widths[i], height).strokeColor(LINE).lineWidth(0.5).stroke();
      doc.text(cell || ' ', x + 3, y + 3, { width: widths[i] - 6, align: columns[i].align ?? 'left' });
      x += widths[i];
    });
    doc.x = MARGIN;
    doc.y = y + height;
  };
  const header = () => {
    doc.font('bold');
    const cells = columns.map((c) => c.header);
    draw(cells, rowHeight(cells), HEAD_FILL);
    doc.font('regular');
  };
  ensureRoom(doc, rowHeight(columns.map((c) => c.header)) * 2);
  header();
  for (const [i, cells] of rows.entries()) {
    if (boldRows.has(i)) doc.font('bold');
    const height = rowHeight(cells);
    if (doc.y + height > doc.page.height - MARGIN - 20) {
      doc.addPage();
      header();
      if (boldRows.has(i)) doc.font('bold');
    }
    draw(cells, height);
    doc.font('regular');
  }
  doc.moveDown(0.8);
}

/** A paragraph with a bold label. */
export function note(doc: Doc, label: string, text: string) {
  ensureRoom(doc, 30);
  doc.font('bold').text(label, MARGIN, doc.y, { continued: true }).font('regular').text(` ${text}`);
  doc.moveDown(0.4);
}

/** Page x of n at the foot of every page. */
export function pageNumbers(doc: Doc, docNo: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor('#666666').text(`${docNo}  ·  ${i + 1} / ${range.count}`, MARGIN, doc.page.height - MARGIN + 10, { width: contentWidth(doc), align: 'right' });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black').fontSize(9);
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
}

export const fmt = (n: number, digits = 3) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

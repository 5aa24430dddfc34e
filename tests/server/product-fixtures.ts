import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { TestApp } from './helpers.js';
import { multipart } from './multipart.js';

export const ZH_HEADER = ['货号', '中文名称', '英文名称', 'HS编码', '长(cm)', '宽(cm)', '高(cm)', '毛重(kg)', '净重(kg)', '供应商'];
export const EN_HEADER = ['Article No.', 'Chinese name', 'English name', 'HS code', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Gross weight (kg)', 'Net weight (kg)', 'Supplier'];

/** An .xlsx of one sheet, written with the streaming writer (fast enough for 100 000 rows). */
export async function productWorkbook(header: string[], rows: Iterable<unknown[]>) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = book.addWorksheet('products');
  sheet.addRow(header).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** A complete product's row in the template's column order. */
export const completeRow = (articleNo: string, i = 0) => [articleNo, `商品${i}`, `Product ${i}`, '6109100010', 40, 30, 5 + (i % 10), 1.25, 1.1, `Supplier ${i % 50}`];

export function uploader(t: TestApp) {
  return (file: Buffer, query: string, headers: Record<string, string>, name = 'products.xlsx') => {
    const body = multipart('file', name, file);
    return t.app.inject({ method: 'POST', url: `/api/biz/product/importData${query}`, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
}

/** The first sheet's rows as arrays of cell texts. */
export async function readSheet(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0].eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
    out.push(cells);
  });
  return out;
}

/** Products, pre-order and order menus for a scoped test role (migration 0005). */
export const PRODUCT_MENUS = [2000, 2001, 2100, 2101, 2102, 2103, 2104, 2105, 2106];

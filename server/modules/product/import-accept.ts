import type { ProductImportRow } from '../../../contract/product.js';
import type { ProductImportKey } from './columns.js';

/** A plain decimal (no sign, exponent or hex): Number() reads it as zod's coercion does. */
const PLAIN_DECIMAL = /^\d{1,15}(\.\d{1,15})?$/;
const NO_SPACES = /^\S+$/;
const HS_CODE = /^[\d.]*$/;
const SIZE_MAX = 99_999_999;
const WEIGHT_MAX = 999_999_999;

/** A measure as productImportRow reads it ('' clears it), or false when only zod may judge it. */
function measure(text: string | undefined, max: number): number | null | undefined | false {
  if (text === undefined) return undefined;
  if (text === '') return null;
  if (!PLAIN_DECIMAL.test(text)) return false;
  const n = Number(text);
  return n <= max ? n : false;
}

/**
 * The import row productImportRow would answer for cells that plainly pass it, without zod (whose
 * parse was a tenth of a 100 000-row import); undefined for anything else, which zod then judges
 * and words. It accepts only what the schema accepts, and answers the same object: fields left
 * blank absent, texts trimmed, measures as numbers (tests/server/product-import-accept.test.ts).
 */
export function acceptProductRow(cells: Partial<Record<ProductImportKey, string>>): ProductImportRow | undefined {
  const articleNo = cells.articleNo?.trim();
  const nameZh = cells.nameZh?.trim();
  if (!articleNo || articleNo.length > 50 || !NO_SPACES.test(articleNo)) return undefined;
  if (!nameZh || nameZh.length > 200) return undefined;
  const row: ProductImportRow = { articleNo, nameZh };
  if (cells.nameEn !== undefined) {
    const nameEn = cells.nameEn.trim();
    if (nameEn.length > 200) return undefined;
    row.nameEn = nameEn;
  }
  if (cells.hscode !== undefined) {
    const hscode = cells.hscode.trim();
    if (hscode.length > 20 || !HS_CODE.test(hscode)) return undefined;
    row.hscode = hscode;
  }
  if (cells.supplier !== undefined) {
    const supplier = cells.supplier.trim();
    if (supplier.length > 100) return undefined;
    row.supplier = supplier;
  }
  for (const [key, max] of [['length', SIZE_MAX], ['width', SIZE_MAX], ['height', SIZE_MAX], ['grossWeight', WEIGHT_MAX], ['netWeight', WEIGHT_MAX]] as const) {
    const value = measure(cells[key], max);
    if (value === false) return undefined;
    if (value !== undefined) row[key] = value;
  }
  if (row.grossWeight != null && row.netWeight != null && row.netWeight > row.grossWeight) return undefined;
  return row;
}

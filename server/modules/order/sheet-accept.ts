import type { OrderLineInput } from '../../../contract/order.js';

/** A plain decimal (no sign, exponent, grouping commas or hex): Number() reads it as the schema's preprocessing does. */
const PLAIN_DECIMAL = /^\d{1,15}(\.\d{1,15})?$/;
const PLAIN_INTEGER = /^\d{1,9}$/;
const CURRENCY = /^[A-Z]{3}$/;
const AMOUNT_MAX = 1e10;

const amount = (text: string | undefined) => (text !== undefined && PLAIN_DECIMAL.test(text) ? Number(text) : -1);
/** A text field: its trimmed text ('' when blank), or null past its length. */
const text = (cell: string | undefined, max: number) => {
  const t = cell === undefined ? '' : cell.trim();
  return t.length <= max ? t : null;
};
const flag = (cell: string | undefined) => (cell === undefined ? 'N' : cell === 'Y' || cell === 'N' ? cell : null);

/**
 * The line lineRowSchema would answer for a sheet row whose line cells plainly pass it, without
 * zod (parsing every line with it was much of a 100 000-line import); undefined for anything else,
 * which zod then judges and words. It accepts only what the schema accepts and answers the same
 * line, defaults filled in (tests/server/order-sheet-accept.test.ts).
 */
export function acceptSheetLine(cells: Record<string, string | undefined>): OrderLineInput | undefined {
  const itemNo = text(cells.itemNo, 50);
  const originalCategory = text(cells.originalCategory, 100);
  const gifiCode = text(cells.gifiCode, 30);
  const customsNameZh = text(cells.customsNameZh, 200);
  const customsNameEn = text(cells.customsNameEn, 200);
  if (!itemNo || originalCategory === null || gifiCode === null || customsNameZh === null || customsNameEn === null) return undefined;
  const currency = cells.currency === undefined ? 'USD' : cells.currency.trim();
  if (!CURRENCY.test(currency)) return undefined;
  const inspectionFlag = flag(cells.inspectionFlag);
  const proportionFlag = flag(cells.proportionFlag);
  if (!inspectionFlag || !proportionFlag) return undefined;
  const originalQty = amount(cells.originalQty);
  const unitPrice = amount(cells.unitPrice);
  const cbm = amount(cells.cbm);
  const grossWeight = amount(cells.grossWeight);
  if (!(originalQty >= 0 && originalQty <= AMOUNT_MAX && unitPrice >= 0 && unitPrice <= AMOUNT_MAX)) return undefined;
  if (!(cbm >= 0 && cbm <= AMOUNT_MAX && grossWeight >= 0 && grossWeight <= AMOUNT_MAX)) return undefined;
  if (cells.cartons === undefined || !PLAIN_INTEGER.test(cells.cartons)) return undefined;
  const cartons = Number(cells.cartons);
  return { itemNo, originalCategory, originalQty, gifiCode, unitPrice, currency, customsNameZh, customsNameEn, inspectionFlag, proportionFlag, cartons, cbm, grossWeight };
}

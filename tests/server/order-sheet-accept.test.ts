// @databases: embedded — no database: parsing, writing and arithmetic
import { describe, expect, it } from 'vitest';
import { lineKeys, lineRowSchema } from '../../server/modules/order/sheet-columns.js';
import { acceptSheetLine } from '../../server/modules/order/sheet-accept.js';
import { vouchesAsSchema } from './cheap-check.js';

/** Cell texts each line field is tried with: plain ones, and those at or past the schema's edges. */
const tries: Record<string, (string | undefined)[]> = {
  itemNo: [undefined, '', ' ', 'A-1', ' A-1 ', 'x'.repeat(50), 'x'.repeat(51)],
  originalCategory: [undefined, 'C', ' C ', 'x'.repeat(100), 'x'.repeat(101)],
  originalQty: [undefined, '', '0', '10', '2.5', '-1', '1e3', '1,000', '0x10', ' 5', 'abc', '10000000000', '10000000001', 'Infinity'],
  gifiCode: [undefined, 'G', 'x'.repeat(30), 'x'.repeat(31)],
  unitPrice: [undefined, '0', '.5', '2.50'],
  currency: [undefined, 'USD', 'EUR', 'usd', 'US', 'USDX', ' USD'],
  customsNameZh: [undefined, '品名', 'x'.repeat(200), 'x'.repeat(201)],
  customsNameEn: [undefined, 'Name', 'x'.repeat(201)],
  inspectionFlag: [undefined, 'Y', 'N', 'y', 'maybe'],
  proportionFlag: [undefined, 'Y', 'N', 'x'],
  cartons: [undefined, '', '0', '4', '4.5', '-4', '999999999', '1000000000', '1000000001', '1e3'],
  cbm: [undefined, '0.2', '1,5'],
  grossWeight: [undefined, '8', '8.125'],
};

/** Lines that vary one field at a time around a good one. */
function* lines(): Generator<Record<string, string | undefined>> {
  const good = { itemNo: 'L1', originalQty: '10', unitPrice: '2.5', currency: 'USD', cartons: '4', cbm: '0.2', grossWeight: '8' };
  for (const [field, values] of Object.entries(tries)) for (const value of values) yield { ...good, [field]: value };
}

describe('the order sheet\'s cheap line check', () => {
  it('vouches only for lines the schema accepts, answering the same line', () => {
    // a header cell beside the line's: the check reads the line's alone
    expect(vouchesAsSchema(lines(), (cells) => acceptSheetLine({ ...cells, orderNo: 'PO-1' }), lineRowSchema)).toBeGreaterThan(30);
  });

  it('vouches for the lines a pre-order file is made of', () => {
    const cells = { orderNo: 'BENCH-000001', buyer: 'Buyer A', vendorDeptName: 'Vendor', itemNo: 'L1', originalQty: '10', unitPrice: '2.5', currency: 'USD', cartons: '4', cbm: '0.2', grossWeight: '8' };
    const line = Object.fromEntries(lineKeys.filter((k) => k in cells).map((k) => [k, cells[k as keyof typeof cells]]));
    expect(acceptSheetLine(cells)).toStrictEqual(lineRowSchema.parse(line));
  });
});

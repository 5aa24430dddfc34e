// @databases: embedded — no database: parsing, writing and arithmetic
import { describe, expect, it } from 'vitest';
import { productImportRow } from '../../contract/product.js';
import { acceptProductRow } from '../../server/modules/product/import-accept.js';
import { vouchesAsSchema } from './cheap-check.js';

/** Cell texts each field is tried with: plain ones, and those at or past the schema's edges. */
const tries: Record<string, (string | undefined)[]> = {
  articleNo: [undefined, '', ' ', 'A-1', ' A-1 ', 'A 1', 'x'.repeat(50), 'x'.repeat(51)],
  nameZh: [undefined, '', '商品', ' 商品 ', 'x'.repeat(200), 'x'.repeat(201)],
  nameEn: [undefined, '', 'Product', 'x'.repeat(201)],
  hscode: [undefined, '', '6109.10', '61 09', '6109a', '1'.repeat(21)],
  supplier: [undefined, '', 'S', 'x'.repeat(101)],
  length: [undefined, '', '0', '40', '1.25', '-1', '1e3', '0x10', ' 5', 'abc', '99999999', '100000000', 'Infinity'],
  grossWeight: [undefined, '', '1.1', '2', '999999999', '1000000000'],
  netWeight: [undefined, '', '1.1', '1.25', '3', '.5'],
};

/** Rows that vary one field at a time around a good row, and the weights against each other. */
function* rows(): Generator<Record<string, string | undefined>> {
  const good = { articleNo: 'A-1', nameZh: '商品', nameEn: 'P', hscode: '6109', supplier: 'S', length: '1', grossWeight: '2', netWeight: '1' };
  for (const [field, values] of Object.entries(tries)) for (const value of values) yield { ...good, [field]: value };
  for (const gross of tries.grossWeight) for (const net of tries.netWeight) yield { ...good, grossWeight: gross, netWeight: net };
}

describe('the product import\'s cheap check', () => {
  it('vouches only for rows the schema accepts, answering the same row', () => {
    expect(vouchesAsSchema(rows(), acceptProductRow, productImportRow)).toBeGreaterThan(30);
  });

  it('vouches for the rows a product file is made of', () => {
    const cells = { articleNo: 'BENCH-000001', nameZh: '商品1', nameEn: 'Product 1', hscode: '6109100010', length: '40', width: '30', height: '6', grossWeight: '1.25', netWeight: '1.1', supplier: 'Supplier 1' };
    expect(acceptProductRow(cells)).toStrictEqual(productImportRow.parse(cells));
  });
});

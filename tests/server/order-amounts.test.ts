// @databases: embedded — no database: parsing, writing and arithmetic
import { describe, expect, it } from 'vitest';
import { lineAmount, totalsOf } from '../../server/modules/order/repository.js';

/** The BigInt arithmetic the fast paths stand in for. */
const scaled = (n: number, digits: number) => BigInt(Math.round(n * 10 ** digits));
const fixed = (v: bigint, digits: number) => {
  const s = v.toString().padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
};
const values = [0, 0.001, 0.005, 0.1, 0.2, 0.3, 1, 1.005, 2.5, 4, 10, 99.999, 123.4567, 1e6, 12345678.901, 1e10];

describe('order amounts', () => {
  it('a line\'s amount is the BigInt product rounded half-up to cents, small or huge', () => {
    for (const qty of values) {
      for (const price of values) expect(lineAmount(qty, price), `${qty} × ${price}`).toBe(fixed((scaled(qty, 3) * scaled(price, 4) + 50_000n) / 100_000n, 2));
    }
  });

  it('the totals are the BigInt sums, small or huge', () => {
    const lines = values.map((v, i) => ({ cartons: i, cbm: v, grossWeight: values[values.length - 1 - i] }));
    for (const some of [lines.slice(0, 5), lines, [...lines, ...lines, ...lines]]) {
      const sum = (key: 'cbm' | 'grossWeight') => fixed(some.reduce((s, l) => s + scaled(l[key], 3), 0n), 3);
      expect(totalsOf(some)).toEqual({ nbOfCartons: some.reduce((s, l) => s + l.cartons, 0), totalCbm: sum('cbm'), grossWeightSum: sum('grossWeight') });
    }
    expect(totalsOf([{ cartons: 1, cbm: 9e15, grossWeight: 9e15 }, { cartons: 1, cbm: 9e15, grossWeight: 1 }]).totalCbm).toBe(fixed(scaled(9e15, 3) * 2n, 3));
  });
});

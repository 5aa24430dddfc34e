import { describe, expect, it } from 'vitest';
import { isExternal, isNumber, isVersion } from '../../src/lib/validate';

describe('isExternal', () => {
  it.each(['http://a.com', 'https://a.com/x', 'mailto:a@b.c', 'tel:123'])('%s is external', (s) => {
    expect(isExternal(s)).toBe(true);
  });
  it.each(['/system/config', 'system', 'ftp://x', '', undefined, null])('%s is not', (s) => {
    expect(isExternal(s)).toBe(false);
  });
});

describe('isNumber', () => {
  it.each(['0', '12', '-3', '+4', '0.5', '-10.25', 7, 0])('%s is a number', (s) => {
    expect(isNumber(s)).toBe(true);
  });
  it.each(['01', '-01.5', '1.', '.5', 'abc', '1e3', '', ' 1', null, undefined])('%s is not', (s) => {
    expect(isNumber(s)).toBe(false);
  });
});

describe('isVersion', () => {
  it.each(['1.1.1', '10.0.23', '0.0.0'])('%s is a version', (s) => expect(isVersion(s)).toBe(true));
  it.each(['1.1', '1.1.1.1', 'v1.1.1', '1.a.1', '', null])('%s is not', (s) => expect(isVersion(s)).toBe(false));
});

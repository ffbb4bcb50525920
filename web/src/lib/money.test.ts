import { describe, expect, it } from 'vitest';

import { formatAmountInput, formatMinorUnits, parseMajorAmount } from './money';

describe('parseMajorAmount', () => {
  it('turns major units into exact integer minor units', () => {
    expect(parseMajorAmount('12', 2)).toEqual({ isValid: true, minorUnits: 1200 });
    expect(parseMajorAmount('12.5', 2)).toEqual({ isValid: true, minorUnits: 1250 });
    expect(parseMajorAmount('12,05', 2)).toEqual({ isValid: true, minorUnits: 1205 });
    expect(parseMajorAmount(' 0.01 ', 2)).toEqual({ isValid: true, minorUnits: 1 });
    expect(parseMajorAmount('.5', 2)).toEqual({ isValid: true, minorUnits: 50 });
    expect(parseMajorAmount('7.', 2)).toEqual({ isValid: true, minorUnits: 700 });
    expect(parseMajorAmount('500', 0)).toEqual({ isValid: true, minorUnits: 500 });
    expect(parseMajorAmount('1.234', 3)).toEqual({ isValid: true, minorUnits: 1234 });
  });

  it('has no binary-fraction errors where floats have them', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.005 * 100 is 100.49999999999999 in floating point.
    expect(parseMajorAmount('0.29', 2)).toEqual({ isValid: true, minorUnits: 29 });
    expect(parseMajorAmount('1.15', 2)).toEqual({ isValid: true, minorUnits: 115 });
    expect(parseMajorAmount('4.35', 2)).toEqual({ isValid: true, minorUnits: 435 });
    expect(parseMajorAmount('90071992547409.91', 2)).toEqual({
      isValid: true,
      minorUnits: 9_007_199_254_740_991,
    });
  });

  it('refuses more decimals than the currency has, instead of rounding', () => {
    expect(parseMajorAmount('1.005', 2)).toEqual({ isValid: false, error: 'tooManyDecimals' });
    expect(parseMajorAmount('10.5', 0)).toEqual({ isValid: false, error: 'tooManyDecimals' });
    // A grouping separator is never read as a decimal point that silently drops zeros.
    expect(parseMajorAmount('1.000', 2)).toEqual({ isValid: false, error: 'tooManyDecimals' });
  });

  it('refuses what is not a plain positive number', () => {
    for (const text of ['abc', '-5', '+5', '1e3', '1.2.3', '1,000.50', '.', '12$', '0x10', 'Infinity']) {
      expect(parseMajorAmount(text, 2)).toEqual({ isValid: false, error: 'invalid' });
    }
    expect(parseMajorAmount('   ', 2)).toEqual({ isValid: false, error: 'empty' });
  });

  it('refuses amounts beyond the largest safe integer of minor units', () => {
    expect(parseMajorAmount('90071992547409.92', 2)).toEqual({ isValid: false, error: 'tooLarge' });
    expect(parseMajorAmount('99999999999999999999', 0)).toEqual({ isValid: false, error: 'tooLarge' });
  });
});

describe('formatMinorUnits', () => {
  const usd = { decimals: 2, locale: 'en', symbol: '$' };

  it('shows all decimals, grouped, with the symbol', () => {
    expect(formatMinorUnits(123_456_789, usd)).toBe('$1,234,567.89');
    expect(formatMinorUnits(5, usd)).toBe('$0.05');
    expect(formatMinorUnits(0, usd)).toBe('$0.00');
    expect(formatMinorUnits(-300, usd)).toBe('-$3.00');
    expect(formatMinorUnits(9_007_199_254_740_991, usd)).toBe('$90,071,992,547,409.91');
  });

  it('uses the locale’s separators and sets a longer symbol apart', () => {
    expect(formatMinorUnits(123_450, { decimals: 2, locale: 'pt', symbol: 'R$' })).toBe('R$\u00a01.234,50');
    expect(formatMinorUnits(123_450, { decimals: 2, locale: 'vi' })).toBe('1.234,50');
  });

  it('cuts shown decimals off toward zero, never rounding a balance up', () => {
    expect(formatMinorUnits(1299, { ...usd, shownDecimals: 0 })).toBe('$12');
    expect(formatMinorUnits(99, { ...usd, shownDecimals: 0 })).toBe('$0');
    expect(formatMinorUnits(-99, { ...usd, shownDecimals: 0 })).toBe('$0');
    expect(formatMinorUnits(123_456_789, { ...usd, shownDecimals: 0 })).toBe('$1,234,567');
  });

  it('signs positive amounts when asked (account records)', () => {
    expect(formatMinorUnits(250, { ...usd, isSigned: true })).toBe('+$2.50');
    expect(formatMinorUnits(-250, { ...usd, isSigned: true })).toBe('-$2.50');
    expect(formatMinorUnits(0, { ...usd, isSigned: true })).toBe('$0.00');
  });

  it('handles currencies without minor units', () => {
    expect(formatMinorUnits(1_500_000, { decimals: 0, locale: 'en', symbol: '₫' })).toBe('₫1,500,000');
  });
});

describe('formatAmountInput', () => {
  it('gives the text an amount input shows for a chip', () => {
    expect(formatAmountInput(10_000, 2)).toBe('100');
    expect(formatAmountInput(1050, 2)).toBe('10.50');
    expect(formatAmountInput(1001, 2)).toBe('10.01');
    expect(formatAmountInput(500, 0)).toBe('500');
  });

  it('round-trips with parseMajorAmount', () => {
    for (const minorUnits of [1, 10, 99, 100, 12_345, 9_007_199_254_740_991]) {
      expect(parseMajorAmount(formatAmountInput(minorUnits, 2), 2)).toEqual({ isValid: true, minorUnits });
    }
  });
});

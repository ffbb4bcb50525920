import { describe, expect, it } from 'vitest';

import {
  addFractions,
  convertFractionToNumber,
  createFraction,
  divideFractions,
  multiplyFractions,
  subtractFractions,
} from './rational';

describe('fractions', () => {
  it('keeps lowest terms and a positive denominator', () => {
    expect(createFraction(6n, -4n)).toEqual({ numerator: -3n, denominator: 2n });
    expect(createFraction(0n, 5n)).toEqual({ numerator: 0n, denominator: 1n });
  });

  it('adds, subtracts, multiplies and divides exactly', () => {
    const third = createFraction(1n, 3n);
    const sixth = createFraction(1n, 6n);
    expect(addFractions(third, sixth)).toEqual(createFraction(1n, 2n));
    expect(subtractFractions(third, sixth)).toEqual(sixth);
    expect(multiplyFractions(third, sixth)).toEqual(createFraction(1n, 18n));
    expect(divideFractions(third, sixth)).toEqual(createFraction(2n));
  });

  it('converts to the nearest double even for huge terms', () => {
    expect(convertFractionToNumber(createFraction(36n, 37n))).toBeCloseTo(36 / 37, 15);
    expect(convertFractionToNumber(createFraction(10n ** 40n + 1n, 2n * 10n ** 40n))).toBeCloseTo(0.5, 15);
  });

  it('rejects a zero denominator', () => {
    expect(() => createFraction(1n, 0n)).toThrow(RangeError);
  });
});

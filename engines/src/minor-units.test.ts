import { describe, expect, it } from 'vitest';

import { assertValidStake, multiplyByRatio } from './minor-units';

describe('multiplyByRatio', () => {
  it('floors the exact product of an amount and a ratio', () => {
    expect(multiplyByRatio(100, 195, 100)).toBe(195);
    expect(multiplyByRatio(1, 195, 100)).toBe(1);
    expect(multiplyByRatio(1000, 9900, 4950)).toBe(2000);
    expect(multiplyByRatio(7, 9900, 4999)).toBe(13);
  });

  it('stays exact beyond 2⁵³ by switching to bigint', () => {
    // 99 × C(25, 12) × 10¹² is far beyond 2⁵³; a double would round before the floor.
    const numerator = 99n * 5_200_300n;
    const denominator = 100n * 1n;
    expect(multiplyByRatio(1_000_000_000_000, numerator, denominator)).toBe(
      Number((1_000_000_000_000n * numerator) / denominator),
    );
    expect(multiplyByRatio(2 ** 52, 3, 2)).toBe(3 * 2 ** 51);
  });

  it('rejects fractional amounts and ratios', () => {
    expect(() => multiplyByRatio(1.5, 1, 1)).toThrow(RangeError);
    expect(() => multiplyByRatio(1, 0.95, 1)).toThrow(RangeError);
    expect(() => multiplyByRatio(1, 1, 0)).toThrow(RangeError);
  });
});

describe('assertValidStake', () => {
  it('accepts positive integers only', () => {
    expect(() => assertValidStake(1)).not.toThrow();
    expect(() => assertValidStake(0)).toThrow(RangeError);
    expect(() => assertValidStake(-5)).toThrow(RangeError);
    expect(() => assertValidStake(0.5)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';

import {
  countNumbersWithLength,
  countResultNumbers,
  FOUR_D_STRUCTURE,
  groupResultByPrize,
  K3_STRUCTURE,
  SSC_STRUCTURE,
  validateResult,
  VN_CENTRAL_SOUTH_STRUCTURE,
  VN_NORTH_STRUCTURE,
} from './result-structures';

/** A result of the structure whose every number is the digit `digit` repeated. */
function fillResult(structure: typeof VN_NORTH_STRUCTURE, digit: string): string[] {
  return structure.tiers.flatMap((tier) =>
    Array.from({ length: tier.count }, () => digit.repeat(tier.length)),
  );
}

describe('result structures (docs/product/lottery-rules.md#result-structures)', () => {
  it('has 27 Miền Bắc numbers: 27 usable for last-2, 23 for last-3, 20 for last-4', () => {
    expect(countResultNumbers(VN_NORTH_STRUCTURE)).toBe(27);
    expect([2, 3, 4, 5].map((length) => countNumbersWithLength(VN_NORTH_STRUCTURE, length))).toEqual([
      27, 23, 20, 10,
    ]);
    expect(VN_NORTH_STRUCTURE.tiers.map((tier) => [tier.count, tier.length])).toEqual([
      [1, 5],
      [1, 5],
      [2, 5],
      [6, 5],
      [4, 4],
      [6, 4],
      [3, 3],
      [4, 2],
    ]);
  });

  it('has 18 numbers per southern station: 18 / 17 / 16 usable, special prize of 6 digits', () => {
    expect(countResultNumbers(VN_CENTRAL_SOUTH_STRUCTURE)).toBe(18);
    expect([2, 3, 4].map((length) => countNumbersWithLength(VN_CENTRAL_SOUTH_STRUCTURE, length))).toEqual([
      18, 17, 16,
    ]);
    expect(VN_CENTRAL_SOUTH_STRUCTURE.tiers[0]).toEqual({ prize: 'special', count: 1, length: 6 });
    expect(VN_CENTRAL_SOUTH_STRUCTURE.tiers.at(-1)).toEqual({ prize: 'eighth', count: 1, length: 2 });
  });

  it('has 23 four-digit 4D numbers, 5 SSC digits and 3 dice', () => {
    expect(countResultNumbers(FOUR_D_STRUCTURE)).toBe(23);
    expect(countNumbersWithLength(FOUR_D_STRUCTURE, 4)).toBe(23);
    expect(countResultNumbers(SSC_STRUCTURE)).toBe(5);
    expect(countResultNumbers(K3_STRUCTURE)).toBe(3);
  });

  it('accepts well-formed results and groups them by prize', () => {
    expect(validateResult(VN_NORTH_STRUCTURE, fillResult(VN_NORTH_STRUCTURE, '0'))).toEqual([]);
    expect(validateResult(K3_STRUCTURE, ['1', '6', '3'])).toEqual([]);
    const grouped = groupResultByPrize(VN_NORTH_STRUCTURE, fillResult(VN_NORTH_STRUCTURE, '7'));
    expect(grouped[0]).toEqual({ prize: 'special', numbers: ['77777'] });
    expect(grouped.at(-1)).toEqual({ prize: 'seventh', numbers: ['77', '77', '77', '77'] });
  });

  it('names each problem of a result entered by hand', () => {
    expect(validateResult(VN_NORTH_STRUCTURE, fillResult(VN_NORTH_STRUCTURE, '1').slice(1))).toEqual([
      { reason: 'count', expected: 27, actual: 26 },
    ]);
    const entered = fillResult(VN_CENTRAL_SOUTH_STRUCTURE, '2');
    entered[0] = '22222'; // the special prize has 6 digits
    entered[17] = '7'; // G8 "07" written without its zero
    entered[5] = '12a4';
    expect(validateResult(VN_CENTRAL_SOUTH_STRUCTURE, entered)).toEqual([
      { reason: 'number', index: 0, prize: 'special', length: 6, value: '22222' },
      { reason: 'number', index: 5, prize: 'fourth', length: 5, value: '12a4' },
      { reason: 'number', index: 17, prize: 'eighth', length: 2, value: '7' },
    ]);
    expect(validateResult(K3_STRUCTURE, ['0', '7', '3'])).toEqual([
      { reason: 'number', index: 0, prize: 'die', length: 1, value: '0' },
      { reason: 'number', index: 1, prize: 'die', length: 1, value: '7' },
    ]);
    expect(validateResult(SSC_STRUCTURE, ['1', '2', '3', '4', '٣'])).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';

import { createFraction } from '../rational';
import { computePayout } from './bet-type';
import { VN_CENTRAL_SOUTH_STRUCTURE, VN_NORTH_STRUCTURE } from './result-structures';
import { createSettler } from './settlement-fixtures';

/**
 * A Miền Bắc result built for the examples. Last-2 occurrences: 45 ×5 (ĐB, G4 0345, G5 2345, G7 ×2), 25 ×2
 * (G1, G7), 56 ×2 (G5 5656, G6 456); last-3 345 ×3 (ĐB, G4, G5); last-4 2345 ×2 (ĐB, G5).
 */
const NORTH_RESULT = [
  ['12345'],
  ['67825'],
  ['00132', '98765'],
  ['11111', '22222', '33333', '44444', '55555', '66666'],
  ['7777', '8888', '9999', '0345'],
  ['1212', '3434', '5656', '7878', '9090', '2345'],
  ['123', '456', '789'],
  ['07', '25', '45', '45'],
].flat();

/**
 * A Miền Nam station built for the examples. Last-2 56 ×9 (ĐB, G4 00056 and 12356, G5, G6 ×3, G7 356, G8);
 * last-3 456 ×3 (ĐB, G5 4456, G6 3456), 356 ×2 (G4 12356, G7); last-4 3456 ×2 (ĐB, G6).
 */
const SOUTH_RESULT = [
  ['123456'],
  ['11111'],
  ['22222'],
  ['33333', '44444'],
  ['55555', '66666', '77777', '88888', '99999', '00056', '12356'],
  ['4456'],
  ['7856', '9056', '3456'],
  ['356'],
  ['56'],
].flat();

const north = createSettler(VN_NORTH_STRUCTURE);
const south = createSettler(VN_CENTRAL_SOUTH_STRUCTURE);
const f = (numerator: bigint, denominator = 1n): ReturnType<typeof createFraction> =>
  createFraction(numerator, denominator);

describe('lô counts every occurrence (docs/product/lottery-rules.md#vietnamese-bet-types)', () => {
  it('pays lô 25 × 3 points at 27k/99k with 25 drawn twice: 2 × 3 × 99,000 = 594,000đ', () => {
    const returnPerUnit = north.settle('lo2', [['25']], NORTH_RESULT);
    expect(returnPerUnit).toEqual(f(2n * 99n, 27n));
    // 3 points at 27,000đ a point is the stake of the one combination.
    expect(computePayout(3n * 27_000n, returnPerUnit)).toBe(594_000n);
  });

  it('settles a many-number ticket as independent sub-bets (rule 2): lô 25, 45, 00 × 5 points', () => {
    expect(north.count('lo2', [['25', '45', '00']])).toBe(3);
    const returnPerUnit = north.settle('lo2', [['25', '45', '00']], NORTH_RESULT);
    // (2 + 5 + 0) occurrences × 5 points × 99,000đ.
    expect(computePayout(5n * 27_000n, returnPerUnit)).toBe(7n * 5n * 99_000n);
  });

  it('counts nine occurrences of 56 on a southern station', () => {
    expect(south.settle('lo2', [['56']], SOUTH_RESULT)).toEqual(f(9n * 99n, 18n));
    expect(computePayout(18_000n, south.settle('lo2', [['56']], SOUTH_RESULT))).toBe(9n * 99_000n);
  });
});

describe.each([
  ['Miền Bắc', north, NORTH_RESULT],
  ['Miền Nam', south, SOUTH_RESULT],
] as const)('worked examples, %s', (region, settler, result) => {
  const northCases: [string, string[][], number, ReturnType<typeof f>][] = [
    ['lo2', [['45']], 1, f(5n * 99n, 27n)],
    ['lo2', [['00']], 1, f(0n)],
    ['lo3', [['345', '456']], 2, f(4n * 960n, 23n)],
    ['lo4', [['2345', '0345']], 2, f(3n * 8880n, 20n)],
    ['de_db_last2', [['45', '25']], 2, f(99n)],
    ['de_db_first2', [['12']], 1, f(99n)],
    ['de_db_first2', [['45']], 1, f(0n)],
    ['de_db_tens', [['4']], 1, f(98n, 10n)],
    ['de_db_units', [['5', '4']], 2, f(98n, 10n)],
    ['de_g1_last2', [['25']], 1, f(98n)],
    // G7 is 07, 25, 45, 45: each of the four G7 numbers is a combination, and 45 hits twice.
    ['de_g7', [['45']], 4, f(2n * 98n)],
    ['de_g7', [['07', '25']], 8, f(2n * 98n)],
    ['cang3_db', [['345']], 1, f(960n)],
    ['cang4_db', [['2345', '0345']], 2, f(8880n)],
    ['xien2', [['25', '45']], 1, f(16n)],
    // Three numbers make three pairs; only 25–45 has both numbers drawn.
    ['xien2', [['25', '45', '00']], 3, f(16n)],
    ['xien3', [['25', '45', '56']], 1, f(65n)],
    ['xien4', [['25', '45', '56', '07']], 1, f(180n)],
    ['xien4', [['25', '45', '56', '00']], 1, f(0n)],
    ['truot4', [['00', '01', '02', '03']], 1, f(23n, 10n)],
    ['truot4', [['00', '01', '02', '45']], 1, f(0n)],
    ['truot4', [['00', '01', '02', '03', '04']], 5, f(5n * 23n, 10n)],
    ['truot4', [['00', '01', '02', '03', '45']], 5, f(23n, 10n)],
    // Last-2 of ĐB is 45: small and odd.
    ['de_db_two_sided', [['big', 'small', 'odd', 'even']], 4, f(2n * 1997n, 1000n)],
    ['de_db_sum', [['9', '10']], 2, f(9n)],
    ['de_db_sum', [['0']], 1, f(0n)],
  ];
  const southCases: [string, string[][], number, ReturnType<typeof f>][] = [
    ['lo3', [['456', '356']], 2, f(5n * 980n, 17n)],
    ['lo4', [['3456']], 1, f(2n * 9500n, 16n)],
    ['de_db_last2', [['56']], 1, f(99n)],
    ['de_db_tens', [['5']], 1, f(98n, 10n)],
    ['de_g8', [['56', '12']], 2, f(99n)],
    // G8 56 and last-2 of ĐB 56: both combinations hit.
    ['de_head_tail', [['56']], 2, f(2n * 99n)],
    ['de_head_tail', [['12']], 2, f(0n)],
    ['cang3_db', [['456']], 1, f(960n)],
    ['cang3_g7', [['356', '456']], 2, f(980n)],
    ['cang3_head_tail', [['356', '456']], 4, f(2n * 980n)],
    ['cang4_db', [['3456']], 1, f(8880n)],
    ['xien2', [['56', '11']], 1, f(28n)],
    ['xien3', [['56', '11', '22']], 1, f(150n)],
    ['xien4', [['56', '11', '22', '33']], 1, f(750n)],
    ['truot8', [['01', '02', '03', '04', '05', '06', '07', '08']], 1, f(33n, 10n)],
    ['de_db_two_sided', [['big', 'even']], 2, f(2n * 1997n, 1000n)],
    ['de_db_sum', [['11']], 1, f(10875n, 1000n)],
  ];
  it.each(region === 'Miền Bắc' ? northCases : southCases)(
    '%s %j: %i combinations, returns %o per unit',
    (code, selection, combinations, expected) => {
      expect(settler.count(code, selection)).toBe(combinations);
      expect(settler.settle(code, selection, result)).toEqual(expected);
    },
  );
});

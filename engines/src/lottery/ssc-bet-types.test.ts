import { describe, expect, it } from 'vitest';

import { createFraction } from '../rational';
import { classifySscShape } from './ssc-bet-types';
import { SSC_STRUCTURE } from './result-structures';
import { createSettler } from './settlement-fixtures';

const ssc = createSettler(SSC_STRUCTURE);
const f = (numerator: bigint, denominator = 1n): ReturnType<typeof createFraction> =>
  createFraction(numerator, denominator);
const digitsOf = (text: string): string[] => [...text];

describe('five-digit fast game worked examples (docs/product/lottery-rules.md#five-digit-fast-game)', () => {
  it.each([
    // Result 3 1 4 1 5.
    ['31415', 'ssc_5star_straight', [['3'], ['1'], ['4'], ['1'], ['5']], 1, f(98000n)],
    ['31415', 'ssc_5star_straight', [['3', '0'], ['1', '2'], ['4'], ['1'], ['5', '6']], 8, f(98000n)],
    ['31415', 'ssc_5star_straight', [['3'], ['1'], ['4'], ['1'], ['6']], 1, f(0n)],
    ['31415', 'ssc_front4_straight', [['3'], ['1'], ['4'], ['1']], 1, f(9800n)],
    ['31415', 'ssc_back4_straight', [['1'], ['4'], ['1'], ['5']], 1, f(9800n)],
    ['31415', 'ssc_front3_straight', [['3'], ['1'], ['4', '5']], 2, f(980n)],
    ['31415', 'ssc_middle3_straight', [['1'], ['4'], ['1']], 1, f(980n)],
    ['31415', 'ssc_back3_straight', [['4'], ['1'], ['5']], 1, f(980n)],
    ['31415', 'ssc_back2_straight', [['1'], ['5']], 1, f(98n)],
    // Front three 3+1+4 = 8: sum 8 covers the 45 ordered triples with that sum.
    ['31415', 'ssc_front3_straight_sum', [['8']], 45, f(980n)],
    ['31415', 'ssc_front3_straight_sum', [['8', '0']], 46, f(980n)],
    ['31415', 'ssc_back2_straight_sum', [['6']], 7, f(98n)],
    // Middle three 1 4 1 is a pair: group 3 with {1, 4} wins; 4 digits make 12 combinations.
    ['31415', 'ssc_middle3_group3', [['1', '4']], 2, f(326666n, 1000n)],
    ['31415', 'ssc_middle3_group3', [['1', '4', '7', '9']], 12, f(326666n, 1000n)],
    ['31415', 'ssc_middle3_group6', [['1', '4', '7']], 1, f(0n)],
    ['31415', 'ssc_back3_group6', [['1', '4', '5', '9']], 4, f(163333n, 1000n)],
    ['31415', 'ssc_front2_group', [['1', '3', '5']], 3, f(49n)],
    // Back two 1 5 and front two 3 1 are different digits; a pair would lose.
    ['11415', 'ssc_front2_group', [['1']], 0, f(0n)],
    ['31415', 'ssc_position_digit', [['3'], ['0'], [], ['1', '2'], []], 4, f(2n * 98n, 10n)],
    // d1 = 3: small and odd; d5 = 5: big and odd.
    [
      '31415',
      'ssc_position_two_sided',
      [['small', 'odd', 'big'], [], [], [], ['big', 'even']],
      5,
      f(3n * 196n, 100n),
    ],
    ['31415', 'ssc_front2_two_sided', [['small', 'odd'], ['small']], 2, f(2n * 392n, 100n)],
    ['31415', 'ssc_back2_two_sided', [['big'], ['big']], 1, f(0n)],
    // 3+1+4+1+5 = 14: small and even.
    ['31415', 'ssc_sum_two_sided', [['small', 'even', 'big']], 3, f(2n * 196n, 100n)],
    ['99995', 'ssc_sum_two_sided', [['big', 'odd']], 2, f(2n * 196n, 100n)],
    // d1 3 < d5 5: tiger.
    ['31415', 'ssc_dragon_tiger', [['tiger', 'dragon']], 2, f(2177n, 1000n)],
    ['51415', 'ssc_dragon_tiger', [['dragon', 'tiger']], 2, f(0n)],
    ['51415', 'ssc_dragon_tiger', [['tie']], 1, f(98n, 10n)],
    // Back three 4 1 5; 1 appears once there (and again at d2, which does not count).
    ['31415', 'ssc_back3_any_one', [['1', '5', '3']], 3, f(2n * 3616n, 1000n)],
    ['31411', 'ssc_back3_any_one', [['1']], 1, f(3616n, 1000n)],
    ['31415', 'ssc_back3_any_two', [['1', '4', '5']], 3, f(3n * 18148n, 1000n)],
    ['31415', 'ssc_front3_shape', [['straight', 'half_straight', 'mixed']], 3, f(2722n, 1000n)],
    ['89015', 'ssc_front3_shape', [['straight']], 1, f(16333n, 1000n)],
    ['77715', 'ssc_front3_shape', [['leopard', 'pair']], 2, f(98n)],
  ] as const)('%s %s %j: %i combinations', (result, code, selection, combinations, expected) => {
    if (combinations > 0) {
      expect(ssc.count(code, selection)).toBe(combinations);
    }
    expect(ssc.settle(code, selection, digitsOf(result))).toEqual(expected);
  });

  it('classifies three digits as calc/fast.py does, wrapping straights through 0', () => {
    expect(
      ['777', '123', '890', '901', '091', '112', '124', '135', '902', '019'].map((text) =>
        classifySscShape([...text].map(Number)),
      ),
    ).toEqual([
      'leopard',
      'straight',
      'straight',
      'straight',
      'straight',
      'pair',
      'half_straight',
      'mixed',
      'half_straight',
      'straight',
    ]);
  });
});

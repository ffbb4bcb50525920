import { describe, expect, it } from 'vitest';

import { createFraction } from '../rational';
import { K3_STRUCTURE } from './result-structures';
import { createSettler } from './settlement-fixtures';

const k3 = createSettler(K3_STRUCTURE);
const f = (numerator: bigint, denominator = 1n): ReturnType<typeof createFraction> =>
  createFraction(numerator, denominator);

describe('three-dice fast game worked examples (docs/product/lottery-rules.md#three-dice-fast-game)', () => {
  it.each([
    ['123', 'k3_sum', [['6', '7']], 2, f(21168n, 1000n)],
    ['666', 'k3_sum', [['18']], 1, f(21168n, 100n)],
    // 3 + 5 + 6 = 14: big and even.
    ['356', 'k3_two_sided', [['big', 'even', 'small']], 3, f(2n * 2016n, 1000n)],
    // A triple loses every side, even 4-4-4 (sum 12, big and even).
    ['444', 'k3_two_sided', [['big', 'even']], 2, f(0n)],
    ['444', 'k3_triple_specific', [['444', '555']], 2, f(21168n, 100n)],
    ['444', 'k3_triple_any', [['any']], 1, f(3528n, 100n)],
    ['445', 'k3_triple_any', [['any']], 1, f(0n)],
    // Pairs 44 and 55 with singles 4, 5, 6: 4 combinations (44-4 and 55-5 are not).
    [
      '454',
      'k3_pair_single',
      [
        ['44', '55'],
        ['4', '5', '6'],
      ],
      4,
      f(7056n, 100n),
    ],
    ['444', 'k3_pair_single', [['44'], ['5']], 1, f(0n)],
    ['454', 'k3_pair_any', [['44', '55']], 2, f(1323n, 100n)],
    ['444', 'k3_pair_any', [['44']], 1, f(1323n, 100n)],
    ['135', 'k3_three_different', [['1', '3', '5', '6']], 4, f(3528n, 100n)],
    ['113', 'k3_three_different', [['1', '2', '3']], 1, f(0n)],
    // 1, 3 and 5 all show: the pairs 1-3, 1-5 and 3-5 win; pairs with 6 lose.
    ['135', 'k3_two_different', [['1', '3', '5', '6']], 6, f(3n * 7056n, 1000n)],
    ['113', 'k3_two_different', [['1', '3']], 1, f(7056n, 1000n)],
    ['324', 'k3_run_any', [['any']], 1, f(882n, 100n)],
    ['346', 'k3_run_any', [['any']], 1, f(0n)],
    // A value pays once however many dice show it.
    ['225', 'k3_single_value', [['2', '5', '6']], 3, f(2n * 2326n, 1000n)],
  ] as const)('%s %s %j: %i combinations', (result, code, selection, combinations, expected) => {
    expect(k3.count(code, selection)).toBe(combinations);
    expect(k3.settle(code, selection, [...result])).toEqual(expected);
  });
});

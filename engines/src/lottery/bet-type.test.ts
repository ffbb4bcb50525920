import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createFraction } from '../rational';
import { computePayout, computeTotalStake, countSubsets, normalizeSelection } from './bet-type';

describe('bet arithmetic', () => {
  it('counts subsets C(n, k) like the enumeration does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: -1, max: 21 }), (size, chosen) => {
        let count = 0;
        for (let mask = 0; mask < 2 ** size; mask += 1) {
          let bits = 0;
          for (let rest = mask; rest > 0; rest >>= 1) {
            bits += rest & 1;
          }
          count += bits === chosen ? 1 : 0;
        }
        expect(countSubsets(size, chosen)).toBe(count);
      }),
      { numRuns: 40 },
    );
  });

  it('multiplies stake per combination, combinations and stations', () => {
    expect(computeTotalStake({ stakePerCombination: 27_000n, combinations: 3 })).toBe(81_000n);
    expect(computeTotalStake({ stakePerCombination: 1_000n, combinations: 6, stations: 3 })).toBe(18_000n);
  });

  it('floors a payout to whole minor units and never pays more than the exact amount', () => {
    expect(computePayout(100n, createFraction(1997n, 1000n))).toBe(199n);
    expect(computePayout(1_000n, createFraction(1997n, 1000n))).toBe(1_997n);
    expect(computePayout(5n, createFraction(0n))).toBe(0n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (stake, numerator, denominator) => {
          const payout = computePayout(stake, createFraction(numerator, denominator));
          expect(payout * denominator <= stake * numerator).toBe(true);
          expect((payout + 1n) * denominator > stake * numerator).toBe(true);
        },
      ),
    );
  });

  it('sorts picks within rows for storage', () => {
    expect(
      normalizeSelection([
        ['34', '12'],
        ['9', '1'],
      ]),
    ).toEqual([
      ['12', '34'],
      ['1', '9'],
    ]);
  });
});

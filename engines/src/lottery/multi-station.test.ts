import { describe, expect, it } from 'vitest';

import { createFraction } from '../rational';
import { computePayout } from './bet-type';
import { VN_CENTRAL_SOUTH_DEFAULT_ODDS } from './default-odds';
import { prepareOutcome } from './lottery-bet-types';
import { parseOddsTable } from './odds-validator';
import { computeMultiStationStake, settleMultiStation } from './multi-station';
import { VN_CENTRAL_SOUTH_STRUCTURE } from './result-structures';

/** A station result whose every number ends in `lastTwo` except G8, which is `eighth`. */
function createStationResult(lastTwo: string, eighth: string): string[] {
  return VN_CENTRAL_SOUTH_STRUCTURE.tiers.flatMap((tier) =>
    Array.from({ length: tier.count }, () =>
      tier.prize === 'eighth' ? eighth : '9'.repeat(tier.length - 2) + lastTwo,
    ),
  );
}

const odds = parseOddsTable(VN_CENTRAL_SOUTH_STRUCTURE, VN_CENTRAL_SOUTH_DEFAULT_ODDS);
const readOdds = (code: string): NonNullable<ReturnType<typeof odds.get>> => {
  const entry = odds.get(code);
  if (entry === undefined) {
    throw new RangeError(code);
  }
  return entry;
};

describe('multi-station bets (docs/product/lottery-rules.md#multi-station-bets)', () => {
  it('multiplies the stake by the number of stations', () => {
    // "2dmn" đề 12, 34 at 10,000đ a combination: 2 numbers × 2 stations.
    expect(
      computeMultiStationStake({
        stakePerCombination: 10_000n,
        combinations: 2,
        stations: ['TPHCM', 'DONGTHAP'],
      }),
    ).toBe(40_000n);
    expect(() =>
      computeMultiStationStake({ stakePerCombination: 1n, combinations: 1, stations: [] }),
    ).toThrow(RangeError);
    expect(() =>
      computeMultiStationStake({ stakePerCombination: 1n, combinations: 1, stations: ['TPHCM', 'TPHCM'] }),
    ).toThrow(RangeError);
  });

  it('settles each station on its own result and sums the wins', () => {
    const settlement = settleMultiStation({
      code: 'de_db_last2',
      selection: [['12', '34']],
      odds: readOdds('de_db_last2'),
      stations: [
        {
          station: 'TPHCM',
          outcome: prepareOutcome(VN_CENTRAL_SOUTH_STRUCTURE, createStationResult('12', '00')),
        },
        {
          station: 'DONGTHAP',
          outcome: prepareOutcome(VN_CENTRAL_SOUTH_STRUCTURE, createStationResult('34', '00')),
        },
        {
          station: 'CAMAU',
          outcome: prepareOutcome(VN_CENTRAL_SOUTH_STRUCTURE, createStationResult('56', '00')),
        },
      ],
    });
    expect(settlement.stations.map((station) => station.status)).toEqual(['settled', 'settled', 'settled']);
    expect(settlement.returnPerUnit).toEqual(createFraction(2n * 99n));
    expect(settlement.voidStationCount).toBe(0);
    expect(computePayout(10_000n, settlement.returnPerUnit)).toBe(1_980_000n);
  });

  it('counts lô repeats per station and refunds a station whose draw was cancelled', () => {
    const settlement = settleMultiStation({
      code: 'lo2',
      selection: [['12']],
      odds: readOdds('lo2'),
      stations: [
        // 17 numbers end in 12 and G8 is 12 too: 18 occurrences.
        {
          station: 'TPHCM',
          outcome: prepareOutcome(VN_CENTRAL_SOUTH_STRUCTURE, createStationResult('12', '12')),
        },
        { station: 'DONGTHAP', outcome: null },
      ],
    });
    expect(settlement.stations).toEqual([
      { station: 'TPHCM', status: 'settled', returnPerUnit: createFraction(18n * 99n, 18n) },
      { station: 'DONGTHAP', status: 'void' },
    ]);
    expect(settlement.voidStationCount).toBe(1);
    // 1 point at 18,000đ: 18 × 99,000đ won on one station, 18,000đ back from the other.
    expect(computePayout(18_000n, settlement.returnPerUnit)).toBe(18n * 99_000n);
  });
});

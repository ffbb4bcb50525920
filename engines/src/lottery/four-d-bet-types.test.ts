import { describe, expect, it } from 'vitest';

import { createFraction } from '../rational';
import { computePayout } from './bet-type';
import { FOUR_D_OPERATOR_ODDS } from './default-odds';
import { countPermutations } from './four-d-bet-types';
import { FOUR_D_STRUCTURE } from './result-structures';
import { createSettler } from './settlement-fixtures';

/** 1st 1234, 2nd 5678, 3rd 9012, specials and consolations; 5678 is drawn again as a special, 4321 as a consolation. */
const RESULT = [
  '1234',
  '5678',
  '9012',
  ...['5678', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009'],
  ...['4321', '1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000'],
];

const magnum = createSettler(FOUR_D_STRUCTURE, FOUR_D_OPERATOR_ODDS.magnum);
const singapore = createSettler(FOUR_D_STRUCTURE, FOUR_D_OPERATOR_ODDS.singapore_pools);
const f = (numerator: bigint): ReturnType<typeof createFraction> => createFraction(numerator);

describe('4D straight Big and Small (docs/product/lottery-rules.md#4d-bet-types)', () => {
  it('pays RM1 Big + RM1 Small on a number drawn 2nd as RM1,000 + RM2,000 (ask.my), and every other prize it won', () => {
    // 5678 is 2nd and also a special: Big pays 1,000 + 180, Small only 2,000.
    expect(magnum.settle('4d_big', [['5678']], RESULT)).toEqual(f(1180n));
    expect(magnum.settle('4d_small', [['5678']], RESULT)).toEqual(f(2000n));
    expect(computePayout(100n, magnum.settle('4d_small', [['5678']], RESULT))).toBe(200_000n);
  });

  it.each([
    ['4d_big', '1234', 2500n, 2000n],
    ['4d_big', '9012', 500n, 490n],
    ['4d_big', '0005', 180n, 250n],
    ['4d_big', '7000', 60n, 60n],
    ['4d_small', '1234', 3500n, 3000n],
    ['4d_small', '9012', 1000n, 800n],
    ['4d_small', '0005', 0n, 0n],
    ['4d_big', '3333', 0n, 0n],
  ])('%s %s pays %i (Magnum) and %i (Singapore Pools)', (code, number, magnumPrize, singaporePrize) => {
    expect(magnum.settle(code, [[number]], RESULT)).toEqual(f(magnumPrize));
    expect(singapore.settle(code, [[number]], RESULT)).toEqual(f(singaporePrize));
  });
});

describe('4D permutation and system bets (docs/product/lottery-rules.md#4d-bet-types)', () => {
  it('counts 24, 12, 6, 4 and 1 permutations', () => {
    expect(['1234', '1123', '1122', '1112', '1111'].map(countPermutations)).toEqual([24, 12, 6, 4, 1]);
  });

  it('Box: every permutation is a combination at full prize', () => {
    expect(magnum.count('4d_box_big', [['1234', '1122']])).toBe(30);
    // 1234 (1st) and 4321 (consolation) are both permutations of 2143.
    expect(magnum.settle('4d_box_big', [['2143']], RESULT)).toEqual(f(2500n + 60n));
    expect(magnum.settle('4d_box_small', [['2143']], RESULT)).toEqual(f(3500n));
  });

  it('iBox: one combination covers every permutation and pays the operator table verbatim', () => {
    expect(magnum.count('4d_ibox_big', [['2143']])).toBe(1);
    // Magnum mBox Big, 24 permutations: 1st 105, consolation 3.
    expect(magnum.settle('4d_ibox_big', [['2143']], RESULT)).toEqual(f(105n + 3n));
    expect(magnum.settle('4d_ibox_small', [['2143']], RESULT)).toEqual(f(146n));
    expect(singapore.settle('4d_ibox_big', [['2143']], RESULT)).toEqual(f(83n + 3n));
    // 0001 (a special) has 4 permutations: mBox Big special column 4 pays 45; Singapore's starter pays 62.
    expect(magnum.settle('4d_ibox_big', [['1000']], RESULT)).toEqual(f(45n + 15n));
    expect(singapore.settle('4d_ibox_big', [['0100']], RESULT)).toEqual(f(62n + 15n));
  });

  it('Roll: R stands for each digit, ten combinations at full prize', () => {
    expect(magnum.count('4d_roll_big', [['12R4']])).toBe(10);
    expect(magnum.settle('4d_roll_big', [['12R4']], RESULT)).toEqual(f(2500n));
    expect(magnum.settle('4d_roll_big', [['R000']], RESULT)).toEqual(f(9n * 60n));
    expect(magnum.settle('4d_roll_small', [['R000']], RESULT)).toEqual(f(0n));
  });

  it('offers no iBox for operators whose table the reference does not give whole', () => {
    expect(Object.keys(FOUR_D_OPERATOR_ODDS.sports_toto)).not.toContain('4d_ibox_big');
    expect(Object.keys(FOUR_D_OPERATOR_ODDS.da_ma_cai)).not.toContain('4d_ibox_small');
  });
});

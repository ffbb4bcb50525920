import { checkSelection } from '@plaza/engines/lottery/bet-type';
import { listBetTypes } from '@plaza/engines/lottery/lottery-bet-types';
import { RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import type { ResultStructureCode } from '@plaza/engines/lottery/result-structures';
import { describe, expect, it } from 'vitest';

import { checkCandidate, computeSlipTotal, parseTypedPicks, quickPick } from './bet-slip';
import type { PickRandom } from './bet-slip';

const STRUCTURES = Object.keys(RESULT_STRUCTURES) as ResultStructureCode[];

/** A fixed sequence of "random" numbers, so a failure replays. */
function createSequence(seed: number): PickRandom {
  let state = seed;
  return (size) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % size;
  };
}

describe('the bet slip rules', () => {
  it('quick-picks a selection the engine accepts for every bet type, many times over', () => {
    const random = createSequence(42);
    for (const code of STRUCTURES) {
      for (const definition of listBetTypes(RESULT_STRUCTURES[code])) {
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const selection = quickPick(definition, random);
          expect(
            checkSelection(definition, selection),
            `${definition.code} ${JSON.stringify(selection)}`,
          ).toBe(null);
        }
      }
    }
  });

  it('counts combinations as the engine does and refuses a repeated xiên number', () => {
    const [xien2] = listBetTypes(RESULT_STRUCTURES.vn_north).filter(
      (definition) => definition.code === 'xien2',
    );
    if (xien2 === undefined) {
      throw new Error('xien2 missing');
    }
    expect(checkCandidate(xien2, [['12', '34', '56']])).toEqual({
      isValid: true,
      selection: [['12', '34', '56']],
      combinations: 3,
    });
    expect(checkCandidate(xien2, [['12', '12']])).toMatchObject({ isValid: false });
  });

  it('reads typed numbers split by spaces, commas and semicolons, a 4D roll upper-cased', () => {
    expect(parseTypedPicks(' 123, 456;789\n1r23 ')).toEqual(['123', '456', '789', '1R23']);
  });

  it('totals the slip over a chase: money per combination × combinations × stations per line, times the issues', () => {
    const lines = [
      {
        id: 'a',
        betCode: 'xien2',
        selection: [['12', '34', '56']],
        combinations: 3,
        stake: 200,
        isInPoints: false,
        stakePerCombination: 200,
        stations: [],
      },
      // Two points of lô at 500 a point on two stations.
      {
        id: 'b',
        betCode: 'lo2',
        selection: [['07']],
        combinations: 1,
        stake: 2,
        isInPoints: true,
        stakePerCombination: 1000,
        stations: ['TPHCM', 'DT'],
      },
    ];
    expect(computeSlipTotal(lines, 1)).toBe(2600);
    expect(computeSlipTotal(lines, 5)).toBe(13000);
  });
});

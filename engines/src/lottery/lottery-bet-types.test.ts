import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addFractions, createFraction } from '../rational';
import type { LotterySelection, SelectionRow } from './bet-type';
import { checkSelection, formatSelection, parseSelectionText } from './bet-type';
import { computeCombinationReturn, expandSelection } from './bet-type-oracle';
import { DEFAULT_ODDS, FOUR_D_OPERATOR_ODDS } from './default-odds';
import type { LotteryBetType } from './lottery-bet-types';
import {
  countSelectionCombinations,
  LOTTERY_BET_TYPES,
  listBetTypes,
  prepareOutcome,
  settleSelection,
  validateSelection,
} from './lottery-bet-types';
import type { OddsTableData } from './lottery-odds';
import { parseOddsTable } from './odds-validator';
import type { ResultStructure } from './result-structures';
import {
  listResultPositions,
  RESULT_STRUCTURES,
  VN_CENTRAL_SOUTH_STRUCTURE,
  VN_NORTH_STRUCTURE,
} from './result-structures';

/** Random results of a structure; a small digit alphabet now and then makes repeats (lô nháy) common. */
function createResultArbitrary(structure: ResultStructure): fc.Arbitrary<string[]> {
  const digits = (alphabet: number): fc.Arbitrary<string[]> =>
    fc.tuple(
      ...listResultPositions(structure).map((tier) =>
        fc
          .array(
            fc.integer({
              min: structure.digitMin,
              max: Math.min(structure.digitMax, structure.digitMin + alphabet - 1),
            }),
            {
              minLength: tier.length,
              maxLength: tier.length,
            },
          )
          .map((values) => values.join('')),
      ),
    );
  return fc.oneof(digits(structure.digitMax - structure.digitMin + 1), digits(3));
}

function listRotations(number: string): string[] {
  return [...number].map((_, index) => number.slice(index) + number.slice(0, index));
}

function sumDigits(text: string): number {
  return [...text].reduce((total, digit) => total + Number(digit), 0);
}

/**
 * Picks related to the result, so that random selections win often enough to test winning paths: every
 * prefix and suffix of every number, its rotations and reversals, roll patterns, digits doubled and tripled
 * (K3 pairs and triples), digit sums of last-2s, of the spans and of the whole result. Offered beside uniform
 * picks, never instead of them.
 */
function listHotPicks(result: readonly string[]): Set<string> {
  const hot = new Set<string>();
  const joined = result.join('');
  for (const number of result) {
    for (let length = 1; length <= number.length; length += 1) {
      hot.add(number.slice(-length));
      hot.add(number.slice(0, length));
    }
    hot.add(String(sumDigits(number.slice(-2))));
    for (const rotation of listRotations(number)) {
      hot.add(rotation);
      hot.add([...rotation].reverse().join(''));
      for (let position = 0; position < rotation.length; position += 1) {
        hot.add(rotation.slice(0, position) + 'R' + rotation.slice(position + 1));
      }
    }
  }
  for (const digit of joined) {
    hot.add(digit + digit);
    hot.add(digit + digit + digit);
  }
  for (let start = 0; start < joined.length; start += 1) {
    for (let end = start + 2; end <= Math.min(joined.length, start + 5); end += 1) {
      hot.add(String(sumDigits(joined.slice(start, end))));
    }
  }
  return hot;
}

function createRowArbitrary(row: SelectionRow, result: readonly string[]): fc.Arbitrary<string[]> {
  const maxLength = Math.min(row.maxPicks, row.minPicks + 4);
  const isAllowed = (pick: string): boolean =>
    row.allowed instanceof RegExp ? row.allowed.test(pick) : row.allowed.includes(pick);
  // A positional row ("d3") is hot on the digit drawn at its position.
  const position = /^d(\d)$/.exec(row.label);
  const hot = [
    ...listHotPicks(result),
    ...(position === null ? [] : [result[Number(position[1]) - 1] ?? '']),
  ].filter(isAllowed);
  const uniform =
    row.allowed instanceof RegExp ? fc.stringMatching(row.allowed) : fc.constantFrom(...row.allowed);
  const pick = hot.length > 0 ? fc.oneof(fc.constantFrom(...hot), uniform) : uniform;
  return fc.uniqueArray(pick, { minLength: row.minPicks, maxLength });
}

function createCaseArbitrary(
  definition: LotteryBetType,
  structure: ResultStructure,
): fc.Arbitrary<{ result: string[]; selection: string[][] }> {
  return createResultArbitrary(structure).chain((result) =>
    fc
      .tuple(...definition.selectionRule.rows.map((row) => createRowArbitrary(row, result)))
      .map((selection) => ({ result, selection })),
  );
}

function sumOracleReturns(
  structure: ResultStructure,
  definition: LotteryBetType,
  selection: LotterySelection,
  result: readonly string[],
  table: ReadonlyMap<string, Parameters<typeof settleSelection>[3]>,
): ReturnType<typeof settleSelection> {
  const odds = table.get(definition.code);
  if (odds === undefined) {
    throw new RangeError(`no odds for ${definition.code}`);
  }
  return expandSelection(definition.code, selection).reduce(
    (total, combination) =>
      addFractions(total, computeCombinationReturn(structure, definition.code, combination, result, odds)),
    createFraction(0n),
  );
}

const CASES: [string, ResultStructure, OddsTableData][] = [
  ...Object.values(RESULT_STRUCTURES).map((structure): [string, ResultStructure, OddsTableData] => [
    structure.code,
    structure,
    DEFAULT_ODDS[structure.code],
  ]),
  ['4d (Singapore Pools)', RESULT_STRUCTURES['4d'], FOUR_D_OPERATOR_ODDS.singapore_pools],
];

describe.each(CASES)('every bet type of %s against the oracle (property tests)', (_, structure, oddsData) => {
  const table = parseOddsTable(structure, oddsData);
  const definitions = listBetTypes(structure).filter((definition) => table.has(definition.code));

  it.each(definitions.map((definition) => [definition.code, definition] as const))(
    '%s: combinations match the one-by-one expansion and settlement pays exactly the winning combinations',
    (code, definition) => {
      const odds = table.get(code);
      if (odds === undefined) {
        throw new RangeError(`no odds for ${code}`);
      }
      fc.assert(
        fc.property(createCaseArbitrary(definition, structure), ({ result, selection }) => {
          fc.pre(checkSelection(definition, selection) === null);
          const combinations = expandSelection(code, selection);
          expect(countSelectionCombinations(structure, code, selection)).toBe(combinations.length);
          const settled = settleSelection(prepareOutcome(structure, result), code, selection, odds);
          expect(settled).toEqual(sumOracleReturns(structure, definition, selection, result, table));
          expect(settled.numerator >= 0n).toBe(true);
        }),
        { numRuns: 60 },
      );
    },
  );
});

describe('bet type catalogue', () => {
  it('has unique codes and default odds for exactly the bet types each structure offers', () => {
    const codes = LOTTERY_BET_TYPES.map((definition) => definition.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const structure of Object.values(RESULT_STRUCTURES)) {
      expect(Object.keys(DEFAULT_ODDS[structure.code]).sort()).toEqual(
        listBetTypes(structure)
          .map((definition) => definition.code)
          .sort(),
      );
    }
  });

  it('offers each region its own đề variants', () => {
    const codes = (structure: ResultStructure): string[] =>
      listBetTypes(structure).map((definition) => definition.code);
    expect(codes(VN_NORTH_STRUCTURE)).toEqual(expect.arrayContaining(['de_g7', 'de_g1_last2']));
    expect(codes(VN_NORTH_STRUCTURE)).not.toContain('de_g8');
    expect(codes(VN_CENTRAL_SOUTH_STRUCTURE)).toEqual(
      expect.arrayContaining(['de_g8', 'de_head_tail', 'cang3_g7', 'cang3_head_tail']),
    );
    expect(codes(VN_CENTRAL_SOUTH_STRUCTURE)).not.toContain('de_g7');
    expect(validateSelection(VN_NORTH_STRUCTURE, 'de_g8', [['12']])).toEqual({ reason: 'not_offered' });
    expect(validateSelection(VN_NORTH_STRUCTURE, 'k3_sum', [['12']])).toEqual({ reason: 'not_offered' });
    expect(() => countSelectionCombinations(VN_NORTH_STRUCTURE, 'de_g8', [['12']])).toThrow(RangeError);
  });

  it('refuses malformed selections with a reason', () => {
    const north = VN_NORTH_STRUCTURE;
    expect(validateSelection(north, 'lo2', [['12', '34']])).toBeNull();
    expect(validateSelection(north, 'lo2', [])).toEqual({ reason: 'row_count' });
    expect(validateSelection(north, 'lo2', [[]])).toEqual({ reason: 'pick_count', row: 0 });
    expect(validateSelection(north, 'lo2', [['1']])).toEqual({ reason: 'invalid_pick', row: 0, pick: '1' });
    expect(validateSelection(north, 'lo3', [['12a']])).toEqual({
      reason: 'invalid_pick',
      row: 0,
      pick: '12a',
    });
    // A xiên with a repeated number is invalid (docs/product/lottery-rules.md#vietnamese-bet-types).
    expect(validateSelection(north, 'xien2', [['12', '12']])).toEqual({
      reason: 'duplicate_pick',
      row: 0,
      pick: '12',
    });
    expect(validateSelection(north, 'xien3', [['12', '34']])).toEqual({ reason: 'pick_count', row: 0 });
    const ssc = RESULT_STRUCTURES.ssc;
    expect(validateSelection(ssc, 'ssc_position_digit', [[], [], [], [], []])).toEqual({
      reason: 'pick_count',
    });
    expect(validateSelection(ssc, 'ssc_position_digit', [[], ['3'], [], [], []])).toBeNull();
    const k3 = RESULT_STRUCTURES.k3;
    expect(validateSelection(k3, 'k3_pair_single', [['11'], ['1']])).toEqual({ reason: 'no_combination' });
    expect(validateSelection(RESULT_STRUCTURES['4d'], '4d_ibox_big', [['1111']])).toEqual({
      reason: 'no_combination',
    });
    expect(validateSelection(RESULT_STRUCTURES['4d'], '4d_roll_big', [['12RR']])).toMatchObject({
      reason: 'invalid_pick',
    });
  });

  it('stores a selection as text and reads it back', () => {
    const selection = [['1', '2'], [], ['3']];
    expect(formatSelection(selection)).toBe('1,2||3');
    expect(parseSelectionText('1,2||3')).toEqual(selection);
    expect(parseSelectionText(formatSelection([['12', '34']]))).toEqual([['12', '34']]);
  });

  it('refuses a result of the wrong structure when preparing it', () => {
    expect(() => prepareOutcome(VN_NORTH_STRUCTURE, ['1', '2', '3'])).toThrow(RangeError);
    expect(() => prepareOutcome(RESULT_STRUCTURES.k3, ['1', '2', '7'])).toThrow(RangeError);
  });
});

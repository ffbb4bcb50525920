import { describe, expect, it } from 'vitest';

import type { Fraction } from '../rational';
import {
  addFractions,
  convertFractionToNumber,
  createFraction,
  divideFractions,
  multiplyFractions,
} from '../rational';
import type { LotterySelection } from './bet-type';
import { checkSelection } from './bet-type';
import { DEFAULT_ODDS, FOUR_D_OPERATOR_ODDS, SSC_DEFAULT_ODDS, VN_NORTH_DEFAULT_ODDS } from './default-odds';
import type { LotteryBetType, LotteryOutcome } from './lottery-bet-types';
import { listBetTypes, prepareOutcome, settleSelection } from './lottery-bet-types';
import type { OddsTableData } from './lottery-odds';
import { parseDecimal } from './lottery-odds';
import type { BetTypeRtp } from './odds-validator';
import { parseOddsTable, validateOddsTable } from './odds-validator';
import type { ResultStructure } from './result-structures';
import {
  FOUR_D_STRUCTURE,
  K3_STRUCTURE,
  listResultPositions,
  SSC_STRUCTURE,
  VN_CENTRAL_SOUTH_STRUCTURE,
  VN_NORTH_STRUCTURE,
} from './result-structures';
import { computeAllPresentProbability, computeNonePresentProbability } from './vietnamese-bet-types';

const ONE = createFraction(1n);
const percent = (value: string): Fraction => divideFractions(parseDecimal(value), createFraction(100n));

function readRtps(
  structure: ResultStructure,
  data: OddsTableData = DEFAULT_ODDS[structure.code],
): BetTypeRtp[] {
  const validation = validateOddsTable(structure, data, ONE);
  expect(validation.problems).toEqual([]);
  return [...validation.rtps];
}

function findRtp(rtps: readonly BetTypeRtp[], code: string, variant: string | null = null): BetTypeRtp {
  const figure = rtps.find((candidate) => candidate.code === code && candidate.variant === variant);
  if (figure === undefined) {
    throw new RangeError(`no RTP for ${code} ${String(variant)}`);
  }
  return figure;
}

describe('default RTPs equal the published figures (docs/product/lottery-rules.md#odds-and-rtp)', () => {
  it.each([
    ['lo2', '99'],
    ['lo3', '96'],
    ['lo4', '88.8'],
    ['de_db_last2', '99'],
    ['de_db_first2', '99'],
    ['de_db_tens', '98'],
    ['de_db_units', '98'],
    ['de_g1_last2', '98'],
    ['de_g7', '98'],
    ['cang3_db', '96'],
    ['cang4_db', '88.8'],
    ['de_db_two_sided', '99.85'],
  ])('Miền Bắc %s returns exactly %s%%', (code, figure) => {
    expect(findRtp(readRtps(VN_NORTH_STRUCTURE), code).rtp).toEqual(percent(figure));
  });

  it.each([
    ['lo2', '99'],
    ['lo3', '98'],
    ['lo4', '95'],
    ['de_g8', '99'],
    ['de_head_tail', '99'],
    ['cang3_g7', '98'],
    ['cang3_head_tail', '98'],
  ])('Miền Trung/Nam %s returns exactly %s%%', (code, figure) => {
    expect(findRtp(readRtps(VN_CENTRAL_SOUTH_STRUCTURE), code).rtp).toEqual(percent(figure));
  });

  it('prices the đề digit sums as ltr_test: 70% for s = 0 up to 90% for s = 9, symmetric', () => {
    const rtps = readRtps(VN_NORTH_STRUCTURE);
    const expected = ['70', '72', '80.997', '82', '82', '81.996', '85.995', '87', '87.993', '90'];
    for (let sum = 0; sum <= 18; sum += 1) {
      expect(findRtp(rtps, 'de_db_sum', String(sum)).rtp).toEqual(
        percent(expected[sum <= 9 ? sum : 18 - sum] ?? ''),
      );
    }
  });

  // Probabilities and RTPs as calc/vn.py prints them (6 and 4 decimals).
  it.each([
    [VN_NORTH_STRUCTURE, 'xien2', 0.054882, 0.8781],
    [VN_NORTH_STRUCTURE, 'xien3', 0.012298, 0.7994],
    [VN_NORTH_STRUCTURE, 'xien4', 0.00267, 0.4806],
    [VN_NORTH_STRUCTURE, 'truot4', 0.332142, 0.7639],
    [VN_NORTH_STRUCTURE, 'truot8', 0.105262, 0.8421],
    [VN_NORTH_STRUCTURE, 'truot10', 0.05815, 0.6978],
    [VN_CENTRAL_SOUTH_STRUCTURE, 'xien2', 0.026108, 0.731],
    [VN_CENTRAL_SOUTH_STRUCTURE, 'xien3', 0.003913, 0.587],
    [VN_CENTRAL_SOUTH_STRUCTURE, 'xien4', 0.000555, 0.4164],
    [VN_CENTRAL_SOUTH_STRUCTURE, 'truot4', 0.479603, 0.8633],
    [VN_CENTRAL_SOUTH_STRUCTURE, 'truot8', 0.222936, 0.7357],
    [VN_CENTRAL_SOUTH_STRUCTURE, 'truot10', 0.150095, 0.6454],
  ])('%s %s: P = %f, RTP = %f', (structure, code, probability, rtp) => {
    const figure = findRtp(readRtps(structure), code);
    expect(convertFractionToNumber(figure.expectedHits)).toBeCloseTo(probability, 6);
    expect(convertFractionToNumber(figure.rtp)).toBeCloseTo(rtp, 4);
  });

  it.each([
    ['magnum', '64', '65'],
    ['sports_toto', '64', '65'],
    ['da_ma_cai', '64', '65'],
    ['singapore_pools', '65.9', '58'],
  ] as const)('4D %s: Big %s%%, Small %s%% (calc/fourd.py), Box and Roll alike', (operator, big, small) => {
    const rtps = readRtps(FOUR_D_STRUCTURE, FOUR_D_OPERATOR_ODDS[operator]);
    for (const code of ['4d_big', '4d_box_big', '4d_roll_big']) {
      expect(findRtp(rtps, code).rtp).toEqual(percent(big));
    }
    for (const code of ['4d_small', '4d_box_small', '4d_roll_small']) {
      expect(findRtp(rtps, code).rtp).toEqual(percent(small));
    }
  });

  it('prices iBox by the verbatim tables: Magnum mBox Big returns 66.72% on 24 permutations', () => {
    const rtps = readRtps(FOUR_D_STRUCTURE, FOUR_D_OPERATOR_ODDS.magnum);
    // 24 × (105 + 42 + 21 + 10 × 8 + 10 × 3) / 10,000.
    expect(findRtp(rtps, '4d_ibox_big', '24').rtp).toEqual(createFraction(24n * 278n, 10_000n));
    expect(findRtp(rtps, '4d_ibox_big', '4').rtp).toEqual(percent('64'));
    expect(findRtp(rtps, '4d_ibox_small', '24').rtp).toEqual(createFraction(24n * 272n, 10_000n));
  });

  it.each([SSC_STRUCTURE, K3_STRUCTURE])(
    '%o: every fast-game default is the 98%% odds rounded down to three decimals',
    (structure) => {
      for (const figure of readRtps(structure)) {
        const fairOdds = divideFractions(createFraction(98n, 100n), figure.expectedHits);
        const roundedDown = createFraction((fairOdds.numerator * 1000n) / fairOdds.denominator, 1000n);
        expect(figure.rtp, `${figure.code} ${String(figure.variant)}`).toEqual(
          multiplyFractions(roundedDown, figure.expectedHits),
        );
        expect(convertFractionToNumber(figure.rtp)).toBeGreaterThan(0.9793);
        expect(convertFractionToNumber(figure.rtp)).toBeLessThanOrEqual(0.98);
      }
    },
  );

  it.each([
    [SSC_STRUCTURE, 'ssc_dragon_tiger', 'dragon', 0.45],
    [SSC_STRUCTURE, 'ssc_dragon_tiger', 'tie', 0.1],
    [SSC_STRUCTURE, 'ssc_back3_any_one', null, 0.271],
    [SSC_STRUCTURE, 'ssc_back3_any_two', null, 0.054],
    [SSC_STRUCTURE, 'ssc_front3_shape', 'leopard', 0.01],
    [SSC_STRUCTURE, 'ssc_front3_shape', 'straight', 0.06],
    [SSC_STRUCTURE, 'ssc_front3_shape', 'pair', 0.27],
    [SSC_STRUCTURE, 'ssc_front3_shape', 'half_straight', 0.36],
    [SSC_STRUCTURE, 'ssc_front3_shape', 'mixed', 0.3],
    [SSC_STRUCTURE, 'ssc_sum_two_sided', 'big', 0.5],
    [K3_STRUCTURE, 'k3_two_sided', 'big', 105 / 216],
    [K3_STRUCTURE, 'k3_pair_any', null, 16 / 216],
    [K3_STRUCTURE, 'k3_two_different', null, 30 / 216],
    [K3_STRUCTURE, 'k3_run_any', null, 24 / 216],
    [K3_STRUCTURE, 'k3_sum', '10', 27 / 216],
  ] as const)('%o %s %s wins with probability %f (calc/fast.py)', (structure, code, variant, probability) => {
    expect(convertFractionToNumber(findRtp(readRtps(structure), code, variant).expectedHits)).toBeCloseTo(
      probability,
      12,
    );
  });
});

/** Every equally likely result of a small structure, prepared. */
function listAllOutcomes(structure: ResultStructure): LotteryOutcome[] {
  const positions = listResultPositions(structure).length;
  const base = structure.digitMax - structure.digitMin + 1;
  return Array.from({ length: base ** positions }, (_, index) => {
    const digits: string[] = [];
    let rest = index;
    for (let position = 0; position < positions; position += 1) {
      digits.unshift(String((rest % base) + structure.digitMin));
      rest = Math.floor(rest / base);
    }
    return prepareOutcome(structure, digits);
  });
}

/** The smallest selection the rule allows, rotating later rows until it makes a combination. */
function createMinimalSelection(definition: LotteryBetType, variant: string | null): LotterySelection {
  if (variant !== null) {
    return [[variant]];
  }
  for (let shift = 0; shift < 10; shift += 1) {
    const selection = definition.selectionRule.rows.map((row, index) => {
      const allowed = row.allowed instanceof RegExp ? [] : row.allowed;
      const picks = Math.max(row.minPicks, index === 0 ? 1 : 0);
      return [...allowed.slice((index * shift) % allowed.length), ...allowed].slice(0, picks);
    });
    if (checkSelection(definition, selection) === null) {
      return selection;
    }
  }
  throw new RangeError(`no minimal selection for ${definition.code}`);
}

describe.each([SSC_STRUCTURE, K3_STRUCTURE])('RTPs of %o against exhaustive settlement', (structure) => {
  const outcomes = listAllOutcomes(structure);
  const table = parseOddsTable(structure, DEFAULT_ODDS[structure.code]);
  const rtps = readRtps(structure);

  it.each(listBetTypes(structure).map((definition) => [definition.code, definition] as const))(
    '%s: the average settlement over every result equals the computed RTP',
    (code, definition) => {
      const odds = table.get(code);
      if (odds === undefined) {
        throw new RangeError(`no odds for ${code}`);
      }
      for (const figure of rtps.filter((candidate) => candidate.code === code)) {
        const variant =
          definition.oddsKind === 'by_pick' || figure.variant === null ? figure.variant : figure.variant;
        const selection = createMinimalSelection(definition, variant);
        // Tally each distinct return once: adding 50,000 fractions one by one is what would be slow.
        const tally = new Map<string, { settled: Fraction; count: number }>();
        for (const outcome of outcomes) {
          const settled = settleSelection(outcome, code, selection, odds);
          if (settled.numerator > 0n) {
            const key = `${settled.numerator}/${settled.denominator}`;
            tally.set(key, { settled, count: (tally.get(key)?.count ?? 0) + 1 });
          }
        }
        const total = [...tally.values()].reduce(
          (sum, { settled, count }) =>
            addFractions(sum, multiplyFractions(settled, createFraction(BigInt(count)))),
          createFraction(0n),
        );
        const perCombination = createFraction(
          total.numerator,
          total.denominator * BigInt(outcomes.length) * BigInt(definition.countCombinations(selection)),
        );
        expect(perCombination, `${code} ${String(figure.variant)}`).toEqual(figure.rtp);
      }
    },
  );
});

describe('the odds validator refuses what it must (docs/product/lottery-rules.md#odds-and-rtp)', () => {
  it('refuses Miền Nam xiên-2 odds ×30 copied into Miền Bắc: 164.6% RTP on 27 numbers', () => {
    const copied = { ...VN_NORTH_DEFAULT_ODDS, xien2: { kind: 'multiplier', odds: '30' } } as const;
    const validation = validateOddsTable(VN_NORTH_STRUCTURE, copied, percent('99.85'));
    expect(validation.isValid).toBe(false);
    expect(validation.violations.map((figure) => figure.code)).toEqual(['xien2']);
    expect(convertFractionToNumber(validation.violations[0]?.rtp ?? ONE)).toBeCloseTo(1.6465, 4);
    // The same odds on a southern station are legitimate: 78.3%.
    const southern = validateOddsTable(VN_CENTRAL_SOUTH_STRUCTURE, { xien2: copied.xien2 }, percent('99.85'));
    expect(southern.isValid).toBe(true);
    expect(convertFractionToNumber(southern.rtps[0]?.rtp ?? ONE)).toBeCloseTo(0.7832, 4);
  });

  it('accepts every default table at its own highest figure and names what passes a lower maximum', () => {
    expect(validateOddsTable(VN_NORTH_STRUCTURE, VN_NORTH_DEFAULT_ODDS, percent('99.85')).isValid).toBe(true);
    const strict = validateOddsTable(VN_NORTH_STRUCTURE, VN_NORTH_DEFAULT_ODDS, percent('99'));
    expect(strict.violations.map((figure) => figure.code)).toEqual(['de_db_two_sided']);
    for (const structure of [VN_CENTRAL_SOUTH_STRUCTURE, SSC_STRUCTURE, K3_STRUCTURE, FOUR_D_STRUCTURE]) {
      expect(validateOddsTable(structure, DEFAULT_ODDS[structure.code], percent('99.85')).isValid).toBe(true);
    }
  });

  it('catches the reference rounding dragon and tiger up to 2.178 (98.01%) under a 98% maximum', () => {
    const rounded = {
      ...SSC_DEFAULT_ODDS,
      ssc_dragon_tiger: { kind: 'by_pick', odds: { dragon: '2.178', tiger: '2.178', tie: '9.8' } },
    } as const;
    const validation = validateOddsTable(SSC_STRUCTURE, rounded, percent('98'));
    expect(validation.violations.map((figure) => [figure.code, figure.variant])).toEqual([
      ['ssc_dragon_tiger', 'dragon'],
      ['ssc_dragon_tiger', 'tiger'],
    ]);
    expect(validation.violations[0]?.rtp).toEqual(createFraction(9801n, 10_000n));
  });

  it('names malformed tables: unknown codes, wrong kinds, bad figures and unpriced picks', () => {
    const digitSums = Object.fromEntries(Array.from({ length: 18 }, (_, sum) => [String(sum), '9']));
    const validation = validateOddsTable(
      VN_NORTH_STRUCTURE,
      {
        de_g8: { kind: 'multiplier', odds: '99' },
        lo2: { kind: 'multiplier', odds: '3.6' },
        de_db_last2: { kind: 'multiplier', odds: '9,9' },
        de_db_first2: { kind: 'multiplier', odds: '0' },
        cang3_db: { kind: 'multiplier', odds: '-960' },
        de_db_sum: { kind: 'by_pick', odds: { ...digitSums, '19': '9' } },
      },
      ONE,
    );
    expect(validation.isValid).toBe(false);
    expect(validation.problems.map((problem) => [problem.code, problem.reason])).toEqual([
      ['de_g8', 'not_offered'],
      ['lo2', 'wrong_kind'],
      ['de_db_last2', 'malformed'],
      ['de_db_first2', 'malformed'],
      ['cang3_db', 'malformed'],
      ['de_db_sum', 'missing_pick'],
      ['de_db_sum', 'unknown_pick'],
    ]);
    expect(() => parseOddsTable(VN_NORTH_STRUCTURE, { de_g8: { kind: 'multiplier', odds: '99' } })).toThrow(
      RangeError,
    );
  });

  it('reads decimals exactly', () => {
    expect(parseDecimal('1.997')).toEqual(createFraction(1997n, 1000n));
    expect(parseDecimal('26.999')).toEqual(createFraction(26999n, 1000n));
    expect(parseDecimal('8880')).toEqual(createFraction(8880n));
    for (const text of ['1e3', ' 1', '1.', '.5', '+1', '']) {
      expect(() => parseDecimal(text)).toThrow(RangeError);
    }
  });
});

describe('xiên and trượt probabilities against enumeration of small draws', () => {
  it.each([
    [2, 1],
    [2, 2],
    [2, 3],
    [3, 3],
    [4, 5],
  ])('k = %i numbers among n = %i draws', (chosen, draws) => {
    // Count draws by the set of chosen numbers 0 … k − 1 they contain (a bit mask), one draw at a time.
    let masks = new Map<number, number>([[0, 1]]);
    for (let draw = 0; draw < draws; draw += 1) {
      const next = new Map<number, number>();
      for (const [mask, count] of masks) {
        for (let number = 0; number < 100; number += 1) {
          const drawnMask = number < chosen ? mask | (1 << number) : mask;
          next.set(drawnMask, (next.get(drawnMask) ?? 0) + count);
        }
      }
      masks = next;
    }
    const total = 100 ** draws;
    const allPresent = masks.get((1 << chosen) - 1) ?? 0;
    const nonePresent = masks.get(0) ?? 0;
    expect(computeAllPresentProbability(chosen, draws)).toEqual(
      createFraction(BigInt(allPresent), BigInt(total)),
    );
    expect(computeNonePresentProbability(chosen, draws)).toEqual(
      createFraction(BigInt(nonePresent), BigInt(total)),
    );
  });
});

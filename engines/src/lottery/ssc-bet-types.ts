/**
 * Five-digit fast game bet types (SSC family, docs/product/lottery-rules.md#five-digit-fast-game). The result is d1
 * … d5, each 0–9. Spans name the positions a bet reads: front4 d1–d4, back4 d2–d5, front3 d1–d3, middle3 d2–d4,
 * back3 d3–d5, front2 d1–d2, back2 d4–d5.
 *
 * - `ssc_5star_straight`, `ssc_<span>_straight` (直选): one row of digits per position, every ordered choice a
 *   combination (复式), winning when every position matches.
 * - `ssc_<span>_straight_sum` (直选和值, 3- and 2-digit spans): a sum stands for every ordered choice with that
 *   sum, each a combination paying the straight odds.
 * - `ssc_<span3>_group3` (组三: a pair and a single, any order; n digits make n(n − 1) combinations),
 *   `ssc_<span3>_group6` (组六: three different digits, any order), `ssc_<span2>_group` (二星组选: two different
 *   digits, any order; a pair loses).
 * - `ssc_position_digit` (定位胆): a digit at a position, per position rows.
 * - `ssc_position_two_sided` (per position big 5–9 / small 0–4 / odd / even), `ssc_front2_two_sided` and
 *   `ssc_back2_two_sided` (both positions' sides must hit), `ssc_sum_two_sided` (sum of the five digits: big
 *   23–45, small 0–22, odd, even).
 * - `ssc_dragon_tiger`: dragon d1 > d5, tiger d1 < d5, tie d1 = d5, each with its own odds. A dragon or tiger
 *   bet loses on a tie (no refund), and is priced for it (one rule:
 *   docs/product/lottery-rules.md#where-the-sources-disagree).
 * - `ssc_back3_any_one` (后三一码不定位: the digit appears anywhere in d3–d5, paying once however often),
 *   `ssc_back3_any_two` (后三二码: both digits appear).
 * - `ssc_<span3>_shape` (豹子 / 顺子 / 对子 / 半顺 / 杂六): leopard (all equal), straight (three consecutive
 *   digits in any order, wrapping 8-9-0 and 9-0-1), pair, half-straight (two digits consecutive, wrapping),
 *   mixed; checked in that order, each with its own odds.
 */
import type { Fraction } from '../rational';
import { createFraction, subtractFractions } from '../rational';
import type { BetTypeDefinition, LotterySelection, SelectionRow } from './bet-type';
import {
  countSubsets,
  createRtpFigure,
  matchesTwoSidedPick,
  scaleFraction,
  TWO_SIDED_PICKS,
  ZERO,
} from './bet-type';
import { readMultiplier, readOddsByPick } from './lottery-odds';
import type { ResultStructure } from './result-structures';
import { validateResult } from './result-structures';

/** A five-digit result prepared for settlement. */
export interface SscOutcome {
  readonly family: 'ssc';
  /** d1 … d5. */
  readonly digits: readonly number[];
}

type SscBetType = BetTypeDefinition<SscOutcome>;

const DIGITS = Array.from({ length: 10 }, (_, digit) => String(digit));
const SIDES = TWO_SIDED_PICKS;
const DRAGON_TIGER_PICKS = ['dragon', 'tiger', 'tie'] as const;
/** The shapes of three digits, in the order they are checked. */
export const SSC_SHAPES = ['leopard', 'straight', 'pair', 'half_straight', 'mixed'] as const;
type SscShape = (typeof SSC_SHAPES)[number];

const SPANS = {
  front4: [0, 1, 2, 3],
  back4: [1, 2, 3, 4],
  front3: [0, 1, 2],
  middle3: [1, 2, 3],
  back3: [2, 3, 4],
  front2: [0, 1],
  back2: [3, 4],
} as const satisfies Record<string, readonly number[]>;
type SpanName = keyof typeof SPANS;
const THREE_DIGIT_SPANS = ['front3', 'middle3', 'back3'] as const satisfies readonly SpanName[];
const TWO_DIGIT_SPANS = ['front2', 'back2'] as const satisfies readonly SpanName[];
const ALL_POSITIONS = [0, 1, 2, 3, 4] as const;

function createDigitRow(label: string, minPicks: number): SelectionRow {
  return { label, allowed: DIGITS, minPicks, maxPicks: 10 };
}

function createSideRow(label: string, minPicks: number): SelectionRow {
  return { label, allowed: SIDES, minPicks, maxPicks: SIDES.length };
}

function readRow(selection: LotterySelection, row: number): readonly string[] {
  return selection[row] ?? [];
}

function readDigit(outcome: SscOutcome, position: number): number {
  const digit = outcome.digits[position];
  if (digit === undefined) {
    throw new RangeError(`no digit at position ${position}`);
  }
  return digit;
}

function readSpan(outcome: SscOutcome, positions: readonly number[]): number[] {
  return positions.map((position) => readDigit(outcome, position));
}

function countMatchingSides(sides: readonly string[], value: number, bigFrom: number): number {
  return sides.filter((side) => matchesTwoSidedPick(side, value, bigFrom)).length;
}

/** sumCounts(n)[s]: how many ordered n-digit strings have digit sum s. */
function countDigitSums(length: number): number[] {
  let counts = [1];
  for (let position = 0; position < length; position += 1) {
    const next = new Array<number>(counts.length + 9).fill(0);
    counts.forEach((count, sum) => {
      for (let digit = 0; digit <= 9; digit += 1) {
        next[sum + digit] = (next[sum + digit] ?? 0) + count;
      }
    });
    counts = next;
  }
  return counts;
}

/** Validates a five-digit result and reads its digits. */
export function prepareSscOutcome(structure: ResultStructure, result: readonly string[]): SscOutcome {
  if (structure.family !== 'ssc' || validateResult(structure, result).length > 0) {
    throw new RangeError(`not a valid ${structure.code} result`);
  }
  return { family: 'ssc', digits: result.map(Number) };
}

function probabilityOfOneIn(power: number): Fraction {
  return createFraction(1n, 10n ** BigInt(power));
}

function winOnce(isWin: boolean, odds: Fraction): Fraction {
  return isWin ? odds : ZERO;
}

function defineStraight(code: string, name: string, positions: readonly number[]): SscBetType {
  return {
    code,
    name,
    structures: ['ssc'],
    oddsKind: 'multiplier',
    selectionRule: {
      rows: positions.map((position) => createDigitRow(`d${position + 1}`, 1)),
      minTotalPicks: positions.length,
    },
    countCombinations: (selection) => selection.reduce((product, row) => product * row.length, 1),
    settle: (selection, outcome, odds) =>
      winOnce(
        positions.every((position, row) =>
          readRow(selection, row).includes(String(readDigit(outcome, position))),
        ),
        readMultiplier(odds),
      ),
    computeRtps: (odds) => [createRtpFigure(probabilityOfOneIn(positions.length), readMultiplier(odds))],
  };
}

function defineStraightSum(span: SpanName): SscBetType {
  const positions = SPANS[span];
  const sumCounts = countDigitSums(positions.length);
  return {
    code: `ssc_${span}_straight_sum`,
    name: `${span} straight sum (直选和值)`,
    structures: ['ssc'],
    oddsKind: 'multiplier',
    selectionRule: {
      rows: [
        {
          label: 'sum',
          allowed: sumCounts.map((_, sum) => String(sum)),
          minPicks: 1,
          maxPicks: sumCounts.length,
        },
      ],
      minTotalPicks: 1,
    },
    countCombinations: (selection) =>
      readRow(selection, 0).reduce((total, sum) => total + (sumCounts[Number(sum)] ?? 0), 0),
    settle(selection, outcome, odds) {
      const sum = readSpan(outcome, positions).reduce((total, digit) => total + digit, 0);
      return winOnce(readRow(selection, 0).includes(String(sum)), readMultiplier(odds));
    },
    computeRtps: (odds) => [createRtpFigure(probabilityOfOneIn(positions.length), readMultiplier(odds))],
  };
}

function defineGroupThree(span: SpanName): SscBetType {
  const positions = SPANS[span];
  return {
    code: `ssc_${span}_group3`,
    name: `${span} group 3 (组三)`,
    structures: ['ssc'],
    oddsKind: 'multiplier',
    selectionRule: { rows: [createDigitRow('digit', 2)], minTotalPicks: 2 },
    countCombinations: (selection) => readRow(selection, 0).length * (readRow(selection, 0).length - 1),
    settle(selection, outcome, odds) {
      const distinct = new Set(readSpan(outcome, positions));
      const picks = readRow(selection, 0);
      return winOnce(
        distinct.size === 2 && [...distinct].every((digit) => picks.includes(String(digit))),
        readMultiplier(odds),
      );
    },
    // {a, a, b} in any order: 3 of the 1,000 outcomes.
    computeRtps: (odds) => [createRtpFigure(createFraction(3n, 1000n), readMultiplier(odds))],
  };
}

function defineGroupOfDistinct(code: string, name: string, positions: readonly number[]): SscBetType {
  const size = positions.length;
  return {
    code,
    name,
    structures: ['ssc'],
    oddsKind: 'multiplier',
    selectionRule: { rows: [createDigitRow('digit', size)], minTotalPicks: size },
    countCombinations: (selection) => countSubsets(readRow(selection, 0).length, size),
    settle(selection, outcome, odds) {
      const distinct = new Set(readSpan(outcome, positions));
      const picks = readRow(selection, 0);
      return winOnce(
        distinct.size === size && [...distinct].every((digit) => picks.includes(String(digit))),
        readMultiplier(odds),
      );
    },
    // size! orders of the chosen digits out of 10^size outcomes: 6/1,000 for three, 2/100 for two.
    computeRtps: (odds) => [
      createRtpFigure(createFraction(BigInt(size === 3 ? 6 : 2), 10n ** BigInt(size)), readMultiplier(odds)),
    ],
  };
}

/** Classifies three digits into the shapes of docs/product/lottery-rules.md#five-digit-fast-game. */
export function classifySscShape(digits: readonly number[]): SscShape {
  const [low = 0, middle = 0, high = 0] = [...digits].sort((left, right) => left - right);
  if (low === high) {
    return 'leopard';
  }
  if (low === middle || middle === high) {
    return 'pair';
  }
  // Sorted and different: 0 and 9 are neighbours too, so 8-9-0 and 9-0-1 are straights.
  const isLowWrap = low === 0 && high === 9;
  if ((middle === low + 1 && high === middle + 1) || (isLowWrap && (middle === 8 || middle === 1))) {
    return 'straight';
  }
  return middle === low + 1 || high === middle + 1 || isLowWrap ? 'half_straight' : 'mixed';
}

function countShapes(): Map<SscShape, number> {
  const counts = new Map<SscShape, number>(SSC_SHAPES.map((shape) => [shape, 0]));
  for (let number = 0; number < 1000; number += 1) {
    const shape = classifySscShape([Math.floor(number / 100), Math.floor(number / 10) % 10, number % 10]);
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  return counts;
}

function defineShape(span: SpanName): SscBetType {
  const positions = SPANS[span];
  return {
    code: `ssc_${span}_shape`,
    name: `${span} shape (豹子/顺子/对子/半顺/杂六)`,
    structures: ['ssc'],
    oddsKind: 'by_pick',
    selectionRule: {
      rows: [{ label: 'shape', allowed: SSC_SHAPES, minPicks: 1, maxPicks: 5 }],
      minTotalPicks: 1,
    },
    countCombinations: (selection) => readRow(selection, 0).length,
    settle(selection, outcome, odds) {
      const shape = classifySscShape(readSpan(outcome, positions));
      return readRow(selection, 0).includes(shape) ? (readOddsByPick(odds).get(shape) ?? ZERO) : ZERO;
    },
    computeRtps(odds) {
      const counts = countShapes();
      return SSC_SHAPES.map((shape) =>
        createRtpFigure(
          createFraction(BigInt(counts.get(shape) ?? 0), 1000n),
          readOddsByPick(odds).get(shape) ?? ZERO,
          shape,
        ),
      );
    },
  };
}

function compareDragonTiger(outcome: SscOutcome): (typeof DRAGON_TIGER_PICKS)[number] {
  const first = readDigit(outcome, 0);
  const last = readDigit(outcome, 4);
  return first > last ? 'dragon' : first < last ? 'tiger' : 'tie';
}

const POSITION_DIGIT: SscBetType = {
  code: 'ssc_position_digit',
  name: 'Position digit (定位胆)',
  structures: ['ssc'],
  oddsKind: 'multiplier',
  selectionRule: {
    rows: ALL_POSITIONS.map((position) => createDigitRow(`d${position + 1}`, 0)),
    minTotalPicks: 1,
  },
  countCombinations: (selection) => selection.reduce((total, row) => total + row.length, 0),
  settle: (selection, outcome, odds) =>
    scaleFraction(
      readMultiplier(odds),
      ALL_POSITIONS.filter((position) =>
        readRow(selection, position).includes(String(readDigit(outcome, position))),
      ).length,
    ),
  computeRtps: (odds) => [createRtpFigure(probabilityOfOneIn(1), readMultiplier(odds))],
};

const POSITION_TWO_SIDED: SscBetType = {
  code: 'ssc_position_two_sided',
  name: 'Position big/small/odd/even',
  structures: ['ssc'],
  oddsKind: 'multiplier',
  selectionRule: {
    rows: ALL_POSITIONS.map((position) => createSideRow(`d${position + 1}`, 0)),
    minTotalPicks: 1,
  },
  countCombinations: (selection) => selection.reduce((total, row) => total + row.length, 0),
  settle: (selection, outcome, odds) =>
    scaleFraction(
      readMultiplier(odds),
      ALL_POSITIONS.reduce<number>(
        (hits, position) =>
          hits + countMatchingSides(readRow(selection, position), readDigit(outcome, position), 5),
        0,
      ),
    ),
  computeRtps: (odds) => [createRtpFigure(createFraction(1n, 2n), readMultiplier(odds))],
};

function defineSpanTwoSided(span: 'front2' | 'back2'): SscBetType {
  const positions = SPANS[span];
  return {
    code: `ssc_${span}_two_sided`,
    name: `${span} big/small/odd/even`,
    structures: ['ssc'],
    oddsKind: 'multiplier',
    selectionRule: {
      rows: positions.map((position) => createSideRow(`d${position + 1}`, 1)),
      minTotalPicks: 2,
    },
    countCombinations: (selection) => readRow(selection, 0).length * readRow(selection, 1).length,
    settle: (selection, outcome, odds) =>
      scaleFraction(
        readMultiplier(odds),
        positions.reduce<number>(
          (product, position, row) =>
            product * countMatchingSides(readRow(selection, row), readDigit(outcome, position), 5),
          1,
        ),
      ),
    computeRtps: (odds) => [createRtpFigure(createFraction(1n, 4n), readMultiplier(odds))],
  };
}

const FIVE_DIGIT_SUMS = countDigitSums(5);
const SUM_BIG_FROM = 23;

const SUM_TWO_SIDED: SscBetType = {
  code: 'ssc_sum_two_sided',
  name: 'Sum of five big/small/odd/even (总和)',
  structures: ['ssc'],
  oddsKind: 'multiplier',
  selectionRule: { rows: [createSideRow('side', 1)], minTotalPicks: 1 },
  countCombinations: (selection) => readRow(selection, 0).length,
  settle: (selection, outcome, odds) =>
    scaleFraction(
      readMultiplier(odds),
      countMatchingSides(
        readRow(selection, 0),
        outcome.digits.reduce((total, digit) => total + digit, 0),
        SUM_BIG_FROM,
      ),
    ),
  computeRtps: (odds) =>
    SIDES.map((side) => {
      const winning = FIVE_DIGIT_SUMS.reduce(
        (total, count, sum) => total + (matchesTwoSidedPick(side, sum, SUM_BIG_FROM) ? count : 0),
        0,
      );
      return createRtpFigure(createFraction(BigInt(winning), 100_000n), readMultiplier(odds), side);
    }),
};

const DRAGON_TIGER: SscBetType = {
  code: 'ssc_dragon_tiger',
  name: 'Dragon / tiger / tie (龙虎和, d1 against d5)',
  structures: ['ssc'],
  oddsKind: 'by_pick',
  selectionRule: {
    rows: [{ label: 'side', allowed: DRAGON_TIGER_PICKS, minPicks: 1, maxPicks: 3 }],
    minTotalPicks: 1,
  },
  countCombinations: (selection) => readRow(selection, 0).length,
  settle(selection, outcome, odds) {
    const side = compareDragonTiger(outcome);
    return readRow(selection, 0).includes(side) ? (readOddsByPick(odds).get(side) ?? ZERO) : ZERO;
  },
  computeRtps: (odds) =>
    DRAGON_TIGER_PICKS.map((side) =>
      createRtpFigure(
        createFraction(side === 'tie' ? 10n : 45n, 100n),
        readOddsByPick(odds).get(side) ?? ZERO,
        side,
      ),
    ),
};

function countPresentDigits(picks: readonly string[], digits: readonly number[]): number {
  return picks.filter((pick) => digits.includes(Number(pick))).length;
}

const NINE_TENTHS_CUBED = createFraction(729n, 1000n);

const BACK3_ANY_ONE: SscBetType = {
  code: 'ssc_back3_any_one',
  name: 'Back three, one digit anywhere (后三一码不定位)',
  structures: ['ssc'],
  oddsKind: 'multiplier',
  selectionRule: { rows: [createDigitRow('digit', 1)], minTotalPicks: 1 },
  countCombinations: (selection) => readRow(selection, 0).length,
  settle: (selection, outcome, odds) =>
    scaleFraction(
      readMultiplier(odds),
      countPresentDigits(readRow(selection, 0), readSpan(outcome, SPANS.back3)),
    ),
  // 1 − (9/10)³ = 271/1,000.
  computeRtps: (odds) => [
    createRtpFigure(subtractFractions(createFraction(1n), NINE_TENTHS_CUBED), readMultiplier(odds)),
  ],
};

const BACK3_ANY_TWO: SscBetType = {
  code: 'ssc_back3_any_two',
  name: 'Back three, two digits anywhere (后三二码不定位)',
  structures: ['ssc'],
  oddsKind: 'multiplier',
  selectionRule: { rows: [createDigitRow('digit', 2)], minTotalPicks: 2 },
  countCombinations: (selection) => countSubsets(readRow(selection, 0).length, 2),
  settle: (selection, outcome, odds) =>
    scaleFraction(
      readMultiplier(odds),
      countSubsets(countPresentDigits(readRow(selection, 0), readSpan(outcome, SPANS.back3)), 2),
    ),
  // 1 − 2 · (9/10)³ + (8/10)³ = 54/1,000, by inclusion–exclusion.
  computeRtps: (odds) => [
    createRtpFigure(createFraction(1000n - 2n * 729n + 512n, 1000n), readMultiplier(odds)),
  ],
};

/** Every five-digit fast game bet type. */
export const SSC_BET_TYPES: readonly SscBetType[] = [
  defineStraight('ssc_5star_straight', 'Five-star straight (五星直选)', ALL_POSITIONS),
  defineStraight('ssc_front4_straight', 'Front four straight (前四直选)', SPANS.front4),
  defineStraight('ssc_back4_straight', 'Back four straight (后四直选)', SPANS.back4),
  ...THREE_DIGIT_SPANS.map((span) =>
    defineStraight(`ssc_${span}_straight`, `${span} straight (三星直选)`, SPANS[span]),
  ),
  ...TWO_DIGIT_SPANS.map((span) =>
    defineStraight(`ssc_${span}_straight`, `${span} straight (二星直选)`, SPANS[span]),
  ),
  ...[...THREE_DIGIT_SPANS, ...TWO_DIGIT_SPANS].map(defineStraightSum),
  ...THREE_DIGIT_SPANS.map(defineGroupThree),
  ...THREE_DIGIT_SPANS.map((span) =>
    defineGroupOfDistinct(`ssc_${span}_group6`, `${span} group 6 (组六)`, SPANS[span]),
  ),
  ...TWO_DIGIT_SPANS.map((span) =>
    defineGroupOfDistinct(`ssc_${span}_group`, `${span} group (二星组选)`, SPANS[span]),
  ),
  POSITION_DIGIT,
  POSITION_TWO_SIDED,
  defineSpanTwoSided('front2'),
  defineSpanTwoSided('back2'),
  SUM_TWO_SIDED,
  DRAGON_TIGER,
  BACK3_ANY_ONE,
  BACK3_ANY_TWO,
  ...THREE_DIGIT_SPANS.map(defineShape),
];

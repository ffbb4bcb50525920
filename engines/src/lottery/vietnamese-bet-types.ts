/**
 * Vietnamese lottery bet types (docs/product/lottery-rules.md#vietnamese-bet-types, the northern "point" model, used
 * on every region), with explicit codes instead of the overloaded colloquial names. R is a station's
 * result (27 numbers in Miền Bắc, 18 per southern station); "last-k" of a number is its k-digit suffix, defined
 * only for numbers of at least k digits.
 *
 * - `lo2`, `lo3`, `lo4` (lô 2/3/4 số, bao lô): a number pays once per occurrence among the last-k of R
 *   ("nháy": appearing twice pays twice). Priced in points (lottery-odds.ts).
 * - `de_db_last2` (đề), `de_db_first2` (đề đầu ĐB), `de_db_tens` / `de_db_units` (đề đầu / đuôi, one digit),
 *   `de_g1_last2` (nhất to, Miền Bắc), `de_g7` (đề giải 7, Miền Bắc: each of the four G7 numbers is a
 *   combination, paying per hit), `de_g8` (đề giải 8, Miền Trung/Nam), `de_head_tail` (đề đầu-đuôi, Miền
 *   Trung/Nam: G8 and last-2 of ĐB, two combinations).
 * - `cang3_db` (3 càng), `cang3_g7` (3 càng đầu, the 3-digit G7 of Miền Trung/Nam), `cang3_head_tail`
 *   (G7 and last-3 of ĐB, two combinations), `cang4_db` (4 càng).
 * - `xien2`, `xien3`, `xien4`: k distinct 2-digit numbers all among last-2 of R (at least once each; repeats do
 *   not multiply). `truot4`, `truot8`, `truot10` (lô trượt): none of N numbers among last-2 of R. A selection
 *   of more numbers than k (or N) expands to every k-subset, each a combination.
 * - `de_db_two_sided` (tài/xỉu, chẵn/lẻ): last-2 of ĐB ≥ 50 big, < 50 small, odd or even.
 * - `de_db_sum` (tổng): the digit sum of last-2 of ĐB, 0–18, each sum with its own odds.
 *
 * Probabilities treat every digit of a result as independent and uniform, which platform-run draws are by
 * construction (draw-result.ts) and official draws are by design.
 */
import type { Fraction } from '../rational';
import { createFraction } from '../rational';
import type { BetTypeDefinition, LotterySelection, SelectionRow } from './bet-type';
import {
  countSubsets,
  createRtpFigure,
  matchesTwoSidedPick,
  scaleFraction,
  TWO_SIDED_PICKS,
  ZERO,
} from './bet-type';
import { readMultiplier, readOddsByPick, readPointOdds } from './lottery-odds';
import type { ResultStructure, ResultStructureCode } from './result-structures';
import { countNumbersWithLength, groupResultByPrize, validateResult } from './result-structures';

/** A Vietnamese result prepared for settling many bets: prizes by name and suffix occurrence counts. */
export interface VietnameseOutcome {
  readonly family: 'vietnamese';
  readonly structure: ResultStructure;
  readonly prizes: ReadonlyMap<string, readonly string[]>;
  /** The special prize (ĐB). */
  readonly special: string;
  /** For k = 2, 3, 4: element n counts the result's numbers whose last-k digits are n. */
  readonly suffixCounts: ReadonlyMap<number, Uint8Array>;
}

type VietnameseBetType = BetTypeDefinition<VietnameseOutcome>;

const BOTH_REGIONS: readonly ResultStructureCode[] = ['vn_north', 'vn_central_south'];
const NORTH: readonly ResultStructureCode[] = ['vn_north'];
const CENTRAL_SOUTH: readonly ResultStructureCode[] = ['vn_central_south'];

/** How many numbers one lô, xiên or trượt selection may list. */
export const MAX_NUMBERS_PER_SELECTION = 100;
/** Xiên selections list k to 10 numbers (C(10, 4) = 210 combinations at most). */
export const MAX_XIEN_NUMBERS = 10;
/** Trượt selections list N to 15 numbers (C(15, 8) = 6,435 combinations at most). */
export const MAX_TRUOT_NUMBERS = 15;

const DIGIT_SUM_PICKS = Array.from({ length: 19 }, (_, sum) => String(sum));

function listNumbers(length: number): readonly string[] | RegExp {
  // Up to 100 numbers are listed so a form can show them as buttons; longer ones are typed.
  return length <= 2
    ? Array.from({ length: 10 ** length }, (_, number) => String(number).padStart(length, '0'))
    : new RegExp(`^\\d{${length}}$`);
}

function createNumberRow(length: number, minPicks: number, maxPicks: number): SelectionRow {
  return { label: 'number', allowed: listNumbers(length), minPicks, maxPicks };
}

function readPicks(selection: LotterySelection): readonly string[] {
  return selection[0] ?? [];
}

function readLastDigits(number: string, length: number): string {
  return number.slice(-length);
}

function readPrize(outcome: VietnameseOutcome, prize: string): readonly string[] {
  const numbers = outcome.prizes.get(prize);
  if (numbers === undefined) {
    throw new RangeError(`${outcome.structure.code} has no ${prize} prize`);
  }
  return numbers;
}

function readSuffixCounts(outcome: VietnameseOutcome, length: number): Uint8Array {
  const counts = outcome.suffixCounts.get(length);
  if (counts === undefined) {
    throw new RangeError(`no last-${length} counts`);
  }
  return counts;
}

/** Validates a Vietnamese result and indexes it for settlement; throws on a malformed result. */
export function prepareVietnameseOutcome(
  structure: ResultStructure,
  result: readonly string[],
): VietnameseOutcome {
  if (structure.family !== 'vietnamese' || validateResult(structure, result).length > 0) {
    throw new RangeError(`not a valid ${structure.code} result`);
  }
  const suffixCounts = new Map<number, Uint8Array>();
  for (const length of [2, 3, 4]) {
    const counts = new Uint8Array(10 ** length);
    for (const number of result) {
      if (number.length >= length) {
        const index = Number(readLastDigits(number, length));
        counts[index] = (counts[index] ?? 0) + 1;
      }
    }
    suffixCounts.set(length, counts);
  }
  return {
    family: 'vietnamese',
    structure,
    prizes: new Map(groupResultByPrize(structure, result).map(({ prize, numbers }) => [prize, numbers])),
    special: result[0] ?? '',
    suffixCounts,
  };
}

/** Lô k số: every pick a combination, paying per occurrence among last-k of R. */
function defineLo(code: string, name: string, length: number): VietnameseBetType {
  return {
    code,
    name,
    structures: BOTH_REGIONS,
    oddsKind: 'points',
    selectionRule: { rows: [createNumberRow(length, 1, MAX_NUMBERS_PER_SELECTION)], minTotalPicks: 1 },
    countCombinations: (selection) => readPicks(selection).length,
    settle(selection, outcome, odds) {
      const counts = readSuffixCounts(outcome, length);
      let occurrences = 0;
      for (const pick of readPicks(selection)) {
        occurrences += counts[Number(pick)] ?? 0;
      }
      return scaleFraction(readPointOdds(odds), occurrences);
    },
    computeRtps: (odds, structure) => [
      // Each of the n long-enough numbers ends in a given k-digit number with probability 10^−k.
      createRtpFigure(
        createFraction(BigInt(countNumbersWithLength(structure, length)), 10n ** BigInt(length)),
        readPointOdds(odds),
      ),
    ],
  };
}

/**
 * A bet on a k-digit number matched against fixed targets of the result (last-2 of ĐB, the G8 number, each
 * G7 number, …): every (pick, target) pair is a combination that pays when they are equal.
 */
function defineTargetMatch(input: {
  code: string;
  name: string;
  structures: readonly ResultStructureCode[];
  length: number;
  /** How many targets the result has, fixed by the structure. */
  targetCount: number;
  readTargets: (outcome: VietnameseOutcome) => readonly string[];
}): VietnameseBetType {
  return {
    code: input.code,
    name: input.name,
    structures: input.structures,
    oddsKind: 'multiplier',
    selectionRule: {
      rows: [createNumberRow(input.length, 1, 10 ** Math.min(input.length, 2))],
      minTotalPicks: 1,
    },
    countCombinations: (selection) => readPicks(selection).length * input.targetCount,
    settle(selection, outcome, odds) {
      const targets = input.readTargets(outcome);
      let hits = 0;
      for (const pick of readPicks(selection)) {
        for (const target of targets) {
          hits += target === pick ? 1 : 0;
        }
      }
      return scaleFraction(readMultiplier(odds), hits);
    },
    computeRtps: (odds) => [
      createRtpFigure(createFraction(1n, 10n ** BigInt(input.length)), readMultiplier(odds)),
    ],
  };
}

/** P(all of k given 2-digit numbers appear among n independent uniform last-2s), by inclusion–exclusion. */
export function computeAllPresentProbability(chosen: number, draws: number): Fraction {
  let numerator = 0n;
  for (let excluded = 0; excluded <= chosen; excluded += 1) {
    const sign = excluded % 2 === 0 ? 1n : -1n;
    numerator += sign * BigInt(countSubsets(chosen, excluded)) * BigInt(100 - excluded) ** BigInt(draws);
  }
  return createFraction(numerator, 100n ** BigInt(draws));
}

/** P(none of N given 2-digit numbers appears among n independent uniform last-2s). */
export function computeNonePresentProbability(chosen: number, draws: number): Fraction {
  return createFraction(BigInt(100 - chosen) ** BigInt(draws), 100n ** BigInt(draws));
}

function countPresentPicks(selection: LotterySelection, outcome: VietnameseOutcome): number {
  const counts = readSuffixCounts(outcome, 2);
  return readPicks(selection).filter((pick) => (counts[Number(pick)] ?? 0) > 0).length;
}

/**
 * Xiên and trượt: every k-subset of the picks is a combination; it wins when all its numbers appear (xiên) or
 * none does (trượt), so the winning combinations are the k-subsets of the picks that appeared (or did not).
 */
function defineSubsetBet(input: {
  code: string;
  name: string;
  chosen: number;
  maxNumbers: number;
  isWinningPickPresent: boolean;
  computeProbability: (chosen: number, draws: number) => Fraction;
}): VietnameseBetType {
  return {
    code: input.code,
    name: input.name,
    structures: BOTH_REGIONS,
    oddsKind: 'multiplier',
    selectionRule: {
      rows: [createNumberRow(2, input.chosen, input.maxNumbers)],
      minTotalPicks: input.chosen,
    },
    countCombinations: (selection) => countSubsets(readPicks(selection).length, input.chosen),
    settle(selection, outcome, odds) {
      const present = countPresentPicks(selection, outcome);
      const winningPicks = input.isWinningPickPresent ? present : readPicks(selection).length - present;
      return scaleFraction(readMultiplier(odds), countSubsets(winningPicks, input.chosen));
    },
    computeRtps: (odds, structure) => [
      createRtpFigure(
        input.computeProbability(input.chosen, countNumbersWithLength(structure, 2)),
        readMultiplier(odds),
      ),
    ],
  };
}

function defineXien(chosen: number): VietnameseBetType {
  return defineSubsetBet({
    code: `xien${chosen}`,
    name: `Lô xiên ${chosen}`,
    chosen,
    maxNumbers: MAX_XIEN_NUMBERS,
    isWinningPickPresent: true,
    computeProbability: computeAllPresentProbability,
  });
}

function defineTruot(chosen: number): VietnameseBetType {
  return defineSubsetBet({
    code: `truot${chosen}`,
    name: `Lô trượt ${chosen}`,
    chosen,
    maxNumbers: MAX_TRUOT_NUMBERS,
    isWinningPickPresent: false,
    computeProbability: computeNonePresentProbability,
  });
}

/** How many of the 100 last-2 values have digit sum `sum`. */
function countLastTwoWithDigitSum(sum: number): number {
  return sum <= 9 ? sum + 1 : 19 - sum;
}

const DE_DB_TWO_SIDED: VietnameseBetType = {
  code: 'de_db_two_sided',
  name: 'ĐB last-2 tài/xỉu, chẵn/lẻ',
  structures: BOTH_REGIONS,
  oddsKind: 'multiplier',
  selectionRule: {
    rows: [{ label: 'side', allowed: TWO_SIDED_PICKS, minPicks: 1, maxPicks: 4 }],
    minTotalPicks: 1,
  },
  countCombinations: (selection) => readPicks(selection).length,
  settle(selection, outcome, odds) {
    const value = Number(readLastDigits(outcome.special, 2));
    const hits = readPicks(selection).filter((pick) => matchesTwoSidedPick(pick, value, 50)).length;
    return scaleFraction(readMultiplier(odds), hits);
  },
  computeRtps: (odds) => [createRtpFigure(createFraction(1n, 2n), readMultiplier(odds))],
};

const DE_DB_SUM: VietnameseBetType = {
  code: 'de_db_sum',
  name: 'ĐB last-2 tổng',
  structures: BOTH_REGIONS,
  oddsKind: 'by_pick',
  selectionRule: {
    rows: [{ label: 'sum', allowed: DIGIT_SUM_PICKS, minPicks: 1, maxPicks: 19 }],
    minTotalPicks: 1,
  },
  countCombinations: (selection) => readPicks(selection).length,
  settle(selection, outcome, odds) {
    const lastTwo = readLastDigits(outcome.special, 2);
    const sum = String(Number(lastTwo[0]) + Number(lastTwo[1]));
    return readPicks(selection).includes(sum) ? (readOddsByPick(odds).get(sum) ?? ZERO) : ZERO;
  },
  computeRtps: (odds) =>
    DIGIT_SUM_PICKS.map((pick) =>
      createRtpFigure(
        createFraction(BigInt(countLastTwoWithDigitSum(Number(pick))), 100n),
        readOddsByPick(odds).get(pick) ?? ZERO,
        pick,
      ),
    ),
};

const NORTH_SEVENTH_COUNT = 4;

/** Every Vietnamese bet type, in the order of docs/product/lottery-rules.md#vietnamese-bet-types. */
export const VIETNAMESE_BET_TYPES: readonly VietnameseBetType[] = [
  defineLo('lo2', 'Lô 2 số', 2),
  defineLo('lo3', 'Lô 3 số', 3),
  defineLo('lo4', 'Lô 4 số', 4),
  defineTargetMatch({
    code: 'de_db_last2',
    name: 'Đề (đặc biệt)',
    structures: BOTH_REGIONS,
    length: 2,
    targetCount: 1,
    readTargets: (outcome) => [readLastDigits(outcome.special, 2)],
  }),
  defineTargetMatch({
    code: 'de_db_first2',
    name: 'Đề đầu (ĐB)',
    structures: BOTH_REGIONS,
    length: 2,
    targetCount: 1,
    readTargets: (outcome) => [outcome.special.slice(0, 2)],
  }),
  defineTargetMatch({
    code: 'de_db_tens',
    name: 'Đề đầu (1 digit: tens of ĐB)',
    structures: BOTH_REGIONS,
    length: 1,
    targetCount: 1,
    readTargets: (outcome) => [outcome.special.slice(-2, -1)],
  }),
  defineTargetMatch({
    code: 'de_db_units',
    name: 'Đề đuôi (1 digit: units of ĐB)',
    structures: BOTH_REGIONS,
    length: 1,
    targetCount: 1,
    readTargets: (outcome) => [outcome.special.slice(-1)],
  }),
  defineTargetMatch({
    code: 'de_g1_last2',
    name: 'Nhất to (đề giải nhất)',
    structures: NORTH,
    length: 2,
    targetCount: 1,
    readTargets: (outcome) => readPrize(outcome, 'first').map((number) => readLastDigits(number, 2)),
  }),
  defineTargetMatch({
    code: 'de_g7',
    name: 'Đề giải 7',
    structures: NORTH,
    length: 2,
    targetCount: NORTH_SEVENTH_COUNT,
    readTargets: (outcome) => readPrize(outcome, 'seventh'),
  }),
  defineTargetMatch({
    code: 'de_g8',
    name: 'Đề giải 8 (đầu)',
    structures: CENTRAL_SOUTH,
    length: 2,
    targetCount: 1,
    readTargets: (outcome) => readPrize(outcome, 'eighth'),
  }),
  defineTargetMatch({
    code: 'de_head_tail',
    name: 'Đề đầu-đuôi (G8 and ĐB)',
    structures: CENTRAL_SOUTH,
    length: 2,
    targetCount: 2,
    readTargets: (outcome) => [...readPrize(outcome, 'eighth'), readLastDigits(outcome.special, 2)],
  }),
  defineTargetMatch({
    code: 'cang3_db',
    name: '3 càng (đặc biệt)',
    structures: BOTH_REGIONS,
    length: 3,
    targetCount: 1,
    readTargets: (outcome) => [readLastDigits(outcome.special, 3)],
  }),
  defineTargetMatch({
    code: 'cang3_g7',
    name: '3 càng đầu (G7)',
    structures: CENTRAL_SOUTH,
    length: 3,
    targetCount: 1,
    readTargets: (outcome) => readPrize(outcome, 'seventh'),
  }),
  defineTargetMatch({
    code: 'cang3_head_tail',
    name: '3 càng đầu-đuôi (G7 and ĐB)',
    structures: CENTRAL_SOUTH,
    length: 3,
    targetCount: 2,
    readTargets: (outcome) => [...readPrize(outcome, 'seventh'), readLastDigits(outcome.special, 3)],
  }),
  defineTargetMatch({
    code: 'cang4_db',
    name: '4 càng',
    structures: BOTH_REGIONS,
    length: 4,
    targetCount: 1,
    readTargets: (outcome) => [readLastDigits(outcome.special, 4)],
  }),
  defineXien(2),
  defineXien(3),
  defineXien(4),
  defineTruot(4),
  defineTruot(8),
  defineTruot(10),
  DE_DB_TWO_SIDED,
  DE_DB_SUM,
];

/**
 * Southeast-Asian 4D bet types (docs/product/lottery-rules.md#4d-bet-types). A result is 23 four-digit numbers (1st,
 * 2nd, 3rd, 10 special, 10 consolation), drawn independently, so one number can win several prizes and each is paid.
 * Big covers the five categories, Small only 1st–3rd: each is a bet code of its own, priced by its
 * operator's prize table (four-d-odds.ts).
 *
 * - `4d_big`, `4d_small` (straight): the number as written.
 * - `4d_box_big`, `4d_box_small` (Box, System Entry, iPerm): every distinct permutation of the number is a
 *   combination at full prize, so the stake is × 24, 12, 6, 4 or 1.
 * - `4d_ibox_big`, `4d_ibox_small` (iBox, mBox, iBet): one combination covers every permutation and pays the
 *   operator's table for the number's permutation count, which is stored verbatim, never computed (operators
 *   round prize ÷ permutations their own way). A number with one permutation (1111) has no iBox.
 * - `4d_roll_big`, `4d_roll_small` (Roll, "12R4"): R stands for each digit 0–9, ten combinations at full prize.
 */
import type { Fraction } from '../rational';
import { createFraction, multiplyFractions } from '../rational';
import type { BetTypeDefinition, LotterySelection, RtpFigure, SelectionRule } from './bet-type';
import { sumFractions, ZERO } from './bet-type';
import type { FourDPrize, PermutationCount } from './lottery-odds';
import { FOUR_D_PRIZES, PERMUTATION_COUNTS, readPermutationPrizeTable, readPrizeTable } from './lottery-odds';
import type { ResultStructure } from './result-structures';
import { groupResultByPrize, validateResult } from './result-structures';

/** A 4D result prepared for settlement. */
export interface FourDOutcome {
  readonly family: 'four_d';
  /** The prizes each drawn number won (one entry per occurrence). */
  readonly prizesByNumber: ReadonlyMap<string, readonly FourDPrize[]>;
  /** The same keyed by the number's digits sorted, for permutation bets. */
  readonly prizesByDigits: ReadonlyMap<string, readonly FourDPrize[]>;
}

type FourDBetType = BetTypeDefinition<FourDOutcome>;

/** The largest count of numbers one 4D selection may list. */
export const MAX_FOUR_D_NUMBERS = 100;
const FOUR_DIGITS = /^\d{4}$/;
const ROLL_PATTERN = /^(?:R\d{3}|\dR\d{2}|\d{2}R\d|\d{3}R)$/;
const OUTCOME_COUNT = 10_000n;

/** One row of up to 100 four-digit numbers (or roll patterns). */
function createNumberRule(label: string, allowed: RegExp): SelectionRule {
  return { rows: [{ label, allowed, minPicks: 1, maxPicks: MAX_FOUR_D_NUMBERS }], minTotalPicks: 1 };
}

function readPicks(selection: LotterySelection): readonly string[] {
  return selection[0] ?? [];
}

function sortDigits(number: string): string {
  return [...number].sort().join('');
}

/** How many distinct numbers the digits of a 4-digit number make: 24, 12, 6, 4 or 1. */
export function countPermutations(number: string): number {
  const multiplicities = new Map<string, number>();
  for (const digit of number) {
    multiplicities.set(digit, (multiplicities.get(digit) ?? 0) + 1);
  }
  const factorial = (value: number): number => (value <= 1 ? 1 : value * factorial(value - 1));
  return [...multiplicities.values()].reduce((count, multiplicity) => count / factorial(multiplicity), 24);
}

function readPermutationCount(number: string): PermutationCount | undefined {
  const count = String(countPermutations(number));
  return PERMUTATION_COUNTS.find((candidate) => candidate === count);
}

function appendPrize(map: Map<string, FourDPrize[]>, key: string, prize: FourDPrize): void {
  const prizes = map.get(key);
  if (prizes === undefined) {
    map.set(key, [prize]);
  } else {
    prizes.push(prize);
  }
}

function isFourDPrize(prize: string): prize is FourDPrize {
  return FOUR_D_PRIZES.some((candidate) => candidate === prize);
}

/** Validates a 4D result and indexes it by number and by sorted digits. */
export function prepareFourDOutcome(structure: ResultStructure, result: readonly string[]): FourDOutcome {
  if (structure.family !== 'four_d' || validateResult(structure, result).length > 0) {
    throw new RangeError(`not a valid ${structure.code} result`);
  }
  const prizesByNumber = new Map<string, FourDPrize[]>();
  const prizesByDigits = new Map<string, FourDPrize[]>();
  for (const { prize, numbers } of groupResultByPrize(structure, result)) {
    if (!isFourDPrize(prize)) {
      throw new RangeError(`unknown 4D prize ${prize}`);
    }
    for (const number of numbers) {
      appendPrize(prizesByNumber, number, prize);
      appendPrize(prizesByDigits, sortDigits(number), prize);
    }
  }
  return { family: 'four_d', prizesByNumber, prizesByDigits };
}

function sumPrizes(
  prizes: readonly FourDPrize[] | undefined,
  table: ReadonlyMap<FourDPrize, Fraction>,
): Fraction {
  return prizes === undefined ? ZERO : sumFractions(prizes.map((prize) => table.get(prize) ?? ZERO));
}

function countPrizeNumbers(structure: ResultStructure, prize: FourDPrize): bigint {
  return BigInt(structure.tiers.find((tier) => tier.prize === prize)?.count ?? 0);
}

/**
 * The RTP of one combination: each prize number equals a given number with probability 1/10,000, so at full
 * prize its expected return is Σ count × prize / 10,000 (docs/product/lottery-rules.md#4d-bet-types). An iBox
 * combination covers k numbers, so k/10,000 per prize number, paid at the table's k column.
 */
function computePrizeTableFigure(
  table: ReadonlyMap<FourDPrize, Fraction>,
  structure: ResultStructure,
  numbersCovered: bigint,
  variant: string | null,
): RtpFigure {
  let hits = 0n;
  const returns: Fraction[] = [];
  for (const [prize, amount] of table) {
    const winningNumbers = countPrizeNumbers(structure, prize) * numbersCovered;
    hits += winningNumbers;
    returns.push(multiplyFractions(amount, createFraction(winningNumbers, OUTCOME_COUNT)));
  }
  return { variant, expectedHits: createFraction(hits, OUTCOME_COUNT), rtp: sumFractions(returns) };
}

/**
 * A bet at full prize: each pick stands for `countNumbers(pick)` numbers, each a combination, and pays the
 * prize of every drawn number `findPrizes` finds for it.
 */
function defineFullPrize(input: {
  code: string;
  name: string;
  rule: SelectionRule;
  countNumbers: (pick: string) => number;
  findPrizes: (pick: string, outcome: FourDOutcome) => readonly FourDPrize[];
}): FourDBetType {
  return {
    code: input.code,
    name: input.name,
    structures: ['4d'],
    oddsKind: 'prize_table',
    selectionRule: input.rule,
    countCombinations: (selection) =>
      readPicks(selection).reduce((total, pick) => total + input.countNumbers(pick), 0),
    settle: (selection, outcome, odds) =>
      sumFractions(
        readPicks(selection).map((pick) => sumPrizes(input.findPrizes(pick, outcome), readPrizeTable(odds))),
      ),
    computeRtps: (odds, structure) => [computePrizeTableFigure(readPrizeTable(odds), structure, 1n, null)],
  };
}

function defineStraight(code: string, name: string): FourDBetType {
  return defineFullPrize({
    code,
    name,
    rule: createNumberRule('number', FOUR_DIGITS),
    countNumbers: () => 1,
    findPrizes: (pick, outcome) => outcome.prizesByNumber.get(pick) ?? [],
  });
}

function defineBox(code: string, name: string): FourDBetType {
  return defineFullPrize({
    code,
    name,
    rule: createNumberRule('number', FOUR_DIGITS),
    countNumbers: countPermutations,
    // A drawn number is exactly one permutation of the pick when their sorted digits agree.
    findPrizes: (pick, outcome) => outcome.prizesByDigits.get(sortDigits(pick)) ?? [],
  });
}

function defineRoll(code: string, name: string): FourDBetType {
  return defineFullPrize({
    code,
    name,
    rule: createNumberRule('pattern', ROLL_PATTERN),
    countNumbers: () => 10,
    findPrizes: (pattern, outcome) =>
      Array.from(
        { length: 10 },
        (_, digit) => outcome.prizesByNumber.get(pattern.replace('R', String(digit))) ?? [],
      ).flat(),
  });
}

function defineIBox(code: string, name: string): FourDBetType {
  return {
    code,
    name,
    structures: ['4d'],
    oddsKind: 'permutation_prize_table',
    selectionRule: createNumberRule('number', FOUR_DIGITS),
    // A number with a single permutation has no iBox price, so it makes no combination.
    countCombinations: (selection) =>
      readPicks(selection).every((pick) => readPermutationCount(pick) !== undefined)
        ? readPicks(selection).length
        : 0,
    settle(selection, outcome, odds) {
      const table = readPermutationPrizeTable(odds);
      return sumFractions(
        readPicks(selection).map((pick) => {
          const count = readPermutationCount(pick);
          const prizes = outcome.prizesByDigits.get(sortDigits(pick));
          if (count === undefined || prizes === undefined) {
            return ZERO;
          }
          return sumFractions(prizes.map((prize) => table.get(prize)?.get(count) ?? ZERO));
        }),
      );
    },
    computeRtps: (odds, structure) =>
      PERMUTATION_COUNTS.map((count) => {
        const column = new Map(
          [...readPermutationPrizeTable(odds)].map(
            ([prize, byCount]) => [prize, byCount.get(count) ?? ZERO] as const,
          ),
        );
        return computePrizeTableFigure(column, structure, BigInt(count), count);
      }),
  };
}

/** Every 4D bet type. */
export const FOUR_D_BET_TYPES: readonly FourDBetType[] = [
  defineStraight('4d_big', 'Big'),
  defineStraight('4d_small', 'Small'),
  defineBox('4d_box_big', 'Box Big'),
  defineBox('4d_box_small', 'Box Small'),
  defineIBox('4d_ibox_big', 'iBox Big'),
  defineIBox('4d_ibox_small', 'iBox Small'),
  defineRoll('4d_roll_big', 'Roll Big'),
  defineRoll('4d_roll_small', 'Roll Small'),
];

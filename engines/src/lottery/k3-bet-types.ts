/**
 * Three-dice fast game bet types (Kuai3 family, docs/product/lottery-rules.md#three-dice-fast-game). The result is
 * three dice, each 1–6.
 *
 * - `k3_sum` (和值): the dice sum 3–18, each sum with its own odds.
 * - `k3_two_sided`: big 11–17, small 4–10, odd, even sum; a triple loses all four (the sources'
 *   "triples lose", applied to odd and even too so that the four sides are priced alike at 105/216).
 * - `k3_triple_specific` (三同号单选, picks "111" … "666"), `k3_triple_any` (三同号通选, the one pick "any").
 * - `k3_pair_single` (二同号单选): a pair and a different single, exactly {x, x, y}; rows of pairs and of singles,
 *   every pair with every different single a combination.
 * - `k3_pair_any` (二同号复选): at least two dice show x (a triple included).
 * - `k3_three_different` (三不同号): three chosen different values are the dice; `k3_two_different` (二不同号):
 *   two chosen values both show. More picks expand to every 3- or 2-subset.
 * - `k3_run_any` (三连号通选, the one pick "any"): the dice are three consecutive values.
 * - `k3_single_value` (单号): the value shows on at least one die, paying once however many show it.
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
import { readMultiplier, readOddsByPick } from './lottery-odds';
import type { ResultStructure } from './result-structures';
import { validateResult } from './result-structures';

/** A three-dice result prepared for settlement. */
export interface K3Outcome {
  readonly family: 'k3';
  readonly dice: readonly number[];
  readonly sum: number;
  /** faceCounts[v] = how many dice show v (index 0 unused). */
  readonly faceCounts: readonly number[];
}

type K3BetType = BetTypeDefinition<K3Outcome>;

const FACES = ['1', '2', '3', '4', '5', '6'];
const PAIRS = FACES.map((face) => face + face);
const TRIPLES = FACES.map((face) => face + face + face);
const SUMS = Array.from({ length: 16 }, (_, index) => String(index + 3));
const SIDES = TWO_SIDED_PICKS;
const ANY = ['any'];
const OUTCOME_COUNT = 216n;

function readRow(selection: LotterySelection, row: number): readonly string[] {
  return selection[row] ?? [];
}

function createRow(label: string, allowed: readonly string[], minPicks: number): SelectionRow {
  return { label, allowed, minPicks, maxPicks: allowed.length };
}

function countFace(outcome: K3Outcome, face: number): number {
  return outcome.faceCounts[face] ?? 0;
}

function isTriple(outcome: K3Outcome): boolean {
  return outcome.faceCounts.some((count) => count === 3);
}

function isRun(outcome: K3Outcome): boolean {
  const sorted = [...outcome.dice].sort((left, right) => left - right);
  return sorted[1] === (sorted[0] ?? 0) + 1 && sorted[2] === (sorted[0] ?? 0) + 2;
}

function matchesSide(side: string, outcome: K3Outcome): boolean {
  return !isTriple(outcome) && matchesTwoSidedPick(side, outcome.sum, 11);
}

/** Every one of the 216 equally likely throws, for the exact probabilities below. */
function listAllOutcomes(): K3Outcome[] {
  const outcomes: K3Outcome[] = [];
  for (let first = 1; first <= 6; first += 1) {
    for (let second = 1; second <= 6; second += 1) {
      for (let third = 1; third <= 6; third += 1) {
        outcomes.push(createK3Outcome([first, second, third]));
      }
    }
  }
  return outcomes;
}

function createK3Outcome(dice: readonly number[]): K3Outcome {
  const faceCounts = new Array<number>(7).fill(0);
  for (const die of dice) {
    faceCounts[die] = (faceCounts[die] ?? 0) + 1;
  }
  return { family: 'k3', dice, sum: dice.reduce((total, die) => total + die, 0), faceCounts };
}

/** P(the predicate holds) over the 216 throws: small enough to count rather than derive. */
function computeProbability(predicate: (outcome: K3Outcome) => boolean): Fraction {
  return createFraction(BigInt(listAllOutcomes().filter(predicate).length), OUTCOME_COUNT);
}

/** Validates a three-dice result and counts its faces. */
export function prepareK3Outcome(structure: ResultStructure, result: readonly string[]): K3Outcome {
  if (structure.family !== 'k3' || validateResult(structure, result).length > 0) {
    throw new RangeError(`not a valid ${structure.code} result`);
  }
  return createK3Outcome(result.map(Number));
}

/** A bet type whose every pick is one combination, winning when `isHit` holds, at one multiplier. */
function definePerPick(input: {
  code: string;
  name: string;
  row: SelectionRow;
  isHit: (pick: string, outcome: K3Outcome) => boolean;
  /** The probability that one combination wins. */
  probability: Fraction;
}): K3BetType {
  return {
    code: input.code,
    name: input.name,
    structures: ['k3'],
    oddsKind: 'multiplier',
    selectionRule: { rows: [input.row], minTotalPicks: 1 },
    countCombinations: (selection) => readRow(selection, 0).length,
    settle: (selection, outcome, odds) =>
      scaleFraction(
        readMultiplier(odds),
        readRow(selection, 0).filter((pick) => input.isHit(pick, outcome)).length,
      ),
    computeRtps: (odds) => [createRtpFigure(input.probability, readMultiplier(odds))],
  };
}

/** Three-different and two-different: every k-subset of the picks is a combination. */
function defineDifferent(code: string, name: string, size: number, probability: Fraction): K3BetType {
  return {
    code,
    name,
    structures: ['k3'],
    oddsKind: 'multiplier',
    selectionRule: { rows: [createRow('value', FACES, size)], minTotalPicks: size },
    countCombinations: (selection) => countSubsets(readRow(selection, 0).length, size),
    settle(selection, outcome, odds) {
      const present = readRow(selection, 0).filter((pick) => countFace(outcome, Number(pick)) > 0).length;
      // Three different values must be the whole throw; two need only both show.
      const winning = size === 3 && new Set(outcome.dice).size !== 3 ? 0 : countSubsets(present, size);
      return scaleFraction(readMultiplier(odds), winning);
    },
    computeRtps: (odds) => [createRtpFigure(probability, readMultiplier(odds))],
  };
}

const K3_SUM: K3BetType = {
  code: 'k3_sum',
  name: 'Sum (和值)',
  structures: ['k3'],
  oddsKind: 'by_pick',
  selectionRule: { rows: [createRow('sum', SUMS, 1)], minTotalPicks: 1 },
  countCombinations: (selection) => readRow(selection, 0).length,
  settle(selection, outcome, odds) {
    const sum = String(outcome.sum);
    return readRow(selection, 0).includes(sum) ? (readOddsByPick(odds).get(sum) ?? ZERO) : ZERO;
  },
  computeRtps: (odds) =>
    SUMS.map((sum) =>
      createRtpFigure(
        computeProbability((outcome) => String(outcome.sum) === sum),
        readOddsByPick(odds).get(sum) ?? ZERO,
        sum,
      ),
    ),
};

const K3_TWO_SIDED: K3BetType = {
  code: 'k3_two_sided',
  name: 'Big/small/odd/even (triples lose)',
  structures: ['k3'],
  oddsKind: 'multiplier',
  selectionRule: { rows: [createRow('side', SIDES, 1)], minTotalPicks: 1 },
  countCombinations: (selection) => readRow(selection, 0).length,
  settle: (selection, outcome, odds) =>
    scaleFraction(
      readMultiplier(odds),
      readRow(selection, 0).filter((side) => matchesSide(side, outcome)).length,
    ),
  computeRtps: (odds) =>
    SIDES.map((side) =>
      createRtpFigure(
        computeProbability((outcome) => matchesSide(side, outcome)),
        readMultiplier(odds),
        side,
      ),
    ),
};

const K3_PAIR_SINGLE: K3BetType = {
  code: 'k3_pair_single',
  name: 'Pair with a single (二同号单选)',
  structures: ['k3'],
  oddsKind: 'multiplier',
  selectionRule: { rows: [createRow('pair', PAIRS, 1), createRow('single', FACES, 1)], minTotalPicks: 2 },
  countCombinations: (selection) =>
    readRow(selection, 0).reduce(
      (total, pair) => total + readRow(selection, 1).filter((single) => single !== pair[0]).length,
      0,
    ),
  settle(selection, outcome, odds) {
    const pair = outcome.faceCounts.findIndex((count) => count === 2);
    const single = outcome.faceCounts.findIndex((count) => count === 1);
    const isWin =
      pair > 0 &&
      readRow(selection, 0).includes(`${pair}${pair}`) &&
      readRow(selection, 1).includes(String(single));
    return isWin ? readMultiplier(odds) : ZERO;
  },
  // {x, x, y} in any order: 3 of the 216 throws.
  computeRtps: (odds) => [createRtpFigure(createFraction(3n, OUTCOME_COUNT), readMultiplier(odds))],
};

/** Every three-dice fast game bet type. */
export const K3_BET_TYPES: readonly K3BetType[] = [
  K3_SUM,
  K3_TWO_SIDED,
  definePerPick({
    code: 'k3_triple_specific',
    name: 'Specific triple (三同号单选)',
    row: createRow('triple', TRIPLES, 1),
    isHit: (pick, outcome) => countFace(outcome, Number(pick[0])) === 3,
    probability: createFraction(1n, OUTCOME_COUNT),
  }),
  definePerPick({
    code: 'k3_triple_any',
    name: 'Any triple (三同号通选)',
    row: createRow('all', ANY, 1),
    isHit: (_, outcome) => isTriple(outcome),
    probability: createFraction(6n, OUTCOME_COUNT),
  }),
  K3_PAIR_SINGLE,
  definePerPick({
    code: 'k3_pair_any',
    name: 'Pair, triple included (二同号复选)',
    row: createRow('pair', PAIRS, 1),
    isHit: (pick, outcome) => countFace(outcome, Number(pick[0])) >= 2,
    probability: createFraction(16n, OUTCOME_COUNT),
  }),
  defineDifferent('k3_three_different', 'Three different (三不同号)', 3, createFraction(6n, OUTCOME_COUNT)),
  defineDifferent('k3_two_different', 'Two different (二不同号)', 2, createFraction(30n, OUTCOME_COUNT)),
  definePerPick({
    code: 'k3_run_any',
    name: 'Any three in a row (三连号通选)',
    row: createRow('all', ANY, 1),
    isHit: (_, outcome) => isRun(outcome),
    probability: createFraction(24n, OUTCOME_COUNT),
  }),
  definePerPick({
    code: 'k3_single_value',
    name: 'Single value (单号)',
    row: createRow('value', FACES, 1),
    isHit: (pick, outcome) => countFace(outcome, Number(pick)) > 0,
    // 1 − (5/6)³ = 91/216.
    probability: createFraction(91n, OUTCOME_COUNT),
  }),
];

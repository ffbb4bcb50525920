/**
 * What every lottery bet type has: explicit code, the selections it accepts, how many combinations a selection
 * expands to (the stake is per combination), settlement against a result, and its exact RTP.
 *
 * A selection is a list of rows of picks, each pick a short text: one row for a list of numbers (lô "12", "34"),
 * one row per position for positional bets (SSC straight: the digits chosen for d1, d2, …). Its text form is
 * rows joined by "|" and picks by "," ("12,34|56"), which is how it is stored. A selection must hold no
 * repeated pick in a row (a xiên "12, 12" is invalid, docs/product/lottery-rules.md#vietnamese-bet-types) and must
 * expand to at least one combination.
 *
 * Settlement answers the gross return per unit staked on each combination, summed over the selection's
 * combinations, as an exact fraction: the payout is stake per combination × that sum, floored to the minor
 * unit (`computePayout`). A number that hits twice in lô counts twice.
 */
import type { Fraction } from '../rational';
import { addFractions, createFraction, multiplyFractions } from '../rational';
import type { OddsEntry, OddsKind } from './lottery-odds';
import type { ResultStructure, ResultStructureCode } from './result-structures';

/** Rows of picks; see the file comment. */
export type LotterySelection = readonly (readonly string[])[];

/** One row of a selection: which picks it allows and how many. */
export interface SelectionRow {
  /** What the row is, for error details and forms: "number", "d1", "sum", "side". */
  readonly label: string;
  /** The allowed picks, listed when few enough to show as buttons, else a pattern. */
  readonly allowed: readonly string[] | RegExp;
  readonly minPicks: number;
  readonly maxPicks: number;
}

/** The rows a bet type takes and the least number of picks over all rows. */
export interface SelectionRule {
  readonly rows: readonly SelectionRow[];
  readonly minTotalPicks: number;
}

/** Why a selection is refused. */
export interface SelectionProblem {
  readonly reason:
    'not_offered' | 'row_count' | 'pick_count' | 'invalid_pick' | 'duplicate_pick' | 'no_combination';
  /** The row concerned, from 0, when one is. */
  readonly row?: number;
  /** The pick concerned, when one is. */
  readonly pick?: string;
}

/** The exact return of one variant of a bet type (a by-pick odds entry or an iBox permutation count has several). */
export interface RtpFigure {
  /** The pick or permutation count the figure is for; null when the bet type has one figure. */
  readonly variant: string | null;
  /** Expected hits of one combination: its probability of winning when it pays once, more for lô. */
  readonly expectedHits: Fraction;
  /** Expected gross return per unit staked on one combination: the RTP. */
  readonly rtp: Fraction;
}

/** One bet type, generic over the prepared result of its family. */
export interface BetTypeDefinition<Outcome> {
  /** The explicit code stored with every bet and keyed in odds tables. */
  readonly code: string;
  /** The bet's usual name (docs/product/lottery-rules.md), for documentation and operator screens. */
  readonly name: string;
  /** The result structures the bet type is offered on. */
  readonly structures: readonly ResultStructureCode[];
  readonly oddsKind: OddsKind;
  readonly selectionRule: SelectionRule;
  /** How many combinations a valid selection expands to: the stake is multiplied by it. */
  countCombinations(selection: LotterySelection): number;
  /**
   * The gross return per unit per combination, summed over the selection's combinations, for a valid
   * selection (settlement trusts placement to have validated it).
   */
  settle(selection: LotterySelection, outcome: Outcome, odds: OddsEntry): Fraction;
  /** The exact RTP of each variant, from the bet's probability on the structure. */
  computeRtps(odds: OddsEntry, structure: ResultStructure): RtpFigure[];
}

/** Zero, the return of a losing selection. */
export const ZERO: Fraction = createFraction(0n);

/** C(n, k), for combination counts (selections are small enough for safe integers). */
export function countSubsets(size: number, chosen: number): number {
  if (chosen < 0 || chosen > size) {
    return 0;
  }
  let count = 1;
  for (let index = 1; index <= chosen; index += 1) {
    count = (count * (size - chosen + index)) / index;
  }
  return count;
}

/** fraction × an integer count: the return of `count` winning combinations at `fraction` each. */
export function scaleFraction(fraction: Fraction, count: number | bigint): Fraction {
  // Most selections lose or hit once; skipping the bigint arithmetic then keeps mass settlement cheap.
  if (count === 0 || count === 0n) {
    return ZERO;
  }
  if (count === 1 || count === 1n) {
    return fraction;
  }
  return multiplyFractions(fraction, createFraction(BigInt(count)));
}

/** The sum of fractions. */
export function sumFractions(fractions: Iterable<Fraction>): Fraction {
  let total = ZERO;
  for (const fraction of fractions) {
    total = addFractions(total, fraction);
  }
  return total;
}

/** The RTP figure of a bet whose every combination has `expectedHits` and pays `odds` a hit. */
export function createRtpFigure(
  expectedHits: Fraction,
  odds: Fraction,
  variant: string | null = null,
): RtpFigure {
  return { variant, expectedHits, rtp: multiplyFractions(expectedHits, odds) };
}

/** The picks of a two-sided bet. */
export const TWO_SIDED_PICKS = ['big', 'small', 'odd', 'even'] as const;

/** Whether a two-sided pick holds for a value: big from `bigFrom` up, small below it, odd, even. */
export function matchesTwoSidedPick(pick: string, value: number, bigFrom: number): boolean {
  switch (pick) {
    case 'big':
      return value >= bigFrom;
    case 'small':
      return value < bigFrom;
    case 'odd':
      return value % 2 === 1;
    case 'even':
      return value % 2 === 0;
    default:
      return false;
  }
}

function isAllowedPick(row: SelectionRow, pick: string): boolean {
  return row.allowed instanceof RegExp ? row.allowed.test(pick) : row.allowed.includes(pick);
}

/**
 * Checks a selection against a bet type's rule and combination count; null means valid. The first problem
 * found is answered, row by row.
 */
export function checkSelection(
  definition: Pick<BetTypeDefinition<unknown>, 'selectionRule' | 'countCombinations'>,
  selection: LotterySelection,
): SelectionProblem | null {
  const { rows, minTotalPicks } = definition.selectionRule;
  if (selection.length !== rows.length) {
    return { reason: 'row_count' };
  }
  let totalPicks = 0;
  for (const [rowIndex, row] of rows.entries()) {
    const picks = selection[rowIndex] ?? [];
    if (picks.length < row.minPicks || picks.length > row.maxPicks) {
      return { reason: 'pick_count', row: rowIndex };
    }
    const seen = new Set<string>();
    for (const pick of picks) {
      if (!isAllowedPick(row, pick)) {
        return { reason: 'invalid_pick', row: rowIndex, pick };
      }
      if (seen.has(pick)) {
        return { reason: 'duplicate_pick', row: rowIndex, pick };
      }
      seen.add(pick);
    }
    totalPicks += picks.length;
  }
  if (totalPicks < minTotalPicks) {
    return { reason: 'pick_count' };
  }
  return definition.countCombinations(selection) < 1 ? { reason: 'no_combination' } : null;
}

/** The stored text of a selection: rows joined by "|", picks by ",". */
export function formatSelection(selection: LotterySelection): string {
  return selection.map((row) => row.join(',')).join('|');
}

/** Reads a stored selection back; an empty row reads as no picks. */
export function parseSelectionText(text: string): string[][] {
  return text.split('|').map((row) => (row === '' ? [] : row.split(',')));
}

/**
 * The same selection with every row's picks sorted, the form to store
 * (docs/product/lottery-rules.md#vietnamese-bet-types).
 */
export function normalizeSelection(selection: LotterySelection): string[][] {
  return selection.map((row) => [...row].sort());
}

/**
 * Total stake of a bet: stake per combination × combinations × stations (1 unless a multi-station bet). For
 * lô the stake per combination is points × the bet currency's price per point; for every other bet it is money.
 */
export function computeTotalStake(input: {
  stakePerCombination: bigint;
  combinations: number;
  stations?: number;
}): bigint {
  return input.stakePerCombination * BigInt(input.combinations) * BigInt(input.stations ?? 1);
}

/**
 * What a settled selection pays in minor units: stake per combination × return per unit, floored, so a
 * fractional odds never pays a fraction of a minor unit the house does not hold.
 */
export function computePayout(stakePerCombination: bigint, returnPerUnit: Fraction): bigint {
  return (stakePerCombination * returnPerUnit.numerator) / returnPerUnit.denominator;
}

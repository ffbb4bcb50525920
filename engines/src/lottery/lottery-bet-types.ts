/**
 * The one entry point to every lottery bet type, whatever its family: find a bet type offered on a result
 * structure, validate a selection, count its combinations, prepare a result once and settle many selections
 * against it. Codes are unique across families.
 */
import type { Fraction } from '../rational';
import type { BetTypeDefinition, LotterySelection, SelectionProblem } from './bet-type';
import { checkSelection } from './bet-type';
import type { FourDOutcome } from './four-d-bet-types';
import { FOUR_D_BET_TYPES, prepareFourDOutcome } from './four-d-bet-types';
import type { K3Outcome } from './k3-bet-types';
import { K3_BET_TYPES, prepareK3Outcome } from './k3-bet-types';
import type { OddsEntry } from './lottery-odds';
import type { ResultStructure, ResultStructureCode } from './result-structures';
import type { SscOutcome } from './ssc-bet-types';
import { prepareSscOutcome, SSC_BET_TYPES } from './ssc-bet-types';
import type { VietnameseOutcome } from './vietnamese-bet-types';
import { prepareVietnameseOutcome, VIETNAMESE_BET_TYPES } from './vietnamese-bet-types';

/** A result prepared for settlement, by family. */
export type LotteryOutcome = VietnameseOutcome | FourDOutcome | SscOutcome | K3Outcome;

/** A bet type of any family. */
export type LotteryBetType =
  | BetTypeDefinition<VietnameseOutcome>
  | BetTypeDefinition<FourDOutcome>
  | BetTypeDefinition<SscOutcome>
  | BetTypeDefinition<K3Outcome>;

function indexByCode<Outcome>(
  definitions: readonly BetTypeDefinition<Outcome>[],
): ReadonlyMap<string, BetTypeDefinition<Outcome>> {
  return new Map(definitions.map((definition) => [definition.code, definition]));
}

const VIETNAMESE_BY_CODE = indexByCode(VIETNAMESE_BET_TYPES);
const FOUR_D_BY_CODE = indexByCode(FOUR_D_BET_TYPES);
const SSC_BY_CODE = indexByCode(SSC_BET_TYPES);
const K3_BY_CODE = indexByCode(K3_BET_TYPES);

/** Every bet type of every family. */
export const LOTTERY_BET_TYPES: readonly LotteryBetType[] = [
  ...VIETNAMESE_BET_TYPES,
  ...FOUR_D_BET_TYPES,
  ...SSC_BET_TYPES,
  ...K3_BET_TYPES,
];

/** The bet types offered on a structure, in reference order. */
export function listBetTypes(structure: ResultStructure): LotteryBetType[] {
  return LOTTERY_BET_TYPES.filter((definition) => definition.structures.includes(structure.code));
}

/** The bet type with this code if the structure offers it. */
export function findBetType(structure: ResultStructure, code: string): LotteryBetType | undefined {
  return listBetTypes(structure).find((definition) => definition.code === code);
}

/** Checks a selection for a bet code on a structure; null means valid. */
export function validateSelection(
  structure: ResultStructure,
  code: string,
  selection: LotterySelection,
): SelectionProblem | null {
  const definition = findBetType(structure, code);
  return definition === undefined ? { reason: 'not_offered' } : checkSelection(definition, selection);
}

/** How many combinations a valid selection expands to; the stake is per combination. */
export function countSelectionCombinations(
  structure: ResultStructure,
  code: string,
  selection: LotterySelection,
): number {
  const definition = findBetType(structure, code);
  if (definition === undefined) {
    throw new RangeError(`${code} is not offered on ${structure.code}`);
  }
  return definition.countCombinations(selection);
}

/** Validates a result and prepares it for settling any number of bets; throws on a malformed result. */
export function prepareOutcome(structure: ResultStructure, result: readonly string[]): LotteryOutcome {
  switch (structure.family) {
    case 'vietnamese':
      return prepareVietnameseOutcome(structure, result);
    case 'four_d':
      return prepareFourDOutcome(structure, result);
    case 'ssc':
      return prepareSscOutcome(structure, result);
    case 'k3':
      return prepareK3Outcome(structure, result);
  }
}

function requireDefinition<Outcome>(
  byCode: ReadonlyMap<string, BetTypeDefinition<Outcome>>,
  code: string,
  structureCode: ResultStructureCode,
): BetTypeDefinition<Outcome> {
  const definition = byCode.get(code);
  if (definition === undefined || !definition.structures.includes(structureCode)) {
    throw new RangeError(`${code} is not offered on ${structureCode}`);
  }
  return definition;
}

/**
 * Settles a valid selection: the gross return per unit staked on each combination, summed over its
 * combinations (0 for a losing selection). Pay `computePayout(stake per combination, this)`.
 */
export function settleSelection(
  outcome: LotteryOutcome,
  code: string,
  selection: LotterySelection,
  odds: OddsEntry,
): Fraction {
  switch (outcome.family) {
    case 'vietnamese':
      return requireDefinition(VIETNAMESE_BY_CODE, code, outcome.structure.code).settle(
        selection,
        outcome,
        odds,
      );
    case 'four_d':
      return requireDefinition(FOUR_D_BY_CODE, code, '4d').settle(selection, outcome, odds);
    case 'ssc':
      return requireDefinition(SSC_BY_CODE, code, 'ssc').settle(selection, outcome, odds);
    case 'k3':
      return requireDefinition(K3_BY_CODE, code, 'k3').settle(selection, outcome, odds);
  }
}

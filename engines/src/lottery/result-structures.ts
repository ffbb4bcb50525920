/**
 * What one draw of each lottery produces, as data (docs/product/lottery-rules.md#result-structures). A result
 * travels as a list of strings in the order of its result table: every prize's numbers, highest prize first, each
 * number a zero-padded string of its prize's length ("07", never 7). The same order is the order a platform-run draw
 * derives the numbers in (draw-result.ts) and the order an operator enters an official result in.
 *
 * - Miền Bắc (`vn_north`): 27 numbers, special prize of 5 digits. The Vietnamese-structure fast game uses this
 *   structure too.
 * - Miền Trung and Miền Nam (`vn_central_south`): 18 numbers per station, special prize of 6 digits.
 * - 4D (`4d`): 23 numbers of 4 digits, 1st, 2nd, 3rd, 10 special (Singapore: starter), 10 consolation; numbers
 *   are drawn independently and may repeat.
 * - Five-digit fast game (`ssc`): five digits d1…d5, each 0–9.
 * - Three-dice fast game (`k3`): three dice, each 1–6.
 */

/** Every result structure the lottery engine knows. */
export type ResultStructureCode = 'vn_north' | 'vn_central_south' | '4d' | 'ssc' | 'k3';

/** The families whose bet types share one settlement: both Vietnamese structures are one family. */
export type LotteryFamily = 'vietnamese' | 'four_d' | 'ssc' | 'k3';

/** One prize of a result table: how many numbers it has and how many digits each. */
export interface PrizeTier {
  readonly prize: string;
  readonly count: number;
  readonly length: number;
}

/** A result table, with the range every digit is drawn from. */
export interface ResultStructure {
  readonly code: ResultStructureCode;
  readonly family: LotteryFamily;
  readonly tiers: readonly PrizeTier[];
  /** Smallest digit value (1 for dice). */
  readonly digitMin: number;
  /** Largest digit value (6 for dice). */
  readonly digitMax: number;
}

/** Miền Bắc: the special prize first, then G1 … G7 (docs/product/lottery-rules.md#result-structures). */
export const VN_NORTH_STRUCTURE: ResultStructure = {
  code: 'vn_north',
  family: 'vietnamese',
  tiers: [
    { prize: 'special', count: 1, length: 5 },
    { prize: 'first', count: 1, length: 5 },
    { prize: 'second', count: 2, length: 5 },
    { prize: 'third', count: 6, length: 5 },
    { prize: 'fourth', count: 4, length: 4 },
    { prize: 'fifth', count: 6, length: 4 },
    { prize: 'sixth', count: 3, length: 3 },
    { prize: 'seventh', count: 4, length: 2 },
  ],
  digitMin: 0,
  digitMax: 9,
};

/**
 * Miền Trung and Miền Nam, one station: the special prize first, then G1 … G8
 * (docs/product/lottery-rules.md#result-structures).
 */
export const VN_CENTRAL_SOUTH_STRUCTURE: ResultStructure = {
  code: 'vn_central_south',
  family: 'vietnamese',
  tiers: [
    { prize: 'special', count: 1, length: 6 },
    { prize: 'first', count: 1, length: 5 },
    { prize: 'second', count: 1, length: 5 },
    { prize: 'third', count: 2, length: 5 },
    { prize: 'fourth', count: 7, length: 5 },
    { prize: 'fifth', count: 1, length: 4 },
    { prize: 'sixth', count: 3, length: 4 },
    { prize: 'seventh', count: 1, length: 3 },
    { prize: 'eighth', count: 1, length: 2 },
  ],
  digitMin: 0,
  digitMax: 9,
};

/** Southeast-Asian 4D (docs/product/lottery-rules.md#result-structures). */
export const FOUR_D_STRUCTURE: ResultStructure = {
  code: '4d',
  family: 'four_d',
  tiers: [
    { prize: 'first', count: 1, length: 4 },
    { prize: 'second', count: 1, length: 4 },
    { prize: 'third', count: 1, length: 4 },
    { prize: 'special', count: 10, length: 4 },
    { prize: 'consolation', count: 10, length: 4 },
  ],
  digitMin: 0,
  digitMax: 9,
};

/** The five-digit fast game, d1 (ten-thousands) first (docs/product/lottery-rules.md#result-structures). */
export const SSC_STRUCTURE: ResultStructure = {
  code: 'ssc',
  family: 'ssc',
  tiers: [{ prize: 'digit', count: 5, length: 1 }],
  digitMin: 0,
  digitMax: 9,
};

/** The three-dice fast game (docs/product/lottery-rules.md#result-structures). */
export const K3_STRUCTURE: ResultStructure = {
  code: 'k3',
  family: 'k3',
  tiers: [{ prize: 'die', count: 3, length: 1 }],
  digitMin: 1,
  digitMax: 6,
};

/** Every structure by its code. */
export const RESULT_STRUCTURES: Readonly<Record<ResultStructureCode, ResultStructure>> = {
  vn_north: VN_NORTH_STRUCTURE,
  vn_central_south: VN_CENTRAL_SOUTH_STRUCTURE,
  '4d': FOUR_D_STRUCTURE,
  ssc: SSC_STRUCTURE,
  k3: K3_STRUCTURE,
};

/** How many numbers one result has (27 for Miền Bắc, 18 for a southern station, 23 for 4D). */
export function countResultNumbers(structure: ResultStructure): number {
  return structure.tiers.reduce((total, tier) => total + tier.count, 0);
}

/**
 * How many of a result's numbers have at least `length` digits, so have a last-`length` suffix: 27 / 23 / 20
 * for Miền Bắc and 18 / 17 / 16 for a southern station at lengths 2 / 3 / 4.
 */
export function countNumbersWithLength(structure: ResultStructure, length: number): number {
  return structure.tiers.reduce((total, tier) => total + (tier.length >= length ? tier.count : 0), 0);
}

/** Finds a prize tier of a structure, failing loudly when a bet type names one the structure lacks. */
export function findPrizeTier(structure: ResultStructure, prize: string): PrizeTier {
  const tier = structure.tiers.find((candidate) => candidate.prize === prize);
  if (tier === undefined) {
    throw new RangeError(`${structure.code} has no ${prize} prize`);
  }
  return tier;
}

/** Why an entered result is not a result of its structure. */
export type ResultProblem =
  | { readonly reason: 'count'; readonly expected: number; readonly actual: number }
  | {
      readonly reason: 'number';
      /** Position in the result list, from 0. */
      readonly index: number;
      readonly prize: string;
      /** The expected digit count. */
      readonly length: number;
      readonly value: string;
    };

/** Lists, per position, the prize and digit count a result of this structure has there. */
export function listResultPositions(structure: ResultStructure): PrizeTier[] {
  return structure.tiers.flatMap((tier) => Array.from({ length: tier.count }, () => tier));
}

/**
 * Checks a result, typically one operators entered: the right count of numbers, and each a string of exactly
 * its prize's digit count, every digit in the structure's range. An empty list of problems means valid.
 */
export function validateResult(structure: ResultStructure, result: readonly string[]): ResultProblem[] {
  const positions = listResultPositions(structure);
  if (result.length !== positions.length) {
    return [{ reason: 'count', expected: positions.length, actual: result.length }];
  }
  const problems: ResultProblem[] = [];
  positions.forEach((tier, index) => {
    const value = result[index] ?? '';
    const isWellFormed =
      value.length === tier.length &&
      [...value].every((character) => {
        const digit = character.charCodeAt(0) - 48;
        return digit >= structure.digitMin && digit <= structure.digitMax;
      });
    if (!isWellFormed) {
      problems.push({ reason: 'number', index, prize: tier.prize, length: tier.length, value });
    }
  });
  return problems;
}

/** Groups a valid result by prize, in table order. */
export function groupResultByPrize(
  structure: ResultStructure,
  result: readonly string[],
): { prize: string; numbers: string[] }[] {
  let start = 0;
  return structure.tiers.map((tier) => {
    const numbers = result.slice(start, start + tier.count);
    start += tier.count;
    return { prize: tier.prize, numbers };
  });
}

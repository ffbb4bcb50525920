/**
 * European single-zero roulette: 37 pockets, standard bets and payouts. A bet covering n numbers returns
 * 36/n times its stake (35:1 straight up … 1:1 even money), so every bet returns 36/37 ≈ 97.297%. Zero loses
 * every outside bet (no la partage or en prison).
 */
import { assertValidStake, multiplyByRatio } from './minor-units';
import { pickIndex, readFloat } from './fair-floats';

/** Return to player of every roulette bet: 36/37. */
export const ROULETTE_RTP = 36 / 37;
/** Floats one spin consumes. */
export const ROULETTE_FLOAT_COUNT = 1;
/** Pockets 0–36. */
export const ROULETTE_POCKET_COUNT = 37;

const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
/** A bet covering n numbers returns 36/n: 35:1 plus the stake for one number, and so on. */
const RETURN_PER_COVERED_NUMBER = 36;

export type RouletteColor = 'green' | 'red' | 'black';
export type RouletteInsideBetType = 'straight' | 'split' | 'street' | 'corner' | 'line';
export type RouletteEvenMoneyBetType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

export type RouletteBet =
  | { type: RouletteInsideBetType; numbers: readonly number[]; stake: number }
  | { type: 'dozen'; dozen: 1 | 2 | 3; stake: number }
  | { type: 'column'; column: 1 | 2 | 3; stake: number }
  | { type: RouletteEvenMoneyBetType; stake: number };

export interface RouletteBetResult {
  bet: RouletteBet;
  isWin: boolean;
  /** Minor units returned, stake included; 0 on a loss. */
  payout: number;
}

export interface RouletteOutcome {
  pocket: number;
  color: RouletteColor;
  betResults: RouletteBetResult[];
  /** Sum of the stakes, minor units. */
  totalStake: number;
  /** Sum of the payouts, minor units. */
  payout: number;
}

const INSIDE_BET_SIZES: Readonly<Record<RouletteInsideBetType, number>> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  line: 6,
};

function buildInsideBetCatalog(): Record<RouletteInsideBetType, number[][]> {
  const straight = Array.from({ length: ROULETTE_POCKET_COUNT }, (_, number) => [number]);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  const street: number[][] = [
    [0, 1, 2],
    [0, 2, 3],
  ];
  // "First four" covers 0–3 and pays as a corner (8:1) on European tables.
  const corner: number[][] = [[0, 1, 2, 3]];
  const line: number[][] = [];
  for (let number = 1; number <= 36; number += 1) {
    const isRightColumn = number % 3 === 0;
    if (!isRightColumn) {
      split.push([number, number + 1]);
    }
    if (number <= 33) {
      split.push([number, number + 3]);
    }
    if (!isRightColumn && number <= 32) {
      corner.push([number, number + 1, number + 3, number + 4]);
    }
    if (number % 3 === 1) {
      street.push([number, number + 1, number + 2]);
      if (number <= 31) {
        line.push([number, number + 1, number + 2, number + 3, number + 4, number + 5]);
      }
    }
  }
  return { straight, split, street, corner, line };
}

const INSIDE_BET_CATALOG = buildInsideBetCatalog();
const INSIDE_BET_KEYS: Readonly<Record<RouletteInsideBetType, ReadonlySet<string>>> = {
  straight: new Set(INSIDE_BET_CATALOG.straight.map((numbers) => numbers.join('-'))),
  split: new Set(INSIDE_BET_CATALOG.split.map((numbers) => numbers.join('-'))),
  street: new Set(INSIDE_BET_CATALOG.street.map((numbers) => numbers.join('-'))),
  corner: new Set(INSIDE_BET_CATALOG.corner.map((numbers) => numbers.join('-'))),
  line: new Set(INSIDE_BET_CATALOG.line.map((numbers) => numbers.join('-'))),
};

/** Every legal set of numbers for an inside bet type on the European layout, each sorted ascending. */
export function listRouletteInsideBets(type: RouletteInsideBetType): number[][] {
  return INSIDE_BET_CATALOG[type].map((numbers) => [...numbers]);
}

/** The color of a pocket. */
export function findRouletteColor(pocket: number): RouletteColor {
  if (pocket === 0) {
    return 'green';
  }
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

function listNumbersWhere(predicate: (number: number) => boolean): readonly number[] {
  return Array.from({ length: 36 }, (_, index) => index + 1).filter(predicate);
}

// Outside bets never change, so their numbers are listed once rather than on every spin.
const EVEN_MONEY_NUMBERS: Readonly<Record<RouletteEvenMoneyBetType, readonly number[]>> = {
  red: listNumbersWhere((number) => RED_NUMBERS.has(number)),
  black: listNumbersWhere((number) => !RED_NUMBERS.has(number)),
  odd: listNumbersWhere((number) => number % 2 === 1),
  even: listNumbersWhere((number) => number % 2 === 0),
  low: listNumbersWhere((number) => number <= 18),
  high: listNumbersWhere((number) => number >= 19),
};
const DOZEN_NUMBERS: ReadonlyMap<number, readonly number[]> = new Map(
  [1, 2, 3].map((dozen) => [dozen, listNumbersWhere((number) => Math.ceil(number / 12) === dozen)]),
);
const COLUMN_NUMBERS: ReadonlyMap<number, readonly number[]> = new Map(
  [1, 2, 3].map((column) => [column, listNumbersWhere((number) => ((number - 1) % 3) + 1 === column)]),
);

/** The numbers a bet covers, ascending, failing on a bet that is not on the layout. */
export function listCoveredNumbers(bet: RouletteBet): readonly number[] {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      const numbers = [...bet.numbers].sort((left, right) => left - right);
      if (
        numbers.length !== INSIDE_BET_SIZES[bet.type] ||
        !INSIDE_BET_KEYS[bet.type].has(numbers.join('-'))
      ) {
        throw new RangeError(`${numbers.join('-')} is not a ${bet.type} bet on the layout`);
      }
      return numbers;
    }
    case 'dozen':
    case 'column': {
      const numbers = bet.type === 'dozen' ? DOZEN_NUMBERS.get(bet.dozen) : COLUMN_NUMBERS.get(bet.column);
      if (numbers === undefined) {
        throw new RangeError('dozen and column must be 1, 2 or 3');
      }
      return numbers;
    }
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return EVEN_MONEY_NUMBERS[bet.type];
  }
}

/** Spins the wheel from one float: the pocket, 0–36. */
export function spinRoulette(floats: readonly number[]): number {
  return pickIndex(readFloat(floats, 0), ROULETTE_POCKET_COUNT);
}

/** Settles every bet placed on one spin. */
export function settleRoulette(bets: readonly RouletteBet[], floats: readonly number[]): RouletteOutcome {
  if (bets.length === 0) {
    throw new RangeError('a spin needs at least one bet');
  }
  const covered = bets.map((bet) => {
    assertValidStake(bet.stake);
    return listCoveredNumbers(bet);
  });
  const pocket = spinRoulette(floats);
  const betResults = bets.map((bet, index): RouletteBetResult => {
    const numbers = covered[index] ?? [];
    const isWin = numbers.includes(pocket);
    // 36/n is an integer for every bet on the layout (n = 1, 2, 3, 4, 6, 12, 18), so nothing is floored.
    const payout = isWin ? multiplyByRatio(bet.stake, RETURN_PER_COVERED_NUMBER, numbers.length) : 0;
    return { bet, isWin, payout };
  });
  return {
    pocket,
    color: findRouletteColor(pocket),
    betResults,
    totalStake: bets.reduce((sum, bet) => sum + bet.stake, 0),
    payout: betResults.reduce((sum, result) => sum + result.payout, 0),
  };
}

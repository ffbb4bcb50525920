/**
 * Mines: a 5×5 grid hides 1–24 mines; the player reveals tiles one by one and may cash out after any safe
 * tile. After k safe tiles with m mines the multiplier is 0.99 / P(k safe tiles in a row)
 * = 0.99 × C(25, k) / C(25 − m, k), so every mine count and every cash-out point returns exactly 99%.
 */
import { assertValidStake, multiplyByRatio } from './minor-units';
import { pickIndex, readFloat } from './fair-floats';

/** Return to player of every mines bet, whatever the mine count and cash-out point. */
export const MINES_RTP = 0.99;
/** Tiles on the 5×5 grid, numbered 0–24 row by row from the top left. */
export const MINES_TILE_COUNT = 25;
/** The fewest mines a player may choose. */
export const MINES_MINIMUM_MINE_COUNT = 1;
/** The most mines a player may choose: one safe tile remains. */
export const MINES_MAXIMUM_MINE_COUNT = 24;

export interface MinesBet {
  /** Minor units. */
  stake: number;
  mineCount: number;
  /** Tiles revealed in order; the bet cashes out after the last one unless a mine ended it first. */
  picks: readonly number[];
}

export type MinesTile = 'mine' | 'gem';

export interface MinesOutcome {
  /** Mine tiles in ascending order. */
  minePositions: number[];
  /** The whole board for the reveal at the end of the round, indexed by tile. */
  tiles: MinesTile[];
  /** The picks that were played: all of them, or up to and including the mine that ended the round. */
  revealedPicks: { tile: number; isMine: boolean }[];
  safePickCount: number;
  isWin: boolean;
  /** The cash-out multiplier for the safe picks, for display; 0 on a loss. */
  payoutMultiplier: number;
  /** Minor units returned, stake included; 0 on a loss. */
  payout: number;
}

/** An exact multiplier as a ratio of integers. */
export interface PayoutRatio {
  numerator: bigint;
  denominator: bigint;
}

function countCombinations(total: number, chosen: number): bigint {
  let combinations = 1n;
  for (let index = 0; index < chosen; index += 1) {
    // Multiplying before dividing keeps every intermediate an exact binomial coefficient.
    combinations = (combinations * BigInt(total - index)) / BigInt(index + 1);
  }
  return combinations;
}

function assertMineCount(mineCount: number): void {
  if (
    !Number.isSafeInteger(mineCount) ||
    mineCount < MINES_MINIMUM_MINE_COUNT ||
    mineCount > MINES_MAXIMUM_MINE_COUNT
  ) {
    throw new RangeError('mineCount must be an integer from 1 to 24');
  }
}

/** Floats that placing `mineCount` mines consumes: one per mine. */
export function computeMinesFloatCount(mineCount: number): number {
  assertMineCount(mineCount);
  return mineCount;
}

/**
 * The exact multiplier after `safePickCount` safe tiles: 99 × C(25, k) / (100 × C(25 − m, k)).
 */
export function computeMinesPayoutRatio(mineCount: number, safePickCount: number): PayoutRatio {
  assertMineCount(mineCount);
  const safeTileCount = MINES_TILE_COUNT - mineCount;
  if (!Number.isSafeInteger(safePickCount) || safePickCount < 1 || safePickCount > safeTileCount) {
    throw new RangeError(`safePickCount must be an integer from 1 to ${safeTileCount}`);
  }
  return {
    numerator: 99n * countCombinations(MINES_TILE_COUNT, safePickCount),
    denominator: 100n * countCombinations(safeTileCount, safePickCount),
  };
}

/**
 * Places the mines with the first `mineCount` steps of a Fisher–Yates shuffle of the 25 tiles, one float
 * per step, so every set of positions is equally likely.
 */
export function placeMines(mineCount: number, floats: readonly number[]): number[] {
  assertMineCount(mineCount);
  // A typed array keeps this hot path free of holes and callbacks: it runs once per round.
  const tiles = new Uint8Array(MINES_TILE_COUNT);
  for (let tile = 0; tile < MINES_TILE_COUNT; tile += 1) {
    tiles[tile] = tile;
  }
  for (let step = 0; step < mineCount; step += 1) {
    const swapIndex = step + pickIndex(readFloat(floats, step), MINES_TILE_COUNT - step);
    const chosen = tiles[swapIndex] ?? 0;
    tiles[swapIndex] = tiles[step] ?? 0;
    tiles[step] = chosen;
  }
  return Array.from(tiles.subarray(0, mineCount).sort());
}

/** Settles a mines round: reveals the picks in order and cashes out if none was a mine. */
export function settleMines(bet: MinesBet, floats: readonly number[]): MinesOutcome {
  assertValidStake(bet.stake);
  assertMineCount(bet.mineCount);
  const pickSet = new Set(bet.picks);
  const isEveryPickATile = bet.picks.every(
    (tile) => Number.isSafeInteger(tile) && tile >= 0 && tile < MINES_TILE_COUNT,
  );
  if (!isEveryPickATile || pickSet.size !== bet.picks.length) {
    throw new RangeError('picks must be distinct tiles from 0 to 24');
  }
  if (bet.picks.length < 1 || bet.picks.length > MINES_TILE_COUNT - bet.mineCount) {
    throw new RangeError('a mines round needs from 1 to 25 − mineCount picks');
  }

  const minePositions = placeMines(bet.mineCount, floats);
  const tiles: MinesTile[] = new Array<MinesTile>(MINES_TILE_COUNT).fill('gem');
  for (const tile of minePositions) {
    tiles[tile] = 'mine';
  }
  const revealedPicks: MinesOutcome['revealedPicks'] = [];
  for (const tile of bet.picks) {
    const isMine = tiles[tile] === 'mine';
    revealedPicks.push({ tile, isMine });
    if (isMine) {
      return {
        minePositions,
        tiles,
        revealedPicks,
        safePickCount: revealedPicks.length - 1,
        isWin: false,
        payoutMultiplier: 0,
        payout: 0,
      };
    }
  }
  const ratio = computeMinesPayoutRatio(bet.mineCount, revealedPicks.length);
  return {
    minePositions,
    tiles,
    revealedPicks,
    safePickCount: revealedPicks.length,
    isWin: true,
    payoutMultiplier: Number(ratio.numerator) / Number(ratio.denominator),
    payout: multiplyByRatio(bet.stake, ratio.numerator, ratio.denominator),
  };
}

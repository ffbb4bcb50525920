import { describe, expect, it } from 'vitest';

import { findFloatForIndex } from './float-fixtures';
import {
  computeMinesFloatCount,
  computeMinesPayoutRatio,
  MINES_RTP,
  MINES_TILE_COUNT,
  placeMines,
  settleMines,
} from './mines';
import { createFraction, multiplyFractions } from './rational';

/** Floats that make the Fisher–Yates steps of `placeMines` choose these tiles, in this order. */
function findFloatsForMines(positions: readonly number[]): number[] {
  const tiles = Array.from({ length: MINES_TILE_COUNT }, (_, tile) => tile);
  return positions.map((position, step) => {
    const index = tiles.indexOf(position);
    const swapped = tiles[step] ?? -1;
    tiles[index] = swapped;
    tiles[step] = position;
    return findFloatForIndex(index - step, MINES_TILE_COUNT - step);
  });
}

function listSubsets(size: number): number[][] {
  const subsets: number[][] = [];
  const current: number[] = [];
  const extend = (start: number): void => {
    if (current.length === size) {
      subsets.push([...current]);
      return;
    }
    for (let tile = start; tile <= MINES_TILE_COUNT - (size - current.length); tile += 1) {
      current.push(tile);
      extend(tile + 1);
      current.pop();
    }
  };
  extend(0);
  return subsets;
}

describe('mine placement', () => {
  it('places the requested number of distinct mines, one float per mine', () => {
    const mines = placeMines(5, [0.1, 0.9, 0.5, 0.3, 0.7]);
    expect(computeMinesFloatCount(5)).toBe(5);
    expect(mines).toHaveLength(5);
    expect(new Set(mines).size).toBe(5);
    expect(mines.every((tile) => tile >= 0 && tile < 25)).toBe(true);
  });

  it('gives every set of mines the same number of Fisher–Yates draws (all 25 × 24 × 23 for 3 mines)', () => {
    const counts = new Map<string, number>();
    for (let first = 0; first < 25; first += 1) {
      for (let second = 0; second < 24; second += 1) {
        for (let third = 0; third < 23; third += 1) {
          const floats = [
            findFloatForIndex(first, 25),
            findFloatForIndex(second, 24),
            findFloatForIndex(third, 23),
          ];
          const key = placeMines(3, floats).join(',');
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
    }
    // C(25, 3) = 2300 sets, each reached by its 3! = 6 orders.
    expect(counts.size).toBe(2300);
    expect(new Set(counts.values())).toEqual(new Set([6]));
  });

  it('can be staged by a test: the fixture floats produce the chosen mines', () => {
    expect(placeMines(3, findFloatsForMines([24, 0, 12]))).toEqual([0, 12, 24]);
  });
});

describe('mines rounds', () => {
  const mines = [3, 7, 11];
  const floats = findFloatsForMines(mines);

  it('cashes out after safe picks at 0.99 / P(survival)', () => {
    const outcome = settleMines({ stake: 10_000, mineCount: 3, picks: [0, 1, 2] }, floats);
    // P(3 safe of 25 with 3 mines) = 22·21·20 / (25·24·23) = 9240 / 13800; multiplier 0.99 × 13800 / 9240.
    expect(outcome).toMatchObject({ isWin: true, safePickCount: 3, payout: 14785 });
    expect(outcome.payoutMultiplier).toBeCloseTo((0.99 * 13800) / 9240, 12);
    expect(outcome.minePositions).toEqual(mines);
    expect(outcome.tiles.filter((tile) => tile === 'mine')).toHaveLength(3);
    expect(outcome.tiles[7]).toBe('mine');
  });

  it('ends the round at the first mine and pays nothing', () => {
    const outcome = settleMines({ stake: 10_000, mineCount: 3, picks: [0, 7, 1] }, floats);
    expect(outcome).toMatchObject({ isWin: false, safePickCount: 1, payout: 0, payoutMultiplier: 0 });
    expect(outcome.revealedPicks).toEqual([
      { tile: 0, isMine: false },
      { tile: 7, isMine: true },
    ]);
  });

  it('rejects repeated, off-board, missing or too many picks and bad mine counts', () => {
    expect(() => settleMines({ stake: 100, mineCount: 3, picks: [1, 1] }, floats)).toThrow(RangeError);
    expect(() => settleMines({ stake: 100, mineCount: 3, picks: [25] }, floats)).toThrow(RangeError);
    expect(() => settleMines({ stake: 100, mineCount: 3, picks: [] }, floats)).toThrow(RangeError);
    const allTiles = Array.from({ length: 23 }, (_, tile) => tile);
    expect(() => settleMines({ stake: 100, mineCount: 3, picks: allTiles }, floats)).toThrow(RangeError);
    expect(() => settleMines({ stake: 100, mineCount: 0, picks: [1] }, [])).toThrow(RangeError);
    expect(() => settleMines({ stake: 100, mineCount: 25, picks: [1] }, [])).toThrow(RangeError);
  });

  it('pays 24.75× for the single safe tile with 24 mines', () => {
    const ratio = computeMinesPayoutRatio(24, 1);
    expect(Number(ratio.numerator) / Number(ratio.denominator)).toBe(24.75);
  });
});

describe('mines RTP', () => {
  it('is exactly 99% for every mine count and every cash-out point (combinatorial)', () => {
    for (let mineCount = 1; mineCount <= 24; mineCount += 1) {
      let survival = createFraction(1n);
      for (let safePicks = 1; safePicks <= 25 - mineCount; safePicks += 1) {
        // P(the k-th pick is safe | k − 1 safe) = (25 − m − (k − 1)) / (25 − (k − 1)).
        survival = multiplyFractions(
          survival,
          createFraction(BigInt(25 - mineCount - (safePicks - 1)), BigInt(25 - (safePicks - 1))),
        );
        const ratio = computeMinesPayoutRatio(mineCount, safePicks);
        const expectedReturn = multiplyFractions(
          survival,
          createFraction(ratio.numerator, ratio.denominator),
        );
        expect(expectedReturn).toEqual(createFraction(99n, 100n));
      }
    }
  });

  it.each([1, 2, 3, 4, 21, 22, 23, 24])(
    'returns 99 percent over every placement of %i mines, for every cash-out point (exhaustive)',
    (mineCount) => {
      const stake = 1_000_000;
      const placements = listSubsets(mineCount).map((mines) => findFloatsForMines(mines));
      for (let safePicks = 1; safePicks <= 25 - mineCount; safePicks += 1) {
        // By symmetry any pick order does; this one spreads picks over the board.
        const picks = Array.from({ length: safePicks }, (_, index) => (index * 7) % 25);
        let total = 0;
        for (const floats of placements) {
          total += settleMines({ stake, mineCount, picks }, floats).payout;
        }
        const exact = MINES_RTP * stake * placements.length;
        // Each winning placement floors away less than one minor unit.
        expect(total).toBeLessThanOrEqual(exact + 1e-6);
        expect(total).toBeGreaterThan(exact - placements.length);
      }
    },
  );
});

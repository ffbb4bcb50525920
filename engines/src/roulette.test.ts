import { describe, expect, it } from 'vitest';

import { findFloatForIndex } from './float-fixtures';
import type { RouletteBet, RouletteInsideBetType } from './roulette';
import {
  findRouletteColor,
  listCoveredNumbers,
  listRouletteInsideBets,
  ROULETTE_POCKET_COUNT,
  ROULETTE_RTP,
  settleRoulette,
  spinRoulette,
} from './roulette';

const STAKE = 3_700;

function spinPocket(pocket: number): number[] {
  return [findFloatForIndex(pocket, ROULETTE_POCKET_COUNT)];
}

function listEveryBet(): RouletteBet[] {
  const insideTypes: RouletteInsideBetType[] = ['straight', 'split', 'street', 'corner', 'line'];
  const inside = insideTypes.flatMap((type) =>
    listRouletteInsideBets(type).map((numbers): RouletteBet => ({ type, numbers, stake: STAKE })),
  );
  const thirds = [1, 2, 3] as const;
  return [
    ...inside,
    ...thirds.map((dozen): RouletteBet => ({ type: 'dozen', dozen, stake: STAKE })),
    ...thirds.map((column): RouletteBet => ({ type: 'column', column, stake: STAKE })),
    ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type): RouletteBet => ({
      type,
      stake: STAKE,
    })),
  ];
}

describe('the wheel', () => {
  it('has 18 red, 18 black and a green zero', () => {
    const colors = Array.from({ length: 37 }, (_, pocket) => findRouletteColor(pocket));
    expect(colors.filter((color) => color === 'red')).toHaveLength(18);
    expect(colors.filter((color) => color === 'black')).toHaveLength(18);
    expect(colors[0]).toBe('green');
    expect([
      findRouletteColor(1),
      findRouletteColor(2),
      findRouletteColor(10),
      findRouletteColor(19),
    ]).toEqual(['red', 'black', 'black', 'red']);
  });

  it('maps floats to pockets 0–36', () => {
    expect(spinRoulette([0])).toBe(0);
    expect(spinRoulette([(2 ** 32 - 1) / 2 ** 32])).toBe(36);
    for (let pocket = 0; pocket < 37; pocket += 1) {
      expect(spinRoulette(spinPocket(pocket))).toBe(pocket);
    }
  });
});

describe('the layout', () => {
  it('has the standard number of inside bets', () => {
    // 37 straights; 57 splits plus 0-1, 0-2, 0-3; 12 streets plus the two trios; 22 corners plus the first
    // four; 11 six lines.
    expect(listRouletteInsideBets('straight')).toHaveLength(37);
    expect(listRouletteInsideBets('split')).toHaveLength(60);
    expect(listRouletteInsideBets('street')).toHaveLength(14);
    expect(listRouletteInsideBets('corner')).toHaveLength(23);
    expect(listRouletteInsideBets('line')).toHaveLength(11);
  });

  it('accepts bets in any number order and refuses combinations that are not on the layout', () => {
    expect(listCoveredNumbers({ type: 'split', numbers: [5, 2], stake: 1 })).toEqual([2, 5]);
    expect(listCoveredNumbers({ type: 'corner', numbers: [1, 2, 4, 5], stake: 1 })).toEqual([1, 2, 4, 5]);
    expect(() => listCoveredNumbers({ type: 'split', numbers: [3, 4], stake: 1 })).toThrow(RangeError);
    expect(() => listCoveredNumbers({ type: 'split', numbers: [1, 5], stake: 1 })).toThrow(RangeError);
    expect(() => listCoveredNumbers({ type: 'corner', numbers: [3, 4, 6, 7], stake: 1 })).toThrow(RangeError);
    expect(() => listCoveredNumbers({ type: 'street', numbers: [2, 3, 4], stake: 1 })).toThrow(RangeError);
    expect(() => listCoveredNumbers({ type: 'straight', numbers: [37], stake: 1 })).toThrow(RangeError);
  });

  it('covers the right numbers with outside bets', () => {
    expect(listCoveredNumbers({ type: 'dozen', dozen: 2, stake: 1 })).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    ]);
    expect(listCoveredNumbers({ type: 'column', column: 1, stake: 1 })).toEqual([
      1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34,
    ]);
    expect(listCoveredNumbers({ type: 'column', column: 3, stake: 1 }).at(-1)).toBe(36);
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      const numbers = listCoveredNumbers({ type, stake: 1 });
      expect(numbers).toHaveLength(18);
      expect(numbers).not.toContain(0);
    }
  });
});

describe('roulette payouts', () => {
  it.each([
    [{ type: 'straight', numbers: [17] }, 17, 36],
    [{ type: 'split', numbers: [0, 2] }, 0, 18],
    [{ type: 'street', numbers: [0, 2, 3] }, 3, 12],
    [{ type: 'corner', numbers: [0, 1, 2, 3] }, 2, 9],
    [{ type: 'line', numbers: [31, 32, 33, 34, 35, 36] }, 34, 6],
    [{ type: 'dozen', dozen: 3 }, 25, 3],
    [{ type: 'column', column: 2 }, 5, 3],
    [{ type: 'red' }, 1, 2],
    [{ type: 'even' }, 0, 0],
    [{ type: 'low' }, 0, 0],
  ] as const)('pays the standard odds: %o on %i returns %i× the stake', (bet, pocket, multiple) => {
    const outcome = settleRoulette([{ ...bet, stake: 100 }], spinPocket(pocket));
    expect(outcome.payout).toBe(100 * multiple);
  });

  it('settles several bets on one spin', () => {
    const outcome = settleRoulette(
      [
        { type: 'straight', numbers: [32], stake: 100 },
        { type: 'red', stake: 500 },
        { type: 'odd', stake: 200 },
      ],
      spinPocket(32),
    );
    expect(outcome).toMatchObject({ pocket: 32, color: 'red', totalStake: 800, payout: 3600 + 1000 });
    expect(outcome.betResults.map((result) => result.isWin)).toEqual([true, true, false]);
  });

  it('refuses an empty spin and a bad dozen', () => {
    expect(() => settleRoulette([], [0])).toThrow(RangeError);
    // A caller without type checks could send a fourth dozen; the settle must still refuse it.
    const badDozen: RouletteBet = { type: 'dozen', dozen: 3, stake: 1 };
    Reflect.set(badDozen, 'dozen', 4);
    expect(() => settleRoulette([badDozen], [0])).toThrow(RangeError);
  });
});

describe('roulette RTP', () => {
  it('returns exactly 36/37 on every bet on the layout, over all 37 pockets', () => {
    const bets = listEveryBet();
    expect(bets).toHaveLength(145 + 12);
    for (const bet of bets) {
      let total = 0;
      for (let pocket = 0; pocket < ROULETTE_POCKET_COUNT; pocket += 1) {
        total += settleRoulette([bet], spinPocket(pocket)).payout;
      }
      expect(total).toBe(36 * STAKE);
      expect(total / (37 * STAKE)).toBe(ROULETTE_RTP);
    }
  });
});

import { describe, expect, it } from 'vitest';

import type { DiceBet, DiceDirection } from './dice';
import { countDiceWinningRolls, DICE_OUTCOME_COUNT, DICE_RTP, rollDice, settleDice } from './dice';
import { countFloatsForIndex, findFloatForIndex } from './float-fixtures';

const STAKE = 1_000_000;

/** Plays every one of the 10,000 rolls and returns the total payout. */
function sumPayoutsOverAllRolls(bet: DiceBet): number {
  let total = 0;
  for (let roll = 0; roll < DICE_OUTCOME_COUNT; roll += 1) {
    total += settleDice(bet, [findFloatForIndex(roll, DICE_OUTCOME_COUNT)]).payout;
  }
  return total;
}

describe('dice rolls', () => {
  it('maps floats to 0.00–99.99 by floor(float × 10000) / 100', () => {
    expect(rollDice([0])).toBe(0);
    expect(rollDice([0.5])).toBe(5000);
    expect(rollDice([(2 ** 32 - 1) / 2 ** 32])).toBe(9999);
    const outcome = settleDice({ stake: 100, direction: 'under', targetHundredths: 5000 }, [0.123456]);
    expect(outcome.rollHundredths).toBe(1234);
    expect(outcome.roll).toBe(12.34);
  });

  it('reaches every roll from floor(2³²/10000) or ceil(2³²/10000) generator floats', () => {
    const counts = new Set<number>();
    for (let roll = 0; roll < DICE_OUTCOME_COUNT; roll += 1) {
      counts.add(countFloatsForIndex(roll, DICE_OUTCOME_COUNT));
    }
    expect([...counts].sort()).toEqual([429496, 429497]);
  });
});

describe('dice bets', () => {
  it('wins under when the roll is strictly below the target and over when strictly above', () => {
    const under = { stake: 100, direction: 'under', targetHundredths: 5000 } as const;
    expect(settleDice(under, [findFloatForIndex(4999, DICE_OUTCOME_COUNT)]).isWin).toBe(true);
    expect(settleDice(under, [findFloatForIndex(5000, DICE_OUTCOME_COUNT)]).isWin).toBe(false);
    const over = { stake: 100, direction: 'over', targetHundredths: 5000 } as const;
    expect(settleDice(over, [findFloatForIndex(5000, DICE_OUTCOME_COUNT)]).isWin).toBe(false);
    expect(settleDice(over, [findFloatForIndex(5001, DICE_OUTCOME_COUNT)]).isWin).toBe(true);
  });

  it('pays 99 / win chance, floored to whole minor units', () => {
    const half = settleDice({ stake: 100, direction: 'under', targetHundredths: 5000 }, [0]);
    expect(half).toMatchObject({ isWin: true, winChancePercent: 50, payoutMultiplier: 1.98, payout: 198 });
    const odd = settleDice({ stake: 100, direction: 'over', targetHundredths: 2999 }, [0.99]);
    // Win chance 70.00%: 100 × 99 / 70 = 141.43 → 141.
    expect(odd).toMatchObject({ isWin: true, winChancePercent: 70, payout: 141 });
    expect(settleDice({ stake: 100, direction: 'under', targetHundredths: 5000 }, [0.9]).payout).toBe(0);
  });

  it('refuses targets outside win chances of 0.01%–98% and bad stakes', () => {
    expect(countDiceWinningRolls({ direction: 'under', targetHundredths: 1 })).toBe(1);
    expect(countDiceWinningRolls({ direction: 'over', targetHundredths: 9998 })).toBe(1);
    expect(countDiceWinningRolls({ direction: 'over', targetHundredths: 199 })).toBe(9800);
    expect(() => countDiceWinningRolls({ direction: 'under', targetHundredths: 0 })).toThrow(RangeError);
    expect(() => countDiceWinningRolls({ direction: 'under', targetHundredths: 9801 })).toThrow(RangeError);
    expect(() => countDiceWinningRolls({ direction: 'over', targetHundredths: 9999 })).toThrow(RangeError);
    expect(() => countDiceWinningRolls({ direction: 'over', targetHundredths: 198 })).toThrow(RangeError);
    expect(() => countDiceWinningRolls({ direction: 'under', targetHundredths: 50.5 })).toThrow(RangeError);
    expect(() => settleDice({ stake: 0, direction: 'under', targetHundredths: 5000 }, [0])).toThrow(
      RangeError,
    );
  });
});

describe('dice RTP', () => {
  it.each<[DiceDirection, number]>([
    ['under', 1],
    ['under', 1234],
    ['under', 5000],
    ['under', 9800],
    ['over', 199],
    ['over', 5000],
    ['over', 7777],
    ['over', 9998],
  ])(
    'returns 99 percent over all 10,000 rolls, less the floor of the payout (%s %i)',
    (direction, targetHundredths) => {
      const bet = { stake: STAKE, direction, targetHundredths };
      const winningRolls = countDiceWinningRolls(bet);
      const total = sumPayoutsOverAllRolls(bet);
      const exact = DICE_RTP * STAKE * DICE_OUTCOME_COUNT;
      // Each winning roll floors away less than one minor unit.
      expect(total).toBeLessThanOrEqual(exact + 1e-6);
      expect(total).toBeGreaterThan(exact - winningRolls);
      if ((STAKE * 9900) % winningRolls === 0) {
        expect(total).toBe(exact);
      }
    },
  );

  it('returns exactly 99% for every target when the stake makes the payout whole', () => {
    const floatFor = (roll: number): number[] => [findFloatForIndex(roll, DICE_OUTCOME_COUNT)];
    for (const direction of ['under', 'over'] as const) {
      for (let targetHundredths = 1; targetHundredths < DICE_OUTCOME_COUNT - 1; targetHundredths += 1) {
        const winningRolls =
          direction === 'under' ? targetHundredths : DICE_OUTCOME_COUNT - 1 - targetHundredths;
        if (winningRolls > 9800) {
          continue;
        }
        // A stake of W minor units wins exactly 9900: nothing floored.
        const bet = { stake: winningRolls, direction, targetHundredths };
        expect(countDiceWinningRolls(bet)).toBe(winningRolls);
        // The winning rolls form one interval that ends at the target: check both sides of it.
        const firstWinning = direction === 'under' ? 0 : targetHundredths + 1;
        const lastWinning = firstWinning + winningRolls - 1;
        expect(settleDice(bet, floatFor(firstWinning)).payout).toBe(9900);
        expect(settleDice(bet, floatFor(lastWinning)).payout).toBe(9900);
        const losingNeighbour = direction === 'under' ? lastWinning + 1 : firstWinning - 1;
        expect(settleDice(bet, floatFor(losingNeighbour)).payout).toBe(0);
        // Total over all rolls / (stake × rolls) = W × 9900 / (W × 10000).
        expect((winningRolls * 9900) / (bet.stake * DICE_OUTCOME_COUNT)).toBe(DICE_RTP);
      }
    }
  });
});

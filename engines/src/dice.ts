/**
 * Dice: a roll from 0.00 to 99.99 (10,000 equally likely values), the player bets it lands under or over a
 * target. The multiplier is 99 / win chance (in percent), so every target returns exactly 99%.
 *
 * Stake's verifier rolls `floor(float × 10001) / 100`, i.e. 0.00–100.00 with 10,001 values; with that range a
 * multiplier of 99 / chance returns 9900/10001 ≈ 98.99%, not 99%. Plaza uses 10,000 values so the stated
 * return is exact.
 */
import { assertValidStake, multiplyByRatio } from './minor-units';
import { pickIndex, readFloat } from './fair-floats';

/** Return to player of every dice bet, exactly. */
export const DICE_RTP = 0.99;
/** Floats one roll consumes. */
export const DICE_FLOAT_COUNT = 1;
/** Distinct rolls: 0.00 to 99.99 in hundredths. */
export const DICE_OUTCOME_COUNT = 10_000;
/** The smallest win chance, 0.01%, in rolls out of 10,000. */
export const DICE_MINIMUM_WINNING_ROLLS = 1;
/** The largest win chance, 98% as on common dice tables: above it the multiplier is too close to 1. */
export const DICE_MAXIMUM_WINNING_ROLLS = 9_800;

/** The return numerator: 99% of the outcome count, so multiplier = 9900 / winning rolls. */
const RETURN_NUMERATOR = 9_900;

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  /** Minor units. */
  stake: number;
  /** 'under' wins when roll < target; 'over' wins when roll > target. */
  direction: DiceDirection;
  /** The target in hundredths (50.50 is 5050). */
  targetHundredths: number;
}

export interface DiceOutcome {
  /** The roll in hundredths, 0 to 9999, for exact comparisons. */
  rollHundredths: number;
  /** The roll for display, 0.00 to 99.99. */
  roll: number;
  isWin: boolean;
  /** The chance of winning in percent, for display. */
  winChancePercent: number;
  /** 99 / win chance, for display; the payout is computed from integers. */
  payoutMultiplier: number;
  /** What the bet returns in minor units, stake included; 0 on a loss. */
  payout: number;
}

/** Counts the rolls out of 10,000 that win the bet, failing on a target outside the allowed chances. */
export function countDiceWinningRolls(bet: Pick<DiceBet, 'direction' | 'targetHundredths'>): number {
  if (!Number.isSafeInteger(bet.targetHundredths)) {
    throw new RangeError('targetHundredths must be an integer');
  }
  const winningRolls =
    bet.direction === 'under' ? bet.targetHundredths : DICE_OUTCOME_COUNT - 1 - bet.targetHundredths;
  if (winningRolls < DICE_MINIMUM_WINNING_ROLLS || winningRolls > DICE_MAXIMUM_WINNING_ROLLS) {
    throw new RangeError('the win chance must be between 0.01% and 98%');
  }
  return winningRolls;
}

/** Rolls the dice from one float: the roll in hundredths, 0 to 9999. */
export function rollDice(floats: readonly number[]): number {
  return pickIndex(readFloat(floats, 0), DICE_OUTCOME_COUNT);
}

/** Settles one dice bet against the bet's floats. */
export function settleDice(bet: DiceBet, floats: readonly number[]): DiceOutcome {
  assertValidStake(bet.stake);
  const winningRolls = countDiceWinningRolls(bet);
  const rollHundredths = rollDice(floats);
  const isWin =
    bet.direction === 'under' ? rollHundredths < bet.targetHundredths : rollHundredths > bet.targetHundredths;
  return {
    rollHundredths,
    roll: rollHundredths / 100,
    isWin,
    winChancePercent: winningRolls / 100,
    payoutMultiplier: RETURN_NUMERATOR / winningRolls,
    payout: isWin ? multiplyByRatio(bet.stake, RETURN_NUMERATOR, winningRolls) : 0,
  };
}

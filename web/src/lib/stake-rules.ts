import { parseMajorAmount } from './money';
import type { AmountParseError } from './money';

/** A game's stake limits in minor units; `step` when the stake must be a multiple (a slot's 20 lines). */
export interface StakeLimits {
  minBet: number;
  maxBet: number;
  step?: number;
}

export type StakeIssue =
  | { kind: AmountParseError }
  | { kind: 'belowMin'; limit: number }
  | { kind: 'aboveMax'; limit: number }
  | { kind: 'step'; step: number };

export type StakeCheck = { isValid: true; minorUnits: number } | { isValid: false; issue: StakeIssue };

/** The smallest stake the game takes: its minimum, rounded up to its step. */
export function findMinimumStake(limits: StakeLimits): number {
  const step = limits.step ?? 1;
  return Math.ceil(Math.max(limits.minBet, 1) / step) * step;
}

/**
 * Checks a stake typed in the currency's units against the game's limits before anything is sent (the game
 * server checks the same again): a plain amount with no more decimals than the currency has, within the
 * limits, a whole multiple of the step.
 */
export function checkStake(text: string, decimals: number, limits: StakeLimits): StakeCheck {
  const parsed = parseMajorAmount(text, decimals);
  if (!parsed.isValid) {
    return { isValid: false, issue: { kind: parsed.error } };
  }
  const stake = parsed.minorUnits;
  const minimum = findMinimumStake(limits);
  if (stake < minimum) {
    return { isValid: false, issue: { kind: 'belowMin', limit: minimum } };
  }
  if (stake > limits.maxBet) {
    return { isValid: false, issue: { kind: 'aboveMax', limit: limits.maxBet } };
  }
  if (limits.step !== undefined && stake % limits.step !== 0) {
    return { isValid: false, issue: { kind: 'step', step: limits.step } };
  }
  return { isValid: true, minorUnits: stake };
}

/**
 * Halves or doubles a stake, kept within the limits and on the step: the quick buttons beside the stake.
 */
export function scaleStake(stake: number, factor: 0.5 | 2, limits: StakeLimits): number {
  const step = limits.step ?? 1;
  const scaled = Math.floor((stake * factor) / step) * step;
  return Math.min(Math.max(scaled, findMinimumStake(limits)), Math.floor(limits.maxBet / step) * step);
}

import { parseMajorAmount } from '../../../lib/money';
import type { AmountParseError } from '../../../lib/money';

/** The limits an amount is checked against, in minor units. */
export interface AmountLimits {
  minAmount: number;
  maxAmount: number;
  /** When not empty, the only amounts allowed (a deposit channel's fixed amounts). */
  fixedAmounts?: readonly number[];
  /** What the member has to spend (a withdrawal from the main wallet); no check when absent. */
  available?: number;
}

/** Why an amount cannot be used, with the limit it broke. */
export type AmountIssue =
  | { kind: AmountParseError }
  | { kind: 'belowMin'; limit: number }
  | { kind: 'aboveMax'; limit: number }
  | { kind: 'notFixed' }
  | { kind: 'aboveAvailable'; limit: number };

export type AmountCheck = { isValid: true; minorUnits: number } | { isValid: false; issue: AmountIssue };

/**
 * Checks a typed amount (major units) against a channel's rules before anything is sent: a plain number with
 * no more decimals than the currency has, one of the fixed amounts when the channel has them, within its
 * minimum and maximum, and no more than the member has. The server checks the same again.
 */
export function checkAmount(text: string, decimals: number, limits: AmountLimits): AmountCheck {
  const parsed = parseMajorAmount(text, decimals);
  if (!parsed.isValid) {
    return { isValid: false, issue: { kind: parsed.error } };
  }
  const amount = parsed.minorUnits;
  const fixedAmounts = limits.fixedAmounts ?? [];
  if (fixedAmounts.length > 0 && !fixedAmounts.includes(amount)) {
    return { isValid: false, issue: { kind: 'notFixed' } };
  }
  if (amount < Math.max(limits.minAmount, 1)) {
    return { isValid: false, issue: { kind: 'belowMin', limit: Math.max(limits.minAmount, 1) } };
  }
  if (amount > limits.maxAmount) {
    return { isValid: false, issue: { kind: 'aboveMax', limit: limits.maxAmount } };
  }
  if (limits.available !== undefined && amount > limits.available) {
    return { isValid: false, issue: { kind: 'aboveAvailable', limit: limits.available } };
  }
  return { isValid: true, minorUnits: amount };
}

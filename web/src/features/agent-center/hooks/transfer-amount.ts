import { parseMajorAmount } from '../../../lib/money';
import type { AmountParseError } from '../../../lib/money';

/** The limits of a transfer, in minor units; `available` is the sender's main wallet. */
export interface TransferLimits {
  minAmount: number;
  maxAmount: number;
  available: number;
}

export type TransferAmountIssue =
  | { kind: AmountParseError }
  | { kind: 'belowMin'; limit: number }
  | { kind: 'aboveMax'; limit: number }
  | { kind: 'aboveAvailable'; limit: number };

export type TransferAmountCheck =
  { isValid: true; minorUnits: number } | { isValid: false; issue: TransferAmountIssue };

/**
 * Checks a typed amount before the confirmation step: a plain number with no more decimals than the currency,
 * within the transfer limits and no more than the sender has (money never overdraws; the server checks again).
 */
export function checkTransferAmount(
  text: string,
  decimals: number,
  limits: TransferLimits,
): TransferAmountCheck {
  const parsed = parseMajorAmount(text, decimals);
  if (!parsed.isValid) {
    return { isValid: false, issue: { kind: parsed.error } };
  }
  const amount = parsed.minorUnits;
  const minimum = Math.max(limits.minAmount, 1);
  if (amount < minimum) {
    return { isValid: false, issue: { kind: 'belowMin', limit: minimum } };
  }
  if (amount > limits.maxAmount) {
    return { isValid: false, issue: { kind: 'aboveMax', limit: limits.maxAmount } };
  }
  if (amount > limits.available) {
    return { isValid: false, issue: { kind: 'aboveAvailable', limit: limits.available } };
  }
  return { isValid: true, minorUnits: amount };
}

/**
 * Money in the engines is an integer count of minor units (cents). Payouts are computed from integer ratios
 * and floored once, so no float ever touches an amount.
 */

/** Fails unless `stake` is a positive whole number of minor units. */
export function assertValidStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake < 1) {
    throw new RangeError('stake must be a positive integer number of minor units');
  }
}

/**
 * Returns floor(amount × numerator / denominator) exactly. Falls back to bigint arithmetic when the product
 * would pass 2⁵³, where a double would round before the floor.
 */
export function multiplyByRatio(
  amount: number,
  numerator: bigint | number,
  denominator: bigint | number,
): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError('amount must be a non-negative integer number of minor units');
  }
  if (typeof numerator === 'number' && typeof denominator === 'number') {
    const product = amount * numerator;
    const isExact =
      Number.isSafeInteger(numerator) && Number.isSafeInteger(product) && Number.isSafeInteger(denominator);
    if (isExact && numerator >= 0 && denominator > 0) {
      // Below 2⁵³ the quotient rounds to an integer only when it is one, so the floor is exact.
      return Math.floor(product / denominator);
    }
  }
  // BigInt() throws on a fractional number, which is the wanted failure for a non-integer ratio.
  const bigNumerator = BigInt(numerator);
  const bigDenominator = BigInt(denominator);
  if (bigNumerator < 0n || bigDenominator <= 0n) {
    throw new RangeError('numerator must be non-negative and denominator positive');
  }
  return Number((BigInt(amount) * bigNumerator) / bigDenominator);
}

/**
 * Exact fractions over bigint, for the odds calculators that prove a stated RTP without rounding error.
 */

/** A fraction kept in lowest terms with a positive denominator. */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function computeGreatestCommonDivisor(left: bigint, right: bigint): bigint {
  let a = left < 0n ? -left : left;
  let b = right < 0n ? -right : right;
  while (b !== 0n) {
    [a, b] = [b, a % b];
  }
  return a;
}

/** Builds a fraction in lowest terms. */
export function createFraction(numerator: bigint, denominator = 1n): Fraction {
  if (denominator === 0n) {
    throw new RangeError('denominator must not be zero');
  }
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = computeGreatestCommonDivisor(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

/** left + right. */
export function addFractions(left: Fraction, right: Fraction): Fraction {
  return createFraction(
    left.numerator * right.denominator + right.numerator * left.denominator,
    left.denominator * right.denominator,
  );
}

/** left − right. */
export function subtractFractions(left: Fraction, right: Fraction): Fraction {
  return addFractions(left, { numerator: -right.numerator, denominator: right.denominator });
}

/** left × right. */
export function multiplyFractions(left: Fraction, right: Fraction): Fraction {
  return createFraction(left.numerator * right.numerator, left.denominator * right.denominator);
}

/** left ÷ right. */
export function divideFractions(left: Fraction, right: Fraction): Fraction {
  return createFraction(left.numerator * right.denominator, left.denominator * right.numerator);
}

/** The nearest double, for display and for comparing with a stated constant. */
export function convertFractionToNumber(fraction: Fraction): number {
  // Scaling first keeps 17 significant digits even when both parts are far beyond 2⁵³.
  const scale = 10n ** 20n;
  const scaled = (fraction.numerator * scale) / fraction.denominator;
  return Number(scaled) / Number(scale);
}

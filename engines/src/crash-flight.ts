/**
 * Crash mathematics that needs no hashing, so the browser imports it as it is: the flight curve the server
 * settles cash-outs on and the screen animates, and the crash point from the random bits of a game's hash
 * (engines/src/crash.ts hashes; a browser verifier hashes with Web Crypto and ends here too).
 *
 * The multiplier climbs as bustabit's does: m(t) = e^(0.00006 · t) for t milliseconds of flight, shown and
 * paid in whole hundredths rounded down. 2× is reached after 11.6 s, 10× after 38.4 s.
 */

/** The lowest cash-out a bet may use: 1.01× in hundredths (at 1.00× a bet could never lose). */
export const CRASH_MINIMUM_CASH_OUT_HUNDREDTHS = 101;

/** Growth of the flight curve per millisecond: m(t) = e^(CRASH_GROWTH_PER_MS · t). */
export const CRASH_GROWTH_PER_MS = 0.00006;

const RANDOM_RANGE = 1n << 52n;

/**
 * The crash point in hundredths from the 52 random bits r: max(100, floor(99 · 2⁵² / (2⁵² − r))). Integer
 * arithmetic keeps the floor exact, where 99 / (1 − X) in doubles can land a hair below an integer. Only
 * the last 49 values of r (probability 10⁻¹⁴) give more than 2⁵³ hundredths, which the number rounds.
 */
export function computeCrashPointFromBits(randomBits: bigint): number {
  if (randomBits < 0n || randomBits >= RANDOM_RANGE) {
    throw new RangeError('randomBits must be a 52-bit integer');
  }
  const hundredths = (99n * RANDOM_RANGE) / (RANDOM_RANGE - randomBits);
  return hundredths < 100n ? 100 : Number(hundredths);
}

/**
 * The crash point in hundredths from a game's digest, HMAC-SHA256(key = game hash hex text, message = salt):
 * its first 52 bits (13 hex digits) are the random bits. The server hashes with node:crypto (crash.ts), the
 * browser's verifier with Web Crypto; both end here.
 */
export function computeCrashPointFromDigest(digest: Uint8Array): number {
  if (digest.length < 7) {
    throw new RangeError('digest must hold at least 7 bytes');
  }
  let firstBytes = 0n;
  for (const byte of digest.subarray(0, 7)) {
    firstBytes = (firstBytes << 8n) | BigInt(byte);
  }
  // 7 bytes are 56 bits: the last 4 are not the game's.
  return computeCrashPointFromBits(firstBytes >> 4n);
}

/** The multiplier in whole hundredths (1.00× is 100) after `elapsedMs` of flight; 100 before take-off. */
export function computeFlightMultiplier(elapsedMs: number): number {
  if (!(elapsedMs > 0)) {
    return 100;
  }
  return Math.max(100, Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)));
}

/**
 * The first whole millisecond of flight at which the multiplier shows `hundredths`: a game whose crash
 * point is `hundredths` busts then, and an automatic cash-out at `hundredths` fires then. Found from the
 * logarithm and settled on `computeFlightMultiplier` itself, so the two never disagree by a rounding.
 */
export function computeFlightMs(hundredths: number): number {
  if (hundredths <= 100) {
    return 0;
  }
  let elapsedMs = Math.max(0, Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS));
  while (elapsedMs > 0 && computeFlightMultiplier(elapsedMs - 1) >= hundredths) {
    elapsedMs -= 1;
  }
  while (computeFlightMultiplier(elapsedMs) < hundredths) {
    elapsedMs += 1;
  }
  return elapsedMs;
}

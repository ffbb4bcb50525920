/**
 * The part of provably-fair randomness that needs no hashing: reading the floats a bet drew and mapping them
 * to indices. Kept apart from `provably-fair.ts` (which hashes with node:crypto) so that the games' settle
 * functions import nothing of Node's and run in a browser too: the web app's fairness panel replays a round
 * with the very functions that settled it, feeding them floats it computed with Web Crypto.
 */

/**
 * Reads the float a game relies on at `index`, failing loudly when the caller drew too few: a silent
 * fallback would change outcomes.
 */
export function readFloat(floats: readonly number[], index: number): number {
  const float = floats[index];
  if (float === undefined || !(float >= 0 && float < 1)) {
    throw new RangeError(`float ${index} is missing or outside [0, 1)`);
  }
  return float;
}

/**
 * Maps a float to an index in [0, size) the way published verifiers do, `floor(float × size)`. With 2³²
 * float values each index is reached `floor` or `ceil` of 2³²/size times, a relative bias below size/2³²
 * (under 10⁻⁸ for a 416-card shoe), which the games accept to stay checkable by standard tools.
 */
export function pickIndex(float: number, size: number): number {
  return Math.floor(float * size);
}

/**
 * Test fixtures: floats chosen to make a game draw a given index, so tests can stage exact deals and
 * enumerate every outcome of a draw.
 */

const WORD_RANGE = 2 ** 32;

/**
 * The smallest generator float (a multiple of 2⁻³²) that `pickIndex` maps to `index` out of `size`.
 */
export function findFloatForIndex(index: number, size: number): number {
  if (!Number.isSafeInteger(index) || index < 0 || index >= size) {
    throw new RangeError(`index ${index} is outside [0, ${size})`);
  }
  return Math.ceil((index * WORD_RANGE) / size) / WORD_RANGE;
}

/** How many of the 2³² generator floats `pickIndex` maps to `index` out of `size`. */
export function countFloatsForIndex(index: number, size: number): number {
  const next = index + 1 === size ? WORD_RANGE : Math.ceil(((index + 1) * WORD_RANGE) / size);
  return next - Math.ceil((index * WORD_RANGE) / size);
}

/**
 * Test fixtures for the draw tests: the contract's skip rule written out again, crafted word sources and a
 * χ² statistic. Tests compute HMAC blocks themselves with node:crypto, an implementation independent of the
 * Web Crypto one under test, and split them into words here.
 */
import type { WordSource } from './draw-stream';

/** Splits HMAC blocks into the stream's unsigned 32-bit big-endian words. */
export function splitBlocksIntoWords(blocks: readonly Uint8Array[]): number[] {
  const words: number[] = [];
  for (const block of blocks) {
    const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
    for (let offset = 0; offset + 4 <= block.byteLength; offset += 4) {
      words.push(view.getUint32(offset, false));
    }
  }
  return words;
}

/** Values in [0, m) from a list of words, with the contract's skip rule written out again. */
export function mapWordsByHand(words: readonly number[], modulus: number, count: number): number[] {
  const limit = Math.floor(2 ** 32 / modulus) * modulus;
  const values: number[] = [];
  for (const word of words) {
    if (values.length === count) {
      break;
    }
    if (word < limit) {
      values.push(word % modulus);
    }
  }
  if (values.length < count) {
    throw new RangeError('too few words');
  }
  return values;
}

/** A word source that replays a crafted list and counts what was read. */
export class CraftedWordSource implements WordSource {
  readonly #words: readonly number[];
  wordsRead = 0;

  constructor(words: readonly number[]) {
    this.#words = words;
  }

  readNextWord(): Promise<number> {
    const word = this.#words[this.wordsRead];
    if (word === undefined) {
      return Promise.reject(new RangeError('crafted stream exhausted'));
    }
    this.wordsRead += 1;
    return Promise.resolve(word);
  }
}

/**
 * Pearson's chi-square statistic of observed counts against equal expected counts. With d = cells − 1
 * degrees of freedom, a fair source exceeds the 0.001 critical value one time in a thousand; the tests use
 * fixed seeds, so a pass is permanent rather than lucky-this-run.
 */
export function computeChiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

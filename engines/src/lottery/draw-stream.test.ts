import { createHash, createHmac } from 'node:crypto';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { computeRejectionLimit, DrawStream, readUniformValue } from './draw-stream';
import { computeChiSquare, CraftedWordSource, mapWordsByHand, splitBlocksIntoWords } from './draw-fixtures';

const INPUT = {
  seed: createHash('sha256').update('plaza stream test').digest('hex'),
  gameCode: 'SSC1',
  issueNo: '20250101-0001',
  beacon: '',
};

/** The first blocks of an issue's stream as words, computed with node:crypto straight from the contract's text. */
function computeWordsByHand(input: typeof INPUT, blockCount: number): number[] {
  const blocks = Array.from({ length: blockCount }, (_, block) =>
    createHmac('sha256', Buffer.from(input.seed, 'hex'))
      .update(`${input.gameCode}:${input.issueNo}:${input.beacon}:${block}`, 'utf8')
      .digest(),
  );
  return splitBlocksIntoWords(blocks);
}

/** χ² critical values at p = 0.001 by degrees of freedom. */
const CHI_SQUARE_CRITICAL = new Map([
  [5, 20.515],
  [9, 27.877],
  [99, 148.23],
]);

async function readValues(stream: DrawStream, modulus: number, count: number): Promise<number[]> {
  const values: number[] = [];
  for (let index = 0; index < count; index += 1) {
    values.push(await readUniformValue(stream, modulus));
  }
  return values;
}

describe('draw stream', () => {
  it('reads HMAC-SHA256(key = seed bytes, "<game>:<issue>:<beacon>:<j>") as big-endian 32-bit words', async () => {
    const stream = new DrawStream(INPUT);
    const words: number[] = [];
    for (let index = 0; index < 24; index += 1) {
      words.push(await stream.readNextWord());
    }
    expect(words).toEqual(computeWordsByHand(INPUT, 3));
    expect(await stream.listBlocks()).toHaveLength(3);
    expect(DrawStream.formatBlockMessage(INPUT, 2)).toBe('SSC1:20250101-0001::2');
  });

  it('changes completely with the beacon, the issue number and the game code', async () => {
    const first = await new DrawStream(INPUT).readNextWord();
    expect(await new DrawStream({ ...INPUT, beacon: 'drand:123' }).readNextWord()).not.toBe(first);
    expect(await new DrawStream({ ...INPUT, issueNo: '20250101-0002' }).readNextWord()).not.toBe(first);
    expect(await new DrawStream({ ...INPUT, gameCode: 'SSC3' }).readNextWord()).not.toBe(first);
    expect(await new DrawStream({ ...INPUT, beacon: 'drand:123' }).readNextWord()).toBe(
      computeWordsByHand({ ...INPUT, beacon: 'drand:123' }, 1)[0],
    );
  });

  it('gives each reader its own word when reads are not awaited one by one', async () => {
    const stream = new DrawStream(INPUT);
    const words = await Promise.all(Array.from({ length: 20 }, () => stream.readNextWord()));
    expect(words).toEqual(computeWordsByHand(INPUT, 3).slice(0, 20));
  });

  it('refuses a malformed seed and colons inside the game code or issue number', () => {
    expect(() => new DrawStream({ ...INPUT, seed: INPUT.seed.toUpperCase() })).toThrow(RangeError);
    expect(() => new DrawStream({ ...INPUT, gameCode: 'A:B' })).toThrow(RangeError);
    expect(() => new DrawStream({ ...INPUT, issueNo: '1:2' })).toThrow(RangeError);
  });
});

describe('rejection sampling', () => {
  it('skips exactly the words at or above floor(2^32 / m) · m', async () => {
    expect(computeRejectionLimit(10)).toBe(4_294_967_290);
    expect(computeRejectionLimit(6)).toBe(4_294_967_292);
    expect(computeRejectionLimit(1)).toBe(2 ** 32);
    expect(computeRejectionLimit(2 ** 32)).toBe(2 ** 32);
    const source = new CraftedWordSource([
      4_294_967_295, 4_294_967_290, 4_294_967_289, 4_294_967_292, 4_294_967_291, 7,
    ]);
    expect(await readUniformValue(source, 10)).toBe(9);
    expect(source.wordsRead).toBe(3);
    // 4,294,967,292 is the first word skipped for m = 6; 4,294,967,291 = 715,827,881 · 6 + 5 is kept.
    expect(await readUniformValue(source, 6)).toBe(5);
    expect(source.wordsRead).toBe(5);
    expect(await readUniformValue(source, 6)).toBe(1);
  });

  it('keeps a word u for modulus m if and only if u < floor(2^32 / m) · m, and then answers u mod m', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.nat({ max: 2 ** 32 - 1 }),
        async (modulus, word) => {
          const source = new CraftedWordSource([word, 0]);
          const value = await readUniformValue(source, modulus);
          const isKept = word < Math.floor(2 ** 32 / modulus) * modulus;
          expect(source.wordsRead).toBe(isKept ? 1 : 2);
          expect(value).toBe(isKept ? word % modulus : 0);
        },
      ),
    );
    await expect(readUniformValue(new CraftedWordSource([1]), 0)).rejects.toThrow(RangeError);
    await expect(readUniformValue(new CraftedWordSource([1]), 2 ** 32 + 1)).rejects.toThrow(RangeError);
  });

  it('takes the same values as the contract written out by hand', async () => {
    const stream = new DrawStream(INPUT);
    expect(await readValues(stream, 7, 50)).toEqual(mapWordsByHand(computeWordsByHand(INPUT, 8), 7, 50));
  });
});

describe('uniformity of derived values (fixed seeds, so the outcome is the same on every run)', () => {
  it.each([
    [10, 60_000],
    [6, 36_000],
  ])(
    'spreads values with m = %i evenly over %i draws (χ² below the 0.001 critical value)',
    async (modulus, count) => {
      const values = await readValues(
        new DrawStream({ ...INPUT, issueNo: `uniform-${modulus}` }),
        modulus,
        count,
      );
      const counts = new Array<number>(modulus).fill(0);
      for (const value of values) {
        counts[value] = (counts[value] ?? 0) + 1;
      }
      const chiSquare = computeChiSquare(counts);
      expect(chiSquare).toBeLessThan(CHI_SQUARE_CRITICAL.get(modulus - 1) ?? 0);
      // A χ² near zero would be as suspicious as a large one: the counts should vary like fair draws do.
      expect(chiSquare).toBeGreaterThan(0.5);
    },
  );

  it('spreads consecutive pairs of digits evenly too (100 cells)', async () => {
    const values = await readValues(new DrawStream({ ...INPUT, issueNo: 'pairs' }), 10, 60_000);
    const counts = new Array<number>(100).fill(0);
    for (let index = 0; index + 1 < values.length; index += 2) {
      const cell = (values[index] ?? 0) * 10 + (values[index + 1] ?? 0);
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
    expect(computeChiSquare(counts)).toBeLessThan(CHI_SQUARE_CRITICAL.get(99) ?? 0);
  });
});

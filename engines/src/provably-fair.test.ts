import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  generateFloats,
  generateIntegers,
  hashServerSeed,
  pickIndex,
  readFloat,
  verifyServerSeed,
} from './provably-fair';

// Regression seeds: the server seed is sha256("plaza regression server seed").
const SERVER_SEED = '62ff31a589a41d9b82a35ba50fc061db4c3b77165332a22209d69701492778d2';
const SERVER_SEED_HASH = 'f53c72a10c0f3d924422f918fc3f5e808bbf3f1636146998481c8355b35645bf';
const CLIENT_SEED = 'player-chosen seed';

function readBlock(clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', SERVER_SEED).update(`${clientSeed}:${nonce}:${cursor}`).digest();
}

describe('the HMAC-SHA256 primitive (RFC 4231 known answers)', () => {
  it('matches test case 1', () => {
    const digest = createHmac('sha256', Buffer.alloc(20, 0x0b)).update('Hi There').digest('hex');
    expect(digest).toBe('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
  });

  it('matches test case 2', () => {
    const digest = createHmac('sha256', 'Jefe').update('what do ya want for nothing?').digest('hex');
    expect(digest).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('matches test case 3', () => {
    const digest = createHmac('sha256', Buffer.alloc(20, 0xaa)).update(Buffer.alloc(50, 0xdd)).digest('hex');
    expect(digest).toBe('773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe');
  });
});

describe('server seed commitment', () => {
  it('hashes the seed hex text with SHA-256', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(SERVER_SEED_HASH);
  });

  it('verifies a revealed seed against its commitment, in either hex case', () => {
    expect(verifyServerSeed(SERVER_SEED, SERVER_SEED_HASH)).toBe(true);
    expect(verifyServerSeed(SERVER_SEED, SERVER_SEED_HASH.toUpperCase())).toBe(true);
  });

  it('rejects another seed, a tampered hash and malformed input', () => {
    const otherSeed = `${SERVER_SEED.slice(0, 63)}0`;
    expect(verifyServerSeed(otherSeed, SERVER_SEED_HASH)).toBe(false);
    expect(verifyServerSeed(SERVER_SEED, `${SERVER_SEED_HASH.slice(0, 63)}0`)).toBe(false);
    expect(verifyServerSeed('not a seed', SERVER_SEED_HASH)).toBe(false);
    expect(verifyServerSeed(SERVER_SEED, 'short')).toBe(false);
  });

  it('refuses to hash a seed that is not 32 bytes of lowercase hex', () => {
    expect(() => hashServerSeed('abc')).toThrow(RangeError);
    expect(() => hashServerSeed(SERVER_SEED.toUpperCase())).toThrow(RangeError);
  });
});

describe('generateFloats', () => {
  it('builds each float from four bytes as b0/256 + b1/256² + b2/256³ + b3/256⁴', () => {
    const [first, second] = generateFloats({
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce: 7,
      count: 2,
    });
    const block = readBlock(CLIENT_SEED, 7, 0);
    const fromBytes = (offset: number): number =>
      [0, 1, 2, 3].reduce((sum, index) => sum + (block[offset + index] ?? 0) / 256 ** (index + 1), 0);
    expect(first).toBe(fromBytes(0));
    expect(second).toBe(fromBytes(4));
  });

  it('moves to the next cursor after eight floats (32 bytes)', () => {
    const floats = generateFloats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 3, count: 17 });
    expect(floats[8]).toBe(readBlock(CLIENT_SEED, 3, 1).readUInt32BE(0) / 2 ** 32);
    expect(floats[16]).toBe(readBlock(CLIENT_SEED, 3, 2).readUInt32BE(0) / 2 ** 32);
  });

  // Regression vectors pinned from this implementation and reproduced by an independent Python
  // implementation of the same scheme (hmac.new(serverSeed, f"{clientSeed}:{nonce}:{cursor}", sha256)).
  it.each([
    {
      nonce: 0,
      floats: [
        0.5588692501187325, 0.4443590138107538, 0.13676737272180617, 0.7553447070531547, 0.3054278052877635,
        0.22501122066751122, 0.26185188395902514, 0.01456366223283112, 0.4005288416519761,
        0.42395789455622435,
      ],
    },
    {
      nonce: 1,
      floats: [
        0.26353865675628185, 0.1231148699298501, 0.9369036080315709, 0.23374370718374848, 0.21792695904150605,
        0.02321078721433878, 0.37823297386057675, 0.4064110592007637, 0.9685165705159307, 0.1629152218811214,
      ],
    },
    {
      nonce: 42,
      floats: [
        0.1443014838732779, 0.5943073886446655, 0.7439728963654488, 0.5742179900407791, 0.7634502747096121,
        0.5112734814174473, 0.9993438175879419, 0.72440374805592, 0.06723851524293423, 0.029549104627221823,
      ],
    },
  ])('reproduces the pinned floats for nonce $nonce', ({ nonce, floats }) => {
    expect(generateFloats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce, count: 10 })).toEqual(
      floats,
    );
  });

  it('gives different streams for different nonces and client seeds', () => {
    const base = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0, count: 4 };
    expect(generateFloats({ ...base, nonce: 1 })).not.toEqual(generateFloats(base));
    expect(generateFloats({ ...base, clientSeed: 'another' })).not.toEqual(generateFloats(base));
  });

  it('returns nothing for a count of zero and rejects bad input', () => {
    const base = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0 };
    expect(generateFloats({ ...base, count: 0 })).toEqual([]);
    expect(() => generateFloats({ ...base, count: -1 })).toThrow(RangeError);
    expect(() => generateFloats({ ...base, nonce: 1.5, count: 1 })).toThrow(RangeError);
    expect(() => generateFloats({ ...base, serverSeed: 'f00', count: 1 })).toThrow(RangeError);
  });
});

describe('generateIntegers', () => {
  const base = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 11 };
  const readWords = (blockCount: number): number[] =>
    Array.from({ length: blockCount }, (_, cursor) => readBlock(CLIENT_SEED, 11, cursor)).flatMap((block) =>
      Array.from({ length: 8 }, (_, index) => block.readUInt32BE(index * 4)),
    );

  it('uses each word modulo max when max divides 2³² (nothing to reject)', () => {
    const integers = generateIntegers({ ...base, count: 12, max: 2 ** 16 });
    expect(integers).toEqual(
      readWords(2)
        .slice(0, 12)
        .map((word) => word % 2 ** 16),
    );
  });

  it('skips words at or above the largest multiple of max, removing modulo bias', () => {
    // For max = 3·2³⁰ the accepted words are those below 3·2³⁰: a quarter of them are skipped.
    const max = 3 * 2 ** 30;
    const expected = readWords(8)
      .filter((word) => word < max)
      .slice(0, 20)
      .map((word) => word % max);
    expect(generateIntegers({ ...base, count: 20, max })).toEqual(expected);
  });

  it('stays within [0, max)', () => {
    const integers = generateIntegers({ ...base, count: 500, max: 37 });
    expect(integers.every((integer) => Number.isInteger(integer) && integer >= 0 && integer < 37)).toBe(true);
  });

  it('rejects a max outside 1 to 2³²', () => {
    expect(() => generateIntegers({ ...base, count: 1, max: 0 })).toThrow(RangeError);
    expect(() => generateIntegers({ ...base, count: 1, max: 2 ** 32 + 1 })).toThrow(RangeError);
  });
});

describe('readFloat and pickIndex', () => {
  it('fails on a missing or out-of-range float rather than inventing one', () => {
    expect(readFloat([0.25], 0)).toBe(0.25);
    expect(() => readFloat([0.25], 1)).toThrow(RangeError);
    expect(() => readFloat([1], 0)).toThrow(RangeError);
    expect(() => readFloat([Number.NaN], 0)).toThrow(RangeError);
  });

  it('maps floats to indices by floor(float × size)', () => {
    expect(pickIndex(0, 37)).toBe(0);
    expect(pickIndex(0.999999, 37)).toBe(36);
    expect(pickIndex(0.5, 10)).toBe(5);
  });
});

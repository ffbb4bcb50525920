import { webcrypto } from 'node:crypto';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { computeCrashPointFromBits, computeCrashPointFromDigest } from './crash-flight';
import { deriveFloatsAsync, listFloatBlockMessages, readFloatsFromBlocks, readWord } from './fair-floats';
import { generateFloats, hmacSha256 } from './provably-fair';

const encoder = new TextEncoder();

/** Web Crypto's HMAC-SHA256, the browser's primitive (Node ships the same API). */
async function hmacWithWebCrypto(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await webcrypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await webcrypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('fair floats without a hash of their own', () => {
  it('reads a word as Node reads a big-endian 32-bit integer', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 0, max: 28 }),
        (block, offset) => {
          expect(readWord(block, offset)).toBe(Buffer.from(block).readUInt32BE(offset));
        },
      ),
    );
  });

  it('asks for one block per eight floats, cursor by cursor', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'x:y', nonce: 3 };
    expect(listFloatBlockMessages(seeds, 0)).toEqual([]);
    expect(listFloatBlockMessages(seeds, 8)).toEqual(['x:y:3:0']);
    expect(listFloatBlockMessages(seeds, 9)).toEqual(['x:y:3:0', 'x:y:3:1']);
  });

  it('fails on a missing block rather than inventing floats', () => {
    expect(() => readFloatsFromBlocks([new Uint8Array(32)], 9)).toThrow(RangeError);
  });

  it(
    'derives the same floats over Web Crypto as the server over node:crypto, for any seeds',
    { timeout: 30_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ minLength: 32, maxLength: 32 }).map(hex),
          fc.string({ unit: 'binary', maxLength: 64 }),
          fc.nat({ max: 1_000_000_000 }),
          fc.integer({ min: 0, max: 30 }),
          async (serverSeed, clientSeed, nonce, count) => {
            const seeds = { serverSeed, clientSeed, nonce };
            expect(await deriveFloatsAsync(seeds, count, hmacWithWebCrypto)).toEqual(
              generateFloats({ ...seeds, count }),
            );
          },
        ),
        { numRuns: 50 },
      );
    },
  );

  it('reads a crash point from a digest as from its first 13 hex digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (key, salt) => {
        const digest = hmacSha256(key, salt);
        expect(computeCrashPointFromDigest(digest)).toBe(
          computeCrashPointFromBits(BigInt(`0x${hex(digest).slice(0, 13)}`)),
        );
      }),
    );
  });
});

/**
 * Provably-fair randomness, the scheme Stake and most crypto casinos publish, so players can check a bet with
 * any third-party verifier:
 *
 * - Before play the house draws a server seed (32 random bytes written as 64 lowercase hex characters) and
 *   shows only `sha256(serverSeed)`, hashing the seed's hex text as it is written.
 * - The player picks a client seed (any string, changeable at any time); every bet has a nonce (0, 1, 2, …).
 * - Random bytes for one bet are the concatenation of the blocks
 *   `HMAC-SHA256(key = serverSeed, message = "${clientSeed}:${nonce}:${cursor}")` for cursor = 0, 1, 2, …,
 *   each block giving 32 bytes. As in Stake's published verifier, the key is the seed's hex text, not the
 *   32 bytes it spells.
 * - A float is made from 4 consecutive bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴, so it lies in [0, 1)
 *   and takes 2³² equally likely values.
 * - When the server seed is rotated it is revealed, and `verifyServerSeed` lets anyone check it against the
 *   hash shown before the bets.
 */
import { createHash, createHmac } from 'node:crypto';

import { BLOCK_BYTE_COUNT, deriveFloats, formatBlockMessage, readWord } from './fair-floats';
import type { FairSeeds } from './fair-floats';

export type { FairSeeds } from './fair-floats';

const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
const SHA256_HEX_PATTERN = /^[0-9a-fA-F]{64}$/;
const WORD_RANGE = 2 ** 32;

function assertFairSeeds(seeds: FairSeeds): void {
  if (!SERVER_SEED_PATTERN.test(seeds.serverSeed)) {
    throw new RangeError('serverSeed must be 64 lowercase hex characters (32 bytes)');
  }
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new RangeError('nonce must be a non-negative integer');
  }
}

function assertCount(count: number, name: string): void {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`${name} must be a non-negative integer`);
  }
}

/** node:crypto's HMAC-SHA256, the server's primitive for `deriveFloats` (the browser uses Web Crypto's). */
export function hmacSha256(key: string, message: string): Uint8Array {
  return createHmac('sha256', key).update(message).digest();
}

/** Hashes a server seed into the commitment shown to the player before any bet uses the seed. */
export function hashServerSeed(serverSeed: string): string {
  if (!SERVER_SEED_PATTERN.test(serverSeed)) {
    throw new RangeError('serverSeed must be 64 lowercase hex characters (32 bytes)');
  }
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** Checks that a revealed server seed is the one committed to by `committedHash`. */
export function verifyServerSeed(serverSeed: string, committedHash: string): boolean {
  if (!SERVER_SEED_PATTERN.test(serverSeed) || !SHA256_HEX_PATTERN.test(committedHash)) {
    return false;
  }
  return hashServerSeed(serverSeed) === committedHash.toLowerCase();
}

/**
 * Returns the first `count` floats in [0, 1) of a bet, eight per HMAC block. This is what every game's settle
 * function consumes.
 */
export function generateFloats(input: FairSeeds & { count: number }): number[] {
  assertFairSeeds(input);
  assertCount(input.count, 'count');
  return deriveFloats(input, input.count, hmacSha256);
}

/**
 * Returns `count` integers uniform in [0, max), max ≤ 2³², with no modulo bias: a 4-byte word at or above the
 * largest multiple of `max` is skipped and the next word is read. Use it where a range is large enough for
 * the bias of `floor(float × max)` (up to max/2³² per value) to matter, such as lottery draws. It reads the
 * same byte stream as `generateFloats`, so a bet draws from one or the other, never both.
 */
export function generateIntegers(input: FairSeeds & { count: number; max: number }): number[] {
  assertFairSeeds(input);
  assertCount(input.count, 'count');
  if (!Number.isSafeInteger(input.max) || input.max < 1 || input.max > WORD_RANGE) {
    throw new RangeError('max must be an integer from 1 to 2^32');
  }
  const acceptedLimit = WORD_RANGE - (WORD_RANGE % input.max);
  const integers: number[] = [];
  let cursor = 0;
  while (integers.length < input.count) {
    const block = hmacSha256(input.serverSeed, formatBlockMessage(input, cursor));
    for (let offset = 0; offset < BLOCK_BYTE_COUNT && integers.length < input.count; offset += 4) {
      const word = readWord(block, offset);
      if (word < acceptedLimit) {
        integers.push(word % input.max);
      }
    }
    cursor += 1;
  }
  return integers;
}

// Games import these from fair-floats.ts (browser-safe); they stay exported here for existing callers.
export { pickIndex, readFloat } from './fair-floats';

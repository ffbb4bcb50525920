/**
 * The commitment of platform-run draws (docs/product/lottery-draws.md#the-commitment):
 * per game and business day a hash chain s_N (32 random bytes) → s_(k−1) = SHA-256(s_k) → … → s_0. The anchor s_0
 * is published before the day's first issue opens; the day's k-th issue (1-based) is drawn from s_k, and revealing
 * s_k proves it was fixed in advance, because SHA-256 applied k times to it gives s_0. The hash is over the 32 raw
 * bytes, not over their hex text. Seeds and anchors travel as 64 lowercase hex characters.
 */
import { computeSha256, convertBytesToHex, convertHexToBytes, createRandomSeedBytes } from './web-crypto';

const SEED_HEX_PATTERN = /^[0-9a-f]{64}$/;

function assertSeedHex(seedHex: string, name: string): void {
  if (!SEED_HEX_PATTERN.test(seedHex)) {
    throw new RangeError(`${name} must be 64 lowercase hex characters (32 bytes)`);
  }
}

function assertChainIndex(index: number, name: string): void {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RangeError(`${name} must be a non-negative integer`);
  }
}

/** A fresh secret end of a chain, s_N, as hex. */
export function createChainSeed(): string {
  return convertBytesToHex(createRandomSeedBytes());
}

/** One link of the chain: s_(k−1) = SHA-256(s_k), both as hex. */
export async function hashChainSeed(seedHex: string): Promise<string> {
  assertSeedHex(seedHex, 'seed');
  return convertBytesToHex(await computeSha256(convertHexToBytes(seedHex)));
}

/**
 * Builds the whole chain from its secret end s_N: element k of the answer is s_k, so element 0 is the anchor
 * to publish and element k seeds the day's k-th issue. `length` is N, the number of issues the day can hold.
 */
export async function deriveHashChain(finalSeedHex: string, length: number): Promise<string[]> {
  assertSeedHex(finalSeedHex, 'finalSeed');
  assertChainIndex(length, 'length');
  const chain: string[] = new Array<string>(length + 1);
  let bytes = convertHexToBytes(finalSeedHex);
  chain[length] = finalSeedHex;
  for (let index = length - 1; index >= 0; index -= 1) {
    bytes = await computeSha256(bytes);
    chain[index] = convertBytesToHex(bytes);
  }
  return chain;
}

/**
 * Hashes a revealed s_k k times and lists every step: element i is s_(k−i), so the last element is what the
 * anchor must equal. This is what a verification page shows.
 */
export async function traceChainToAnchor(seedHex: string, index: number): Promise<string[]> {
  assertSeedHex(seedHex, 'seed');
  assertChainIndex(index, 'index');
  const steps = [seedHex];
  let bytes = convertHexToBytes(seedHex);
  for (let step = 0; step < index; step += 1) {
    bytes = await computeSha256(bytes);
    steps.push(convertBytesToHex(bytes));
  }
  return steps;
}

/**
 * Checks a revealed seed against the published anchor: true when SHA-256 applied `index` times to it gives
 * the anchor. Malformed input is simply not verified. Index 0 would make the anchor itself a seed, which the
 * contract never does (issues count from 1), so it is refused.
 */
export async function verifyChainSeed(input: {
  seed: string;
  index: number;
  anchor: string;
}): Promise<boolean> {
  if (
    !SEED_HEX_PATTERN.test(input.seed) ||
    !SEED_HEX_PATTERN.test(input.anchor.toLowerCase()) ||
    !Number.isSafeInteger(input.index) ||
    input.index < 1
  ) {
    return false;
  }
  const steps = await traceChainToAnchor(input.seed, input.index);
  return steps[steps.length - 1] === input.anchor.toLowerCase();
}

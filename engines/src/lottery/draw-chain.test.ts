import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  createChainSeed,
  deriveHashChain,
  hashChainSeed,
  traceChainToAnchor,
  verifyChainSeed,
} from './draw-chain';

const FINAL_SEED = createHash('sha256').update('plaza lottery chain test').digest('hex');

/** The chain computed independently with node:crypto: element k is s_k, hashing the 32 raw bytes each time. */
function deriveChainByHand(finalSeedHex: string, length: number): string[] {
  const chain = [finalSeedHex];
  let bytes = Buffer.from(finalSeedHex, 'hex');
  for (let step = 0; step < length; step += 1) {
    bytes = createHash('sha256').update(bytes).digest();
    chain.unshift(bytes.toString('hex'));
  }
  return chain;
}

describe('draw hash chain', () => {
  it('hashes the 32 raw bytes of each seed, not its hex text', async () => {
    const expected = createHash('sha256').update(Buffer.from(FINAL_SEED, 'hex')).digest('hex');
    expect(await hashChainSeed(FINAL_SEED)).toBe(expected);
    expect(await hashChainSeed(FINAL_SEED)).not.toBe(createHash('sha256').update(FINAL_SEED).digest('hex'));
  });

  it('derives s_N … s_0 exactly as SHA-256 applied down from the secret end', async () => {
    const chain = await deriveHashChain(FINAL_SEED, 12);
    expect(chain).toEqual(deriveChainByHand(FINAL_SEED, 12));
    expect(chain).toHaveLength(13);
    expect(chain[12]).toBe(FINAL_SEED);
    expect(await deriveHashChain(FINAL_SEED, 0)).toEqual([FINAL_SEED]);
  });

  it('verifies every revealed s_k against the anchor by hashing it k times', async () => {
    const chain = await deriveHashChain(FINAL_SEED, 8);
    const anchor = chain[0] ?? '';
    for (let index = 1; index <= 8; index += 1) {
      const seed = chain[index] ?? '';
      expect(await verifyChainSeed({ seed, index, anchor })).toBe(true);
      expect(await verifyChainSeed({ seed, index, anchor: anchor.toUpperCase() })).toBe(true);
      // The same seed claimed for another issue of the day does not verify.
      expect(await verifyChainSeed({ seed, index: index + 1, anchor })).toBe(false);
      expect(await verifyChainSeed({ seed, index: index - 1, anchor })).toBe(false);
    }
    const steps = await traceChainToAnchor(chain[5] ?? '', 5);
    expect(steps).toEqual(chain.slice(0, 6).reverse());
  });

  it('refuses a seed that is not on the chain and malformed input', async () => {
    const chain = await deriveHashChain(FINAL_SEED, 3);
    const anchor = chain[0] ?? '';
    const seed = chain[2] ?? '';
    const flipped = (seed.startsWith('0') ? '1' : '0') + seed.slice(1);
    expect(await verifyChainSeed({ seed: flipped, index: 2, anchor })).toBe(false);
    expect(await verifyChainSeed({ seed: seed.toUpperCase(), index: 2, anchor })).toBe(false);
    expect(await verifyChainSeed({ seed: seed.slice(2), index: 2, anchor })).toBe(false);
    expect(await verifyChainSeed({ seed: anchor, index: 0, anchor })).toBe(false);
    expect(await verifyChainSeed({ seed, index: 2.5, anchor })).toBe(false);
    expect(await verifyChainSeed({ seed, index: 2, anchor: 'not hex' })).toBe(false);
    await expect(deriveHashChain('abc', 3)).rejects.toThrow(RangeError);
    await expect(deriveHashChain(FINAL_SEED, -1)).rejects.toThrow(RangeError);
  });

  it('makes fresh 32-byte seeds', () => {
    const first = createChainSeed();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(createChainSeed()).not.toBe(first);
  });
});

import { createChainSeed, deriveHashChain, verifyChainSeed } from '@plaza/engines/lottery/draw-chain';
import { describe, expect, it } from 'vitest';

import { buildHashChain } from './lottery-chain';

describe('buildHashChain', () => {
  it('builds the chain the engine derives, link for link', async () => {
    const seed = createChainSeed();
    const chain = buildHashChain(seed, 40);
    expect(chain).toEqual(await deriveHashChain(seed, 40));
    expect(chain[40]).toBe(seed);
  });

  it('gives seeds the engine verifies against the anchor at their index', async () => {
    const chain = buildHashChain(createChainSeed(), 12);
    const anchor = chain[0] ?? '';
    for (const index of [1, 5, 12]) {
      expect(await verifyChainSeed({ seed: chain[index] ?? '', index, anchor })).toBe(true);
    }
    expect(await verifyChainSeed({ seed: chain[5] ?? '', index: 4, anchor })).toBe(false);
  });

  it('refuses a malformed seed or length', () => {
    expect(() => buildHashChain('ab', 3)).toThrow(RangeError);
    expect(() => buildHashChain(createChainSeed(), -1)).toThrow(RangeError);
  });
});

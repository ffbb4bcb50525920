import { buildHashChain } from '@plaza/engines/crash';
import { describe, expect, it } from 'vitest';

import { CrashChainHashes } from './crash-chain';

const SEED = '01f1eaf4f4747a5d2709705bd84776bfe9d5ec2140bb152fb6fbb687120ca6bc';

describe('crash chain hashes from checkpoints', () => {
  it('gives every game the hash the engine chain has, across checkpoints', () => {
    for (const length of [1, 5, 999, 1_000, 1_001, 2_345]) {
      const expected = buildHashChain(SEED, length);
      const chain = new CrashChainHashes(SEED, length);
      expect(chain.terminatingHash).toBe(expected.terminatingHash);
      const numbers = [1, 2, Math.ceil(length / 2), length - 1, length].filter(
        (gameNumber) => gameNumber >= 1 && gameNumber <= length,
      );
      for (const gameNumber of numbers) {
        expect(chain.getGameHash(gameNumber)).toBe(expected.gameHashes[gameNumber - 1]);
      }
    }
  });

  it('has no game outside the chain', () => {
    const chain = new CrashChainHashes(SEED, 3);
    expect(() => chain.getGameHash(0)).toThrow(RangeError);
    expect(() => chain.getGameHash(4)).toThrow(RangeError);
  });
});

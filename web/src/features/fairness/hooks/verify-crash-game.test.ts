import { buildHashChain, computeCrashPoint } from '@plaza/engines/crash';
import { describe, expect, it } from 'vitest';

import { computeCrashPointInBrowser, verifyCrashGame } from './verify-crash-game';

// The engine's regression chain (engines/src/crash.test.ts) and a second one with a hex salt, as the server draws.
const CHAIN_SEED = '01f1eaf4f4747a5d2709705bd84776bfe9d5ec2140bb152fb6fbb687120ca6bc';
const SALTS = ['plaza regression salt', '9f3c0a6d2b8e41f7a5c3d1e0b9a8f7e6d5c4b3a2918070605040302010f0e0d'];

describe('verifying a crash game in the browser (Web Crypto)', () => {
  it('gives the crash points engines/src/crash.ts gives, on the pinned chain and others', async () => {
    for (const salt of SALTS) {
      const chain = buildHashChain(CHAIN_SEED, 40);
      for (const gameHash of chain.gameHashes) {
        expect(await computeCrashPointInBrowser(gameHash, salt)).toBe(computeCrashPoint(gameHash, salt));
      }
    }
    const pinned = buildHashChain(CHAIN_SEED, 5);
    const points = await Promise.all(
      pinned.gameHashes.map((gameHash) => computeCrashPointInBrowser(gameHash, 'plaza regression salt')),
    );
    expect(points).toEqual([218, 5015, 562, 221, 682]);
  });

  it('links each game to the hash before it, the first to the terminating hash', async () => {
    const chain = buildHashChain(CHAIN_SEED, 3);
    const [first, second, third] = chain.gameHashes;
    const salt = SALTS[1] ?? '';
    expect(
      await verifyCrashGame({ gameHash: first ?? '', previousHash: chain.terminatingHash, salt }),
    ).toEqual({ isLinkMatch: true, crashPointHundredths: computeCrashPoint(first ?? '', salt) });
    expect(
      (await verifyCrashGame({ gameHash: third ?? '', previousHash: second ?? '', salt })).isLinkMatch,
    ).toBe(true);
    expect(
      (await verifyCrashGame({ gameHash: second ?? '', previousHash: third ?? '', salt })).isLinkMatch,
    ).toBe(false);
    expect(await verifyCrashGame({ gameHash: 'not a hash', previousHash: first ?? '', salt })).toEqual({
      isLinkMatch: false,
      crashPointHundredths: null,
    });
  });
});

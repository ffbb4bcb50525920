import type { BgsRound } from '@plaza/contracts/bgs';
import { bgsRoundSchema } from '@plaza/contracts/bgs';
import { generateFloats, hashServerSeed } from '@plaza/engines/provably-fair';
import { describe, expect, it } from 'vitest';

import fixtures from './replay-round.fixtures.json';
import { canonicalJson, computeFloats, replayRound, sha256Hex } from './replay-round';

// Rounds as the game server recorded them (server/src/modules/in-house-games), with their revealed seed.
const rounds: BgsRound[] = fixtures.rounds.map((round) => bgsRoundSchema.parse(round));
const seedsOf = (round: BgsRound) => ({
  serverSeed: fixtures.serverSeed,
  clientSeed: fixtures.clientSeed,
  nonce: round.fairness?.nonce ?? -1,
});

describe('replaying a round in the browser', () => {
  it('draws the same floats with Web Crypto as the server does with node:crypto, across HMAC blocks', async () => {
    for (const [nonce, count] of [
      [0, 1],
      [7, 8],
      [42, 9],
      [1_000_000, 24],
    ] as const) {
      const seeds = { serverSeed: fixtures.serverSeed, clientSeed: 'any: seed', nonce };
      expect(await computeFloats(seeds, count)).toEqual(generateFloats({ ...seeds, count }));
    }
    expect(await sha256Hex(fixtures.serverSeed)).toBe(hashServerSeed(fixtures.serverSeed));
  });

  it('recomputes every recorded game round, free spins included, and finds it matches', async () => {
    expect(rounds.map((round) => round.gameCode)).toEqual([
      'BGS_DICE',
      'BGS_ROULETTE',
      'BGS_BACCARAT',
      'BGS_SLOT',
      'BGS_SLOT',
      'BGS_MINES',
    ]);
    expect(rounds.some((round) => (round.fairness?.nonceCount ?? 0) > 1)).toBe(true);
    for (const round of rounds) {
      const result = await replayRound(round, seedsOf(round));
      expect(result, round.gameCode).toMatchObject({ isHashMatch: true, isOutcomeMatch: true });
      expect(canonicalJson(result.recomputed?.outcome)).toBe(canonicalJson(round.outcome));
    }
  });

  it('says so when the record was altered, or the seed is not the committed one', async () => {
    const dice = rounds[0];
    const slot = rounds[4];
    if (dice === undefined || slot === undefined) {
      throw new Error('fixtures missing');
    }
    const paidMore = await replayRound({ ...dice, payout: (dice.payout ?? 0) + 1 }, seedsOf(dice));
    expect(paidMore).toMatchObject({ isHashMatch: true, isOutcomeMatch: false });

    const otherSeed = 'f'.repeat(64);
    const wrongSeed = await replayRound(dice, { ...seedsOf(dice), serverSeed: otherSeed });
    expect(wrongSeed.isHashMatch).toBe(false);

    const shifted = await replayRound(dice, { ...seedsOf(dice), nonce: 5 });
    expect(shifted).toMatchObject({ isHashMatch: true, isOutcomeMatch: false });

    // A slot round that claims fewer free spins than its seeds give cannot be replayed.
    const cut = await replayRound(
      { ...slot, fairness: slot.fairness && { ...slot.fairness, nonceCount: 2 } },
      seedsOf(slot),
    );
    expect(cut.isOutcomeMatch).toBe(false);
  });
});

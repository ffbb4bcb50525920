import type { BgsRound } from '@plaza/contracts/bgs';
import { bgsRoundSchema } from '@plaza/contracts/bgs';
import { computeCrashPoint } from '@plaza/engines/crash';
import {
  BACCARAT_ROUND,
  DICE_ROUND,
  MINES_ROUND,
  ROULETTE_ROUND,
  SLOT_ROUND,
} from '@plaza/engines/in-house-rounds';
import type { FloatSource, InHouseRound } from '@plaza/engines/in-house-rounds';
import { generateFloats, hashServerSeed } from '@plaza/engines/provably-fair';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import fixtures from './replay-round.fixtures.json';
import { canonicalJson, computeFloats, replayRound } from './replay-round';
import { computeCrashPointInBrowser } from './verify-crash-game';

// The server's path: node:crypto's floats (engines/src/provably-fair.ts, as fairness.service.ts draws them) into
// the round functions bgs-games.ts plays with. The browser's path: Web Crypto's floats and replayRound. For any
// seeds they must agree, or an honest round would read "differs".

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const serverSeedArbitrary = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(hex);
/** What the game server accepts as a client seed (contracts' clientSeedSchema): printable ASCII. */
const clientSeedArbitrary = fc
  .string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
    minLength: 1,
  })
  .map((text) => text.slice(0, 64));
const nonceArbitrary = fc.integer({ min: 0, max: 10_000_000 });
const seedsArbitrary = fc.record({
  serverSeed: serverSeedArbitrary,
  clientSeed: clientSeedArbitrary,
  nonce: nonceArbitrary,
});

type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

function serverFloats(seeds: Seeds): FloatSource {
  return (offset, count) => generateFloats({ ...seeds, nonce: seeds.nonce + offset, count });
}

const templates = new Map(fixtures.rounds.map((round) => [round.gameCode, round]));

/** The round as the game server records it after playing `game` on the server's floats. */
function recordOnServer<Input>(
  gameCode: BgsRound['gameCode'],
  game: InHouseRound<Input, unknown>,
  input: Input,
  recordedInput: unknown,
  stake: number,
  seeds: Seeds,
): BgsRound {
  const played = game.play(input, stake, serverFloats(seeds));
  return bgsRoundSchema.parse({
    ...templates.get(gameCode),
    stake,
    payout: played.payout,
    input: recordedInput,
    outcome: played.outcome,
    fairness: {
      serverSeedHash: hashServerSeed(seeds.serverSeed),
      serverSeed: seeds.serverSeed,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      nonceCount: played.nonceCount,
    },
  });
}

async function expectReplayMatches(round: BgsRound, seeds: Seeds): Promise<void> {
  const result = await replayRound(round, seeds);
  expect(result).toMatchObject({ isHashMatch: true, isOutcomeMatch: true });
  expect(canonicalJson(result.recomputed?.outcome)).toBe(canonicalJson(round.outcome));
}

const RUNS = { numRuns: 40 };
// Hashing hundreds of blocks through Web Crypto is compute, not waiting: a busy machine may need longer than 5 s.
const TIMEOUT_MS = 30_000;

describe('the browser and the server derive the same randomness', { timeout: TIMEOUT_MS }, () => {
  it('gives the same floats for any seeds, client seeds in any script included', async () => {
    await fc.assert(
      fc.asyncProperty(
        serverSeedArbitrary,
        fc.string({ unit: 'binary', maxLength: 80 }),
        nonceArbitrary,
        fc.integer({ min: 0, max: 40 }),
        async (serverSeed, clientSeed, nonce, count) => {
          const seeds = { serverSeed, clientSeed, nonce };
          expect(await computeFloats(seeds, count)).toEqual(generateFloats({ ...seeds, count }));
        },
      ),
      RUNS,
    );
  });

  it('gives the same crash point for any game hash and salt', async () => {
    await fc.assert(
      fc.asyncProperty(serverSeedArbitrary, fc.string({ maxLength: 80 }), async (gameHash, salt) => {
        expect(await computeCrashPointInBrowser(gameHash, salt)).toBe(computeCrashPoint(gameHash, salt));
      }),
      RUNS,
    );
  });
});

describe('a round the server played replays the same in the browser', { timeout: TIMEOUT_MS }, () => {
  it('dice', async () => {
    const input = fc.oneof(
      fc.record({
        direction: fc.constant('under' as const),
        targetHundredths: fc.integer({ min: 1, max: 9_800 }),
      }),
      fc.record({
        direction: fc.constant('over' as const),
        targetHundredths: fc.integer({ min: 199, max: 9_998 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        seedsArbitrary,
        input,
        fc.integer({ min: 1, max: 10_000_000 }),
        async (seeds, bet, stake) => {
          await expectReplayMatches(recordOnServer('BGS_DICE', DICE_ROUND, bet, bet, stake, seeds), seeds);
        },
      ),
      RUNS,
    );
  });

  it('roulette', async () => {
    const stake = fc.integer({ min: 1, max: 100_000 });
    const bet = fc.oneof(
      fc.record({
        type: fc.constant('straight' as const),
        numbers: fc.integer({ min: 0, max: 36 }).map((number) => [number]),
        stake,
      }),
      fc.record({
        type: fc.constant('dozen' as const),
        dozen: fc.constantFrom(1 as const, 2 as const, 3 as const),
        stake,
      }),
      fc.record({
        type: fc.constantFrom('red' as const, 'black' as const, 'odd' as const, 'high' as const),
        stake,
      }),
    );
    await fc.assert(
      fc.asyncProperty(seedsArbitrary, fc.array(bet, { minLength: 1, maxLength: 6 }), async (seeds, bets) => {
        const total = bets.reduce((sum, entry) => sum + entry.stake, 0);
        const round = recordOnServer('BGS_ROULETTE', ROULETTE_ROUND, { bets }, { bets }, total, seeds);
        await expectReplayMatches(round, seeds);
      }),
      RUNS,
    );
  });

  it('baccarat', async () => {
    const bets = fc
      .subarray(['player', 'banker', 'tie'] as const, { minLength: 1 })
      .chain((sides) =>
        fc.tuple(
          ...sides.map((side) =>
            fc.record({ side: fc.constant(side), stake: fc.integer({ min: 1, max: 100_000 }) }),
          ),
        ),
      );
    await fc.assert(
      fc.asyncProperty(seedsArbitrary, bets, async (seeds, chosen) => {
        const total = chosen.reduce((sum, entry) => sum + entry.stake, 0);
        const input = { bets: chosen };
        await expectReplayMatches(
          recordOnServer('BGS_BACCARAT', BACCARAT_ROUND, input, input, total, seeds),
          seeds,
        );
      }),
      RUNS,
    );
  });

  it('slot, free spins included', async () => {
    await fc.assert(
      fc.asyncProperty(seedsArbitrary, fc.integer({ min: 1, max: 5_000 }), async (seeds, lineStake) => {
        const round = recordOnServer('BGS_SLOT', SLOT_ROUND, {}, {}, lineStake * 20, seeds);
        await expectReplayMatches(round, seeds);
      }),
      RUNS,
    );
  });

  it('mines, whatever the picks', async () => {
    const game = fc.integer({ min: 1, max: 24 }).chain((mineCount) =>
      fc.record({
        mineCount: fc.constant(mineCount),
        picks: fc.shuffledSubarray(
          Array.from({ length: 25 }, (_, tile) => tile),
          { minLength: 1, maxLength: 25 - mineCount },
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        seedsArbitrary,
        game,
        fc.integer({ min: 1, max: 100_000 }),
        async (seeds, input, stake) => {
          const round = recordOnServer(
            'BGS_MINES',
            MINES_ROUND,
            input,
            { mineCount: input.mineCount },
            stake,
            seeds,
          );
          await expectReplayMatches(round, seeds);
        },
      ),
      RUNS,
    );
  });
});

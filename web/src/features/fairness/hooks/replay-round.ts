import type { BgsRound } from '@plaza/contracts/bgs';
import { bgsRoundSchema } from '@plaza/contracts/bgs';
import { deriveFloatsAsync } from '@plaza/engines/fair-floats';
import type { FairSeeds } from '@plaza/engines/fair-floats';
import { checkJackpotDrawAsync } from '@plaza/engines/jackpot';
import type { JackpotDrawCheck } from '@plaza/engines/jackpot';
import {
  BACCARAT_ROUND,
  DICE_ROUND,
  MINES_ROUND,
  ROULETTE_ROUND,
  SLOT_ROUND,
} from '@plaza/engines/in-house-rounds';
import type { InHouseRound } from '@plaza/engines/in-house-rounds';

import { hmacSha256InBrowser, sha256Hex } from '../../../lib/web-crypto';

/**
 * Replays a round in the browser, so the player need not trust the server to check the server: the floats
 * are recomputed here with Web Crypto from the revealed server seed, the client seed and the nonce, by the
 * derivation of engines/src/fair-floats.ts, and the very round functions of engines/src/in-house-rounds.ts that
 * the game server played it with turn them into the outcome, which must equal what was recorded and paid.
 */

export { sha256Hex } from '../../../lib/web-crypto';

export type Seeds = FairSeeds;

/**
 * The first `count` floats of a bet: blocks HMAC-SHA256(key = server seed text, "clientSeed:nonce:cursor"),
 * each 4 bytes b0..b3 giving b0/256 + b1/256² + b2/256³ + b3/256⁴.
 */
export function computeFloats(seeds: Seeds, count: number): Promise<number[]> {
  return deriveFloatsAsync(seeds, count, hmacSha256InBrowser);
}

/**
 * Plays a round's game from its seeds: every nonce's floats first (Web Crypto is asynchronous), for the
 * nonces the round recorded; a round that would need more (a slot round with more free spins) fails to
 * replay, which is a mismatch.
 */
async function replayGame<Input>(
  game: InHouseRound<Input, unknown>,
  input: Input,
  stake: number,
  seeds: Seeds,
  nonceCount: number,
): Promise<{ outcome: unknown; payout: number }> {
  const perNonce = game.floatsPerNonce(input);
  const floatsByNonce = await Promise.all(
    Array.from({ length: nonceCount }, (_, offset) =>
      computeFloats({ ...seeds, nonce: seeds.nonce + offset }, perNonce),
    ),
  );
  const played = game.play(input, stake, (offset, count) => {
    const floats = floatsByNonce[offset] ?? [];
    return count <= floats.length ? floats.slice(0, count) : [];
  });
  return { outcome: played.outcome, payout: played.payout };
}

/** The outcome a round's seeds give, in the shape the game server records it. */
function recompute(round: BgsRound, seeds: Seeds): Promise<{ outcome: unknown; payout: number }> {
  const nonceCount = round.fairness?.nonceCount ?? 1;
  switch (round.gameCode) {
    case 'BGS_DICE':
      return replayGame(DICE_ROUND, round.input, round.stake, seeds, nonceCount);
    case 'BGS_ROULETTE':
      return replayGame(ROULETTE_ROUND, round.input, round.stake, seeds, nonceCount);
    case 'BGS_BACCARAT':
      return replayGame(BACCARAT_ROUND, round.input, round.stake, seeds, nonceCount);
    case 'BGS_SLOT':
      return replayGame(SLOT_ROUND, {}, round.stake, seeds, nonceCount);
    case 'BGS_MINES': {
      const picks = round.outcome?.revealedPicks.map((pick) => pick.tile) ?? [];
      return replayGame(
        MINES_ROUND,
        { mineCount: round.input.mineCount, picks },
        round.stake,
        seeds,
        nonceCount,
      );
    }
    case 'BGS_CRASH':
      return Promise.reject(new Error('a crash bet is verified from its game hash'));
  }
}

/** JSON with object keys sorted, so two equal outcomes compare equal whatever order their keys were built in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry !== null && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([left], [right]) => left.localeCompare(right)))
      : entry,
  );
}

export interface ReplayResult {
  /** sha256(server seed) is the hash that was shown before the round. */
  isHashMatch: boolean;
  /** The recomputed outcome and payout equal the recorded ones. */
  isOutcomeMatch: boolean;
  /** The round as the seeds make it (outcome and payout recomputed), or null when they cannot make one. */
  recomputed: BgsRound | null;
  /** A slot round's jackpot draw recomputed beside the one recorded; null when the round has none. */
  jackpot: JackpotDrawCheck | null;
}

/**
 * Replays `round` from `seeds` (the revealed server seed unless the player typed others): checks the seed
 * against the round's committed hash and the recomputed outcome against the recorded one.
 */
export async function replayRound(round: BgsRound, seeds: Seeds): Promise<ReplayResult> {
  const committed = round.fairness?.serverSeedHash ?? '';
  const isHashMatch =
    /^[0-9a-f]{64}$/.test(seeds.serverSeed) && (await sha256Hex(seeds.serverSeed)) === committed;
  const recomputed = await recompute(round, seeds).then(
    ({ outcome, payout }) => {
      const parsed = bgsRoundSchema.safeParse({ ...round, outcome, payout });
      return parsed.success ? parsed.data : null;
    },
    // Seeds that cannot make this round (a slot round needing more spins than recorded) are a mismatch.
    () => null,
  );
  const isOutcomeMatch =
    recomputed !== null &&
    recomputed.payout === round.payout &&
    canonicalJson(recomputed.outcome) === canonicalJson(round.outcome);
  // The jackpot draw of a slot round (decision 081): the same seeds, another message, the rule recorded.
  const jackpotRecord = round.gameCode === 'BGS_SLOT' ? (round.jackpot ?? null) : null;
  const jackpot =
    jackpotRecord === null ? null : await checkJackpotDrawAsync(seeds, jackpotRecord, hmacSha256InBrowser);
  return { isHashMatch, isOutcomeMatch, recomputed, jackpot };
}

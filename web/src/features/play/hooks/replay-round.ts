import type { BgsRound } from '@plaza/contracts/bgs';
import { bgsRoundSchema } from '@plaza/contracts/bgs';
import { BACCARAT_FLOAT_COUNT, settleBaccarat } from '@plaza/engines/baccarat';
import { DICE_FLOAT_COUNT, settleDice } from '@plaza/engines/dice';
import { computeMinesFloatCount, settleMines } from '@plaza/engines/mines';
import { ROULETTE_FLOAT_COUNT, settleRoulette } from '@plaza/engines/roulette';
import { SLOT_FLOAT_COUNT } from '@plaza/engines/slot';
import { playSlotRound } from '@plaza/engines/slot-round';

/**
 * Replays a round in the browser, so the player need not trust the server to check the server: the floats
 * are recomputed here with Web Crypto from the revealed server seed, the client seed and the nonce (Stake's
 * published scheme, as engines/src/provably-fair.ts documents it), and the very settle functions of engines/
 * turn them into the outcome, which must equal what was recorded and paid.
 */

const encoder = new TextEncoder();
const FLOATS_PER_BLOCK = 8;
const WORD_RANGE = 2 ** 32;

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** sha256 of a text, as lowercase hex (the commitment of a server seed is sha256 of its hex text). */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The first `count` floats of a bet: blocks HMAC-SHA256(key = server seed text, "clientSeed:nonce:cursor"),
 * each 4 bytes b0..b3 giving b0/256 + b1/256² + b2/256³ + b3/256⁴.
 */
export async function computeFloats(seeds: Seeds, count: number): Promise<number[]> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(seeds.serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const message = encoder.encode(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`);
    const block = new DataView(await crypto.subtle.sign('HMAC', key, message));
    for (let index = 0; index < FLOATS_PER_BLOCK && floats.length < count; index += 1) {
      floats.push(block.getUint32(index * 4) / WORD_RANGE);
    }
  }
  return floats;
}

/** The outcome a round's seeds give, in the shape the game server records it. */
async function recompute(round: BgsRound, seeds: Seeds): Promise<{ outcome: unknown; payout: number }> {
  const floats = (offset: number, count: number) =>
    computeFloats({ ...seeds, nonce: seeds.nonce + offset }, count);
  switch (round.gameCode) {
    case 'BGS_DICE': {
      const outcome = settleDice({ stake: round.stake, ...round.input }, await floats(0, DICE_FLOAT_COUNT));
      const { roll: _roll, ...recorded } = outcome;
      return { outcome: recorded, payout: outcome.payout };
    }
    case 'BGS_ROULETTE': {
      const outcome = settleRoulette(round.input.bets, await floats(0, ROULETTE_FLOAT_COUNT));
      return {
        outcome: {
          pocket: outcome.pocket,
          color: outcome.color,
          betResults: outcome.betResults.map((result) => ({ isWin: result.isWin, payout: result.payout })),
          payout: outcome.payout,
        },
        payout: outcome.payout,
      };
    }
    case 'BGS_BACCARAT': {
      const { betResults, ...coup } = settleBaccarat(round.input.bets, await floats(0, BACCARAT_FLOAT_COUNT));
      return {
        outcome: {
          ...coup,
          betResults: betResults.map((result) => ({ result: result.result, payout: result.payout })),
        },
        payout: coup.payout,
      };
    }
    case 'BGS_SLOT': {
      // Every spin's floats first (Web Crypto is asynchronous), for the spins the round recorded; a round that
      // would have needed more spins fails to replay, which is a mismatch.
      const spinCount = round.fairness?.nonceCount ?? 1;
      const spinFloats = await Promise.all(
        Array.from({ length: spinCount }, (_, spin) => floats(spin, SLOT_FLOAT_COUNT)),
      );
      const played = playSlotRound(round.stake, (spin) => spinFloats[spin] ?? []);
      return { outcome: { spins: played.spins, payout: played.payout }, payout: played.payout };
    }
    case 'BGS_MINES': {
      const picks = round.outcome?.revealedPicks.map((pick) => pick.tile) ?? [];
      const mineCount = round.input.mineCount;
      const outcome = settleMines(
        { stake: round.stake, mineCount, picks },
        await floats(0, computeMinesFloatCount(mineCount)),
      );
      const { tiles: _tiles, ...recorded } = outcome;
      return { outcome: recorded, payout: outcome.payout };
    }
    case 'BGS_CRASH':
      throw new Error('a crash bet is verified from its game hash');
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
  return { isHashMatch, isOutcomeMatch, recomputed };
}

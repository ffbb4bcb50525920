/**
 * Crash: one shared round at a time, the multiplier climbs from 1.00× until the crash point; a bet wins its
 * cash-out multiplier if it cashed out at or below the crash point.
 *
 * Rounds come from a pre-committed hash chain, as bustabit does it. The house draws a secret seed and
 * hashes it over and over: game hash n = sha256(hex text of game hash n + 1). Games are played from the end
 * of the chain back to the seed, and `sha256` of the first game's hash (the terminating hash) is published
 * before any game, so every later hash is fixed in advance and each revealed hash proves the one before it.
 * A salt (for example a future block hash, published before play) stops the house from having picked a
 * chain with chosen outcomes.
 *
 * Crash point: h = HMAC-SHA256(key = game hash hex text, message = salt); r = first 52 bits of h;
 * X = r / 2⁵²; crash point = max(1.00, floor(99 / (1 − X)) / 100). This is bustabit v2's formula (without
 * its 9-digit rounding of X) keyed as in bustabit v1. For a target t ≥ 1.01 it gives
 * P(crash point ≥ t) = floor(99·2⁵² / 100t) / 2⁵² ≈ 0.99 / t, so every cash-out target returns 99%
 * (less by under t / 2⁵², from the floor).
 */
import { createHash, createHmac } from 'node:crypto';

import { computeCrashPointFromDigest, CRASH_MINIMUM_CASH_OUT_HUNDREDTHS } from './crash-flight';
import { assertValidStake, multiplyByRatio } from './minor-units';

/** Return to player of every crash bet, whatever the cash-out target (less by under target / 2⁵²). */
export const CRASH_RTP = 0.99;

const SHA256_HEX_PATTERN = /^[0-9a-f]{64}$/;

export interface CrashBet {
  /** Minor units. */
  stake: number;
  /** Automatic cash-out in hundredths (2.00× is 200), if the player set one. */
  autoCashOutHundredths?: number;
  /** The multiplier in hundredths at which the player cashed out by hand, if they did. */
  manualCashOutHundredths?: number;
}

export interface CrashBetOutcome {
  crashPointHundredths: number;
  /** The multiplier the bet was cashed out at, when it won. */
  cashOutHundredths: number | undefined;
  isWin: boolean;
  /** Minor units returned, stake included; 0 on a loss. */
  payout: number;
}

export interface HashChain {
  /** Game hashes in the order they are played: hash i = sha256(hash i + 1). */
  gameHashes: string[];
  /** sha256 of the first game's hash: published before the first game. */
  terminatingHash: string;
}

/** sha256 of a hex text, as lowercase hex: one link of the chain (game hash n = hashHexText(game hash n + 1)). */
export function hashHexText(hexText: string): string {
  return createHash('sha256').update(hexText).digest('hex');
}

/** The crash point of a game, in hundredths (1.00× is 100), from its hash and the chain's salt. */
export function computeCrashPoint(gameHash: string, salt: string): number {
  if (!SHA256_HEX_PATTERN.test(gameHash)) {
    throw new RangeError('gameHash must be 64 lowercase hex characters');
  }
  return computeCrashPointFromDigest(createHmac('sha256', gameHash).update(salt).digest());
}

/**
 * Builds a chain of `length` game hashes from a secret seed (64 hex characters). The last game played is
 * sha256(seed), so the seed itself is never a game hash.
 */
export function buildHashChain(seed: string, length: number): HashChain {
  if (!SHA256_HEX_PATTERN.test(seed)) {
    throw new RangeError('seed must be 64 lowercase hex characters');
  }
  if (!Number.isSafeInteger(length) || length < 1) {
    throw new RangeError('length must be a positive integer');
  }
  const reversed: string[] = [];
  let hash = seed;
  for (let index = 0; index < length; index += 1) {
    hash = hashHexText(hash);
    reversed.push(hash);
  }
  return { gameHashes: reversed.reverse(), terminatingHash: hashHexText(hash) };
}

/**
 * Checks that `gameHash` is the game played right after the one whose hash is `previousHash` (or right after
 * publication, when `previousHash` is the terminating hash): sha256(gameHash) must equal previousHash.
 */
export function verifyChainLink(gameHash: string, previousHash: string): boolean {
  if (!SHA256_HEX_PATTERN.test(gameHash)) {
    return false;
  }
  return hashHexText(gameHash) === previousHash.toLowerCase();
}

function assertCashOut(hundredths: number | undefined): void {
  if (
    hundredths !== undefined &&
    (!Number.isSafeInteger(hundredths) || hundredths < CRASH_MINIMUM_CASH_OUT_HUNDREDTHS)
  ) {
    throw new RangeError('a cash-out must be an integer number of hundredths, at least 101 (1.01×)');
  }
}

/**
 * Settles one bet on a round. The bet cashes out at the lower of its automatic and manual cash-outs and wins
 * if that is at or below the crash point: a cash-out exactly at the crash point is a win, because the
 * multiplier did reach it. Each bet has one settlement, so a cash-out request racing the bust is decided by
 * this comparison alone.
 */
export function settleCrashBet(bet: CrashBet, crashPointHundredths: number): CrashBetOutcome {
  assertValidStake(bet.stake);
  assertCashOut(bet.autoCashOutHundredths);
  assertCashOut(bet.manualCashOutHundredths);
  const cashOuts = [bet.autoCashOutHundredths, bet.manualCashOutHundredths].filter(
    (hundredths): hundredths is number => hundredths !== undefined,
  );
  const cashOutHundredths = cashOuts.length > 0 ? Math.min(...cashOuts) : undefined;
  if (cashOutHundredths === undefined || cashOutHundredths > crashPointHundredths) {
    return { crashPointHundredths, cashOutHundredths: undefined, isWin: false, payout: 0 };
  }
  return {
    crashPointHundredths,
    cashOutHundredths,
    isWin: true,
    payout: multiplyByRatio(bet.stake, cashOutHundredths, 100),
  };
}

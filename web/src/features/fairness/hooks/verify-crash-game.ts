import { computeCrashPointFromDigest } from '@plaza/engines/crash-flight';

import { hmacSha256InBrowser, sha256Hex } from '../../../lib/web-crypto';

/**
 * Verifies a crash game in the browser, as engines/src/crash.ts defines the chain (bustabit's scheme), with
 * Web Crypto only: sha256 of the game's hash (as hex text) must be the hash revealed by the game before it (the
 * chain's terminating hash for its first game), and HMAC-SHA256(key = game hash text, message = salt) gives the
 * crash point from its first 52 bits.
 */

const HEX_64 = /^[0-9a-f]{64}$/;

export interface CrashGameToVerify {
  gameHash: string;
  previousHash: string;
  salt: string;
}

export interface CrashVerification {
  /** sha256(gameHash) equals previousHash. */
  isLinkMatch: boolean;
  /** The crash point the hash and salt give, in hundredths; null for a hash that is not 64 hex characters. */
  crashPointHundredths: number | null;
}

/** The crash point of a game hash under a salt, in hundredths (1.00× is 100). */
export async function computeCrashPointInBrowser(gameHash: string, salt: string): Promise<number> {
  return computeCrashPointFromDigest(await hmacSha256InBrowser(gameHash, salt));
}

/** Checks a crashed game's link to the chain and recomputes its crash point. */
export async function verifyCrashGame(game: CrashGameToVerify): Promise<CrashVerification> {
  const gameHash = game.gameHash.trim().toLowerCase();
  if (!HEX_64.test(gameHash)) {
    return { isLinkMatch: false, crashPointHundredths: null };
  }
  return {
    isLinkMatch: (await sha256Hex(gameHash)) === game.previousHash.trim().toLowerCase(),
    crashPointHundredths: await computeCrashPointInBrowser(gameHash, game.salt),
  };
}

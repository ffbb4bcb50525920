import { hash, randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { insertLaunchToken, selectLaunchToken } from './launch-tokens.repository';
import type { LaunchTokenRow } from './launch-tokens.repository';

/**
 * How long a vendor may take bets with a launch token: a long session at a live table, not for ever. Wins and
 * rollbacks are accepted after it (docs/product/vendor-wallet.md#rules-vendors-can-rely-on), so a round in play
 * still settles.
 */
export const LAUNCH_TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

/** What a launch grants: a member playing one game of one vendor. */
export interface LaunchGrant {
  memberId: number;
  vendorCode: string;
  gameCode: string;
  gameType: string;
}

/** A launch token as the vendor-facing modules read it (never its hash). */
export interface LaunchToken extends LaunchGrant {
  expiresAt: number;
}

/** At most this many launch tokens are kept in memory per database. */
const LAUNCH_CACHE_SIZE = 10_000;

/**
 * Launch tokens read, by hash, per database: a token's row never changes once written (its expiry is checked on
 * each use), and every vendor wallet call looks one up, so each saves a read.
 */
const cachesByDatabase = new WeakMap<DatabaseHandle, Map<string, LaunchToken>>();

function getCache(handle: DatabaseHandle): Map<string, LaunchToken> {
  let cache = cachesByDatabase.get(handle);
  if (cache === undefined) {
    cache = new Map();
    cachesByDatabase.set(handle, cache);
  }
  return cache;
}

function toLaunchToken(row: LaunchTokenRow): LaunchToken {
  return {
    memberId: row.member_id,
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    gameType: row.game_type,
    expiresAt: row.expires_at,
  };
}

/**
 * What the database keeps of a launch token: its SHA-256 (hex), so a leaked table grants no game. A one-shot
 * `hash`: every vendor wallet call looks its token up by it, and a Hash object costs three times as much.
 */
export function hashLaunchToken(token: string): string {
  return hash('sha256', token);
}

/**
 * Issues a launch token (32 random bytes, base64url) in the caller's transaction and answers it; only its hash
 * is kept. It is what the vendor sends back on every wallet call. `expiresAt` defaults to 8 hours from `now`.
 */
export async function issueLaunchToken(
  db: Executor,
  grant: LaunchGrant,
  now: number,
  expiresAt: number = now + LAUNCH_TOKEN_LIFETIME_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertLaunchToken(db, {
    token_hash: hashLaunchToken(token),
    member_id: grant.memberId,
    vendor_code: grant.vendorCode,
    game_code: grant.gameCode,
    game_type: grant.gameType,
    created_at: now,
    expires_at: expiresAt,
  });
  return token;
}

/** The launch token `token` names, when it was issued for `vendorCode` and has not expired at `now`. */
export async function findLiveLaunchToken(
  handle: DatabaseHandle,
  vendorCode: string,
  token: string | undefined,
  now: number,
): Promise<LaunchToken | undefined> {
  if (token === undefined || token === '') {
    return undefined;
  }
  const tokenHash = hashLaunchToken(token);
  const cache = getCache(handle);
  let launch = cache.get(tokenHash);
  if (launch === undefined) {
    const row = await selectLaunchToken(handle.db, tokenHash);
    if (row !== undefined) {
      launch = toLaunchToken(row);
      if (cache.size >= LAUNCH_CACHE_SIZE) {
        cache.clear();
      }
      cache.set(tokenHash, launch);
    }
  }
  if (launch === undefined || launch.vendorCode !== vendorCode || launch.expiresAt <= now) {
    return undefined;
  }
  return launch;
}

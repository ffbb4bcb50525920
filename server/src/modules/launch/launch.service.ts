import type { GameItem, LaunchGameRequest, LaunchGameResponse } from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';
import { randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashSessionToken } from '../accounts/session-token';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { findLaunchableGame, findSportsbookGame, recordRecentGame } from '../games/games.service';
import { insertLaunchToken } from '../vendor-wallet/vendor-wallet.repository';
import { toPlayerId } from '../vendor-wallet/vendor-wallet.service';
import type { VendorDirectory, VendorIntegration } from '../vendors/vendor-directory';
import { pickRandom } from '../system/pick-random';

/**
 * How long a vendor may take bets with a launch token: a long session at a live table, not for ever. Wins and
 * rollbacks are accepted after it (api-contract.md), so a round in play still settles.
 */
export const LAUNCH_TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

/** Whether a vendor's launch address names its own host (`https://…`, `//host/…`) rather than a path of ours. */
function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * Where the browser opens a vendor's game. A vendor with an address of its own keeps it; our own games (a path
 * served by this process) go out on a game-launch domain of the deployment picked at random (spec.md §9); the
 * demo's only domain is '' and keeps the path relative.
 */
export function resolveLaunchAddress(launchUrl: string, launchDomains: readonly string[]): string {
  if (isAbsoluteUrl(launchUrl)) {
    return launchUrl;
  }
  const domain = pickRandom(launchDomains).trim().replace(/\/+$/, '');
  if (domain === '') {
    return launchUrl;
  }
  return `${domain}${launchUrl.startsWith('/') ? '' : '/'}${launchUrl}`;
}

/** The vendor's game address with what it needs to start: the token, the game, the language, the player. */
function buildLaunchUrl(
  launchUrl: string,
  fields: { token: string; gameCode: string; language: Language; playerId: string },
): string {
  const separator = launchUrl.includes('?') ? '&' : '?';
  const query = new URLSearchParams({
    token: fields.token,
    gameCode: fields.gameCode,
    lang: fields.language,
    playerId: fields.playerId,
  });
  return `${launchUrl}${separator}${query.toString()}`;
}

/**
 * Issues a launch token for a game that may be launched (kept hashed; it is what the vendor sends back on every
 * wallet call), notes the game among the member's recent games, and answers the address the browser opens.
 */
async function issueLaunch(
  handle: DatabaseHandle,
  vendor: VendorIntegration,
  game: GameItem,
  memberId: number,
  language: Language,
  now: number,
): Promise<LaunchGameResponse> {
  const settings = await getDeploymentSettings(handle);
  const token = randomBytes(32).toString('base64url');
  await runInTransaction(handle, async (db) => {
    await insertLaunchToken(db, {
      token_hash: hashSessionToken(token),
      member_id: memberId,
      vendor_code: vendor.code,
      game_code: game.gameCode,
      game_type: game.gameType,
      created_at: now,
      expires_at: now + LAUNCH_TOKEN_LIFETIME_MS,
    });
    await recordRecentGame(db, memberId, vendor.code, game.gameCode, now);
  });
  return {
    url: buildLaunchUrl(resolveLaunchAddress(vendor.launchUrl, settings.launchGameCDNs), {
      token,
      gameCode: game.gameCode,
      language,
      playerId: toPlayerId(memberId),
    }),
    launchToken: token,
  };
}

/**
 * POST /wps/game/launchGame: checks that the game may be launched (in the catalogue, not under maintenance, its
 * vendor enabled) and launches it.
 */
export async function launchGame(
  handle: DatabaseHandle,
  vendors: VendorDirectory,
  memberId: number,
  request: LaunchGameRequest,
  language: Language,
  now: number = Date.now(),
): Promise<LaunchGameResponse> {
  const vendor = await vendors.get(request.vassalage);
  if (vendor === undefined) {
    throw new AppError('game.not.found');
  }
  const game = await findLaunchableGame(handle.db, vendor.code, request.gameCode, language);
  return issueLaunch(handle, vendor, game, memberId, language, now);
}

/**
 * GCS_gameLaunchFB: launches the deployment's sportsbook, the first active SPORTS game of the catalogue, exactly
 * as launchGame launches a game (docs/decisions/016-sports-and-embedded-games.md).
 */
export async function launchSportsbook(
  handle: DatabaseHandle,
  vendors: VendorDirectory,
  memberId: number,
  language: Language,
  now: number = Date.now(),
): Promise<LaunchGameResponse> {
  const game = await findSportsbookGame(handle.db, language);
  const vendor = await vendors.get(game.vassalage);
  if (vendor === undefined) {
    throw new AppError('game.not.found');
  }
  return issueLaunch(handle, vendor, game, memberId, language, now);
}

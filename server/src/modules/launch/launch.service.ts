import type { CatalogueGame } from '@plaza/contracts/catalogue';
import type { LaunchGameResponse } from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { findLaunchableGame, findSportsbookGame, recordRecentGame } from '../games/games.service';
import { pickRandom } from '../system/pick-random';
import { issueLaunchToken } from '../vendors/launch-tokens.service';
import { toPlayerId } from '../vendors/player-ids';
import type { VendorDirectory, VendorIntegration } from '../vendors/vendor-directory';

/** The game a member asks to launch. */
export interface LaunchChoice {
  vendorCode: string;
  gameCode: string;
}

/** Whether a vendor's launch address names its own host (`https://…`, `//host/…`) rather than a path of ours. */
function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * Where the browser opens a vendor's game. A vendor with an address of its own keeps it; our own games (a path
 * served by this process) go out on a game-launch domain of the deployment picked at random
 * (docs/product/games.md#launch); the demo's only domain is '' and keeps the path relative.
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
  game: CatalogueGame,
  memberId: number,
  language: Language,
  now: number,
): Promise<LaunchGameResponse> {
  const settings = await getDeploymentSettings(handle);
  const token = await runInTransaction(handle, async (db) => {
    const issued = await issueLaunchToken(
      db,
      { memberId, vendorCode: vendor.code, gameCode: game.gameCode, gameType: game.gameType },
      now,
    );
    await recordRecentGame(db, memberId, vendor.code, game.gameCode, now);
    return issued;
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
  choice: LaunchChoice,
  language: Language,
  now: number = Date.now(),
): Promise<LaunchGameResponse> {
  const vendor = await vendors.get(choice.vendorCode);
  if (vendor === undefined) {
    throw new AppError('game.not.found');
  }
  const game = await findLaunchableGame(handle.db, vendor.code, choice.gameCode, language);
  return issueLaunch(handle, vendor, game, memberId, language, now);
}

/**
 * Launches the deployment's sportsbook, the first active SPORTS game of the catalogue, exactly
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
  const vendor = await vendors.get(game.vendorCode);
  if (vendor === undefined) {
    throw new AppError('game.not.found');
  }
  return issueLaunch(handle, vendor, game, memberId, language, now);
}

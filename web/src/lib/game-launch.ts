import { readGameMaintenanceDetails } from '@plaza/contracts/catalogue';
import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { gameMaintenanceDetailsSchema } from '@plaza/contracts/games';

import { ApiError } from './api-client';

/**
 * Why a launch gave no game address, as every page that launches a game tells it (docs/product/games.md#launch):
 * the visitor must log in, a real account is needed, the game is under maintenance (with other games
 * suggested), or anything else (the server's message says what).
 */
export type LaunchFailure =
  | { kind: 'login' }
  | { kind: 'needRealAccount' }
  | { kind: 'maintenance'; suggestions: CatalogueGame[] }
  | { kind: 'failed' };

/** Reads a failed launch call (POST /wps/game/launchGame, or the sportsbook's launch). */
export function readLaunchFailure(error: Error): LaunchFailure {
  if (!(error instanceof ApiError)) {
    return { kind: 'failed' };
  }
  if (error.code === 'not.logged.in') {
    return { kind: 'login' };
  }
  if (error.code === 'need.true.account') {
    return { kind: 'needRealAccount' };
  }
  if (error.code === 'game.maintenance') {
    const details = gameMaintenanceDetailsSchema.safeParse(error.details);
    return {
      kind: 'maintenance',
      suggestions: details.success ? readGameMaintenanceDetails(details.data).suggestions : [],
    };
  }
  return { kind: 'failed' };
}

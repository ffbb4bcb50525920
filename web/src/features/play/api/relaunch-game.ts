import { launchGameResponseSchema } from '@plaza/contracts/games';
import type { LaunchGameResponse } from '@plaza/contracts/games';

import { apiRequest } from '../../../lib/api-client';

/**
 * POST /wps/game/launchGame (T): a new launch token for the game on screen, when the old one expired. It needs
 * the member's session in this window (a game window opened from the site has it).
 */
export function relaunchGame(vassalage: string, gameCode: string): Promise<LaunchGameResponse> {
  return apiRequest({
    method: 'POST',
    path: '/wps/game/launchGame',
    schema: launchGameResponseSchema,
    body: { vassalage, gameCode },
  });
}

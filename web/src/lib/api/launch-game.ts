import { launchGameResponseSchema } from '@plaza/contracts/games';
import type { LaunchGameResponse } from '@plaza/contracts/games';

import { apiRequest } from '../api-client';

/**
 * POST /wps/game/launchGame (T): a launch URL and the launch token the vendor will send back
 * (docs/product/games.md#launch).
 */
export function launchGame(request: { vendorCode: string; gameCode: string }): Promise<LaunchGameResponse> {
  return apiRequest({
    method: 'POST',
    path: '/wps/game/launchGame',
    schema: launchGameResponseSchema,
    body: { vassalage: request.vendorCode, gameCode: request.gameCode },
  });
}

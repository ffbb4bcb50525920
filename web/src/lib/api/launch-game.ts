import { launchGameResponseSchema } from '@plaza/contracts/games';
import type { LaunchGameRequest, LaunchGameResponse } from '@plaza/contracts/games';

import { apiRequest } from '../api-client';

/**
 * POST /wps/game/launchGame (T): a launch URL and the launch token the vendor will send back
 * (api-contract.md "Calls the spec leaves unnamed").
 */
export function launchGame(request: LaunchGameRequest): Promise<LaunchGameResponse> {
  return apiRequest({
    method: 'POST',
    path: '/wps/game/launchGame',
    schema: launchGameResponseSchema,
    body: request,
  });
}

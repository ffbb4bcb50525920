import { launchGameResponseSchema } from '@plaza/contracts/games';
import type { LaunchGameResponse } from '@plaza/contracts/games';

import { apiRequest } from '../../../lib/api-client';

/**
 * POST /wps/relay/GCS_gameLaunchFB (T): launches the deployment's sportsbook and answers its address and launch
 * token, as POST /wps/game/launchGame does for a named game.
 */
export function launchSportsbook(): Promise<LaunchGameResponse> {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/GCS_gameLaunchFB',
    schema: launchGameResponseSchema,
    body: {},
  });
}

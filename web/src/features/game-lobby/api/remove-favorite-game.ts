import { favoriteGameIdsSchema } from '@plaza/contracts/games';

import { apiRequest } from '../../../lib/api-client';

/** POST /wps/relay/MCSFE_removeFavoriteGameV2 (T): removes a favourite; answers every favourite id left. */
export async function removeFavoriteGame(nodeId: number): Promise<number[]> {
  const value = await apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    schema: favoriteGameIdsSchema,
    body: { nodeId },
  });
  return value.nodeIds;
}

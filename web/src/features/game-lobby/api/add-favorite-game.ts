import { favoriteGameIdsSchema } from '@plaza/contracts/games';

import { apiRequest } from '../../../lib/api-client';

/** POST /wps/relay/MCSFE_addFavoriteGameV2 (T): marks a game as a favourite; answers every favourite id. */
export async function addFavoriteGame(nodeId: number): Promise<number[]> {
  const value = await apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    schema: favoriteGameIdsSchema,
    body: { nodeId },
  });
  return value.nodeIds;
}

import { favoriteGameIdsSchema } from '@plaza/contracts/games';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

/** Query key of the favourite node ids of one session, so a new login never shows another member's. */
export function favoriteGameIdsQueryKey(token: string | null) {
  return ['games', 'favoriteIds', token] as const;
}

/** POST /wps/relay/MCSFE_getFavoriteGames (T): the member's favourite node ids, newest first. */
export async function fetchFavoriteGameIds(signal?: AbortSignal): Promise<number[]> {
  const value = await apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    schema: favoriteGameIdsSchema,
    body: {},
    signal,
  });
  return value.nodeIds;
}

/** The member's favourite node ids, fetched while a session token is stored. */
export function useFavoriteGameIds() {
  const token = useSessionToken();
  return useQuery({
    queryKey: favoriteGameIdsQueryKey(token),
    queryFn: ({ signal }) => fetchFavoriteGameIds(signal),
    enabled: token !== null,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

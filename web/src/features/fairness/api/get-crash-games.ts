import { crashGamesSchema } from '@plaza/contracts/bgs';
import type { CrashGames } from '@plaza/contracts/bgs';
import { useInfiniteQuery } from '@tanstack/react-query';

import { callGameServer, GAME_WINDOW_QUERY_ROOT } from '../../../lib/api/call-game-server';

const GAMES_PAGE_SIZE = 20;

export function crashGamesKey(token: string) {
  return [GAME_WINDOW_QUERY_ROOT, 'inHouse', token, 'crash', 'games'] as const;
}

/** POST /bgs/api/crash/games: crashed games with their hashes, newest first, a page before `beforeGameId`. */
export function fetchCrashGames(
  token: string,
  beforeGameId: number | undefined,
  signal?: AbortSignal,
): Promise<CrashGames> {
  return callGameServer(
    'crash/games',
    { token, pageSize: GAMES_PAGE_SIZE, ...(beforeGameId === undefined ? {} : { beforeGameId }) },
    crashGamesSchema,
    signal,
  );
}

export function useCrashGames(token: string) {
  return useInfiniteQuery({
    queryKey: crashGamesKey(token),
    queryFn: ({ pageParam, signal }) => fetchCrashGames(token, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.games.at(-1)?.gameId : undefined),
    retry: false,
  });
}

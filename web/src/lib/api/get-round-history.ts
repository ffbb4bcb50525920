import { bgsHistorySchema } from '@plaza/contracts/bgs';
import type { BgsGameCode, BgsHistory } from '@plaza/contracts/bgs';
import { useInfiniteQuery } from '@tanstack/react-query';

import { callGameServer, GAME_WINDOW_QUERY_ROOT } from './call-game-server';

export const HISTORY_PAGE_SIZE = 10;

export function roundHistoryKey(token: string, gameCode: BgsGameCode) {
  return [GAME_WINDOW_QUERY_ROOT, 'inHouse', token, 'rounds', gameCode] as const;
}

/** POST /bgs/api/rounds: the player's rounds of a game, newest first, a page before `beforeRoundId`. */
export function fetchRoundHistory(
  token: string,
  gameCode: BgsGameCode,
  beforeRoundId: string | undefined,
  signal?: AbortSignal,
): Promise<BgsHistory> {
  return callGameServer(
    'rounds',
    {
      token,
      gameCode,
      pageSize: HISTORY_PAGE_SIZE,
      ...(beforeRoundId === undefined ? {} : { beforeRoundId }),
    },
    bgsHistorySchema,
    signal,
  );
}

export function useRoundHistory(token: string, gameCode: BgsGameCode, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: roundHistoryKey(token, gameCode),
    queryFn: ({ pageParam, signal }) => fetchRoundHistory(token, gameCode, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.rounds.at(-1)?.roundId : undefined),
    enabled: isEnabled,
    retry: false,
  });
}

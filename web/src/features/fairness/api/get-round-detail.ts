import { bgsRoundSchema } from '@plaza/contracts/bgs';
import type { BgsRound } from '@plaza/contracts/bgs';
import { useQuery } from '@tanstack/react-query';

import { callGameServer, GAME_WINDOW_QUERY_ROOT } from '../../../lib/api/call-game-server';

/** The key under which every round detail of a launch is kept (a rotation reveals their seeds). */
export function roundDetailsKey(token: string) {
  return [GAME_WINDOW_QUERY_ROOT, 'inHouse', token, 'round'] as const;
}

export function roundDetailKey(token: string, roundId: string) {
  return [...roundDetailsKey(token), roundId] as const;
}

/** POST /bgs/api/rounds/detail: one round, with its server seed once the seed was revealed. */
export function fetchRoundDetail(token: string, roundId: string, signal?: AbortSignal): Promise<BgsRound> {
  return callGameServer('rounds/detail', { token, roundId }, bgsRoundSchema, signal);
}

export function useRoundDetail(token: string, roundId: string) {
  return useQuery({
    queryKey: roundDetailKey(token, roundId),
    queryFn: ({ signal }) => fetchRoundDetail(token, roundId, signal),
    retry: false,
  });
}

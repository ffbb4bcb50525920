import { minesCurrentSchema } from '@plaza/contracts/bgs';
import type { MinesCurrent } from '@plaza/contracts/bgs';
import { useQuery } from '@tanstack/react-query';

import { callGameServer, GAME_WINDOW_QUERY_ROOT } from '../../../lib/api/call-game-server';

export function currentMinesKey(token: string) {
  return [GAME_WINDOW_QUERY_ROOT, 'inHouse', token, 'mines', 'current'] as const;
}

/** POST /bgs/api/mines/current: the round left open (a reload, another window), to carry on with it. */
export function fetchCurrentMines(token: string, signal?: AbortSignal): Promise<MinesCurrent> {
  return callGameServer('mines/current', { token }, minesCurrentSchema, signal);
}

export function useCurrentMines(token: string) {
  return useQuery({
    queryKey: currentMinesKey(token),
    queryFn: ({ signal }) => fetchCurrentMines(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

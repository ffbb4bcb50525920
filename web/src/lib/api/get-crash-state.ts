import { crashPlayerStateSchema } from '@plaza/contracts/bgs';
import type { CrashPlayerState } from '@plaza/contracts/bgs';
import { useQuery } from '@tanstack/react-query';

import { callGameServer, GAME_WINDOW_QUERY_ROOT } from './call-game-server';

/** The crash state in the cache: this call fills it, the live connection (use-crash-live.ts) keeps it current. */
export function crashStateKey(token: string) {
  return [GAME_WINDOW_QUERY_ROOT, 'inHouse', token, 'crash', 'state'] as const;
}

/** POST /bgs/api/crash/state: the live state of the shared game and the player's bet on it, if any. */
export function fetchCrashState(token: string, signal?: AbortSignal): Promise<CrashPlayerState> {
  return callGameServer('crash/state', { token }, crashPlayerStateSchema, signal);
}

export function useCrashState(token: string) {
  return useQuery({
    queryKey: crashStateKey(token),
    queryFn: ({ signal }) => fetchCrashState(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

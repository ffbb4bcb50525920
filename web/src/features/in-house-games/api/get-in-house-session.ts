import { bgsSessionSchema } from '@plaza/contracts/bgs';
import type { BgsGameCode, BgsSession } from '@plaza/contracts/bgs';
import { useQuery } from '@tanstack/react-query';

import { callGameServer, GAME_WINDOW_QUERY_ROOT } from '../../../lib/api/call-game-server';

export function inHouseSessionKey(token: string, gameCode: BgsGameCode) {
  return [GAME_WINDOW_QUERY_ROOT, 'inHouse', token, 'session', gameCode] as const;
}

/** POST /bgs/api/session: who plays, the balance, the stake limits and the seeds of the next round. */
export function fetchInHouseSession(
  token: string,
  gameCode: BgsGameCode,
  signal?: AbortSignal,
): Promise<BgsSession> {
  return callGameServer('session', { token, gameCode }, bgsSessionSchema, signal);
}

export function useInHouseSession(token: string, gameCode: BgsGameCode) {
  return useQuery({
    queryKey: inHouseSessionKey(token, gameCode),
    queryFn: ({ signal }) => fetchInHouseSession(token, gameCode, signal),
    retry: false,
    staleTime: Infinity,
  });
}

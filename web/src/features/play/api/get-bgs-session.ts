import { bgsSessionSchema } from '@plaza/contracts/bgs';
import type { BgsGameCode, BgsSession } from '@plaza/contracts/bgs';
import { useQuery } from '@tanstack/react-query';

import { callGameServer, PLAY_QUERY_ROOT } from './bgs-request';

export function bgsSessionKey(token: string, gameCode: BgsGameCode) {
  return [PLAY_QUERY_ROOT, 'bgs', token, 'session', gameCode] as const;
}

/** POST /bgs/api/session: who plays, the balance, the stake limits and the seeds of the next round. */
export function fetchBgsSession(
  token: string,
  gameCode: BgsGameCode,
  signal?: AbortSignal,
): Promise<BgsSession> {
  return callGameServer('session', { token, gameCode }, bgsSessionSchema, signal);
}

export function useBgsSession(token: string, gameCode: BgsGameCode) {
  return useQuery({
    queryKey: bgsSessionKey(token, gameCode),
    queryFn: ({ signal }) => fetchBgsSession(token, gameCode, signal),
    retry: false,
    staleTime: Infinity,
  });
}

import { jackpotSchema, jackpotWinProofSchema } from '@plaza/contracts/jackpot';
import type { Jackpot, JackpotEvent, JackpotWin } from '@plaza/contracts/jackpot';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';

export const jackpotQueryKey = ['jackpot'] as const;

/** GET /lgw/jackpot: the progressive jackpot now, its rules and latest wins (docs/decisions/081). */
export function useJackpot() {
  return useQuery<LiveJackpot>({
    queryKey: jackpotQueryKey,
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/lgw/jackpot', schema: jackpotSchema, signal }),
    staleTime: Infinity,
  });
}

/** The jackpot as the page holds it: with the win a live event announced while the page was open. */
export type LiveJackpot = Jackpot & { liveWin?: JackpotWin };

/**
 * A live `jackpot` event into the cached jackpot: the pool's new amount, which never goes down but with a win, and
 * the win, announced (docs/decisions/081).
 */
export function applyJackpotEvent(queryClient: QueryClient, event: JackpotEvent): void {
  queryClient.setQueryData<LiveJackpot>(jackpotQueryKey, (current) => {
    if (current === undefined) {
      return current;
    }
    if (event.win === null) {
      return event.amount > current.amount ? { ...current, amount: event.amount } : current;
    }
    return { ...current, amount: event.amount, wins: [event.win, ...current.wins], liveWin: event.win };
  });
}

/** GET /lgw/jackpot/wins/<roundId>: one win with its round's seeds, to check in the browser (decision 065). */
export function useJackpotWinProof(roundId: string) {
  return useQuery({
    queryKey: [...jackpotQueryKey, 'win', roundId] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: `/lgw/jackpot/wins/${encodeURIComponent(roundId)}`,
        schema: jackpotWinProofSchema,
        signal,
      }),
    retry: false,
  });
}

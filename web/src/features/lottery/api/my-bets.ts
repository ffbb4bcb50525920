import {
  cancelBetResponseSchema,
  cancelChaseResponseSchema,
  lotteryBetPageSchema,
  lotteryChasePageSchema,
} from '@plaza/contracts/lottery';
import type { LotteryBetPage, LotteryChasePage } from '@plaza/contracts/lottery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { LOTTERY_QUERY_ROOT, WALLET_QUERY_ROOT_KEY } from './lottery-query-root';

export const MY_BETS_PAGE_SIZE = 10;

export interface MyBetsFilter {
  gameCode: string | null;
  pageNum: number;
}

export function myBetsQueryKey(token: string | null, filter: MyBetsFilter) {
  return [LOTTERY_QUERY_ROOT, 'bets', token, 'list', filter] as const;
}

export function myChasesQueryKey(token: string | null, filter: MyBetsFilter) {
  return [LOTTERY_QUERY_ROOT, 'bets', token, 'chases', filter] as const;
}

function filterQuery(filter: MyBetsFilter): Record<string, string> {
  return {
    ...(filter.gameCode === null ? {} : { gameCode: filter.gameCode }),
    pageNum: String(filter.pageNum),
    pageSize: String(MY_BETS_PAGE_SIZE),
  };
}

/** GET /lgw/bets (T): my lottery bets, newest first. */
export function fetchMyBets(filter: MyBetsFilter, signal?: AbortSignal): Promise<LotteryBetPage> {
  return apiRequest({
    method: 'GET',
    path: '/lgw/bets',
    schema: lotteryBetPageSchema,
    query: filterQuery(filter),
    signal,
  });
}

/** GET /lgw/chases (T): my chases with their progress. */
export function fetchMyChases(filter: MyBetsFilter, signal?: AbortSignal): Promise<LotteryChasePage> {
  return apiRequest({
    method: 'GET',
    path: '/lgw/chases',
    schema: lotteryChasePageSchema,
    query: filterQuery(filter),
    signal,
  });
}

/** Open bets settle within seconds of a fast game's draw: the list refreshes while any is open. */
export function useMyBets(filter: MyBetsFilter) {
  const token = useSessionToken();
  return useQuery({
    queryKey: myBetsQueryKey(token, filter),
    queryFn: ({ signal }) => fetchMyBets(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.content.some((bet) => bet.status === 'open') === true ? 5 * 1000 : false,
  });
}

export function useMyChases(filter: MyBetsFilter) {
  const token = useSessionToken();
  return useQuery({
    queryKey: myChasesQueryKey(token, filter),
    queryFn: ({ signal }) => fetchMyChases(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.content.some((chase) => chase.status === 'running') === true ? 10 * 1000 : false,
  });
}

function useRefreshAfterMoney() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [LOTTERY_QUERY_ROOT, 'bets'] });
    void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT_KEY });
  };
}

/** POST /lgw/bets/:betId/cancel (T): cancels an open bet before its issue closes; the stake comes back. */
export function useCancelBet() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (betId: string) =>
      apiRequest({
        method: 'POST',
        path: `/lgw/bets/${encodeURIComponent(betId)}/cancel`,
        schema: cancelBetResponseSchema,
        body: {},
      }),
    onSettled: refresh,
  });
}

/** POST /lgw/chases/:chaseId/cancel (T): cancels the chase's bets on issues not yet closed. */
export function useCancelChase() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (chaseId: string) =>
      apiRequest({
        method: 'POST',
        path: `/lgw/chases/${encodeURIComponent(chaseId)}/cancel`,
        schema: cancelChaseResponseSchema,
        body: {},
      }),
    onSettled: refresh,
  });
}

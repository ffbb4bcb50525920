import { openedNumberPageSchema } from '@plaza/contracts/lottery';
import type { LotteryArea, LotteryPrizeMode, OpenedNumberPage } from '@plaza/contracts/lottery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useLiveRefreshMs } from '../../../lib/live-events';
import { LOTTERY_QUERY_ROOT } from './lottery-query-root';

export const RESULTS_PAGE_SIZE = 10;

export interface ResultsFilter {
  gameCode: string;
  area: LotteryArea;
  prizeMode: LotteryPrizeMode;
  pageNum: number;
}

export function resultsQueryKey(filter: ResultsFilter) {
  return [LOTTERY_QUERY_ROOT, 'results', filter] as const;
}

/**
 * A game's results, newest first: the Vietnamese and 4D games from GET /lgw/vn/numeros/opened/game, the fast
 * games from GET /lotto/lgw/games/opened/numero (T) under their prize mode.
 */
export function fetchResults(filter: ResultsFilter, signal?: AbortSignal): Promise<OpenedNumberPage> {
  const page = {
    gameCode: filter.gameCode,
    pageNum: String(filter.pageNum),
    pageSize: String(RESULTS_PAGE_SIZE),
  };
  return filter.area === 'FAST'
    ? apiRequest({
        method: 'GET',
        path: '/lotto/lgw/games/opened/numero',
        schema: openedNumberPageSchema,
        query: { ...page, prizeMode: filter.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT' },
        signal,
      })
    : apiRequest({
        method: 'GET',
        path: '/lgw/vn/numeros/opened/game',
        schema: openedNumberPageSchema,
        query: page,
        signal,
      });
}

/**
 * A page of results. A fast game's first page follows each draw's live frame (api/lottery-live.ts), and is asked
 * again every 15 s while the live connection is down, every two minutes while it is up.
 */
export function useResults(filter: ResultsFilter) {
  const refreshMs = useLiveRefreshMs(15 * 1000);
  return useQuery({
    queryKey: resultsQueryKey(filter),
    queryFn: ({ signal }) => fetchResults(filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: filter.area === 'FAST' && filter.pageNum === 1 ? refreshMs : false,
  });
}

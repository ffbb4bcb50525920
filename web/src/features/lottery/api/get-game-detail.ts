import { lotteryGameDetailSchema } from '@plaza/contracts/lottery';
import type { LotteryGameDetail } from '@plaza/contracts/lottery';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { LOTTERY_QUERY_ROOT } from './lottery-query-root';

export function gameDetailQueryKey(language: string, gameCode: string) {
  return [LOTTERY_QUERY_ROOT, 'game', language, gameCode] as const;
}

/** GET /lgw/games/:gameCode: the bet types grouped, their odds, the stake rules and the current issue. */
export function fetchGameDetail(gameCode: string, signal?: AbortSignal): Promise<LotteryGameDetail> {
  return apiRequest({
    method: 'GET',
    path: `/lgw/games/${encodeURIComponent(gameCode)}`,
    schema: lotteryGameDetailSchema,
    signal,
  });
}

export function useGameDetail(gameCode: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: gameDetailQueryKey(language, gameCode),
    queryFn: ({ signal }) => fetchGameDetail(gameCode, signal),
    staleTime: 60 * 1000,
  });
}

import { WINNER_BOARD_LIMIT } from '@plaza/contracts/constants';
import { rankListSchema } from '@plaza/contracts/games';
import type { RankList } from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/**
 * Query key of the winner board in one language (the session's WINNERS cache, docs/product/games.md#the-lobby).
 */
export function rankListQueryKey(language: Language) {
  return ['games', 'rankList', language] as const;
}

/**
 * POST /wps/relay/GCSGAME_getRankList: category ALL, the language, limit 20
 * (docs/product/games.md#the-winner-board).
 */
export function fetchRankList(language: Language, signal?: AbortSignal): Promise<RankList> {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/GCSGAME_getRankList',
    schema: rankListSchema,
    body: { category: 'ALL', language, limit: WINNER_BOARD_LIMIT },
    signal,
  });
}

/** The winner board, cached for the session (docs/product/games.md#the-lobby). */
export function useRankList() {
  const language = useLanguage();
  return useQuery({
    queryKey: rankListQueryKey(language),
    queryFn: ({ signal }) => fetchRankList(language, signal),
    staleTime: Infinity,
  });
}

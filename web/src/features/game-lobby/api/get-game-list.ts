import { readGamePage } from '@plaza/contracts/catalogue';
import type { CataloguePage } from '@plaza/contracts/catalogue';
import { gamePageSchema, GAME_PAGE_SIZE } from '@plaza/contracts/games';
import type { GameClassify } from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';
import type { GameCategory } from '@plaza/contracts/system';
import { useInfiniteQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

export interface GameListFilters {
  gameType: GameCategory;
  /** The vendor code of the games, or every vendor of the category. */
  vendorCode?: string | undefined;
  gameClassify?: GameClassify | undefined;
  keyword?: string | undefined;
}

/** Query key of one filtered game list; the language is part of it because the names are localized. */
export function gameListQueryKey(filters: GameListFilters, language: Language) {
  return ['games', 'gameList', language, filters] as const;
}

/** POST /wps/relay/GCSGAME_gameList: one page of the catalogue matching `filters`. */
export async function fetchGameList(
  filters: GameListFilters,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<CataloguePage> {
  const page = await apiRequest({
    method: 'POST',
    path: '/wps/relay/GCSGAME_gameList',
    schema: gamePageSchema,
    body: {
      gameType: filters.gameType,
      vassalage: filters.vendorCode,
      gameClassify: filters.gameClassify,
      keyword: filters.keyword,
      pageNum,
      pageSize,
    },
    signal,
  });
  return readGamePage(page);
}

/** The game list a page at a time (the lobby loads the next page as the visitor scrolls). */
export function useGameList(
  filters: GameListFilters,
  options: { isEnabled?: boolean; pageSize?: number } = {},
) {
  const language = useLanguage();
  const pageSize = options.pageSize ?? GAME_PAGE_SIZE.default;
  return useInfiniteQuery({
    queryKey: [...gameListQueryKey(filters, language), pageSize],
    queryFn: ({ pageParam, signal }) => fetchGameList(filters, pageParam, pageSize, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: options.isEnabled ?? true,
    staleTime: 60 * 1000,
  });
}

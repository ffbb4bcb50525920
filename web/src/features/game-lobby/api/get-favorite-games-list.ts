import { gamePageSchema, GAME_PAGE_SIZE } from '@plaza/contracts/games';
import { readGamePage } from '@plaza/contracts/catalogue';
import type { CataloguePage } from '@plaza/contracts/catalogue';
import type { Language } from '@plaza/contracts/languages';
import type { GameCategory } from '@plaza/contracts/system';
import { useInfiniteQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

export interface FavoriteGamesFilters {
  gameType: GameCategory;
  vendorCode?: string | undefined;
}

/** Prefix of every favourite-games list query, invalidated when a favourite is added or removed. */
export const FAVORITE_GAMES_LIST_KEY = ['games', 'favoriteList'] as const;

/** Query key of the favourite games of one session, category and vendor. */
export function favoriteGamesListQueryKey(
  token: string | null,
  filters: FavoriteGamesFilters,
  language: Language,
) {
  return [...FAVORITE_GAMES_LIST_KEY, token, language, filters] as const;
}

/** POST /wps/relay/MCSFE_getFavoriteGamesList (T): one page of the member's favourite games, newest first. */
export async function fetchFavoriteGamesList(
  filters: FavoriteGamesFilters,
  pageNum: number,
  signal?: AbortSignal,
): Promise<CataloguePage> {
  const page = await apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    schema: gamePageSchema,
    body: {
      gameType: filters.gameType,
      vassalage: filters.vendorCode,
      pageNum,
      pageSize: GAME_PAGE_SIZE.default,
    },
    signal,
  });
  return readGamePage(page);
}

/** The member's favourite games of a category, a page at a time; only asked for with a session. */
export function useFavoriteGamesList(filters: FavoriteGamesFilters, options: { isEnabled: boolean }) {
  const token = useSessionToken();
  const language = useLanguage();
  return useInfiniteQuery({
    queryKey: favoriteGamesListQueryKey(token, filters, language),
    queryFn: ({ pageParam, signal }) => fetchFavoriteGamesList(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: options.isEnabled && token !== null,
    retry: false,
  });
}

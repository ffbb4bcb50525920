import { readVendorCode } from '@plaza/contracts/catalogue';
import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { homeSectionsSchema } from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';
import type { GameCategory } from '@plaza/contracts/system';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/** The home page's rows of games (docs/product/home.md). */
export interface HomeGameRows {
  hot: CatalogueGame[];
  new: CatalogueGame[];
  categories: { gameType: GameCategory; games: CatalogueGame[] }[];
}

export function homeSectionsQueryKey(language: Language) {
  return ['games', 'homeSections', language] as const;
}

/** POST /wps/relay/GCSGAME_homeSections: hot, new and each category's best games in one answer. */
export async function fetchHomeSections(signal?: AbortSignal): Promise<HomeGameRows> {
  const value = await apiRequest({
    method: 'POST',
    path: '/wps/relay/GCSGAME_homeSections',
    schema: homeSectionsSchema,
    body: {},
    signal,
  });
  return {
    hot: value.hot.map(readVendorCode),
    new: value.new.map(readVendorCode),
    categories: value.categories.map((category) => ({
      gameType: category.gameType,
      games: category.games.map(readVendorCode),
    })),
  };
}

/** The home page's rows, fresh for a minute. */
export function useHomeSections() {
  const language = useLanguage();
  return useQuery({
    queryKey: homeSectionsQueryKey(language),
    queryFn: ({ signal }) => fetchHomeSections(signal),
    staleTime: 60 * 1000,
  });
}

import { readVendorCode } from '@plaza/contracts/catalogue';
import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { recentGamesSchema } from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';
import type { GameCategory } from '@plaza/contracts/system';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

export interface RecentGamesFilters {
  gameType: GameCategory;
  vendorCode?: string | undefined;
}

/** Prefix of every recent-games query, invalidated after a launch. */
export const RECENT_GAMES_KEY = ['games', 'recent'] as const;

/** Query key of the recent games of one session, category and vendor. */
export function recentGamesQueryKey(token: string | null, filters: RecentGamesFilters, language: Language) {
  return [...RECENT_GAMES_KEY, token, language, filters] as const;
}

/** POST /wps/relay/GCS_recentGame (T): the games the member launched last, most recent first. */
export async function fetchRecentGames(
  filters: RecentGamesFilters,
  signal?: AbortSignal,
): Promise<{ list: (CatalogueGame & { launchedAt: string })[] }> {
  const recent = await apiRequest({
    method: 'POST',
    path: '/wps/relay/GCS_recentGame',
    schema: recentGamesSchema,
    body: { gameType: filters.gameType, vassalage: filters.vendorCode },
    signal,
  });
  return { list: recent.list.map(readVendorCode) };
}

/** The member's recent games of a category; only asked for with a session. */
export function useRecentGames(filters: RecentGamesFilters, options: { isEnabled: boolean }) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: recentGamesQueryKey(token, filters, language),
    queryFn: ({ signal }) => fetchRecentGames(filters, signal),
    enabled: options.isEnabled && token !== null,
    retry: false,
  });
}

import type { Language } from '@plaza/contracts/languages';
import { sportsMatchesSchema } from '@plaza/contracts/sports';
import type { SportsMatches } from '@plaza/contracts/sports';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/** How often the page asks again while it is on screen: the server reads the vendor's feed every 3 seconds. */
export const SPORTS_REFRESH_MS = 5_000;

export function sportsMatchesQueryKey(language: Language) {
  return ['sports', 'matches', language] as const;
}

/** GET /wps/sports/matches (docs/product/sports.md). */
export function fetchSportsMatches(signal?: AbortSignal): Promise<SportsMatches> {
  return apiRequest({ method: 'GET', path: '/wps/sports/matches', schema: sportsMatchesSchema, signal });
}

/** The live, hot and upcoming matches, asked again every few seconds while the tab is visible. */
export function useSportsMatches() {
  const language = useLanguage();
  return useQuery({
    queryKey: sportsMatchesQueryKey(language),
    queryFn: ({ signal }) => fetchSportsMatches(signal),
    refetchInterval: SPORTS_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: SPORTS_REFRESH_MS,
  });
}

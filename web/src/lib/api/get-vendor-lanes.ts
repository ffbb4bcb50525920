import { readVendorCode } from '@plaza/contracts/catalogue';
import type { CatalogueLane } from '@plaza/contracts/catalogue';
import { newGameVendorSchema } from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../i18n/use-language';
import { apiRequest } from '../api-client';

/** Query key of the vendor lanes; the language is part of it so a language change refetches. */
export function vendorLanesQueryKey(language: Language) {
  return ['games', 'newGameVendor', language] as const;
}

/**
 * POST /wps/relay/GCSGAME_newGameVendor: one lane per game category that has vendors, each card's `vassalage`
 * read as its vendorCode.
 */
export async function fetchVendorLanes(signal?: AbortSignal): Promise<CatalogueLane[]> {
  const value = await apiRequest({
    method: 'POST',
    path: '/wps/relay/GCSGAME_newGameVendor',
    schema: newGameVendorSchema,
    body: { platform: 'html5-desktop' },
    signal,
  });
  return value.data.lanes.map((lane) => ({ ...lane, cards: lane.cards.map(readVendorCode) }));
}

/** The game categories and their vendors, cached for the session (docs/product/games.md#the-lobby). */
export function useVendorLanes() {
  const language = useLanguage();
  return useQuery({
    queryKey: vendorLanesQueryKey(language),
    queryFn: ({ signal }) => fetchVendorLanes(signal),
    staleTime: Infinity,
  });
}

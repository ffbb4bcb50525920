import { readVendorCode } from '@plaza/contracts/catalogue';
import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { gameListSchema } from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';

/** Query key of the hot games in one language (the session's HOT_GAMES cache, docs/product/games.md#the-lobby). */
export function hotGamesQueryKey(language: Language) {
  return ['games', 'hotGames', language] as const;
}

/** POST /wps/relay/GCSGAME_hotGamesV2 with its payload (docs/product/games.md#lobby-calls). */
export async function fetchHotGames(
  merchantCode: string,
  language: Language,
  signal?: AbortSignal,
): Promise<CatalogueGame[]> {
  const value = await apiRequest({
    method: 'POST',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    schema: gameListSchema,
    body: { merchantCode, isPlatform: 2, platform: ['flash', 'html5-desktop'], language },
    signal,
  });
  return value.list.map(readVendorCode);
}

/** The hot games of every vendor, cached for the session (docs/product/games.md#the-lobby). */
export function useHotGames(options: { isEnabled?: boolean } = {}) {
  const language = useLanguage();
  const { merchantCode } = useWhitelabel();
  return useQuery({
    queryKey: hotGamesQueryKey(language),
    queryFn: ({ signal }) => fetchHotGames(merchantCode, language, signal),
    staleTime: Infinity,
    enabled: options.isEnabled ?? true,
  });
}

import { readVendorCode } from '@plaza/contracts/catalogue';
import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { gamePageSchema, GAME_PAGE_SIZE } from '@plaza/contracts/games';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /wps/relay/GCSGAME_gameList searched by the game code: the vendor's game of that code as the catalogue
 * lists it (its name in the interface language), or null when the catalogue has no such game.
 */
export async function fetchCatalogueGame(
  vendorCode: string,
  gameCode: string,
  signal?: AbortSignal,
): Promise<CatalogueGame | null> {
  const page = await apiRequest({
    method: 'POST',
    path: '/wps/relay/GCSGAME_gameList',
    schema: gamePageSchema,
    body: { vassalage: vendorCode, keyword: gameCode, pageNum: 1, pageSize: GAME_PAGE_SIZE.max },
    signal,
  });
  const game = page.content.find((item) => item.gameCode === gameCode);
  return game === undefined ? null : readVendorCode(game);
}

/** The named game of the catalogue, for the page's heading and the frame's title. */
export function useCatalogueGame(vendorCode: string, gameCode: string, options: { isEnabled: boolean }) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'catalogueGame', language, vendorCode, gameCode],
    queryFn: ({ signal }) => fetchCatalogueGame(vendorCode, gameCode, signal),
    enabled: options.isEnabled,
    staleTime: 5 * 60 * 1000,
  });
}

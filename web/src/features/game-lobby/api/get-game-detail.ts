import { readVendorCode } from '@plaza/contracts/catalogue';
import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { gameDetailSchema } from '@plaza/contracts/games';
import type { Volatility } from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/** A game's page (docs/product/game-page.md). */
export interface GamePageDetail {
  game: CatalogueGame;
  description: string | null;
  volatility: Volatility | null;
  isProvablyFair: boolean;
  similar: CatalogueGame[];
}

export function gameDetailQueryKey(vendorCode: string, gameCode: string, language: Language) {
  return ['games', 'detail', language, vendorCode, gameCode] as const;
}

/** POST /wps/relay/GCSGAME_gameDetail: one game of the catalogue with its page's details. */
export async function fetchGameDetail(
  vendorCode: string,
  gameCode: string,
  signal?: AbortSignal,
): Promise<GamePageDetail> {
  const value = await apiRequest({
    method: 'POST',
    path: '/wps/relay/GCSGAME_gameDetail',
    schema: gameDetailSchema,
    body: { vassalage: vendorCode, gameCode },
    signal,
  });
  return { ...value, game: readVendorCode(value.game), similar: value.similar.map(readVendorCode) };
}

export function useGameDetail(vendorCode: string, gameCode: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: gameDetailQueryKey(vendorCode, gameCode, language),
    queryFn: ({ signal }) => fetchGameDetail(vendorCode, gameCode, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

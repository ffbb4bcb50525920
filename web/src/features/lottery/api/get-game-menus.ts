import { lotteryGameMenusSchema } from '@plaza/contracts/lottery';
import type { LotteryGameMenus } from '@plaza/contracts/lottery';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { noteServerTime } from '../hooks/server-clock';
import { LOTTERY_QUERY_ROOT } from './lottery-query-root';

export function gameMenusQueryKey(language: string) {
  return [LOTTERY_QUERY_ROOT, 'menus', language] as const;
}

/** GET /lgw/games/game_menus: every lottery game by area, with its current issue and the server's clock. */
export async function fetchGameMenus(signal?: AbortSignal): Promise<LotteryGameMenus> {
  const menus = await apiRequest({
    method: 'GET',
    path: '/lgw/games/game_menus',
    schema: lotteryGameMenusSchema,
    signal,
  });
  noteServerTime(menus.serverTime);
  return menus;
}

/** The lobby's games; refreshed every 30 s so a closed issue gives way to the next one. */
export function useGameMenus() {
  // Game names come in the request's language.
  const language = useLanguage();
  return useQuery({
    queryKey: gameMenusQueryKey(language),
    queryFn: ({ signal }) => fetchGameMenus(signal),
    refetchInterval: 30 * 1000,
  });
}

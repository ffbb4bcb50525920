import { lotteryGameMenusSchema } from '@plaza/contracts/lottery';
import type { LotteryGameMenus } from '@plaza/contracts/lottery';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { useLiveRefreshMs } from '../../../lib/live-events';
import { noteServerTime } from '../hooks/server-clock';
import { gameMenusQueryKey } from './lottery-query-root';

export { gameMenusQueryKey };

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

/**
 * The lobby's games: each draw's live frame moves its game to the next issue (api/lottery-live.ts); asked again
 * every 30 s while the live connection is down, every two minutes while it is up.
 */
export function useGameMenus() {
  // Game names come in the request's language.
  const language = useLanguage();
  const refreshMs = useLiveRefreshMs(30 * 1000);
  return useQuery({
    queryKey: gameMenusQueryKey(language),
    queryFn: ({ signal }) => fetchGameMenus(signal),
    refetchInterval: refreshMs,
  });
}

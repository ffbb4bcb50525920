import { readVendorCode } from '@plaza/contracts/catalogue';
import type { LiveTable } from '@plaza/contracts/catalogue';
import { roomListSchema } from '@plaza/contracts/games';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

/** How often the live tables' seated players are read again while the page is visible. */
export const ROOM_LIST_REFRESH_MS = 30_000;

/** POST /wps/relay/GLS2_roomList (T): the live tables with their limits, status and seated players. */
export async function fetchRoomList(signal?: AbortSignal): Promise<{ list: LiveTable[] }> {
  const rooms = await apiRequest({
    method: 'POST',
    path: '/wps/relay/GLS2_roomList',
    schema: roomListSchema,
    body: {},
    signal,
  });
  return { list: rooms.list.map(readVendorCode) };
}

/**
 * The live tables, for members only (the call needs a session; a guest's cards go without the live figures),
 * read again every 30 s while the page is visible (TanStack Query pauses the interval in a hidden tab).
 */
export function useRoomList(options: { isEnabled: boolean }) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'roomList', token, language],
    queryFn: ({ signal }) => fetchRoomList(signal),
    enabled: options.isEnabled && token !== null,
    refetchInterval: ROOM_LIST_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: ROOM_LIST_REFRESH_MS,
    retry: false,
  });
}

import { unreadCountSchema } from '@plaza/contracts/inbox';
import type { UnreadCount } from '@plaza/contracts/inbox';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useLiveRefreshMs } from '../../../lib/live-events';
import { useSessionToken } from '../../../lib/use-session-token';

/** Every inbox query starts with this key, so one invalidation refreshes the list and the count together. */
export const INBOX_QUERY_ROOT = 'inbox';

/**
 * How often the count is asked again while the live connection is down: new messages show without a reload. While
 * it is open the server pushes each change (inbox-live.ts) and this becomes the slow fallback (decision 101).
 */
const UNREAD_REFRESH_MS = 60 * 1000;

/** POST /wps/relay/CSP_unreadCount (T): how many messages the member has not read. */
export function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/CSP_unreadCount',
    schema: unreadCountSchema,
    body: {},
    signal,
  });
}

/**
 * The unread count for the badges. Never fetched for a trial member (docs/product/accounts.md, trial members): `isEnabled` is false
 * for them, and while nobody is logged in.
 */
export function useUnreadCount(isEnabled: boolean) {
  const token = useSessionToken();
  const refreshMs = useLiveRefreshMs(UNREAD_REFRESH_MS);
  return useQuery({
    queryKey: [INBOX_QUERY_ROOT, 'unread', token] as const,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: isEnabled && token !== null,
    refetchInterval: refreshMs,
  });
}

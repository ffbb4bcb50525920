import type { QueryClient } from '@tanstack/react-query';

import { onLiveFrame } from '../../../lib/live-events';
import { INBOX_QUERY_ROOT } from './get-unread-count';

/**
 * The badge follows the member's inbox live (decision 101): the server sends `{type:"inbox"}` to this member's own
 * connections only when a message reaches them (from any node) or they read or delete one in another tab; the count
 * and the open list are asked again. So when the connection starts serving the member (`ready`) and after a
 * reconnection (`resync`): a message may have come before.
 * Answers the function that stops it.
 */
export function startInboxLive(queryClient: QueryClient): () => void {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [INBOX_QUERY_ROOT] });
  const stops = [
    onLiveFrame('inbox', refresh),
    onLiveFrame('ready', refresh),
    onLiveFrame('resync', refresh),
  ];
  return () => stops.forEach((stop) => stop());
}

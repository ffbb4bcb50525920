import { lotteryIssueListSchema } from '@plaza/contracts/lottery';
import type { LotteryIssueList } from '@plaza/contracts/lottery';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useLiveRefreshMs } from '../../../lib/live-events';
import { noteServerTime } from '../hooks/server-clock';
import { issuesQueryKey } from './lottery-query-root';

export { issuesQueryKey };

/** GET /lgw/games/:gameCode/issues: the issue on sale and the next one, with the server's clock. */
export async function fetchIssues(gameCode: string, signal?: AbortSignal): Promise<LotteryIssueList> {
  const list = await apiRequest({
    method: 'GET',
    path: `/lgw/games/${encodeURIComponent(gameCode)}/issues`,
    schema: lotteryIssueListSchema,
    query: { count: '2' },
    signal,
  });
  noteServerTime(list.serverTime);
  return list;
}

/**
 * The issue on sale and the next: the page counts down to the first's close, then the second's. Each draw's live
 * frame asks again (api/lottery-live.ts); every minute while the live connection is down, every two while it is up.
 */
export function useIssues(gameCode: string) {
  const refreshMs = useLiveRefreshMs(60 * 1000);
  return useQuery({
    queryKey: issuesQueryKey(gameCode),
    queryFn: ({ signal }) => fetchIssues(gameCode, signal),
    refetchInterval: refreshMs,
  });
}

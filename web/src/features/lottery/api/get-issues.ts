import { lotteryIssueListSchema } from '@plaza/contracts/lottery';
import type { LotteryIssueList } from '@plaza/contracts/lottery';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { noteServerTime } from '../hooks/server-clock';
import { LOTTERY_QUERY_ROOT } from './lottery-query-root';

export function issuesQueryKey(gameCode: string) {
  return [LOTTERY_QUERY_ROOT, 'issues', gameCode] as const;
}

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

/** The issue on sale; the page refetches it when the countdown reaches its close. */
export function useIssues(gameCode: string) {
  return useQuery({
    queryKey: issuesQueryKey(gameCode),
    queryFn: ({ signal }) => fetchIssues(gameCode, signal),
    refetchInterval: 60 * 1000,
  });
}

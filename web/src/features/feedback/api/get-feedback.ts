import { feedbackPageSchema } from '@plaza/contracts/support';
import type { FeedbackPage } from '@plaza/contracts/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

export const FEEDBACK_QUERY_ROOT = 'feedback';
export const FEEDBACK_PAGE_SIZE = 10;

/** GET /wps/feedback (T): one page of the member's feedback with the replies, newest first. */
export function fetchFeedback(pageNum: number, signal?: AbortSignal): Promise<FeedbackPage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/feedback',
    schema: feedbackPageSchema,
    query: { pageNum: String(pageNum), pageSize: String(FEEDBACK_PAGE_SIZE) },
    signal,
  });
}

/** One page of the member's feedback; the previous page stays on screen while the next loads. */
export function useFeedback(pageNum: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [FEEDBACK_QUERY_ROOT, token, pageNum] as const,
    queryFn: ({ signal }) => fetchFeedback(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

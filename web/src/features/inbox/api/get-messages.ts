import { memberMessagePageSchema } from '@plaza/contracts/inbox';
import type { MemberMessagePage } from '@plaza/contracts/inbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { INBOX_QUERY_ROOT } from './get-unread-count';

export const MESSAGES_PAGE_SIZE = 10;

/** GET /wps/member/messages (T): one page of the member's messages, newest first, in the interface language. */
export function fetchMessages(pageNum: number, signal?: AbortSignal): Promise<MemberMessagePage> {
  return apiRequest({
    method: 'GET',
    path: '/wps/member/messages',
    schema: memberMessagePageSchema,
    query: { pageNum: String(pageNum), pageSize: String(MESSAGES_PAGE_SIZE) },
    signal,
  });
}

/** One page of messages; the previous page stays on screen while the next loads. */
export function useMessages(pageNum: number) {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [INBOX_QUERY_ROOT, 'messages', token, i18n.language, pageNum] as const,
    queryFn: ({ signal }) => fetchMessages(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

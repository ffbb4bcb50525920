import { chatConversationSchema } from '@plaza/contracts/support';
import type { ChatConversation } from '@plaza/contracts/support';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

/** The query key of the member's conversation (the live connection writes its events into it). */
export function conversationKey(token: string | null) {
  return ['support-chat', token] as const;
}

/** GET /wps/support/chat (T): the member's conversation with its newest messages. */
export function fetchConversation(signal?: AbortSignal): Promise<ChatConversation> {
  return apiRequest({ method: 'GET', path: '/wps/support/chat', schema: chatConversationSchema, signal });
}

export function useConversation() {
  const token = useSessionToken();
  return useQuery({
    queryKey: conversationKey(token),
    queryFn: ({ signal }) => fetchConversation(signal),
    enabled: token !== null,
  });
}

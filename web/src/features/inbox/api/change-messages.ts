import { unreadCountSchema } from '@plaza/contracts/inbox';
import type { ReadMessagesRequest, UnreadCount } from '@plaza/contracts/inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { INBOX_QUERY_ROOT } from './get-unread-count';

/** POST /wps/member/messages/read (T): marks the named messages (or all) read; answers the new unread count. */
export function readMessages(request: ReadMessagesRequest): Promise<UnreadCount> {
  return apiRequest({
    method: 'POST',
    path: '/wps/member/messages/read',
    schema: unreadCountSchema,
    body: request,
  });
}

/** POST /wps/member/messages/:id/delete (T): removes a message from the inbox; answers the new unread count. */
export function deleteMessage(id: string): Promise<UnreadCount> {
  return apiRequest({
    method: 'POST',
    path: `/wps/member/messages/${encodeURIComponent(id)}/delete`,
    schema: unreadCountSchema,
    body: {},
  });
}

/** Reading marks messages read; the list and every badge are fetched again afterwards. */
export function useReadMessagesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [INBOX_QUERY_ROOT] }),
  });
}

/** Deleting a message; the list and every badge are fetched again afterwards. */
export function useDeleteMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [INBOX_QUERY_ROOT] }),
  });
}

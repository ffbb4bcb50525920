import { chatRoomMessageSchema } from '@plaza/contracts/chat-room';
import type { ChatRoomId, ChatRoomMessage } from '@plaza/contracts/chat-room';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { addRoomMessage, roomHistoryKey } from './get-room-history';
import type { RoomHistoryData } from './get-room-history';

/** POST /wps/chat-room/rooms/:roomId/messages (T): the member's message. */
export function postRoomMessage(roomId: ChatRoomId, text: string): Promise<ChatRoomMessage> {
  return apiRequest({
    method: 'POST',
    path: `/wps/chat-room/rooms/${encodeURIComponent(roomId)}/messages`,
    schema: chatRoomMessageSchema,
    body: { text },
  });
}

export function usePostRoomMessageMutation(roomId: ChatRoomId) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (text: string) => postRoomMessage(roomId, text),
    onSuccess: (message) =>
      queryClient.setQueryData<RoomHistoryData>(roomHistoryKey(roomId, token), (old) =>
        addRoomMessage(old, message),
      ),
  });
}

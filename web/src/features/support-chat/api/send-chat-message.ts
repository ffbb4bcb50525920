import { chatMessageSchema } from '@plaza/contracts/support';
import type { ChatConversation, ChatMessage } from '@plaza/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { conversationKey } from './get-conversation';

/** A message added to the conversation in the cache unless it is there already (the live connection may be first). */
export function addMessage(conversation: ChatConversation | undefined, message: ChatMessage) {
  if (conversation === undefined || conversation.messages.some((each) => each.id === message.id)) {
    return conversation;
  }
  return { ...conversation, id: message.conversationId, messages: [...conversation.messages, message] };
}

/** POST /wps/support/chat/messages or PUT /wps/support/chat/images (T): a text or one picture. */
export function sendChatMessage(content: { text: string } | { image: File }): Promise<ChatMessage> {
  if ('text' in content) {
    return apiRequest({
      method: 'POST',
      path: '/wps/support/chat/messages',
      schema: chatMessageSchema,
      body: { text: content.text },
    });
  }
  const formData = new FormData();
  formData.append('image', content.image, content.image.name);
  return apiRequest({ method: 'PUT', path: '/wps/support/chat/images', schema: chatMessageSchema, formData });
}

export function useSendChatMessageMutation() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (message) =>
      queryClient.setQueryData<ChatConversation>(conversationKey(token), (old) => addMessage(old, message)),
  });
}

/** POST /wps/support/chat/read (T): the member has read up to a message. */
export function markChatRead(upToId: string): Promise<{ upToId: string }> {
  return apiRequest({
    method: 'POST',
    path: '/wps/support/chat/read',
    schema: z.object({ upToId: z.string() }),
    body: { upToId },
  });
}

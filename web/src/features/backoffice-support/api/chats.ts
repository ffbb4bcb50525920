import {
  chatConversationListSchema,
  chatConversationSchema,
  chatMessageSchema,
} from '@plaza/contracts/support';
import type { ChatConversation, ChatConversationSummary, ChatMessage } from '@plaza/contracts/support';
import { z } from 'zod';

import { operatorRequest } from '../../../lib/operator-session';

export const chatsKey = ['backoffice', 'support', 'chats'] as const;

/** GET /ops/support/chats: every conversation, with its unread count. */
export async function fetchChats(): Promise<ChatConversationSummary[]> {
  const answer = await operatorRequest({
    method: 'GET',
    path: '/ops/support/chats',
    schema: chatConversationListSchema,
  });
  return answer.list;
}

/** GET /ops/support/chats/:id: one conversation with its newest messages and the read marks. */
export function fetchChat(id: string): Promise<ChatConversation> {
  return operatorRequest({ method: 'GET', path: `/ops/support/chats/${id}`, schema: chatConversationSchema });
}

/** POST /ops/support/chats/:id/messages: the operator's answer (audited). */
export function sendChatText(id: string, text: string): Promise<ChatMessage> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/support/chats/${id}/messages`,
    body: { text },
    schema: chatMessageSchema,
  });
}

/** POST /ops/support/chats/:id/read: the operator has seen every message up to `upToId`. */
export function markChatRead(id: string, upToId: string): Promise<{ upToId: string }> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/support/chats/${id}/read`,
    body: { upToId },
    schema: z.object({ upToId: z.string() }),
  });
}

/** The address of a chat picture (read with the operator's session). */
export const chatImagePath = (id: string) => `/ops/support/chats/images/${id}`;

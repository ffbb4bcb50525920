import { chatServerEventSchema } from '@plaza/contracts/support';
import type { ChatConversation } from '@plaza/contracts/support';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { openLiveSocket } from '../../../lib/live-socket';
import type { LiveSocketStatus } from '../../../lib/live-socket';
import { conversationKey } from '../api/get-conversation';
import { addMessage } from '../api/send-chat-message';

const LIVE_PATH = '/wps/support/chat/live';
/** How long "customer service is typing" stays after the last typing event. */
const TYPING_SHOWN_MS = 4_000;
/** The member's own typing is told at most this often. */
const TYPING_SENT_EVERY_MS = 2_000;

/**
 * The member's live connection to customer service: it writes messages, read marks and presence into the
 * conversation in the query cache, says when the operator is typing, and tells the operator when the member types.
 */
export function useChatLive(token: string | null) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveSocketStatus>('connecting');
  const [isOperatorTyping, setIsOperatorTyping] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const lastTypingSentRef = useRef(0);

  useEffect(() => {
    if (token === null) {
      return undefined;
    }
    let typingTimer: number | undefined;
    const update = (change: (old: ChatConversation) => ChatConversation) =>
      queryClient.setQueryData<ChatConversation>(conversationKey(token), (old) =>
        old === undefined ? old : change(old),
      );
    const close = openLiveSocket(LIVE_PATH, {
      onStatus: setStatus,
      onOpen: (socket) => {
        socketRef.current = socket;
        socket.send(JSON.stringify({ type: 'auth', token }));
        // Whatever happened while the connection was down is read again.
        void queryClient.invalidateQueries({ queryKey: conversationKey(token) });
      },
      onMessage: (raw) => {
        const parsed = chatServerEventSchema.safeParse(raw);
        if (!parsed.success) {
          return;
        }
        const event = parsed.data;
        switch (event.type) {
          case 'ready':
          case 'presence':
            update((old) => ({ ...old, isOperatorOnline: event.isOperatorOnline }));
            break;
          case 'message':
            queryClient.setQueryData<ChatConversation>(conversationKey(token), (old) =>
              addMessage(old, event.message),
            );
            if (event.message.sender === 'OPERATOR') {
              setIsOperatorTyping(false);
            }
            break;
          case 'read':
            update((old) =>
              event.reader === 'OPERATOR'
                ? { ...old, operatorReadId: event.upToId }
                : { ...old, memberReadId: event.upToId },
            );
            break;
          case 'typing':
            if (event.sender === 'OPERATOR') {
              setIsOperatorTyping(true);
              window.clearTimeout(typingTimer);
              typingTimer = window.setTimeout(() => setIsOperatorTyping(false), TYPING_SHOWN_MS);
            }
            break;
        }
      },
    });
    return () => {
      window.clearTimeout(typingTimer);
      socketRef.current = null;
      close();
    };
  }, [queryClient, token]);

  const sendTyping = useCallback(() => {
    const now = Date.now();
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN && now - lastTypingSentRef.current > TYPING_SENT_EVERY_MS) {
      lastTypingSentRef.current = now;
      socket.send(JSON.stringify({ type: 'typing' }));
    }
  }, []);

  return { status, isOperatorTyping, sendTyping };
}

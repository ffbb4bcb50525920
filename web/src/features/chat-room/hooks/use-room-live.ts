import { chatRoomServerFrameSchema } from '@plaza/contracts/chat-room';
import type { ChatRoomId, ChatRoomStanding } from '@plaza/contracts/chat-room';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { openLiveSocket } from '../../../lib/live-socket';
import type { LiveSocketStatus } from '../../../lib/live-socket';
import { addRoomMessage, roomHistoryKey } from '../api/get-room-history';
import type { RoomHistoryData } from '../api/get-room-history';
import { standingKey } from '../api/get-standing';

const LIVE_PATH = '/wps/chat-room/live';

/** A removed message keeps its place with no text: the page says a moderator removed it. */
function markRemoved(data: RoomHistoryData | undefined, messageId: string): RoomHistoryData | undefined {
  if (data === undefined) {
    return data;
  }
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((message) => (message.id === messageId ? { ...message, text: '' } : message)),
    })),
  };
}

/**
 * The room's live connection: it follows `roomId` (as the member, with a session), adds new messages to the
 * history in the query cache, empties removed ones at once, and writes the member's mute into their standing.
 * Each join (the first, and again after a drop) reads the history again once the room is followed, so nothing
 * written in between is missed.
 */
export function useRoomLive(roomId: ChatRoomId, token: string | null): LiveSocketStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveSocketStatus>('connecting');
  useEffect(() => {
    const historyKey = roomHistoryKey(roomId, token);
    const close = openLiveSocket(LIVE_PATH, {
      onStatus: setStatus,
      onOpen: (socket) => {
        socket.send(JSON.stringify({ type: 'join', roomId, ...(token === null ? {} : { token }) }));
      },
      onMessage: (raw) => {
        const parsed = chatRoomServerFrameSchema.safeParse(raw);
        if (!parsed.success) {
          return;
        }
        const frame = parsed.data;
        switch (frame.type) {
          case 'ready':
            // Following from now on: what was written before the join (or while disconnected) is read again.
            void queryClient.invalidateQueries({ queryKey: historyKey });
            break;
          case 'message':
            if (frame.message.roomId === roomId) {
              queryClient.setQueryData<RoomHistoryData>(historyKey, (old) =>
                addRoomMessage(old, frame.message),
              );
            }
            break;
          case 'removed':
            queryClient.setQueryData<RoomHistoryData>(historyKey, (old) => markRemoved(old, frame.messageId));
            break;
          case 'standing':
            queryClient.setQueryData<ChatRoomStanding>(standingKey(token), frame.standing);
            break;
        }
      },
    });
    return close;
  }, [queryClient, roomId, token]);
  return status;
}

import { chatRoomHistorySchema } from '@plaza/contracts/chat-room';
import type { ChatRoomHistory, ChatRoomId, ChatRoomMessage } from '@plaza/contracts/chat-room';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** The history of a room as the caller sees it (their own messages marked: the session is part of the key). */
export function roomHistoryKey(roomId: ChatRoomId, token: string | null) {
  return ['chat-room', 'history', roomId, token] as const;
}

export type RoomHistoryData = InfiniteData<ChatRoomHistory, unknown>;

/** GET /wps/chat-room/rooms/:roomId/messages: a page older than `before` (the newest without it), oldest first. */
export function fetchRoomHistory(
  roomId: ChatRoomId,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<ChatRoomHistory> {
  return apiRequest({
    method: 'GET',
    path: `/wps/chat-room/rooms/${encodeURIComponent(roomId)}/messages`,
    schema: chatRoomHistorySchema,
    query: before === undefined ? undefined : { before },
    signal,
  });
}

/** The room's history, newest page first; `fetchNextPage` loads the page before the oldest shown. */
export function useRoomHistory(roomId: ChatRoomId, token: string | null) {
  return useInfiniteQuery({
    queryKey: roomHistoryKey(roomId, token),
    queryFn: ({ pageParam, signal }) => fetchRoomHistory(roomId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.list[0]?.id : undefined),
  });
}

/** The history's messages in the order they were written (pages come newest first). */
export function listHistoryMessages(data: RoomHistoryData): ChatRoomMessage[] {
  return data.pages.toReversed().flatMap((page) => page.list);
}

/** A message added after the newest unless it is there already (the live connection and the post race). */
export function addRoomMessage(
  data: RoomHistoryData | undefined,
  message: ChatRoomMessage,
): RoomHistoryData | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (data === undefined || newest === undefined) {
    return data;
  }
  if (data.pages.some((page) => page.list.some((each) => each.id === message.id))) {
    return data;
  }
  return { ...data, pages: [{ ...newest, list: [...newest.list, message] }, ...older] };
}

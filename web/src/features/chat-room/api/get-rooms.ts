import { chatRoomListSchema } from '@plaza/contracts/chat-room';
import type { ChatRoomList } from '@plaza/contracts/chat-room';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export const roomsKey = ['chat-room', 'rooms'] as const;

/** GET /wps/chat-room/rooms: the deployment's rooms, one per language, its default first. */
export function fetchRooms(signal?: AbortSignal): Promise<ChatRoomList> {
  return apiRequest({ method: 'GET', path: '/wps/chat-room/rooms', schema: chatRoomListSchema, signal });
}

export function useRooms(isEnabled: boolean) {
  return useQuery({ queryKey: roomsKey, queryFn: ({ signal }) => fetchRooms(signal), enabled: isEnabled });
}

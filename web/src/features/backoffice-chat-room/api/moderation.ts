import {
  chatRoomModerationHistorySchema,
  chatRoomModerationRoomsSchema,
  chatRoomMuteListSchema,
  chatRoomStandingSchema,
} from '@plaza/contracts/chat-room';
import type {
  ChatRoomId,
  ChatRoomModerationHistory,
  ChatRoomModerationRooms,
  ChatRoomMute,
  ChatRoomStanding,
} from '@plaza/contracts/chat-room';
import { z } from 'zod';

import { operatorRequest } from '../../../lib/operator-session';

/** Every query of the moderation screen (a change refreshes them all). */
export const chatRoomModerationKey = ['backoffice', 'chat-room'] as const;

/** GET /ops/chat-room/rooms: the rooms, and whether members have them now. */
export function fetchModerationRooms(): Promise<ChatRoomModerationRooms> {
  return operatorRequest({
    method: 'GET',
    path: '/ops/chat-room/rooms',
    schema: chatRoomModerationRoomsSchema,
  });
}

/** GET /ops/chat-room/rooms/:roomId/messages: a page of the room, removed messages included, oldest first. */
export function fetchModerationPage(
  roomId: ChatRoomId,
  before: string | undefined,
): Promise<ChatRoomModerationHistory> {
  return operatorRequest({
    method: 'GET',
    path: `/ops/chat-room/rooms/${encodeURIComponent(roomId)}/messages`,
    schema: chatRoomModerationHistorySchema,
    query: before === undefined ? { limit: '50' } : { limit: '50', before },
  });
}

/** POST /ops/chat-room/messages/:messageId/remove: gone for every member at once (audited). */
export function removeRoomMessage(messageId: string, reason: string): Promise<unknown> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/chat-room/messages/${messageId}/remove`,
    body: { reason },
    schema: z.object({}),
  });
}

/** PUT /ops/chat-room/mutes/:memberId: the member may not post for `minutes` (audited). */
export function muteRoomMember(memberId: number, minutes: number, reason: string): Promise<ChatRoomStanding> {
  return operatorRequest({
    method: 'PUT',
    path: `/ops/chat-room/mutes/${memberId}`,
    body: { minutes, reason },
    schema: chatRoomStandingSchema,
  });
}

/** DELETE /ops/chat-room/mutes/:memberId: ends a mute early (audited). */
export function unmuteRoomMember(memberId: number): Promise<ChatRoomStanding> {
  return operatorRequest({
    method: 'DELETE',
    path: `/ops/chat-room/mutes/${memberId}`,
    schema: chatRoomStandingSchema,
  });
}

/** GET /ops/chat-room/mutes: the members muted now. */
export async function fetchRoomMutes(): Promise<ChatRoomMute[]> {
  const answer = await operatorRequest({
    method: 'GET',
    path: '/ops/chat-room/mutes',
    schema: chatRoomMuteListSchema,
  });
  return answer.list;
}

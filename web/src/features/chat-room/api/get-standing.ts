import { chatRoomStandingSchema } from '@plaza/contracts/chat-room';
import type { ChatRoomStanding } from '@plaza/contracts/chat-room';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** The member's standing in the room (the live connection writes a mute's change into it). */
export function standingKey(token: string | null) {
  return ['chat-room', 'standing', token] as const;
}

/** GET /wps/chat-room/standing (T): muted until when, and why. */
export function fetchStanding(signal?: AbortSignal): Promise<ChatRoomStanding> {
  return apiRequest({
    method: 'GET',
    path: '/wps/chat-room/standing',
    schema: chatRoomStandingSchema,
    signal,
  });
}

export function useStanding(token: string | null) {
  return useQuery({
    queryKey: standingKey(token),
    queryFn: ({ signal }) => fetchStanding(signal),
    enabled: token !== null,
  });
}

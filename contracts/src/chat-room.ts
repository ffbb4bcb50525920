import { z } from 'zod';

import { languageSchema } from './languages';

/**
 * The members' chat room (CHATROOM3, docs/product/member-services.md#chat-room, decision 037):
 * one public room per language the deployment offers, read by anyone, written by signed-in real members under a
 * per-member rate limit, and moderated from the back office (remove a message, mute a member for a time).
 */

/** Longest message, in characters as typed (emoji count as one each, as the page counts them). */
export const CHAT_ROOM_TEXT_MAX_LENGTH = 200;
/** The same member posts at most once per this many milliseconds… */
export const CHAT_ROOM_MIN_INTERVAL_MS = 2_000;
/** …and at most this many messages a minute (a window that opens with the first of them). */
export const CHAT_ROOM_MAX_PER_MINUTE = 20;
/** How far back members read a room; older messages stay kept for operators (the moderation record). */
export const CHAT_ROOM_VISIBLE_DAYS = 30;
/** Messages a history page answers unless asked for fewer. */
export const CHAT_ROOM_PAGE_SIZE = 30;
/** The mute lengths the back office offers, in minutes (any whole number up to 30 days is accepted). */
export const CHAT_ROOM_MUTE_CHOICES = [10, 60, 1_440, 10_080] as const;
export const CHAT_ROOM_MUTE_MAX_MINUTES = 30 * 24 * 60;
/** Longest operator reason (mute, removal). */
export const CHAT_ROOM_REASON_MAX_LENGTH = 200;

/** A room's id: the language it is held in. */
export const chatRoomIdSchema = languageSchema;
export type ChatRoomId = z.infer<typeof chatRoomIdSchema>;

export const chatRoomParamsSchema = z.object({ roomId: chatRoomIdSchema });

/** GET /wps/chat-room/rooms: the deployment's rooms, its default language's first. */
export const chatRoomListSchema = z.object({
  list: z.array(z.object({ id: chatRoomIdSchema })),
});
export type ChatRoomList = z.infer<typeof chatRoomListSchema>;

/** A message as members see it: a display name, never an account name; `isOwn` for the caller's own. */
export const chatRoomMessageSchema = z.object({
  id: z.string(),
  roomId: chatRoomIdSchema,
  displayName: z.string(),
  text: z.string(),
  isOwn: z.boolean(),
  createdAt: z.string(),
});
export type ChatRoomMessage = z.infer<typeof chatRoomMessageSchema>;

/** The history query: the page of messages older than `before` (a message id), or the newest. */
export const chatRoomHistoryQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .optional(),
  limit: z.number().int().min(1).max(100).default(CHAT_ROOM_PAGE_SIZE),
});
export type ChatRoomHistoryQuery = z.input<typeof chatRoomHistoryQuerySchema>;

/** A page of history, oldest first; `hasMore` when older messages are there to load. */
export const chatRoomHistorySchema = z.object({
  list: z.array(chatRoomMessageSchema),
  hasMore: z.boolean(),
});
export type ChatRoomHistory = z.infer<typeof chatRoomHistorySchema>;

/** Text only: no control characters (line breaks included), at most CHAT_ROOM_TEXT_MAX_LENGTH characters. */
export const chatRoomPostRequestSchema = z.object({
  text: z
    .string()
    .min(1)
    .max(CHAT_ROOM_TEXT_MAX_LENGTH * 2)
    .regex(/\S/)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/)
    .refine((text) => [...text].length <= CHAT_ROOM_TEXT_MAX_LENGTH)
    .trim(),
});
export type ChatRoomPostRequest = z.infer<typeof chatRoomPostRequestSchema>;

/** GET /wps/chat-room/standing (T): whether the member may post, and until when a mute lasts. */
export const chatRoomStandingSchema = z.object({
  mutedUntil: z.string().nullable(),
  muteReason: z.string().nullable(),
});
export type ChatRoomStanding = z.infer<typeof chatRoomStandingSchema>;

/** What a client says on the live connection: which room it follows, and (optionally) whose session it is. */
export const chatRoomClientFrameSchema = z.object({
  type: z.literal('join'),
  roomId: chatRoomIdSchema,
  token: z.string().max(512).optional(),
});
export type ChatRoomClientFrame = z.infer<typeof chatRoomClientFrameSchema>;

/** What the live connection says: joined, a new message, a removal, the member's own mute changing. */
export const chatRoomServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), roomId: chatRoomIdSchema }),
  z.object({ type: z.literal('message'), message: chatRoomMessageSchema }),
  z.object({ type: z.literal('removed'), roomId: chatRoomIdSchema, messageId: z.string() }),
  z.object({ type: z.literal('standing'), standing: chatRoomStandingSchema }),
]);
export type ChatRoomServerFrame = z.infer<typeof chatRoomServerFrameSchema>;

// The back office (permission chatroom.moderate).

/** A message as moderators see it: who wrote it, and whether (and why) it was removed. */
export const chatRoomModerationMessageSchema = chatRoomMessageSchema.omit({ isOwn: true }).extend({
  memberId: z.number().int(),
  username: z.string(),
  removedAt: z.string().nullable(),
  removalReason: z.string().nullable(),
  isMuted: z.boolean(),
});
export type ChatRoomModerationMessage = z.infer<typeof chatRoomModerationMessageSchema>;

/** GET /ops/chat-room/rooms: the deployment's rooms, and whether members have the room now (CHATROOM3). */
export const chatRoomModerationRoomsSchema = chatRoomListSchema.extend({ isOpen: z.boolean() });
export type ChatRoomModerationRooms = z.infer<typeof chatRoomModerationRoomsSchema>;

export const chatRoomModerationHistorySchema = z.object({
  list: z.array(chatRoomModerationMessageSchema),
  hasMore: z.boolean(),
});
export type ChatRoomModerationHistory = z.infer<typeof chatRoomModerationHistorySchema>;

export const chatRoomMessageParamsSchema = z.object({ messageId: z.number().int().positive() });
export const chatRoomMemberParamsSchema = z.object({ memberId: z.number().int().positive() });

/** POST /ops/chat-room/messages/:messageId/remove: why (kept in the audit trail). */
export const chatRoomRemoveRequestSchema = z.object({
  reason: z.string().max(CHAT_ROOM_REASON_MAX_LENGTH).trim().default(''),
});

/** PUT /ops/chat-room/mutes/:memberId: for how long and why. A second mute replaces the first. */
export const chatRoomMuteRequestSchema = z.object({
  minutes: z.number().int().min(1).max(CHAT_ROOM_MUTE_MAX_MINUTES),
  reason: z.string().min(1).max(CHAT_ROOM_REASON_MAX_LENGTH).regex(/\S/).trim(),
});
export type ChatRoomMuteRequest = z.infer<typeof chatRoomMuteRequestSchema>;

/** A member muted now, as the back office lists them. */
export const chatRoomMuteSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  mutedUntil: z.string(),
  reason: z.string(),
  operatorId: z.number().int().nullable(),
});
export type ChatRoomMute = z.infer<typeof chatRoomMuteSchema>;
export const chatRoomMuteListSchema = z.object({ list: z.array(chatRoomMuteSchema) });

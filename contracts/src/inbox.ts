import { z } from 'zod';

import { languageSchema } from './languages';
import { pageOf, pageQueryShape } from './records';
import { typedTextSchema } from './typed-text';

/**
 * Platform messages (INBOX3, the member center's messageV2 page): what the site sends to a member's inbox, from an
 * operator or from the system. docs/product/member-services.md describes the rules.
 */

/** Who an operator's message reaches: everyone, one segment (players or agents), or one member. */
export const MESSAGE_AUDIENCES = ['ALL', 'PLAYERS', 'AGENTS', 'MEMBER'] as const;
export const messageAudienceSchema = z.enum(MESSAGE_AUDIENCES);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

/** Messages the system sends on its own, each written in every language by the server. */
export const SYSTEM_MESSAGE_TOPICS = [
  'deposit.credited',
  'withdrawal.approved',
  'reward.ready',
  'limit.applied',
] as const;
export const systemMessageTopicSchema = z.enum(SYSTEM_MESSAGE_TOPICS);
export type SystemMessageTopic = z.infer<typeof systemMessageTopicSchema>;

/** OPERATOR: written by staff; SYSTEM: sent by the site when something happened to the member's account. */
export const messageSenderSchema = z.enum(['OPERATOR', 'SYSTEM']);

/** One message in the member's inbox, in the request's language. */
export const memberMessageSchema = z.object({
  id: z.string(),
  sender: messageSenderSchema,
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

/** GET /wps/member/messages (T): the member's messages, newest first. */
export const memberMessagesQuerySchema = z.object({
  isRead: z.boolean().optional(),
  ...pageQueryShape,
});
export type MemberMessagesQuery = z.infer<typeof memberMessagesQuerySchema>;

export const memberMessagePageSchema = pageOf(memberMessageSchema).extend({
  unread: z.number().int(),
});
export type MemberMessagePage = z.infer<typeof memberMessagePageSchema>;

/** /wps/relay/CSP_unreadCount (T): how many messages the member has not read. */
export const unreadCountRequestSchema = z.object({});
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The path parameter of /wps/member/messages/:id/… (decimal string). */
export const messageIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/) });

/** POST /wps/member/messages/read: marks the named messages read, or every message when `ids` is left out. */
export const readMessagesRequestSchema = z.object({
  ids: z
    .array(z.string().regex(/^[1-9]\d{0,14}$/))
    .min(1)
    .max(100)
    .optional(),
});
export type ReadMessagesRequest = z.infer<typeof readMessagesRequestSchema>;

// Operator API (/ops/messages): ADMIN or SUPPORT; every message sent is audited.

/** A message's title and content in one language. */
export const messageTextSchema = z.object({
  title: typedTextSchema(1, 120),
  content: typedTextSchema(1, 4000),
});

/**
 * POST /ops/messages: a message to everyone, a segment or one member (`memberId`, only with audience MEMBER), in
 * one or more languages; a member reads it in their language, else in the deployment's default, else in the
 * first language given.
 */
export const sendMessageRequestSchema = z
  .object({
    audience: messageAudienceSchema,
    memberId: z.number().int().positive().optional(),
    texts: z.partialRecord(languageSchema, messageTextSchema),
  })
  .refine((request) => Object.keys(request.texts).length > 0, { path: ['texts'] })
  .refine((request) => (request.audience === 'MEMBER') === (request.memberId !== undefined), {
    path: ['memberId'],
  });
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** A message as the operator who sent it (or any operator) sees it. */
export const operatorMessageSchema = z.object({
  id: z.string(),
  sender: messageSenderSchema,
  audience: messageAudienceSchema,
  memberId: z.number().int().nullable(),
  topic: z.string().nullable(),
  texts: z.partialRecord(languageSchema, z.object({ title: z.string(), content: z.string() })),
  sentBy: z.number().int().nullable(),
  createdAt: z.string(),
  /** How many members have read it (one member's message: 0 or 1). */
  readCount: z.number().int(),
});
export type OperatorMessage = z.infer<typeof operatorMessageSchema>;

/** GET /ops/messages: newest first, optionally one member's. */
export const operatorMessagesQuerySchema = z.object({
  memberId: z.number().int().positive().optional(),
  ...pageQueryShape,
});
export type OperatorMessagesQuery = z.infer<typeof operatorMessagesQuerySchema>;

export const operatorMessagePageSchema = pageOf(operatorMessageSchema);
export type OperatorMessagePage = z.infer<typeof operatorMessagePageSchema>;

/** The operators who may send messages. */
export const MESSAGE_OPERATOR_ROLES = ['ADMIN', 'SUPPORT'] as const;

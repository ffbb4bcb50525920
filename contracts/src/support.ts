import { z } from 'zod';

import { pageOf, pageQueryShape } from './records';
import { typedTextSchema } from './typed-text';

/**
 * Customer support (docs/product/member-services.md): feedback (FEEDBACK3) with the operator's reply, and the
 * site's own live chat (CBS3) with the customer service contacts beside it.
 */

// Feedback

/** What a feedback is about. */
export const FEEDBACK_QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'PROMOTION',
  'ACCOUNT',
  'SUGGESTION',
  'OTHER',
] as const;
export const feedbackQuestionTypeSchema = z.enum(FEEDBACK_QUESTION_TYPES);
export type FeedbackQuestionType = z.infer<typeof feedbackQuestionTypeSchema>;

/** The feedback content's bounds, in characters (docs/decisions/053-feedback-and-support-presence.md). */
export const FEEDBACK_CONTENT_LENGTH = { min: 10, max: 500 } as const;
export const FEEDBACK_REPLY_MAX_LENGTH = 2000;

/** PUT /wps/feedback (T, multipart): the form's text fields; up to 3 files named `image` go with them. */
export const feedbackFieldsSchema = z.object({
  questionType: feedbackQuestionTypeSchema,
  content: typedTextSchema(FEEDBACK_CONTENT_LENGTH.min, FEEDBACK_CONTENT_LENGTH.max),
});
export type FeedbackFields = z.infer<typeof feedbackFieldsSchema>;

/** A feedback as its member sees it: images by id (GET /wps/feedback/images/:id), the reply once written. */
export const feedbackSchema = z.object({
  id: z.string(),
  questionType: feedbackQuestionTypeSchema,
  content: z.string(),
  imageIds: z.array(z.string()),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /wps/feedback (T): the member's feedback, newest first. */
export const feedbackQuerySchema = z.object({ ...pageQueryShape });
export type FeedbackQuery = z.infer<typeof feedbackQuerySchema>;
export const feedbackPageSchema = pageOf(feedbackSchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** The path parameter naming a feedback or one of its images (decimal string). */
export const supportIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/) });

/** A feedback as an operator sees it. */
export const operatorFeedbackSchema = feedbackSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  repliedBy: z.number().int().nullable(),
});
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;

/** GET /ops/feedback: newest first; `isReplied` filters. */
export const operatorFeedbackQuerySchema = z.object({
  isReplied: z.boolean().optional(),
  memberId: z.number().int().positive().optional(),
  ...pageQueryShape,
});
export type OperatorFeedbackQuery = z.infer<typeof operatorFeedbackQuerySchema>;
export const operatorFeedbackPageSchema = pageOf(operatorFeedbackSchema);

/** POST /ops/feedback/:id/reply: the reply (a second reply replaces the first). */
export const feedbackReplyRequestSchema = z.object({ reply: typedTextSchema(1, FEEDBACK_REPLY_MAX_LENGTH) });
export type FeedbackReplyRequest = z.infer<typeof feedbackReplyRequestSchema>;

// Live chat (CBS3)

export const CHAT_TEXT_MAX_LENGTH = 1000;
/** How many messages a conversation answers at once (the newest). */
export const CHAT_HISTORY_LIMIT = 100;

/** Customer service models: Plaza's own chat, or one of the deployment's configured contacts. */
export const chatModelSchema = z.object({
  code: z.string(),
  title: z.string(),
  csType: z.enum(['PLAZA', 'LIVECHAT', 'TELEGRAM']),
});
export type ChatModel = z.infer<typeof chatModelSchema>;

/** /wps/relay/CBS_modelList: the customer service models on offer. */
export const chatModelListRequestSchema = z.object({});
export const chatModelListSchema = z.object({ list: z.array(chatModelSchema) });

/** /wps/relay/CBS_launchChat (T): the address that opens a model in the 440x750 service window. */
export const launchChatRequestSchema = z.object({ modelCode: z.string().min(1).max(64).optional() });
export const launchChatSchema = z.object({ chatUrl: z.string() });

/** The code of Plaza's own chat among the models. */
export const PLAZA_CHAT_MODEL = 'PLAZA';
/** The web page of Plaza's own chat (CBS_launchChat's chatUrl). */
export const PLAZA_CHAT_PATH = '/support/chat';

export const chatSenderSchema = z.enum(['MEMBER', 'OPERATOR']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

/** One chat message: text, or an image (GET …/chat/images/:id). */
export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: chatSenderSchema,
  text: z.string().nullable(),
  hasImage: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation with its newest messages and how far each side has read. */
export const chatConversationSchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  memberReadId: z.string(),
  operatorReadId: z.string(),
  isOperatorOnline: z.boolean(),
  messages: z.array(chatMessageSchema),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** POST …/chat/messages: a text message. */
export const chatTextRequestSchema = z.object({ text: typedTextSchema(1, CHAT_TEXT_MAX_LENGTH) });
export type ChatTextRequest = z.infer<typeof chatTextRequestSchema>;

/** POST …/chat/read: the reader has seen every message up to `upToId`. */
export const chatReadRequestSchema = z.object({ upToId: z.string().regex(/^[1-9]\d{0,14}$/) });
export type ChatReadRequest = z.infer<typeof chatReadRequestSchema>;

/** One conversation in the operator's list. */
export const chatConversationSummarySchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type ChatConversationSummary = z.infer<typeof chatConversationSummarySchema>;
export const chatConversationListSchema = z.object({ list: z.array(chatConversationSummarySchema) });

/**
 * What the live connection (/wps/support/chat/live) carries. The client's first frame is `auth` with its member
 * or operator session token; then `typing` frames. The server sends the events of the conversations the client
 * may see.
 */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal('typing'), conversationId: z.string().max(20).optional() }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

export const chatServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), isOperatorOnline: z.boolean() }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('typing'), conversationId: z.string(), sender: chatSenderSchema }),
  z.object({
    type: z.literal('read'),
    conversationId: z.string(),
    reader: chatSenderSchema,
    upToId: z.string(),
  }),
  z.object({ type: z.literal('presence'), isOperatorOnline: z.boolean() }),
]);
export type ChatServerEvent = z.infer<typeof chatServerEventSchema>;

import type { Language } from '@plaza/contracts/languages';
import {
  CHAT_HISTORY_LIMIT,
  PLAZA_CHAT_MODEL,
  PLAZA_CHAT_PATH,
  chatSenderSchema,
} from '@plaza/contracts/support';
import type {
  ChatConversation,
  ChatConversationSummary,
  ChatMessage,
  ChatModel,
  ChatSender,
} from '@plaza/contracts/support';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { UploadedImage } from '../../http/uploaded-image';
import type { MemberRow } from '../accounts/members.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import type { ChatHub } from './chat-hub';
import {
  advanceReadMark,
  insertChatMessage,
  insertConversationIfAbsent,
  selectChatImage,
  selectChatMessage,
  selectConversation,
  selectConversationList,
  selectConversationOfMember,
  selectRecentMessages,
} from './live-chat.repository';
import type { ChatMessageRow, ConversationRow } from './live-chat.repository';

/** The title of Plaza's own chat among the customer service models, in each language. */
const PLAZA_CHAT_TITLES: Record<Language, string> = {
  en: 'Live chat',
  pt: 'Chat ao vivo',
  th: 'แชทสด',
  vi: 'Trò chuyện trực tuyến',
  'zh-CN': '在线客服',
};

function toMessage(row: ChatMessageRow): ChatMessage {
  const sender = chatSenderSchema.safeParse(row.sender);
  return {
    id: String(row.id),
    conversationId: String(row.conversation_id),
    sender: sender.success ? sender.data : 'MEMBER',
    text: row.text,
    hasImage: row.image_type !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function toConversation(
  handle: DatabaseHandle,
  hub: ChatHub,
  row: ConversationRow,
): Promise<ChatConversation> {
  const messages = await selectRecentMessages(handle.db, Number(row.id), CHAT_HISTORY_LIMIT);
  return {
    id: String(row.id),
    memberId: Number(row.member_id),
    username: row.username,
    memberReadId: String(row.member_read_id),
    operatorReadId: String(row.operator_read_id),
    isOperatorOnline: hub.isOperatorOnline(),
    messages: messages.map(toMessage),
  };
}

/**
 * CBS_modelList: the customer service models on offer: Plaza's own chat first, then the deployment's configured
 * contacts (LIVECHAT, TELEGRAM), which keep opening their own links.
 */
export async function listChatModels(handle: DatabaseHandle, language: Language): Promise<ChatModel[]> {
  const settings = await getDeploymentSettings(handle);
  return [
    { code: PLAZA_CHAT_MODEL, title: PLAZA_CHAT_TITLES[language], csType: 'PLAZA' },
    ...settings.customerService.map((contact, index) => ({
      code: `${contact.csType}-${index}`,
      title: contact.title,
      csType: contact.csType,
    })),
  ];
}

/**
 * CBS_launchChat: the address the service window opens: Plaza's chat page for PLAZA (the default), a configured
 * contact's first link for its code; an unknown code is 404 not.found.
 */
export async function launchChat(handle: DatabaseHandle, modelCode: string | undefined): Promise<string> {
  if (modelCode === undefined || modelCode === PLAZA_CHAT_MODEL) {
    return PLAZA_CHAT_PATH;
  }
  const settings = await getDeploymentSettings(handle);
  const contact = settings.customerService.find((each, index) => `${each.csType}-${index}` === modelCode);
  const link = contact?.links[0];
  if (link === undefined) {
    throw new AppError('not.found');
  }
  return link;
}

/** The member's conversation with its newest messages; one without messages yet has id "0". */
export async function getMemberConversation(
  handle: DatabaseHandle,
  hub: ChatHub,
  member: MemberRow,
): Promise<ChatConversation> {
  const row = await selectConversationOfMember(handle.db, member.id);
  if (row === undefined) {
    return {
      id: '0',
      memberId: member.id,
      username: member.username,
      memberReadId: '0',
      operatorReadId: '0',
      isOperatorOnline: hub.isOperatorOnline(),
      messages: [],
    };
  }
  return toConversation(handle, hub, row);
}

/** What one message carries: text, or one checked image. */
export type ChatContent = { text: string } | { image: UploadedImage };

/** Keeps a message and tells both sides at once (the member's connections and every operator's). */
async function postMessage(
  handle: DatabaseHandle,
  hub: ChatHub,
  conversationId: number,
  sender: { side: ChatSender; operatorId: number | null },
  content: ChatContent,
  now: number,
): Promise<{ message: ChatMessage; memberId: number }> {
  const id = await runInTransaction(handle, (db) =>
    insertChatMessage(db, {
      conversation_id: conversationId,
      sender: sender.side,
      operator_id: sender.operatorId,
      text: 'text' in content ? content.text : null,
      image_type: 'image' in content ? content.image.contentType : null,
      image_data: 'image' in content ? content.image.bytes : null,
      created_at: now,
    }),
  );
  const [row, conversation] = await Promise.all([
    selectChatMessage(handle.db, id),
    selectConversation(handle.db, conversationId),
  ]);
  if (row === undefined || conversation === undefined) {
    throw new AppError('not.found');
  }
  const message = toMessage(row);
  const memberId = Number(conversation.member_id);
  hub.toMember(memberId, { type: 'message', message });
  hub.toOperators({ type: 'message', message });
  return { message, memberId };
}

/**
 * The member writes to customer service: their conversation opens with the first message. It is kept whether or
 * not an operator is online (then it waits for one: the page says so).
 */
export async function sendMemberChatMessage(
  handle: DatabaseHandle,
  hub: ChatHub,
  member: MemberRow,
  content: ChatContent,
  now: number = Date.now(),
): Promise<ChatMessage> {
  await runInTransaction(handle, (db) => insertConversationIfAbsent(db, member.id, now));
  const conversation = await selectConversationOfMember(handle.db, member.id);
  if (conversation === undefined) {
    throw new AppError('not.found');
  }
  const posted = await postMessage(
    handle,
    hub,
    Number(conversation.id),
    { side: 'MEMBER', operatorId: null },
    content,
    now,
  );
  return posted.message;
}

/** An operator answers in a conversation (404 not.found for none); audited as `chat.reply`. */
export async function sendOperatorChatMessage(
  handle: DatabaseHandle,
  hub: ChatHub,
  operator: AuthenticatedOperator,
  conversationId: string,
  content: ChatContent,
  now: number = Date.now(),
): Promise<ChatMessage> {
  const id = Number(conversationId);
  if ((await selectConversation(handle.db, id)) === undefined) {
    throw new AppError('not.found');
  }
  hub.noteOperatorCall(now);
  const posted = await postMessage(
    handle,
    hub,
    id,
    { side: 'OPERATOR', operatorId: operator.id },
    content,
    now,
  );
  await runInTransaction(handle, (db) =>
    recordOperatorAction(db, {
      actor: operator,
      action: 'chat.reply',
      targetType: 'chat',
      targetId: id,
      details: { messageId: posted.message.id },
      now,
    }),
  );
  return posted.message;
}

/** One side has read up to a message: kept, and the other side told (read state). */
async function markRead(
  handle: DatabaseHandle,
  hub: ChatHub,
  conversation: ConversationRow,
  reader: ChatSender,
  upToId: string,
): Promise<string> {
  const mark = await runInTransaction(handle, (db) =>
    advanceReadMark(
      db,
      Number(conversation.id),
      reader === 'MEMBER' ? 'member_read_id' : 'operator_read_id',
      Number(upToId),
    ),
  );
  const event = {
    type: 'read',
    conversationId: String(conversation.id),
    reader,
    upToId: String(mark),
  } as const;
  hub.toMember(Number(conversation.member_id), event);
  hub.toOperators(event);
  return String(mark);
}

/** The member has read their conversation up to `upToId` (nothing to read: "0"). */
export async function markMemberChatRead(
  handle: DatabaseHandle,
  hub: ChatHub,
  member: MemberRow,
  upToId: string,
): Promise<string> {
  const conversation = await selectConversationOfMember(handle.db, member.id);
  return conversation === undefined ? '0' : markRead(handle, hub, conversation, 'MEMBER', upToId);
}

/** The member is typing: operators are told. */
export async function noteMemberTyping(
  handle: DatabaseHandle,
  hub: ChatHub,
  memberId: number,
): Promise<void> {
  const conversation = await selectConversationOfMember(handle.db, memberId);
  if (conversation !== undefined) {
    hub.toOperators({ type: 'typing', conversationId: String(conversation.id), sender: 'MEMBER' });
  }
}

async function requireConversation(handle: DatabaseHandle, conversationId: string): Promise<ConversationRow> {
  const conversation = await selectConversation(handle.db, Number(conversationId));
  if (conversation === undefined) {
    throw new AppError('not.found');
  }
  return conversation;
}

/** An operator has read a conversation up to `upToId`. */
export async function markOperatorChatRead(
  handle: DatabaseHandle,
  hub: ChatHub,
  conversationId: string,
  upToId: string,
): Promise<string> {
  hub.noteOperatorCall();
  return markRead(handle, hub, await requireConversation(handle, conversationId), 'OPERATOR', upToId);
}

/** An operator is typing in a conversation: its member is told. */
export async function noteOperatorTyping(
  handle: DatabaseHandle,
  hub: ChatHub,
  conversationId: string,
): Promise<void> {
  hub.noteOperatorCall();
  const conversation = await requireConversation(handle, conversationId);
  hub.toMember(Number(conversation.member_id), {
    type: 'typing',
    conversationId: String(conversation.id),
    sender: 'OPERATOR',
  });
}

/** The operator's list: conversations, the latest first, with their unread counts. */
export async function listConversations(
  handle: DatabaseHandle,
  hub: ChatHub,
): Promise<ChatConversationSummary[]> {
  hub.noteOperatorCall();
  const rows = await selectConversationList(handle.db, 200);
  return rows.map((row) => ({
    id: String(row.id),
    memberId: Number(row.member_id),
    username: row.username,
    lastMessageAt: new Date(row.last_message_at).toISOString(),
    unread: Number(row.unread ?? 0),
  }));
}

/** One conversation as an operator reads it. */
export async function getConversation(
  handle: DatabaseHandle,
  hub: ChatHub,
  conversationId: string,
): Promise<ChatConversation> {
  hub.noteOperatorCall();
  return toConversation(handle, hub, await requireConversation(handle, conversationId));
}

/** A chat image: in the member's own conversation (memberId given; another's is 404 not.found) or any. */
export async function readChatImage(
  handle: DatabaseHandle,
  messageId: string,
  memberId?: number,
): Promise<{ contentType: string; bytes: Buffer }> {
  const image = await selectChatImage(handle.db, Number(messageId));
  if (
    image === undefined ||
    image.image_type === null ||
    image.image_data === null ||
    (memberId !== undefined && Number(image.member_id) !== memberId)
  ) {
    throw new AppError('not.found');
  }
  return { contentType: image.image_type, bytes: Buffer.from(image.image_data) };
}

import type { Insertable, Selectable } from 'kysely';

import type { ChatConversationTable, ChatMessageTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type ConversationRow = Selectable<ChatConversationTable> & { username: string };
export type ChatMessageRow = Omit<Selectable<ChatMessageTable>, 'image_data'>;

function conversations(db: Executor) {
  return db
    .selectFrom('chat_conversation')
    .innerJoin('member', 'member.id', 'chat_conversation.member_id')
    .selectAll('chat_conversation')
    .select('member.username');
}

/** A member's conversation, if they have one. */
export function selectConversationOfMember(
  db: Executor,
  memberId: number,
): Promise<ConversationRow | undefined> {
  return conversations(db).where('chat_conversation.member_id', '=', memberId).executeTakeFirst();
}

/** A conversation by its id. */
export function selectConversation(db: Executor, id: number): Promise<ConversationRow | undefined> {
  return conversations(db).where('chat_conversation.id', '=', id).executeTakeFirst();
}

/** Opens the member's conversation unless they have one (one per member, unique). */
export async function insertConversationIfAbsent(db: Executor, memberId: number, now: number): Promise<void> {
  await db
    .insertInto('chat_conversation')
    .values({ member_id: memberId, last_message_at: now, created_at: now })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .execute();
}

/** Appends a message and moves the conversation's last-message time; answers the message's id. */
export async function insertChatMessage(db: Executor, row: Insertable<ChatMessageTable>): Promise<number> {
  const inserted = await db.insertInto('chat_message').values(row).returning('id').executeTakeFirstOrThrow();
  await db
    .updateTable('chat_conversation')
    .set({ last_message_at: row.created_at })
    .where('id', '=', row.conversation_id)
    .execute();
  return Number(inserted.id);
}

const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'sender',
  'operator_id',
  'text',
  'image_type',
  'created_at',
] as const;

/** One message, without its image bytes. */
export function selectChatMessage(db: Executor, id: number): Promise<ChatMessageRow | undefined> {
  return db.selectFrom('chat_message').select(MESSAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The newest `limit` messages of a conversation, oldest first. */
export async function selectRecentMessages(
  db: Executor,
  conversationId: number,
  limit: number,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .selectFrom('chat_message')
    .select(MESSAGE_COLUMNS)
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** An image message's bytes with the member whose conversation holds it. */
export function selectChatImage(db: Executor, messageId: number) {
  return db
    .selectFrom('chat_message')
    .innerJoin('chat_conversation', 'chat_conversation.id', 'chat_message.conversation_id')
    .select(['chat_conversation.member_id', 'chat_message.image_type', 'chat_message.image_data'])
    .where('chat_message.id', '=', messageId)
    .executeTakeFirst();
}

/**
 * Moves one side's read mark forward to `upToId`, never past the conversation's last message nor backwards;
 * answers the mark now kept.
 */
export async function advanceReadMark(
  db: Executor,
  conversationId: number,
  column: 'member_read_id' | 'operator_read_id',
  upToId: number,
): Promise<number> {
  const last = await db
    .selectFrom('chat_message')
    .select((eb) => eb.fn.max<number | string | null>('id').as('last'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  const mark = Math.min(upToId, Number(last?.last ?? 0));
  await db
    .updateTable('chat_conversation')
    .set({ [column]: mark })
    .where('id', '=', conversationId)
    .where(column, '<', mark)
    .execute();
  const row = await db
    .selectFrom('chat_conversation')
    .select(column)
    .where('id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return Number(row[column]);
}

/** Conversations, the latest first, with how many of the member's messages the operators have not read. */
export function selectConversationList(db: Executor, limit: number) {
  return db
    .selectFrom('chat_conversation')
    .innerJoin('member', 'member.id', 'chat_conversation.member_id')
    .select([
      'chat_conversation.id',
      'chat_conversation.member_id',
      'chat_conversation.last_message_at',
      'member.username',
    ])
    .select((eb) =>
      eb
        .selectFrom('chat_message')
        .select((count) => count.fn.countAll<number | string>().as('unread'))
        .whereRef('chat_message.conversation_id', '=', 'chat_conversation.id')
        .where('chat_message.sender', '=', 'MEMBER')
        .whereRef('chat_message.id', '>', 'chat_conversation.operator_read_id')
        .as('unread'),
    )
    .orderBy('chat_conversation.last_message_at', 'desc')
    .limit(limit)
    .execute();
}

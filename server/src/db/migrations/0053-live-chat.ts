import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Live chat (CBS3, docs/decisions/052-live-chat.md): one conversation per member with the site's staff, its
 * messages (text or one image) kept, and how far each side has read.
 */
export async function up(db: Kysely<unknown>, { addIdColumn, binaryType }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('chat_conversation'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().unique().references('member.id'))
    // The last message id each side has read (0: none).
    .addColumn('member_read_id', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('operator_read_id', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('last_message_at', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('chat_conversation_last_message')
    .on('chat_conversation')
    .column('last_message_at')
    .execute();

  await addIdColumn(db.schema.createTable('chat_message'))
    .addColumn('conversation_id', 'bigint', (column) => column.notNull().references('chat_conversation.id'))
    // 'MEMBER' | 'OPERATOR'
    .addColumn('sender', 'varchar(16)', (column) => column.notNull())
    .addColumn('operator_id', 'bigint', (column) => column.references('operator.id'))
    // Text, or null for an image.
    .addColumn('text', 'text')
    .addColumn('image_type', 'varchar(16)')
    .addColumn('image_data', binaryType)
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('chat_message_conversation')
    .on('chat_message')
    .columns(['conversation_id', 'id'])
    .execute();
}

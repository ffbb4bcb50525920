import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Platform messages (docs/product/member-services.md, docs/decisions/050-platform-messages.md): one row per message,
 * whoever it reaches, and one row per member who has read or deleted it. A message to everyone is one row, not one
 * per member; a member's unread count is the messages that reach them without a read or deleted row.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('member_message'))
    // 'OPERATOR' | 'SYSTEM'
    .addColumn('sender', 'varchar(16)', (column) => column.notNull())
    // 'ALL' | 'PLAYERS' | 'AGENTS' | 'MEMBER'
    .addColumn('audience', 'varchar(16)', (column) => column.notNull())
    // Only for audience MEMBER.
    .addColumn('member_id', 'bigint', (column) => column.references('member.id'))
    // A system message's topic (its texts are written at read time in the reader's language), else null.
    .addColumn('topic', 'varchar(64)')
    // JSON: an operator's {language: {title, content}}, or a system message's parameters.
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('sent_by', 'bigint', (column) => column.references('operator.id'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('member_message_member')
    .on('member_message')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('member_message_audience')
    .on('member_message')
    .columns(['audience', 'created_at'])
    .execute();

  await db.schema
    .createTable('member_message_state')
    .addColumn('message_id', 'bigint', (column) => column.notNull().references('member_message.id'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('read_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addPrimaryKeyConstraint('member_message_state_pk', ['member_id', 'message_id'])
    .execute();
}

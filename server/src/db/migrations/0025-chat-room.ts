import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * The members' chat room (CHATROOM3, docs/decisions/037-chat-room.md): its messages (a room is a language), kept
 * with the display name they were posted under and, once a moderator removed one, when, by whom and why; and each
 * member's standing in the room: a mute until a time, and the counters of the per-member rate limit (one row a
 * member, updated conditionally, so that two nodes cannot both let a post through).
 *
 * A deployment made before this release gets the CHATROOM3 switch turned off: a public room needs moderators, so
 * its operator opens it. A new database gets its switches from the demo deployment (on there).
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('chat_room_message'))
    .addColumn('room_id', 'varchar(16)', (column) => column.notNull())
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('display_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('removed_at', 'bigint')
    .addColumn('removed_by', 'bigint', (column) => column.references('operator.id'))
    .addColumn('removal_reason', 'text')
    .execute();
  // History pages: a room's messages by id, newest first.
  await db.schema
    .createIndex('chat_room_message_room')
    .on('chat_room_message')
    .columns(['room_id', 'id'])
    .execute();

  await db.schema
    .createTable('chat_room_member')
    .addColumn('member_id', 'bigint', (column) => column.primaryKey().references('member.id'))
    .addColumn('muted_until', 'bigint')
    .addColumn('mute_reason', 'text')
    .addColumn('muted_by', 'bigint', (column) => column.references('operator.id'))
    .addColumn('last_post_at', 'bigint', (column) => column.notNull().defaultTo(0))
    // The rate limit's minute: when it opened and how many posts it holds.
    .addColumn('window_start', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('window_count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('chat_room_member_muted')
    .on('chat_room_member')
    .column('muted_until')
    .execute();

  await sql`
    insert into feature_switch (id, parent_id, enabled, sort_order)
    select 'CHATROOM3', null, 0, (select coalesce(max(sort_order), 0) + 1 from feature_switch)
    where exists (select 1 from feature_switch)
      and not exists (select 1 from feature_switch where id = 'CHATROOM3')
  `.execute(db);
}

import type { Kysely } from 'kysely';

/**
 * Play settings kept on the server (docs/decisions/057-session-time-limit.md): the member's session-time limit in
 * force (on the member, read as a session opens), the end of each member session's play time, and the member's
 * other play settings: a raise of the session limit waiting 24 hours, the reality-check interval and the
 * inactivity sign-out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Minutes a session may last; null: no limit.
  await db.schema.alterTable('member').addColumn('session_limit_minutes', 'integer').execute();
  // When the session's play time ends under the member's limit; null: no limit when it opened.
  await db.schema.alterTable('member_session').addColumn('play_ends_at', 'bigint').execute();

  await db.schema
    .createTable('member_play_setting')
    .addColumn('member_id', 'bigint', (column) => column.primaryKey().references('member.id'))
    // 0: no reality checks.
    .addColumn('reality_check_minutes', 'integer', (column) => column.notNull())
    .addColumn('inactivity_minutes', 'integer', (column) => column.notNull())
    // A raise (or removal: pending_session_minutes null with pending_from set) of the session limit waiting.
    .addColumn('pending_session_minutes', 'integer')
    .addColumn('pending_from', 'bigint')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}

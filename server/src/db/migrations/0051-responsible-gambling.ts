import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Responsible gambling (docs/decisions/051-responsible-gambling.md): the limits a member sets, with an increase that
 * waits 24 hours for its confirmation, the time-outs and self-exclusions a member asks for (kept for the record), and
 * on the member the time their block ends (status SELF_BLOCKED until then).
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('gambling_limit')
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    // 'DEPOSIT'
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    // 'DAY' | 'WEEK' | 'MONTH': the rolling window the limit counts over.
    .addColumn('period', 'varchar(16)', (column) => column.notNull())
    // The limit in force, in minor units; null: none.
    .addColumn('amount', 'bigint')
    // A raise (or a removal, pending_amount null with pending_from set) waiting for its confirmation.
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_from', 'bigint')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('gambling_limit_pk', ['member_id', 'kind', 'period'])
    .execute();

  await addIdColumn(db.schema.createTable('gambling_block'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    // 'TIMEOUT' | 'EXCLUSION'
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('starts_at', 'bigint', (column) => column.notNull())
    // null: permanent.
    .addColumn('ends_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('gambling_block_member')
    .on('gambling_block')
    .columns(['member_id', 'starts_at'])
    .execute();

  await db.schema.alterTable('member').addColumn('blocked_until', 'bigint').execute();
}

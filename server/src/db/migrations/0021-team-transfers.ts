import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Transfers inside a tree (docs/product/agents.md "Transfers"): an agent to a member of its team, a member to its
 * direct upline. The money moves in the ledger; this row keeps who sent what to whom and the sender's request id,
 * unique per sender, so a repeated submit answers the first transfer.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('team_transfer'))
    .addColumn('sender_id', 'bigint', (column) => column.notNull())
    .addColumn('receiver_id', 'bigint', (column) => column.notNull())
    .addColumn('direction', 'varchar(16)', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('remark', 'text')
    .addColumn('request_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('ledger_transfer_id', 'bigint', (column) => column.notNull())
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('team_transfer_sender_request', ['sender_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('team_transfer_sender_time')
    .on('team_transfer')
    .columns(['sender_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('team_transfer_receiver_time')
    .on('team_transfer')
    .columns(['receiver_id', 'created_at'])
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * A member's account record, bonus details and personal P&L read the member's transfers of a date range from both
 * sides of the ledger. The indexes by account and id made them read every transfer the member ever had and keep
 * those of the range: 80-115 ms a query for a member with 48,000 transfers, over 200 ms a page (its count and its
 * rows), on SQLite on the event loop's own connection, whatever the range. By account and time they read the range
 * alone. They replace the ones by account and id, so that a transfer still writes two index entries, each at the end
 * of its account's run as before: nothing else searches an account's transfers by id (ledger:verify reads them all).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_transfer_debit_account').execute();
  await db.schema.dropIndex('ledger_transfer_credit_account').execute();
  await db.schema
    .createIndex('ledger_transfer_debit_time')
    .on('ledger_transfer')
    .columns(['debit_account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_transfer_credit_time')
    .on('ledger_transfer')
    .columns(['credit_account_id', 'created_at'])
    .execute();
}

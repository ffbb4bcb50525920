import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/** The double-entry ledger: accounts with their balance, and the transfers that moved it (docs/decisions/005-ledger.md). */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('ledger_account'))
    .addColumn('code', 'varchar(128)', (column) => column.notNull().unique())
    .addColumn('kind', 'varchar(32)', (column) => column.notNull())
    .addColumn('owner_id', 'bigint')
    .addColumn('currency', 'varchar(8)', (column) => column.notNull())
    .addColumn('balance', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('allow_negative', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    // The database itself refuses an overdraft, whatever code path tries one.
    .addCheckConstraint('ledger_account_no_overdraft', sql`allow_negative = 1 or balance >= 0`)
    .addCheckConstraint('ledger_account_allow_negative_flag', sql`allow_negative in (0, 1)`)
    .execute();
  await db.schema.createIndex('ledger_account_owner').on('ledger_account').column('owner_id').execute();

  await addIdColumn(db.schema.createTable('ledger_transfer'))
    .addColumn('idempotency_key', 'varchar(255)', (column) => column.notNull().unique())
    .addColumn('kind', 'varchar(32)', (column) => column.notNull())
    .addColumn('reference', 'varchar(255)', (column) => column.notNull())
    .addColumn('batch_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('debit_account_id', 'bigint', (column) => column.notNull().references('ledger_account.id'))
    .addColumn('credit_account_id', 'bigint', (column) => column.notNull().references('ledger_account.id'))
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('debit_balance_after', 'bigint', (column) => column.notNull())
    .addColumn('credit_balance_after', 'bigint', (column) => column.notNull())
    .addColumn('payload_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('metadata', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addCheckConstraint('ledger_transfer_positive_amount', sql`amount > 0`)
    .addCheckConstraint('ledger_transfer_distinct_accounts', sql`debit_account_id <> credit_account_id`)
    .execute();
  // An account's history, newest first, is read from both sides of the transfer.
  await db.schema
    .createIndex('ledger_transfer_debit_account')
    .on('ledger_transfer')
    .columns(['debit_account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_transfer_credit_account')
    .on('ledger_transfer')
    .columns(['credit_account_id', 'id'])
    .execute();
  // Audit: from a cause (a deposit, a vendor transaction) to the money it moved, and to its linked transfers.
  await db.schema
    .createIndex('ledger_transfer_reference')
    .on('ledger_transfer')
    .column('reference')
    .execute();
  await db.schema.createIndex('ledger_transfer_batch').on('ledger_transfer').column('batch_id').execute();
}

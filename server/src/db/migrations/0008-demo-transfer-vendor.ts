import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * The demo transfer-wallet vendor (DEMOTW): a stand-in for a third-party studio that keeps its players' money
 * itself. Its own books, apart from the platform's ledger: what each player holds there, and each transfer it
 * took by our reference number (docs/decisions/010-vendor-wallet.md).
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('demo_vendor_wallet')
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull())
    .addColumn('player_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('balance', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('demo_vendor_wallet_pk', ['vendor_code', 'player_id'])
    .execute();
  await addIdColumn(db.schema.createTable('demo_vendor_transfer'))
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull())
    .addColumn('reference_no', 'varchar(64)', (column) => column.notNull())
    .addColumn('player_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('direction', 'varchar(8)', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('demo_vendor_transfer_reference', ['vendor_code', 'reference_no'])
    .execute();
}

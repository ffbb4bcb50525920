import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * The progressive jackpot (docs/decisions/081-progressive-jackpot.md): one pool per currency, whose money is the
 * balance of its ledger account (`jackpot:<currency>`), with its rules and the carry of the stakes' shares below one
 * minor unit; and the wins, one per round at most.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('jackpot_pool'))
    .addColumn('currency', 'varchar(8)', (column) => column.notNull().unique())
    .addColumn('account_id', 'bigint', (column) => column.notNull().references('ledger_account.id'))
    // The share of each in-house slot stake the pool receives, in basis points (100 = 1 %).
    .addColumn('share_basis_points', 'integer', (column) => column.notNull())
    // A slot round wins the pool with one chance in `one_in` (engines/src/jackpot.ts).
    .addColumn('one_in', 'bigint', (column) => column.notNull())
    // What the house puts back into the pool after a win.
    .addColumn('seed_amount', 'bigint', (column) => column.notNull())
    // Ten-thousandths of a minor unit the stakes' shares left over, 0 to 9 999.
    .addColumn('carry', 'bigint', (column) => column.notNull().defaultTo(0))
    // Stakes counted and minor units received since the pool opened (what the contribution test sums).
    .addColumn('stake_total', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('contribution_total', 'bigint', (column) => column.notNull().defaultTo(0))
    // Raised by every write: a group that read an older version runs again.
    .addColumn('version', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('jackpot_win'))
    .addColumn('pool_id', 'bigint', (column) => column.notNull().references('jackpot_pool.id'))
    // The in-house round that won; null only for the demo deployment's history (no money moved).
    .addColumn('round_id', 'varchar(64)', (column) => column.unique())
    .addColumn('member_id', 'bigint')
    .addColumn('display_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('won_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('jackpot_win_pool').on('jackpot_win').columns(['pool_id', 'id']).execute();
}

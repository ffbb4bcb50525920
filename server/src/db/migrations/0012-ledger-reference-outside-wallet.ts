import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The search from a cause to its transfers (`ledger_transfer_reference`) leaves out the vendor wallet's bets, wins
 * and rollbacks: each had one more index page to write, a sixth of what a money call writes (bench/README.md),
 * and they are traced from their cause through their own records instead: a call's `seamless_transaction` row
 * (by vendor and transaction id, or by the bet it references) names its transfer, and a round's bets are found by
 * `bet_record_round` (docs/decisions/005-ledger.md). Every other transfer (deposits, withdrawals, adjustments,
 * transfers to and from vendor wallets, bonuses, fees, commissions) keeps it.
 */
const WALLET_TRANSFER_KINDS = ['bet', 'win', 'rollback'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_transfer_reference').execute();
  await db.schema
    .createIndex('ledger_transfer_reference')
    .on('ledger_transfer')
    .column('reference')
    .where(sql.ref('kind'), 'not in', [...WALLET_TRANSFER_KINDS])
    .execute();
}

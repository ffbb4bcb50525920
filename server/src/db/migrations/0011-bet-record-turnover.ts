import type { Kysely } from 'kysely';

/**
 * Turnover reads the member's bets from the bet records (their own member-and-time index), so the wallet's calls
 * no longer keep a member-and-time index of their own: one index page less written by every money call
 * (docs/decisions/010-vendor-wallet.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('seamless_transaction_member_time').execute();
}

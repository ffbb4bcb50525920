import type { Kysely } from 'kysely';

/**
 * The wallet's two searches that a second index could also serve get indexes only they can use, so that the
 * PostgreSQL lanes plan them once, like every other lane statement (docs/decisions/010-vendor-wallet.md).
 *
 * A call is searched by vendor and transaction id (the unique index) and by vendor and the transaction id it
 * references; a bet record by vendor and transaction id (the unique index) and by vendor, round and member. Both
 * second indexes began with vendor_code, so a plan made while the table was empty took them for the search by id,
 * reading all of a vendor's rows. Each now begins with the column its own search names and the other does not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('seamless_transaction_ref').execute();
  await db.schema
    .createIndex('seamless_transaction_ref')
    .on('seamless_transaction')
    .columns(['ref_transaction_id', 'vendor_code'])
    .execute();
  await db.schema.dropIndex('bet_record_round').execute();
  await db.schema
    .createIndex('bet_record_round')
    .on('bet_record')
    .columns(['round_id', 'vendor_code', 'member_id'])
    .execute();
}

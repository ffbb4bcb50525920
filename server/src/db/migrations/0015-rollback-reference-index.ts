import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The wallet searches calls by the transaction id they reference for one reason only: a bet is refused when a
 * rollback already references it (the tombstone, docs/product/vendor-wallet.md#rules-vendors-can-rely-on). So only
 * rollbacks are kept in that index. Wins also carry the id of the bet they settle, and each of them changed a page
 * of the index at a random place: about 1.9 of the 16 pages a bet and its win write to the WAL on SQLite
 * (bench/README.md). Bets, which reference nothing, changed it too, under a null key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('seamless_transaction_ref').execute();
  await db.schema
    .createIndex('seamless_transaction_rollback_ref')
    .on('seamless_transaction')
    .columns(['ref_transaction_id', 'vendor_code'])
    .where(sql.ref('kind'), '=', sql.lit('rollback'))
    .execute();
}

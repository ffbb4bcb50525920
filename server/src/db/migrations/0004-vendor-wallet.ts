import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * The vendor wallet: how each game vendor reaches a player's money (seamless calls signed with its secret, or
 * transfers to a wallet it keeps), the launch tokens that tie a vendor's session to a member, every seamless
 * money call with the answer it got, and the transfers to and from transfer-mode vendors
 * (docs/decisions/010-vendor-wallet.md).
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('vendor_integration')
    .addColumn('vendor_code', 'varchar(32)', (column) => column.primaryKey().references('game_vendor.code'))
    // 'seamless': the vendor calls /gateway/seamless/<code>/…; 'transfer': the vendor keeps its own balance.
    .addColumn('wallet_mode', 'varchar(16)', (column) => column.notNull())
    // The HMAC-SHA256 key of X-Signature (both directions); a secret, never sent to a client.
    .addColumn('secret', 'varchar(255)', (column) => column.notNull())
    // Where the vendor's game (or, in transfer mode, its wallet API) lives; relative URLs are served by us.
    .addColumn('launch_url', 'text', (column) => column.notNull())
    .addColumn('api_url', 'text')
    .addColumn('enabled', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('launch_token')
    // sha256 of the token; the token itself is only ever in the launch URL given to the member's browser.
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull())
    .addColumn('game_code', 'varchar(64)', (column) => column.notNull())
    .addColumn('game_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('launch_token_member').on('launch_token').column('member_id').execute();

  await addIdColumn(db.schema.createTable('seamless_transaction'))
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull())
    .addColumn('transaction_id', 'varchar(128)', (column) => column.notNull())
    // 'bet' | 'win' | 'rollback'
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    .addColumn('game_code', 'varchar(64)', (column) => column.notNull())
    .addColumn('game_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('round_id', 'varchar(128)', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('ref_transaction_id', 'varchar(128)')
    // 'OK'; a bet later reversed becomes 'ROLLED_BACK'; a rollback that found no bet is kept as 'TOMBSTONE'
    // so that the late bet is refused; a refused call is 'REFUSED'.
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    // The status answered the first time ('OK', 'INSUFFICIENT_FUNDS', 'TRANSACTION_ROLLED_BACK', …): a repeat of
    // the same call gets the same answer. Refusals are kept (status 'REFUSED') so that they repeat too.
    .addColumn('outcome', 'varchar(32)', (column) => column.notNull())
    // sha256 of the fields that decide the outcome: a repeat with another payload is DUPLICATE_TRANSACTION.
    .addColumn('payload_hash', 'varchar(64)', (column) => column.notNull())
    // The ledger transfer that moved the money (null when nothing moved: zero win, tombstone).
    .addColumn('ledger_transfer_id', 'bigint')
    .addColumn('balance_after', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('seamless_transaction_vendor_id', ['vendor_code', 'transaction_id'])
    .execute();
  // A bet's rollback (and a tombstone waiting for its bet) is found from the bet's id.
  await db.schema
    .createIndex('seamless_transaction_ref')
    .on('seamless_transaction')
    .columns(['vendor_code', 'ref_transaction_id'])
    .execute();
  // Betting records, turnover and daily totals read a member's rounds by time.
  await db.schema
    .createIndex('seamless_transaction_member_time')
    .on('seamless_transaction')
    .columns(['member_id', 'created_at'])
    .execute();

  await addIdColumn(db.schema.createTable('vendor_transfer'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull())
    // 'in' (main wallet → vendor) | 'out' (vendor → main wallet)
    .addColumn('direction', 'varchar(8)', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    // Our reference number, sent to the vendor; a status check asks the vendor about it.
    .addColumn('reference_no', 'varchar(64)', (column) => column.notNull().unique())
    // 'PENDING' → 'COMPLETED' | 'FAILED'; 'UNKNOWN' while the vendor's answer is missing.
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('failure', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('vendor_transfer_member')
    .on('vendor_transfer')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('vendor_transfer_status')
    .on('vendor_transfer')
    .columns(['status', 'updated_at'])
    .execute();
}

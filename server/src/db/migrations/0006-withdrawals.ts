import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Withdrawals: wrong payment-password guesses, the bank accounts and e-wallets members bind, withdrawal
 * channels with their limits and fees, the withdrawals themselves, each payment the operator disburses towards
 * one, and the proof images a member uploads when a payment did not arrive (docs/decisions/008-withdrawals.md).
 * The money itself is in the ledger (withdrawal-hold accounts); these tables describe it.
 */
export async function up(db: Kysely<unknown>, { addIdColumn, binaryType }: DialectHelpers): Promise<void> {
  // Wrong payment passwords: five within 15 minutes lock the payment password until the window passes.
  await addIdColumn(db.schema.createTable('payment_password_failure'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('payment_password_failure_member')
    .on('payment_password_failure')
    .columns(['member_id', 'created_at'])
    .execute();

  await addIdColumn(db.schema.createTable('member_bound_account'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    // 'BANK' | 'EWALLET'
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    // The bank code, or the e-wallet type, from the deployment's `withdrawal` setting.
    .addColumn('provider_code', 'varchar(32)', (column) => column.notNull())
    // A bank account number (spaces and dashes dropped, upper-case) or an e-wallet address.
    .addColumn('account_number', 'varchar(128)', (column) => column.notNull())
    .addColumn('holder_name', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    // Unbinding keeps the row (withdrawals name it); a bound account has no unbound_at.
    .addColumn('unbound_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('member_bound_account_member')
    .on('member_bound_account')
    .columns(['member_id', 'unbound_at'])
    .execute();
  // One bank account or wallet address is bound by one member at a time.
  await db.schema
    .createIndex('member_bound_account_unique')
    .on('member_bound_account')
    .columns(['kind', 'provider_code', 'account_number'])
    .unique()
    .where(sql.ref('unbound_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('withdrawal_channel')
    .addColumn('code', 'varchar(32)', (column) => column.primaryKey())
    // JSON text {language: name}.
    .addColumn('name', 'text', (column) => column.notNull())
    // The kind of bound account it pays to: 'BANK' | 'EWALLET'.
    .addColumn('account_kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('min_amount', 'bigint', (column) => column.notNull())
    .addColumn('max_amount', 'bigint', (column) => column.notNull())
    .addColumn('daily_count_limit', 'integer', (column) => column.notNull())
    .addColumn('fee_fixed', 'bigint', (column) => column.notNull().defaultTo(0))
    // Basis points of the amount (100 = 1 %), rounded up to a whole minor unit.
    .addColumn('fee_percent_bp', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addCheckConstraint(
      'withdrawal_channel_limits',
      sql`min_amount >= 1 and max_amount >= min_amount and daily_count_limit >= 0
        and fee_fixed >= 0 and fee_percent_bp between 0 and 10000`,
    )
    .execute();

  await addIdColumn(db.schema.createTable('withdrawal'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('channel_code', 'varchar(32)', (column) =>
      column.notNull().references('withdrawal_channel.code'),
    )
    .addColumn('bound_account_id', 'bigint', (column) =>
      column.notNull().references('member_bound_account.id'),
    )
    // The destination as it was at the request: unbinding or a renamed bank does not rewrite history.
    .addColumn('account_kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('provider_code', 'varchar(32)', (column) => column.notNull())
    .addColumn('provider_name', 'text', (column) => column.notNull())
    .addColumn('account_number', 'varchar(128)', (column) => column.notNull())
    .addColumn('holder_name', 'text')
    .addColumn('currency', 'varchar(8)', (column) => column.notNull())
    // amount leaves the main wallet: payout_amount goes on hold, fee goes to the house.
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('fee', 'bigint', (column) => column.notNull())
    .addColumn('payout_amount', 'bigint', (column) => column.notNull())
    .addColumn('disbursed_amount', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('received_amount', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('refunded_amount', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('review_remark', 'text')
    .addColumn('reviewed_by', 'bigint')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('completed_at', 'bigint')
    .addCheckConstraint(
      'withdrawal_amounts',
      sql`payout_amount >= 1 and fee >= 0 and amount = payout_amount + fee
        and disbursed_amount between 0 and payout_amount
        and received_amount >= 0 and refunded_amount >= 0
        and received_amount + refunded_amount <= disbursed_amount`,
    )
    .execute();
  await db.schema
    .createIndex('withdrawal_member_time')
    .on('withdrawal')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawal_status_time')
    .on('withdrawal')
    .columns(['status', 'created_at'])
    .execute();

  await addIdColumn(db.schema.createTable('withdrawal_payout'))
    .addColumn('withdrawal_id', 'bigint', (column) => column.notNull().references('withdrawal.id'))
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    // The operator's transfer number: a repeated disbursement with the same reference is a replay.
    .addColumn('reference', 'varchar(64)', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('status', 'varchar(24)', (column) => column.notNull())
    .addColumn('disbursed_by', 'bigint', (column) => column.notNull())
    .addColumn('disbursed_at', 'bigint', (column) => column.notNull())
    // Fixed at disbursement from the deployment's autoConfirmMinutes: what the member was told holds.
    .addColumn('confirm_deadline_at', 'bigint', (column) => column.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('remark', 'text')
    .addColumn('resolved_by', 'bigint')
    .addColumn('resolution', 'text')
    .addColumn('resolved_at', 'bigint')
    .addUniqueConstraint('withdrawal_payout_reference', ['withdrawal_id', 'reference'])
    .addCheckConstraint('withdrawal_payout_amount', sql`amount >= 1`)
    .execute();
  // The auto-confirmation job reads unconfirmed payments by deadline.
  await db.schema
    .createIndex('withdrawal_payout_deadline')
    .on('withdrawal_payout')
    .columns(['status', 'confirm_deadline_at'])
    .execute();
  await db.schema
    .createIndex('withdrawal_payout_member')
    .on('withdrawal_payout')
    .columns(['member_id', 'status'])
    .execute();

  await addIdColumn(db.schema.createTable('withdrawal_proof'))
    .addColumn('payout_id', 'bigint', (column) => column.notNull().references('withdrawal_payout.id'))
    .addColumn('withdrawal_id', 'bigint', (column) => column.notNull())
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    // 'image/png' | 'image/jpeg', decided by the file's first bytes.
    .addColumn('content_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('sha256', 'varchar(64)', (column) => column.notNull())
    .addColumn('data', binaryType, (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_proof_payout').on('withdrawal_proof').column('payout_id').execute();
}

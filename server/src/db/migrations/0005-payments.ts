import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Operators (accounts of their own, hashed sessions, an audit trail written in the same transaction as each
 * action), deposit channels and deposits, operator balance adjustments, and the turnover requirement a completed
 * deposit creates (docs/decisions/007-payments-and-records.md).
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('operator'))
    .addColumn('username', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    // 'ADMIN' | 'FINANCE' | 'SUPPORT' (contracts/src/operator.ts OPERATOR_ROLES)
    .addColumn('role', 'varchar(16)', (column) => column.notNull())
    .addColumn('enabled', 'integer', (column) => column.notNull().defaultTo(1))
    // Failed logins in a row; at the limit the account is locked until `locked_until`.
    .addColumn('failed_logins', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('operator_session')
    // sha256 of the token; the token itself is only ever known to the operator's client.
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('operator_id', 'bigint', (column) => column.notNull().references('operator.id'))
    .addColumn('ip', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('operator_session_operator')
    .on('operator_session')
    .column('operator_id')
    .execute();

  await addIdColumn(db.schema.createTable('operator_audit'))
    .addColumn('operator_id', 'bigint', (column) => column.notNull().references('operator.id'))
    // e.g. 'deposit.approve', 'member.adjust', 'session.login'
    .addColumn('action', 'varchar(64)', (column) => column.notNull())
    // e.g. 'deposit', 'member', 'operator'
    .addColumn('target_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('target_id', 'varchar(64)', (column) => column.notNull())
    // JSON text
    .addColumn('details', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('ip', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('operator_audit_target')
    .on('operator_audit')
    .columns(['target_type', 'target_id'])
    .execute();
  await db.schema
    .createIndex('operator_audit_operator')
    .on('operator_audit')
    .columns(['operator_id', 'id'])
    .execute();

  await db.schema
    .createTable('payment_channel')
    .addColumn('code', 'varchar(32)', (column) => column.primaryKey())
    // 'INSTANT' completes at once (SANDBOX); 'MANUAL' waits for an operator (bank transfer).
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    // How the member pays: 'SANDBOX' | 'BANK_TRANSFER' | 'EWALLET' | 'ONLINE' (the web picks an icon from it).
    .addColumn('type', 'varchar(16)', (column) => column.notNull())
    // JSON {language: name}; the default language's name stands in for a missing one.
    .addColumn('name', 'text', (column) => column.notNull())
    // An i18n key the web may translate instead of the name (optional).
    .addColumn('name_key', 'varchar(64)')
    .addColumn('min_amount', 'bigint', (column) => column.notNull())
    .addColumn('max_amount', 'bigint', (column) => column.notNull())
    // JSON array of amounts the member must choose from; empty means any amount within the limits.
    .addColumn('fixed_amounts', 'text', (column) => column.notNull().defaultTo('[]'))
    // JSON of the merchant's receiving account a manual channel shows (bank, account name and number, branch).
    .addColumn('receiving_account', 'text')
    .addColumn('enabled', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addCheckConstraint('payment_channel_limits', sql`min_amount > 0 and max_amount >= min_amount`)
    .execute();

  await addIdColumn(db.schema.createTable('deposit'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('channel_code', 'varchar(32)', (column) => column.notNull().references('payment_channel.code'))
    .addColumn('amount', 'bigint', (column) => column.notNull())
    // 'PENDING' → 'COMPLETED' | 'REJECTED'
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    // The client's id of the submission: a repeated submit answers the first deposit (unique per member).
    .addColumn('request_id', 'varchar(64)')
    .addColumn('reject_reason', 'text')
    // The ledger transfer that credited the member (null until completed).
    .addColumn('ledger_transfer_id', 'bigint')
    .addColumn('reviewed_by', 'bigint', (column) => column.references('operator.id'))
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addCheckConstraint('deposit_positive_amount', sql`amount > 0`)
    .addUniqueConstraint('deposit_member_request', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('deposit_member_time')
    .on('deposit')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema.createIndex('deposit_status').on('deposit').columns(['status', 'id']).execute();

  await addIdColumn(db.schema.createTable('member_adjustment'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('operator_id', 'bigint', (column) => column.notNull().references('operator.id'))
    // Signed: positive credits the member's main wallet, negative debits it.
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    // The operator client's id of the submission: a repeat answers the first adjustment.
    .addColumn('request_id', 'varchar(64)')
    .addColumn('ledger_transfer_id', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addCheckConstraint('member_adjustment_nonzero', sql`amount <> 0`)
    .addUniqueConstraint('member_adjustment_operator_request', ['operator_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('member_adjustment_member')
    .on('member_adjustment')
    .columns(['member_id', 'id'])
    .execute();

  await addIdColumn(db.schema.createTable('turnover_requirement'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    // 'deposit' (a bonus could add its own)
    .addColumn('source', 'varchar(16)', (column) => column.notNull())
    .addColumn('source_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('amount_required', 'bigint', (column) => column.notNull())
    // Set when the requirements open before it were found met as a later one was added (turnover.service.ts).
    .addColumn('met_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addCheckConstraint('turnover_requirement_amount', sql`amount_required >= 0`)
    .addUniqueConstraint('turnover_requirement_source', ['source', 'source_id'])
    .execute();
  await db.schema
    .createIndex('turnover_requirement_member')
    .on('turnover_requirement')
    .columns(['member_id', 'created_at'])
    .execute();
}

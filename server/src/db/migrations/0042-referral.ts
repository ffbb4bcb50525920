import type { Kysely } from 'kysely';

/**
 * Invite friends (docs/product/referral.md, docs/decisions/042-referral-rewards.md): the rules an operator sets (one
 * row), each member's invitation code, and one row per invited friend with its state; the reward itself is a
 * reward-center row keyed `referral:<friend>`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_setting')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('is_enabled', 'integer', (column) => column.notNull())
    .addColumn('reward_amount', 'bigint', (column) => column.notNull())
    .addColumn('min_deposit', 'bigint', (column) => column.notNull())
    .addColumn('min_valid_bet', 'bigint', (column) => column.notNull())
    .addColumn('window_days', 'integer', (column) => column.notNull())
    .addColumn('turnover_x100', 'integer', (column) => column.notNull())
    .addColumn('claim_days', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('referral_code')
    .addColumn('member_id', 'bigint', (column) => column.primaryKey().references('member.id'))
    .addColumn('code', 'varchar(16)', (column) => column.notNull().unique())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('referral')
    .addColumn('invitee_id', 'bigint', (column) => column.primaryKey().references('member.id'))
    .addColumn('inviter_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('invited_at', 'bigint', (column) => column.notNull())
    // PENDING | QUALIFIED | INVALID
    .addColumn('status', 'varchar(10)', (column) => column.notNull())
    // Why INVALID: same_address | expired
    .addColumn('reason', 'varchar(16)')
    .addColumn('decided_at', 'bigint')
    .addColumn('reward_id', 'bigint')
    .execute();
  await db.schema
    .createIndex('referral_inviter')
    .on('referral')
    .columns(['inviter_id', 'invited_at'])
    .execute();
  await db.schema.createIndex('referral_status').on('referral').columns(['status', 'invited_at']).execute();
}

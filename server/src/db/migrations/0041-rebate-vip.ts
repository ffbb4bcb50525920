import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Rebates and VIP levels (docs/product/rebate-vip.md): the VIP ladder with its requirements and gifts, the rebate
 * rate of each VIP level and game type, each member's VIP standing, the rebate accrued per member, report day and
 * game type (with what was already paid of it), and the daily pass that pays a day and evaluates the ladder, keyed
 * by its report day.
 */
export async function up(db: Kysely<unknown>, _helpers: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('vip_level')
    // 0 is the level every member starts at.
    .addColumn('level', 'integer', (column) => column.primaryKey())
    .addColumn('name', 'varchar(32)', (column) => column.notNull())
    // Cumulative completed deposits and settled valid bet that reach the level (minor units).
    .addColumn('min_deposit', 'bigint', (column) => column.notNull())
    .addColumn('min_valid_bet', 'bigint', (column) => column.notNull())
    // The valid bet to place within keep_days of reaching the level (or of the last check) to keep it.
    .addColumn('keep_valid_bet', 'bigint', (column) => column.notNull())
    .addColumn('keep_days', 'integer', (column) => column.notNull())
    .addColumn('upgrade_gift', 'bigint', (column) => column.notNull())
    .addColumn('birthday_gift', 'bigint', (column) => column.notNull())
    .addColumn('monthly_gift', 'bigint', (column) => column.notNull())
    // The turnover multiple of gifts, and of rebates, in hundredths (100 = 1×).
    .addColumn('gift_turnover_x100', 'integer', (column) => column.notNull())
    .addColumn('rebate_turnover_x100', 'integer', (column) => column.notNull())
    // The most rebate a member of the level earns in one report day, all game types together (0: no cap).
    .addColumn('daily_rebate_cap', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('rebate_rate')
    .addColumn('vip_level', 'integer', (column) => column.notNull())
    .addColumn('game_type', 'varchar(16)', (column) => column.notNull())
    // Basis points of valid bet (100 = 1%).
    .addColumn('basis_points', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('rebate_rate_pk', ['vip_level', 'game_type'])
    .execute();

  await db.schema
    .createTable('member_vip')
    .addColumn('member_id', 'bigint', (column) => column.primaryKey().references('member.id'))
    .addColumn('level', 'integer', (column) => column.notNull())
    .addColumn('total_deposit', 'bigint', (column) => column.notNull())
    .addColumn('total_valid_bet', 'bigint', (column) => column.notNull())
    // The last report day counted in the totals: a day is counted once (conditional update on it).
    .addColumn('evaluated_day', 'integer', (column) => column.notNull())
    .addColumn('level_day', 'integer', (column) => column.notNull())
    // The keep requirement's window: its first report day and the valid bet placed since.
    .addColumn('keep_from_day', 'integer', (column) => column.notNull())
    .addColumn('keep_valid_bet', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('rebate_accrual')
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('game_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('valid_bet', 'bigint', (column) => column.notNull())
    .addColumn('basis_points', 'integer', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('paid_amount', 'bigint', (column) => column.notNull())
    // 1 once the daily pass paid the day: nothing of it changes afterwards.
    .addColumn('is_sealed', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('rebate_accrual_pk', ['member_id', 'day', 'game_type'])
    .execute();
  await db.schema
    .createIndex('rebate_accrual_day')
    .on('rebate_accrual')
    .columns(['day', 'is_sealed'])
    .execute();

  await db.schema
    .createTable('daily_pass')
    .addColumn('day', 'integer', (column) => column.primaryKey())
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('rebate_paid', 'bigint', (column) => column.notNull())
    .addColumn('members_evaluated', 'integer', (column) => column.notNull())
    .execute();

  // The daily pass reads one report day of bet records (the bets module's table) at once.
  await db.schema.createIndex('bet_record_day').on('bet_record').columns(['day', 'status']).execute();
}

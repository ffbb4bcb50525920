import type { Kysely } from 'kysely';

/**
 * The back office's site-level daily summary (docs/decisions/068-report-daily-summary.md), kept by the job
 * `reports.daily-summary` so that the dashboard and the reports read tens of rows per day instead of one per member
 * and never the ledger's history. Every table is keyed by its report day: the job rewrites a day whole, or adds the
 * ledger's transfers after its watermark in the transaction that moves it, so a rerun never counts twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Money per report day, added from the ledger in transfer order after the `ledger` watermark.
  await db.schema
    .createTable('report_day_money')
    .addColumn('day', 'integer', (column) => column.primaryKey())
    .addColumn('deposits', 'bigint', (column) => column.notNull())
    .addColumn('deposit_count', 'bigint', (column) => column.notNull())
    .addColumn('withdrawals', 'bigint', (column) => column.notNull())
    .addColumn('withdrawal_count', 'bigint', (column) => column.notNull())
    .addColumn('bonuses', 'bigint', (column) => column.notNull())
    .execute();
  // A finished day whose play and members were summarized (a day without its row is read live).
  await db.schema
    .createTable('report_day')
    .addColumn('day', 'integer', (column) => column.primaryKey())
    .addColumn('new_members', 'bigint', (column) => column.notNull())
    .addColumn('summarized_at', 'bigint', (column) => column.notNull())
    .execute();
  // Play of a day per vendor and game type, and their sums: '' stands for every vendor or every game type.
  await db.schema
    .createTable('report_day_play')
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull())
    .addColumn('game_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('bet_count', 'bigint', (column) => column.notNull())
    .addColumn('stake', 'bigint', (column) => column.notNull())
    .addColumn('valid_bet', 'bigint', (column) => column.notNull())
    .addColumn('payout', 'bigint', (column) => column.notNull())
    .addColumn('active_members', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('report_day_play_key', ['day', 'vendor_code', 'game_type'])
    .execute();
  // Each member's play of a day over every vendor (the member report, and members active over a range).
  await db.schema
    .createTable('report_member_day')
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    .addColumn('bet_count', 'bigint', (column) => column.notNull())
    .addColumn('stake', 'bigint', (column) => column.notNull())
    .addColumn('valid_bet', 'bigint', (column) => column.notNull())
    .addColumn('payout', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('report_member_day_key', ['day', 'member_id'])
    .execute();
  // Each member's last summarized day with a bet: members active over a range that reaches the summary's last day
  // are those whose last day is in it (an index range), and not a distinct count over every member's day.
  await db.schema
    .createTable('report_member_last')
    .addColumn('member_id', 'bigint', (column) => column.primaryKey())
    .addColumn('last_day', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('report_member_last_day')
    .on('report_member_last')
    .columns(['last_day', 'member_id'])
    .execute();
  // The job's watermarks: `ledger` (the last transfer id added), `bets-settled` (a settlement time), `ran-at`.
  await db.schema
    .createTable('report_summary_state')
    .addColumn('name', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('value', 'bigint', (column) => column.notNull())
    .execute();
}

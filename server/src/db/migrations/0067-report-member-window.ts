import type { Kysely } from 'kysely';

/**
 * Each member's play over the daily summary's last days (docs/decisions/075-member-report-window.md): the member
 * report's default range (the last 30 days, today read live) reads one row per member instead of one per member and
 * day. Kept by the job `reports.daily-summary` in the transactions that write `report_member_day`; its last day is the
 * watermark `member-window` of `report_summary_state`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_member_window')
    .addColumn('member_id', 'bigint', (column) => column.primaryKey())
    // How many of the window's days the member has a `report_member_day` row on (a row at 0 is removed).
    .addColumn('days', 'integer', (column) => column.notNull())
    .addColumn('bet_count', 'bigint', (column) => column.notNull())
    .addColumn('stake', 'bigint', (column) => column.notNull())
    .addColumn('valid_bet', 'bigint', (column) => column.notNull())
    .addColumn('payout', 'bigint', (column) => column.notNull())
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * The back office's dashboard and daily report (docs/decisions/063-back-office-reports.md) sum the ledger's
 * deposits, payouts and bonuses of a day range by transfer kind: without this index each read every transfer
 * ever made (bets and wins are most of them). Play per day is read off `bet_daily_total_day` (0010).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ledger_transfer_kind_time')
    .on('ledger_transfer')
    .columns(['kind', 'created_at'])
    .execute();
}

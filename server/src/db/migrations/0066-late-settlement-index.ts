import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The wallet's writes back (docs/decisions/069-late-settlements-partial-index.md, issue 18):
 * - `ledger_transfer_kind_time` (0062) served the back office's money figures, which now read the daily summary and
 *   the ledger after the summary's watermark, along the primary key: every transfer the wallet wrote paid an entry.
 * - `bet_record_settled_time` (0024) held every settled bet, so a bet and its win wrote one more index page each;
 *   the jobs that follow late settlements need only bets settled a day or more after they were placed (a quicker
 *   one lands on its day or the next, which the jobs re-read anyway), so only those are kept: a partial index that
 *   the wallet's ordinary settlements never enter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_transfer_kind_time').execute();
  await db.schema.dropIndex('bet_record_settled_time').execute();
  await db.schema
    .createIndex('bet_record_settled_late')
    .on('bet_record')
    .columns(['settled_at', 'day'])
    .where(sql<boolean>`settled_at >= placed_at + 86400000`)
    .execute();
}

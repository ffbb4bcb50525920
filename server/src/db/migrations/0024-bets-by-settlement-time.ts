import type { Kysely } from 'kysely';

/**
 * The agent center's team figures job (modules/agents/team-figures.service.ts) re-reads the daily totals of the
 * report days whose bets settled since its watermark, so a bet settled days after it was placed reaches the team
 * rows of the day it was placed without the job re-reading every day. It finds those days by settlement time:
 * without an index both databases would read every bet. A bet settles about when it is written, so its entry lands
 * near the end of the index; unsettled bets (null) are kept apart at one end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bet_record_settled_time')
    .on('bet_record')
    .columns(['settled_at', 'day'])
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * Team betting of a large team (more than 2,000 members: agents.repository.ts selectTeamBets) walks the bets
 * newest first and keeps those of the team. Without an index by time both databases read every bet of the range
 * and sorted them: 200-320 ms for the first page of a 2,831-member team over 200,000 bets on SQLite, 107-159 ms on
 * PostgreSQL (bench/agent-reports.ts). By time, the walk stops at the page's end. A bet's entry lands at the end of
 * the index (bets are placed in time order), so the wallet's writes add one appended entry each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('bet_record_time').on('bet_record').columns(['placed_at', 'id']).execute();
}

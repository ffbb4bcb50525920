import type { Kysely } from 'kysely';

/**
 * Lottery settlement takes an issue's open bets by ranges of members (docs/decisions/036): the index of an issue's
 * bets by status ends in the member instead of the bet id, so a range is read off it and the members with open bets
 * are counted from it alone. Nothing read the open bets of an issue in id order any more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lottery_bet_issue').execute();
  await db.schema
    .createIndex('lottery_bet_open')
    .on('lottery_bet')
    .columns(['game_code', 'issue_no', 'status', 'member_id'])
    .execute();
}

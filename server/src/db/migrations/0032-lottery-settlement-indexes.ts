import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Settlement closes each bet without moving an index entry (docs/decisions/085): no index of `lottery_bet` holds a
 * column it changes, so SQLite rewrites the row alone, and PostgreSQL may keep the new version on the same page
 * without an entry in every index (a HOT update).
 * - `lottery_bet_open` (0031) held `status`: its entry moved with each close. Settlement now cuts member ranges off
 *   `lottery_bet_issue_member` (every bet of the issue, by member) and reads the open ones of a range from the rows.
 * - On PostgreSQL, `lottery_bet` leaves a quarter of each page free for the new versions of its settled bets.
 */
export async function up(db: Kysely<unknown>, { dialect }: DialectHelpers): Promise<void> {
  await db.schema.dropIndex('lottery_bet_open').execute();
  await db.schema
    .createIndex('lottery_bet_issue_member')
    .on('lottery_bet')
    .columns(['game_code', 'issue_no', 'member_id'])
    .execute();
  if (dialect === 'postgres') {
    await sql`alter table lottery_bet set (fillfactor = 75)`.execute(db);
  }
}

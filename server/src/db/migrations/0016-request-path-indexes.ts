import type { Kysely } from 'kysely';

/**
 * Indexes for reads that the requests and the start-up made over a growing number of rows (measured on a SQLite copy
 * of half a year of a busy site: 400,000 launch tokens, 400,000 in-house rounds, a million crash games).
 * - The live rooms' seated players (GLS2_roomList, any member) counted the launch tokens of the last 30 minutes by
 *   reading every token ever issued: 45-63 ms a call.
 * - A player's open round of an in-house game (each mines start, pick and cash-out) walked every round the player
 *   had played of any game: 20-25 ms for 25,650 rounds. Every read of a player's rounds names the game, so the
 *   index by player and game replaces the one by player alone.
 * - The crash rounds left unfinished, read at each start: 65-80 ms.
 * - Launch tokens were never deleted; expired ones are now purged (seamless/launch-token-purge.job.ts), found by their
 *   expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('launch_token_type_time')
    .on('launch_token')
    .columns(['game_type', 'created_at'])
    .execute();
  await db.schema.createIndex('launch_token_expiry').on('launch_token').column('expires_at').execute();
  await db.schema.dropIndex('bgs_round_player').execute();
  await db.schema
    .createIndex('bgs_round_player_game')
    .on('bgs_round')
    .columns(['player_id', 'game_code', 'id'])
    .execute();
  await db.schema
    .createIndex('bgs_crash_game_status')
    .on('bgs_crash_game')
    .columns(['status', 'id'])
    .execute();
}

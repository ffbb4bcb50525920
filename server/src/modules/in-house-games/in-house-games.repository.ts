import type { Insertable, Selectable, Updateable } from 'kysely';

import type { BgsRoundTable, BgsSeedTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A bgs_round row. */
export type RoundRow = Selectable<BgsRoundTable>;
/** A bgs_seed row. */
export type SeedRow = Selectable<BgsSeedTable>;
/** The columns of a new round. */
export type RoundInsert = Omit<Insertable<BgsRoundTable>, 'id'>;

/** A player's fairness settings: the client seed and the active server seed. */
export interface PlayerSeeds {
  clientSeed: string;
  seed: SeedRow;
}

/** The player's client seed and active server seed, or undefined for a new player. */
export async function selectPlayerSeeds(db: Executor, playerId: string): Promise<PlayerSeeds | undefined> {
  const row = await db
    .selectFrom('bgs_player')
    .innerJoin('bgs_seed', 'bgs_seed.id', 'bgs_player.active_seed_id')
    .select([
      'bgs_player.client_seed',
      'bgs_seed.id',
      'bgs_seed.player_id',
      'bgs_seed.server_seed',
      'bgs_seed.server_seed_hash',
      'bgs_seed.next_nonce',
      'bgs_seed.created_at',
      'bgs_seed.revealed_at',
    ])
    .where('bgs_player.player_id', '=', playerId)
    .executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  const { client_seed: clientSeed, ...seed } = row;
  return { clientSeed, seed };
}

/** Stores a new server seed of a player; answers its id. */
export async function insertSeed(
  db: Executor,
  seed: { player_id: string; server_seed: string; server_seed_hash: string; created_at: number },
): Promise<number> {
  const row = await db
    .insertInto('bgs_seed')
    .values({ ...seed, next_nonce: 0, revealed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Creates the player's fairness row; answers false when another request created it first. */
export async function insertPlayer(
  db: Executor,
  player: { player_id: string; client_seed: string; active_seed_id: number; updated_at: number },
): Promise<boolean> {
  const result = await db
    .insertInto('bgs_player')
    .values(player)
    .onConflict((conflict) => conflict.column('player_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Sets the player's client seed and, when given, the new active server seed. */
export async function updatePlayer(
  db: Executor,
  playerId: string,
  fields: { client_seed: string; active_seed_id?: number; updated_at: number },
): Promise<void> {
  await db.updateTable('bgs_player').set(fields).where('player_id', '=', playerId).execute();
}

/**
 * Takes `count` nonces from a seed that is still active, if its next nonce is still `expectedNonce`; answers
 * whether it did (false: another round took them first, or the seed was rotated out meanwhile).
 */
export async function advanceNonce(
  db: Executor,
  seedId: number,
  expectedNonce: number,
  count: number,
): Promise<boolean> {
  const result = await db
    .updateTable('bgs_seed')
    .set({ next_nonce: expectedNonce + count })
    .where('id', '=', seedId)
    .where('next_nonce', '=', expectedNonce)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a seed revealed; answers false when it already was (a concurrent rotation). */
export async function markSeedRevealed(db: Executor, seedId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('bgs_seed')
    .set({ revealed_at: now })
    .where('id', '=', seedId)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The revealed server seeds among `seedIds`, by id. */
export async function selectRevealedSeeds(db: Executor, seedIds: number[]): Promise<Map<number, string>> {
  if (seedIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('bgs_seed')
    .select(['id', 'server_seed'])
    .where('id', 'in', seedIds)
    .where('revealed_at', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.server_seed]));
}

/** A seed by id (the server uses it to replay an open round; it never leaves the server unrevealed). */
export async function selectSeed(db: Executor, seedId: number): Promise<SeedRow | undefined> {
  return db.selectFrom('bgs_seed').selectAll().where('id', '=', seedId).executeTakeFirst();
}

/** Stores a new round. */
export async function insertRound(db: Executor, round: RoundInsert): Promise<void> {
  await db.insertInto('bgs_round').values(round).execute();
}

/** A round by its round id. */
export async function selectRound(db: Executor, roundId: string): Promise<RoundRow | undefined> {
  return db.selectFrom('bgs_round').selectAll().where('round_id', '=', roundId).executeTakeFirst();
}

/**
 * Updates a round if it is still in one of `fromStatuses` (and, when given, still has the outcome the caller
 * read); answers whether it did, so that two paths never both move one round on.
 */
export async function updateRoundIf(
  db: Executor,
  roundId: string,
  condition: { fromStatuses: string[]; outcome?: string | null },
  fields: Updateable<BgsRoundTable>,
): Promise<boolean> {
  let query = db
    .updateTable('bgs_round')
    .set(fields)
    .where('round_id', '=', roundId)
    .where('status', 'in', condition.fromStatuses);
  if (condition.outcome !== undefined) {
    query =
      condition.outcome === null
        ? query.where('outcome', 'is', null)
        : query.where('outcome', '=', condition.outcome);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The statuses a player sees in their history (refused bets moved nothing and are left out). */
const LISTED_STATUSES = ['betting', 'open', 'settling', 'settled', 'rolled_back'];

/** A page of a player's rounds of one game, newest first, before the round with id `beforeId`. */
export async function selectPlayerRounds(
  db: Executor,
  playerId: string,
  gameCode: string,
  options: { beforeId?: number; limit: number },
): Promise<RoundRow[]> {
  let query = db
    .selectFrom('bgs_round')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('game_code', '=', gameCode)
    .where('status', 'in', LISTED_STATUSES);
  if (options.beforeId !== undefined) {
    query = query.where('id', '<', options.beforeId);
  }
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** The player's open round of a game (mines), if any. */
export async function selectOpenRound(
  db: Executor,
  playerId: string,
  gameCode: string,
): Promise<RoundRow | undefined> {
  return db
    .selectFrom('bgs_round')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('game_code', '=', gameCode)
    .where('status', '=', 'open')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Rounds left in `status` since before `before` (the recovery pass), oldest first. */
export async function selectStaleRounds(
  db: Executor,
  status: string,
  before: number,
  limit: number,
): Promise<RoundRow[]> {
  return db
    .selectFrom('bgs_round')
    .selectAll()
    .where('status', '=', status)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** The game and the bet as placed of rounds, by round id. */
export async function selectRoundInputs(
  db: Executor,
  roundIds: readonly string[],
): Promise<{ round_id: string; game_code: string; input: string }[]> {
  if (roundIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('bgs_round')
    .select(['round_id', 'game_code', 'input'])
    .where('round_id', 'in', [...roundIds])
    .execute();
}

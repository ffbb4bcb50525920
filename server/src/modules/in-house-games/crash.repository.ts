import type { Insertable, Selectable, Updateable } from 'kysely';

import type { BgsCrashChainTable, BgsCrashGameTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import type { RoundRow } from './in-house-games.repository';

/** A bgs_crash_chain row: the secret seed stays on the server. */
export type CrashChainRow = Selectable<BgsCrashChainTable>;
/** A bgs_crash_game row. */
export type CrashGameRow = Selectable<BgsCrashGameTable>;

const CRASH_GAME_CODE = 'BGS_CRASH';

/** Stores a newly committed chain; answers its id. */
export async function insertCrashChain(
  db: Executor,
  chain: Omit<Insertable<BgsCrashChainTable>, 'id'>,
): Promise<number> {
  const row = await db.insertInto('bgs_crash_chain').values(chain).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The chain committed last, if any. */
export async function selectLatestCrashChain(db: Executor): Promise<CrashChainRow | undefined> {
  return db.selectFrom('bgs_crash_chain').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Chains by id. */
export async function selectCrashChains(db: Executor, chainIds: number[]): Promise<CrashChainRow[]> {
  if (chainIds.length === 0) {
    return [];
  }
  return db.selectFrom('bgs_crash_chain').selectAll().where('id', 'in', chainIds).execute();
}

/** Stores a new game; answers its id. */
export async function insertCrashGame(
  db: Executor,
  game: Omit<Insertable<BgsCrashGameTable>, 'id'>,
): Promise<number> {
  const row = await db.insertInto('bgs_crash_game').values(game).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The game played last (or in play), if any. */
export async function selectLatestCrashGame(db: Executor): Promise<CrashGameRow | undefined> {
  return db.selectFrom('bgs_crash_game').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The highest game number played from a chain (0 before its first game). */
export async function selectLastCrashGameNumber(db: Executor, chainId: number): Promise<number> {
  const row = await db
    .selectFrom('bgs_crash_game')
    .select((eb) => eb.fn.max('game_number').as('last'))
    .where('chain_id', '=', chainId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Moves a game on if it is still in `fromStatuses`; answers whether it did. */
export async function updateCrashGameIf(
  db: Executor,
  gameId: number,
  fromStatuses: string[],
  fields: Updateable<BgsCrashGameTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('bgs_crash_game')
    .set(fields)
    .where('id', '=', gameId)
    .where('status', 'in', fromStatuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Games not yet crashed (at most one while one process runs the rounds; more after a crash of the process). */
export async function selectUnfinishedCrashGames(db: Executor): Promise<CrashGameRow[]> {
  return db
    .selectFrom('bgs_crash_game')
    .selectAll()
    .where('status', 'in', ['betting', 'running'])
    .orderBy('id')
    .execute();
}

/** Crashed games, newest first, before the game with id `beforeId`. */
export async function selectCrashedGames(
  db: Executor,
  options: { beforeId?: number; limit: number },
): Promise<CrashGameRow[]> {
  let query = db.selectFrom('bgs_crash_game').selectAll().where('status', '=', 'crashed');
  if (options.beforeId !== undefined) {
    query = query.where('id', '<', options.beforeId);
  }
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** The hashes of games of a chain by game number. */
export async function selectCrashGameHashes(
  db: Executor,
  chainId: number,
  gameNumbers: number[],
): Promise<Map<number, string>> {
  if (gameNumbers.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('bgs_crash_game')
    .select(['game_number', 'game_hash'])
    .where('chain_id', '=', chainId)
    .where('game_number', 'in', gameNumbers)
    .execute();
  return new Map(rows.map((row) => [Number(row.game_number), row.game_hash]));
}

/** The bets placed on a game that the wallet took or may still take (refused and reversed ones left out). */
export async function selectCrashBets(db: Executor, crashGameId: number): Promise<RoundRow[]> {
  return db
    .selectFrom('bgs_round')
    .selectAll()
    .where('crash_game_id', '=', crashGameId)
    .where('game_code', '=', CRASH_GAME_CODE)
    .where('status', 'in', ['betting', 'open', 'settling', 'settled'])
    .orderBy('id')
    .execute();
}

/** Bets still riding ('open') on games that have crashed: each is owed its settlement. */
export async function selectOpenBetsOfCrashedGames(db: Executor, limit: number): Promise<RoundRow[]> {
  return db
    .selectFrom('bgs_round')
    .innerJoin('bgs_crash_game', 'bgs_crash_game.id', 'bgs_round.crash_game_id')
    .selectAll('bgs_round')
    .where('bgs_round.game_code', '=', CRASH_GAME_CODE)
    .where('bgs_round.status', '=', 'open')
    .where('bgs_crash_game.status', '=', 'crashed')
    .orderBy('bgs_round.id')
    .limit(limit)
    .execute();
}

/** A game by id. */
export async function selectCrashGame(db: Executor, gameId: number): Promise<CrashGameRow | undefined> {
  return db.selectFrom('bgs_crash_game').selectAll().where('id', '=', gameId).executeTakeFirst();
}

/** Which of `gameIds` have crashed (their hash and crash point are public). */
export async function selectCrashedGameIds(db: Executor, gameIds: number[]): Promise<Set<number>> {
  if (gameIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('bgs_crash_game')
    .select('id')
    .where('id', 'in', gameIds)
    .where('status', '=', 'crashed')
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

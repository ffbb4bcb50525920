import type { Insertable, Selectable } from 'kysely';

import type { JackpotPoolTable, JackpotWinTable } from '../../db/schema';
import type { Statement } from '../../db/prepared-query';
import type { Executor } from '../../db/transaction';

export type JackpotPoolRow = Selectable<JackpotPoolTable>;
export type JackpotWinRow = Selectable<JackpotWinTable>;

/** The pool of a currency, if the deployment has one. */
export function selectPool(db: Executor, currency: string): Promise<JackpotPoolRow | undefined> {
  return db.selectFrom('jackpot_pool').selectAll().where('currency', '=', currency).executeTakeFirst();
}

/** The same read as a statement to run with others (the vendor wallet's group reads). */
export function selectPoolStatement(db: Executor, currency: string): Statement<JackpotPoolRow | undefined> {
  return {
    query: db.selectFrom('jackpot_pool').selectAll().where('currency', '=', currency).compile(),
    read: (result) => (result.rows as JackpotPoolRow[])[0],
  };
}

/** Inserts a pool unless the currency has one; answers whether it did. */
export async function insertPoolIfAbsent(db: Executor, row: Insertable<JackpotPoolTable>): Promise<boolean> {
  const result = await db
    .insertInto('jackpot_pool')
    .values(row)
    .onConflict((conflict) => conflict.column('currency').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Writes what a group of stakes added, only over the version the group read: a statement that answers false when
 * another transaction wrote the pool first (the group then runs again).
 */
export function updatePoolCarryStatement(
  db: Executor,
  pool: JackpotPoolRow,
  changes: { carry: number; stakes: number; contributions: number; now: number },
): Statement<boolean> {
  return {
    query: db
      .updateTable('jackpot_pool')
      .set({
        carry: changes.carry,
        stake_total: Number(pool.stake_total) + changes.stakes,
        contribution_total: Number(pool.contribution_total) + changes.contributions,
        version: Number(pool.version) + 1,
        updated_at: changes.now,
      })
      .where('id', '=', pool.id)
      .where('version', '=', pool.version)
      .compile(),
    read: (result) => Number(result.numAffectedRows ?? 0) === 1,
  };
}

/** Records a win; false when the round has one already (a rerun). */
export async function insertWinIfAbsent(db: Executor, row: Insertable<JackpotWinTable>): Promise<boolean> {
  const result = await db
    .insertInto('jackpot_win')
    .values(row)
    .onConflict((conflict) => conflict.column('round_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The pool's latest wins, newest first. */
export function selectLatestWins(db: Executor, poolId: number, limit: number): Promise<JackpotWinRow[]> {
  return db
    .selectFrom('jackpot_win')
    .selectAll()
    .where('pool_id', '=', poolId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The win of a round, if it won. */
export function selectWinOfRound(db: Executor, roundId: string): Promise<JackpotWinRow | undefined> {
  return db.selectFrom('jackpot_win').selectAll().where('round_id', '=', roundId).executeTakeFirst();
}

/** The wins of these rounds (none for an empty list). */
export function selectWinsOfRounds(db: Executor, roundIds: readonly string[]): Promise<JackpotWinRow[]> {
  if (roundIds.length === 0) {
    return Promise.resolve([]);
  }
  return db.selectFrom('jackpot_win').selectAll().where('round_id', 'in', roundIds).execute();
}

/** A member's username (the winner's name, masked, on the public list). */
export async function selectMemberUsername(db: Executor, memberId: number): Promise<string | undefined> {
  const row = await db.selectFrom('member').select('username').where('id', '=', memberId).executeTakeFirst();
  return row?.username;
}

import type { Insertable, Selectable } from 'kysely';

import type { TurnoverRequirementTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A turnover_requirement row. */
export type TurnoverRequirementRow = Selectable<TurnoverRequirementTable>;

/** Inserts a requirement unless one exists for the same source (a replayed completion adds nothing). */
export async function insertTurnoverRequirement(
  db: Executor,
  requirement: Omit<Insertable<TurnoverRequirementTable>, 'id'>,
): Promise<void> {
  await db
    .insertInto('turnover_requirement')
    .values(requirement)
    .onConflict((conflict) => conflict.columns(['source', 'source_id']).doNothing())
    .execute();
}

/** A member's requirements not yet found met, oldest first. */
export async function selectOpenRequirements(
  db: Executor,
  memberId: number,
): Promise<TurnoverRequirementRow[]> {
  return db
    .selectFrom('turnover_requirement')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('met_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Marks requirements as met at `now`. */
export async function markRequirementsMet(db: Executor, ids: readonly number[], now: number): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await db
    .updateTable('turnover_requirement')
    .set({ met_at: now })
    .where('id', 'in', ids)
    .where('met_at', 'is', null)
    .execute();
}

/**
 * The member's wagering since `since` (inclusive), per game type: the stakes of the bets that stand, from the bet
 * records (docs/decisions/015-bet-records.md): a rolled-back bet does not count, a refused one was never recorded.
 */
export async function sumBetsSince(
  db: Executor,
  memberId: number,
  since: number,
): Promise<Array<{ gameType: string; wagered: number }>> {
  const rows = await db
    .selectFrom('bet_record')
    .select(['game_type', (select) => select.fn.sum<number | string>('stake').as('wagered')])
    .where('member_id', '=', memberId)
    .where('placed_at', '>=', since)
    .where('kind', '=', 'bet')
    .where('status', '<>', 'rolled_back')
    .groupBy('game_type')
    .orderBy('game_type')
    .execute();
  return rows.map((row) => ({ gameType: row.game_type, wagered: Number(row.wagered) }));
}
